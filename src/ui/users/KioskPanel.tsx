import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { recordsKeptElsewhere } from '../../state/keptElsewhere';
import { KIOSK_LIMITS, KIOSK_QUERY, minutesText, parseDuration, PIN_PATTERN, type DurationError } from '../../rules/kiosk';
import { isLanguage, LANGUAGES, type Language } from '../../rules/language';
import { setKiosk } from '../../state/kiosk';
import { hashPin } from '../../state/kioskPin';
import { postNotice } from '../../state/notices';
import { store } from '../../state/store';

// Stand-ins for the two addresses in the help text, each then shown as code that never breaks.
const ON = '⟦on⟧';
const OFF = '⟦off⟧';
const IDLE = KIOSK_LIMITS.idleSeconds;
const WARN = KIOSK_LIMITS.warnSeconds;

/**
 * The instructor's switch for kiosk mode on this device, with the idle time, the warning's
 * length and the language every session starts in. A value out of bounds or not a number is refused with its message and nothing changes.
 * The panel says plainly what happens to the trainees' records when a session ends.
 */
export function KioskPanel() {
  const { t, language } = useLanguage();
  const id = useId();
  const saved = useSnapshot(store).kiosk;
  // Minutes as the language writes decimals (2,5 in Portuguese, 2.5 in English).
  const decimal = (text: string) => (language === 'en' ? text : text.replace('.', ','));
  const [on, setOn] = useState(saved.on);
  const [idle, setIdle] = useState(() => decimal(minutesText(saved.idleSeconds)));
  const [warn, setWarn] = useState(String(saved.warnSeconds));
  // The language every session starts in: the saved one, else the screen's language now.
  const [startLanguage, setStartLanguage] = useState<Language>(saved.language ?? language);
  const [errors, setErrors] = useState<{ idle?: DurationError; warn?: DurationError; pin?: true }>({});
  const [pin, setPin] = useState('');
  const [removePin, setRemovePin] = useState(false);
  const keptBy = recordsKeptElsewhere();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const idleTime = parseDuration(idle, 'minutes', IDLE);
    const warnTime = parseDuration(warn, 'seconds', WARN);
    const typedPin = pin.trim();
    const pinBad = typedPin !== '' && !PIN_PATTERN.test(typedPin);
    setErrors({ idle: idleTime.ok ? undefined : idleTime.error, warn: warnTime.ok ? undefined : warnTime.error, pin: pinBad || undefined });
    if (!idleTime.ok || !warnTime.ok || pinBad) return;
    // Blank keeps the PIN there is; a new one replaces it; the box removes it.
    const kept = removePin ? null : typedPin ? await hashPin(typedPin) : saved.pin && { ...saved.pin };
    setPin('');
    setRemovePin(false);
    const ok = setKiosk({ on, idleSeconds: idleTime.seconds, warnSeconds: warnTime.seconds, language: startLanguage, pin: kept });
    // Whoever just set the PIN knows it: the page stays open until they lock it or the session ends.
    if (typedPin) store.kioskUnlocked = true;
    postNotice(ok ? { tone: 'success', title: { key: 'users.kiosk.saved' } } : { tone: 'warning', title: { key: 'users.kiosk.notSaved' } });
  };

  const limits = { idle: { min: IDLE.min / 60, max: IDLE.max / 60 }, warn: { min: WARN.min, max: WARN.max } };
  const field = (name: 'idle' | 'warn', value: string, change: (value: string) => void) => {
    const error = errors[name];
    return (
      <div className="users-field">
        <label className="users-field__label" htmlFor={`${id}-${name}`}>
          {t(`users.kiosk.${name}`)}
        </label>
        <input
          id={`${id}-${name}`}
          className="users-field__input"
          inputMode="decimal"
          value={value}
          maxLength={8}
          onChange={(e) => change(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${name}-help${error ? ` ${id}-${name}-error` : ''}`}
          data-testid={`kiosk-${name}`}
        />
        <span className="users-field__help" id={`${id}-${name}-help`}>
          {t(`users.kiosk.${name}Help`, limits[name])}
        </span>
        {error && (
          <p className="users-field__error" id={`${id}-${name}-error`} role="alert" data-testid={`kiosk-${name}-error`}>
            {t(`users.kiosk.${name}Errors.${error}`, limits[name])}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="users-panel" id="kiosk-settings" aria-labelledby={`${id}-title`} data-testid="kiosk-panel">
      <h2 id={`${id}-title`}>{t('users.kiosk.heading')}</h2>
      <p className="users-panel__intro">{t('users.kiosk.intro')}</p>
      <form className="trainee-form" onSubmit={(event) => void save(event)} noValidate>
        <label className="users-check">
          <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} data-testid="kiosk-on" />
          <span>{t('users.kiosk.enabled')}</span>
        </label>
        {field('idle', idle, setIdle)}
        {field('warn', warn, setWarn)}
        <div className="users-field">
          <label className="users-field__label" htmlFor={`${id}-language`}>
            {t('users.kiosk.language')}
          </label>
          <select
            id={`${id}-language`}
            className="users-field__input"
            value={startLanguage}
            onChange={(e) => isLanguage(e.target.value) && setStartLanguage(e.target.value)}
            aria-describedby={`${id}-language-help`}
            data-testid="kiosk-language"
          >
            {LANGUAGES.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          <span className="users-field__help" id={`${id}-language-help`}>
            {t('users.kiosk.languageHelp')}
          </span>
        </div>
        <div className="users-field">
          <label className="users-field__label" htmlFor={`${id}-pin`}>
            {t('users.kiosk.pin')}
          </label>
          <input
            id={`${id}-pin`}
            className="users-field__input"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={8}
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            aria-invalid={errors.pin ? true : undefined}
            aria-describedby={`${id}-pin-help${errors.pin ? ` ${id}-pin-error` : ''}`}
            data-testid="kiosk-pin"
          />
          <span className="users-field__help" id={`${id}-pin-help`}>
            {t('users.kiosk.pinHelp')}
          </span>
          {errors.pin && (
            <p className="users-field__error" id={`${id}-pin-error`} role="alert" data-testid="kiosk-pin-error">
              {t('users.kiosk.pinError')}
            </p>
          )}
          {saved.pin && (
            <label className="users-check">
              <input type="checkbox" checked={removePin} onChange={(e) => setRemovePin(e.target.checked)} data-testid="kiosk-pin-remove" />
              <span>{t('users.kiosk.pinRemove')}</span>
            </label>
          )}
        </div>
        <p className="storage-note storage-note--warn">{t('users.kiosk.recordsRule')}</p>
        <p className="storage-note" data-testid="kiosk-records">
          {keptBy ? t('users.kiosk.recordsElsewhere', { system: keptBy.toUpperCase() }) : t('users.kiosk.recordsHere')}
        </p>
        <p className="users-field__help">
          {t('users.kiosk.address', { on: ON, off: OFF })
            .split(/(⟦on⟧|⟦off⟧)/)
            .map((part, i) => (part === ON || part === OFF ? <code key={i}>{part === ON ? `?${KIOSK_QUERY}=1` : `?${KIOSK_QUERY}=0`}</code> : part))}
        </p>
        <div className="trainee-form__buttons">
          <button type="submit" className="button button--primary" data-testid="kiosk-save">
            {t('users.kiosk.save')}
          </button>
          {saved.on && saved.pin && (
            <button type="button" className="button button--secondary" onClick={() => (store.kioskUnlocked = false)} data-testid="kiosk-lock">
              {t('users.kiosk.lockNow')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
