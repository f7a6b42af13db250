import { useId, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { checkPin } from '../../state/kioskPin';
import { store } from '../../state/store';

/** On a kiosk with a PIN: the instructor's way into the rest of the records page. */
export function KioskUnlock() {
  const { t } = useLanguage();
  const id = useId();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    const kept = store.kiosk.pin;
    if (!kept || checking) return;
    setChecking(true);
    const ok = await checkPin(pin.trim(), kept);
    setChecking(false);
    setPin('');
    setWrong(!ok);
    if (ok) store.kioskUnlocked = true;
  };
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
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? `${id}-wrong` : undefined}
            data-testid="kiosk-unlock-pin"
          />
          {wrong && (
            <p className="users-field__error" id={`${id}-wrong`} role="alert" data-testid="kiosk-unlock-wrong">
              {t('users.kiosk.locked.wrong')}
            </p>
          )}
        </div>
        <div className="trainee-form__buttons">
          <button type="submit" className="button button--primary" disabled={checking} data-testid="kiosk-unlock-submit">
            {t('users.kiosk.locked.unlock')}
          </button>
        </div>
      </form>
    </section>
  );
}
