import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { setLanguage } from '../../src/state/actions';
import { dismissNotices, onNoticeAction, postNotice, postNoticeAfterDialogs, runNoticeAction } from '../../src/state/notices';
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

describe('where a notice shows', () => {
  afterEach(() => {
    store.notices = [];
  });

  const edgeOf = (text: HTMLElement) => text.closest('[data-sonner-toaster]')?.getAttribute('data-y-position');

  it('news shows at the foot of the screen, where it covers no page title; an answer stays under the header', async () => {
    renderToasts();
    act(() => {
      postNoticeAfterDialogs({ tone: 'success', title: { key: 'app.offline.ready' }, durationMs: 60_000 });
      postNotice({ tone: 'success', title: { key: 'share.copied' }, durationMs: 60_000 });
    });
    expect(edgeOf(await screen.findByText('Pronto para usar sem internet'))).toBe('bottom');
    expect(edgeOf(await screen.findByText('Link copiado para a área de transferência!'))).toBe('top');
  });
});
