import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { checkPin, pinWaitMs } from '../../state/kioskPin';
import { store } from '../../state/store';

/** A wait as people say it, in the page's language: "30 seconds", "2 minutes", "1 hour" (rounded up). */
export function waitText(ms: number, language: string): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** On a kiosk with a PIN: the instructor's way into the rest of the records page, with a wait after wrong PINs. */
export function KioskUnlock() {
  const { t, language } = useLanguage();
  const id = useId();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  // How long the form waits (ms, from when it started), as the device counts it for every tab; 0: no wait.
  const [wait, setWait] = useState(() => pinWaitMs());
  useEffect(() => {
    if (wait === 0) return;
    const timer = window.setTimeout(() => setWait(0), wait);
    return () => window.clearTimeout(timer);
  }, [wait]);
  const waiting = wait > 0;
  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!store.kiosk.pin || checking || waiting) return;
    setChecking(true);
    const result = await checkPin(pin.trim());
    setChecking(false);
    setPin('');
    setWrong(!result.ok);
    if (result.ok) store.kioskUnlocked = true;
    else if (result.waitMs > 0) setWait(result.waitMs);
  };
  const message = waiting ? t('users.kiosk.locked.wait', { time: waitText(wait, language) }) : wrong ? t('users.kiosk.locked.wrong') : null;
  return (
    <section className="users-panel" aria-labelledby={`${id}-title`} data-testid="kiosk-unlock">
      <h2 id={`${id}-title`}>{t('users.kiosk.locked.heading')}</h2>
      <p className="users-panel__intro">{t('users.kiosk.locked.text')}</p>
      <form className="trainee-form" onSubmit={(event) => void unlock(event)} noValidate>
        <div className="users-field">
          <label className="users-field__label" htmlFor={`${id}-pin`}>
            {t('users.kiosk.locked.pin')}
          </label>
          <input
            id={`${id}-pin`}
            className="users-field__input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            aria-invalid={message !== null || undefined}
            aria-describedby={message !== null ? `${id}-wrong` : undefined}
            data-testid="kiosk-unlock-pin"
          />
          {message !== null && (
            <p className="users-field__error" id={`${id}-wrong`} role="alert" data-testid={waiting ? 'kiosk-unlock-wait' : 'kiosk-unlock-wrong'}>
              {message}
            </p>
          )}
        </div>
        <div className="trainee-form__buttons">
          <button type="submit" className="button button--primary" disabled={checking || waiting} data-testid="kiosk-unlock-submit">
            {t('users.kiosk.locked.unlock')}
          </button>
        </div>
      </form>
    </section>
  );
}
