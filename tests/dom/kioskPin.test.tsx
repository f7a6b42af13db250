import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../src/i18n/messages';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { PIN_TRIES_KEY } from '../../src/rules/kiosk';
import { checkPin, hashPin } from '../../src/state/kioskPin';
import { store } from '../../src/state/store';
import { KioskUnlock } from '../../src/ui/users/KioskUnlock';

let now = Date.UTC(2026, 10, 26, 12);

function open() {
  return render(
    <LanguageProvider>
      <KioskUnlock />
    </LanguageProvider>,
  );
}

async function tryPin(pin: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('kiosk-unlock-submit')).toBeEnabled());
  fireEvent.change(screen.getByTestId('kiosk-unlock-pin'), { target: { value: pin } });
  fireEvent.click(screen.getByTestId('kiosk-unlock-submit'));
  // The check is over when the field is emptied.
  await waitFor(() => expect(screen.getByTestId('kiosk-unlock-pin')).toHaveValue(''));
}

describe('the instructor PIN: wrong tries make the next one wait', () => {
  // The form speaks the user area's words, which the pages that show it load.
  beforeAll(() => loadSection('users', 'pt'));
  beforeEach(async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    store.kiosk = { ...store.kiosk, on: true, pin: await hashPin('4821') };
  });
  afterEach(() => vi.restoreAllMocks());

  it('after 5 wrong PINs the form waits 30 s (even for the right PIN), across a reload; then 60 s after the next wrong one; the right one clears the count', async () => {
    const page = open();
    for (let i = 0; i < 4; i++) {
      await tryPin('1111');
      expect(screen.getByTestId('kiosk-unlock-wrong')).toHaveTextContent('PIN incorreto.');
    }
    await tryPin('1112');
    expect(await screen.findByTestId('kiosk-unlock-wait')).toHaveTextContent('Muitas tentativas com PIN errado. Tente de novo em 30 segundos.');
    expect(screen.getByTestId('kiosk-unlock-submit')).toBeDisabled();

    // A reload, or another tab: the count is the device's.
    page.unmount();
    open();
    expect(screen.getByTestId('kiosk-unlock-wait')).toHaveTextContent('Tente de novo em 30 segundos.');
    expect(screen.getByTestId('kiosk-unlock-submit')).toBeDisabled();
    // Not even the right PIN is compared while the wait runs.
    now += 10_000;
    expect(await checkPin('4821')).toEqual({ ok: false, waitMs: 20_000 });
    expect(store.kioskUnlocked).toBe(false);

    // The wait over, one more wrong PIN: twice as long.
    now += 20_000;
    cleanupAndOpen();
    expect(screen.queryByTestId('kiosk-unlock-wait')).toBeNull();
    await tryPin('9999');
    expect(await screen.findByTestId('kiosk-unlock-wait')).toHaveTextContent('Tente de novo em 1 minuto.');
    now += 60_000;
    cleanupAndOpen();
    await tryPin('4821');
    expect(store.kioskUnlocked).toBe(true);
    expect(localStorage.getItem(PIN_TRIES_KEY)).toBeNull();
  });

  it('the wait is never more than an hour, even with a count left from a clock set back', async () => {
    localStorage.setItem(PIN_TRIES_KEY, JSON.stringify({ wrong: 40, until: now + 24 * 3600_000 }));
    expect(await checkPin('4821')).toEqual({ ok: false, waitMs: 3600_000 });
    open();
    expect(screen.getByTestId('kiosk-unlock-wait')).toHaveTextContent('Tente de novo em 1 hora.');
  });

  it('no PIN set: checkPin never opens', async () => {
    store.kiosk = { ...store.kiosk, pin: null };
    expect(await checkPin('')).toEqual({ ok: false, waitMs: 0 });
  });
});

function cleanupAndOpen(): void {
  document.body.innerHTML = '';
  open();
}
