import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../../src/i18n/LanguageContext';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { startEffects } from '../../src/state/effects';
import { safeStorage } from '../../src/platform/storage';
import { store } from '../../src/state/store';

function Probe() {
  const { t, language, setLanguage } = useLanguage();
  return (
    <div>
      <p>{t('notFound.title')}</p>
      <p data-testid="lang">{language}</p>
      <button type="button" onClick={() => void setLanguage('en')}>
        en
      </button>
    </div>
  );
}

describe('LanguageProvider', () => {
  it('throws an error naming the provider when the hook is used outside it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/LanguageProvider/);
    spy.mockRestore();
  });

  it('switches text, saves the choice and updates <html lang>', async () => {
    const stop = startEffects();
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('lang')).toHaveTextContent('pt');
    expect(screen.getByText('Ops! Página não encontrada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'en' }));
    expect(await screen.findByText('Oops! Page not found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('lang')).toHaveTextContent('en');
    await act(() => Promise.resolve());
    expect(localStorage.getItem('preferred_language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    stop();
  });

  it('keeps working when storage throws', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const stop = startEffects();
    store.fatalError = null;
    store.language = 'de';
    await act(() => Promise.resolve());
    store.language = 'fr';
    await act(() => Promise.resolve());
    // The save was tried (and threw), yet nothing reached the error screen and lang followed.
    expect(setItem).toHaveBeenCalledWith('preferred_language', 'fr');
    expect(store.fatalError).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
    setItem.mockRestore();
    stop();
  });

  it('reads and writes settings through storage that throws without throwing', () => {
    const quota = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(quota);
    expect(safeStorage.set('preferred_language', 'de')).toBe(false);
    expect(safeStorage.get('preferred_language')).toBeNull();
    expect([setItem.mock.calls.length, getItem.mock.calls.length]).toEqual([1, 1]);
    setItem.mockRestore();
    getItem.mockRestore();
    expect(safeStorage.set('preferred_language', 'de')).toBe(true);
    expect(safeStorage.get('preferred_language')).toBe('de');
  });
});
