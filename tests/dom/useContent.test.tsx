import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load';
import { store } from '../../src/state/store';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { useContent } from '../../src/ui/content/useContent';

const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;

// A long-form page's first render waits for its content (App.tsx: CONTENT_PAGES): its first frame
// is then the page itself, not a loading line and the page a round trip later.
describe('useContent', () => {
  it('has content that has arrived in its first render', async () => {
    store.language = 'pt';
    const content = await loadContent('knowledge', 'pt');
    const { result } = renderHook(() => useContent('knowledge'), { wrapper });
    expect(result.current.status).toBe('ready');
    expect(result.current.status === 'ready' && result.current.content).toBe(content);
  });

  it('loads content that has not arrived, and then has it', async () => {
    store.language = 'pt';
    const { result } = renderHook(() => useContent('examples'), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Arrived now: the next page's first render has it.
    const again = renderHook(() => useContent('examples'), { wrapper });
    expect(again.result.current.status).toBe('ready');
  });

  it('does not take another language’s content for its first render', async () => {
    store.language = 'pt';
    await loadContent('knowledge', 'pt');
    store.language = 'de';
    const { result } = renderHook(() => useContent('knowledge'), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' && result.current.content.intro).toBe((await loadContent('knowledge', 'de')).intro);
    store.language = 'pt';
  });
});
