import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { setLanguage } from '../../src/state/actions';
import { dismissNotices, onNoticeAction, postNotice, runNoticeAction } from '../../src/state/notices';
import { store } from '../../src/state/store';
import Toasts from '../../src/ui/layout/Toasts';

function renderToasts() {
  return render(
    <LanguageProvider>
      <Toasts />
    </LanguageProvider>,
  );
}

describe('notices as data', () => {
  it('are kept untranslated in the store and shown in the language on screen, which a switch updates', async () => {
    renderToasts();
    act(() => {
      postNotice({ tone: 'success', title: { key: 'share.copied' }, durationMs: 60_000 });
    });
    expect(store.notices).toHaveLength(1);
    expect(store.toasterWanted).toBe(true);
    expect(await screen.findByText('Link copiado para a área de transferência!')).toBeInTheDocument();
    await act(async () => {
      await setLanguage('en');
    });
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(screen.queryByText('Link copiado para a área de transferência!')).not.toBeInTheDocument();
  });

  it('are taken down by tone, and a button runs its registered command once', () => {
    const seen: unknown[] = [];
    const stop = onNoticeAction('probe', (payload) => seen.push(payload));
    const warning = postNotice({ tone: 'warning', title: { key: 'share.copied' }, action: { label: { key: 'share.button' }, command: { kind: 'probe', payload: 42 } } });
    postNotice({ tone: 'success', title: { key: 'share.copied' } });
    runNoticeAction(warning);
    expect(seen).toEqual([42]);
    expect(store.notices.map((n) => n.tone)).toEqual(['success']);
    dismissNotices(['success']);
    expect(store.notices).toEqual([]);
    stop();
  });
});
