import { KeyRound, Lock, LockOpen, Scissors } from 'lucide-react';
import { useLanguage } from '../../i18n/LanguageContext';
import { myLocks, TRAINEE, type Attempt } from '../../rules/attempt';
import { css, PALETTE } from '../../scenes/shared/palette';
import { act } from '../../state/scenario';
import { attemptScenario } from '../../state/scenarioSelectors';

/** Padlock colours on the box: the trainee's red and a colleague's blue, as on the devices, then more. */
const PADLOCK_COLOURS = [PALETTE.red, PALETTE.blue, PALETTE.yellowDark, PALETTE.greenDark].map(css);

/** The lockbox as drawn: a steel box, a window with the keys inside, a hasp with a padlock per person. */
function LockboxArt({ keys, padlocks, owners }: { keys: number; padlocks: readonly string[]; owners: readonly string[] }) {
  const hasp = Math.max(4, owners.length);
  return (
    <svg className="lockbox__art" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="8" y="14" width="104" height="74" rx="6" fill={css(PALETTE.red)} stroke={css(PALETTE.redDark)} strokeWidth="2" />
      <rect x="20" y="26" width="52" height="38" rx="3" fill={css(PALETTE.paper)} stroke={css(PALETTE.redDark)} strokeWidth="1.5" />
      {Array.from({ length: Math.min(keys, 6) }, (_, i) => (
        <g key={i} transform={`translate(${26 + (i % 3) * 15} ${31 + Math.floor(i / 3) * 16})`} fill={css(PALETTE.yellowDark)}>
          <circle cx="4" cy="4" r="4" />
          <rect x="7" y="3" width="7" height="2" />
          <rect x="11" y="5" width="2" height="3" />
        </g>
      ))}
      <rect x="80" y="24" width="24" height="58" rx="3" fill={css(PALETTE.chrome)} stroke={css(PALETTE.steelShadow)} strokeWidth="1.5" />
      {Array.from({ length: hasp }, (_, i) => {
        const owner = owners[i];
        const on = owner !== undefined && padlocks.includes(owner);
        const y = 28 + i * (50 / hasp);
        return on ? (
          <g key={i} transform={`translate(84 ${y})`}>
            <path d="M4 6 V3 a4 4 0 0 1 8 0 V6" fill="none" stroke={css(PALETTE.inkSoft)} strokeWidth="2" />
            <rect x="1" y="6" width="14" height="8" rx="1.5" fill={PADLOCK_COLOURS[i % PADLOCK_COLOURS.length]} />
          </g>
        ) : (
          <circle key={i} cx="92" cy={y + 8} r="3" fill={css(PALETTE.white)} stroke={css(PALETTE.steelShadow)} strokeWidth="1.5" />
        );
      })}
    </svg>
  );
}

/**
 * A crew job's group lockbox (OSHA 1910.147(f)(3)): the trainee's keys go in, then a personal
 * padlock per worker goes on, and the box opens again only once every padlock is off.
 */
export function LockboxPanel({ attempt }: { attempt: Attempt }) {
  const { t } = useLanguage();
  const { crew } = attemptScenario(attempt);
  if (crew.length === 0) return null;
  const { keys, locks } = attempt.lockbox;
  const phase = attempt.phase;
  const mine = myLocks(attempt.machine);
  const owners = [TRAINEE, ...crew.map((m) => m.id)];
  const mineOn = locks.includes(TRAINEE);
  return (
    <section className="lockbox" aria-labelledby="lockbox-title" data-testid="lockbox">
      <h2 id="lockbox-title" className="lockbox__title">
        {t('scenarios.lockbox.title')}
      </h2>
      {attempt.mode === 'pratica' && <p className="lockbox__intro">{t('scenarios.lockbox.intro')}</p>}
      <div className="lockbox__state">
        <LockboxArt keys={keys.length} padlocks={locks} owners={owners} />
        <p data-testid="lockbox-state">
          {t('scenarios.lockbox.keys', { count: keys.length })}
          <br />
          {t('scenarios.lockbox.padlocks', { count: locks.length })}
        </p>
      </div>
      <div className="lockbox__actions">
        {mine.some((d) => !keys.includes(d)) && (
          <button type="button" className="button button--secondary button--small" onClick={() => act({ type: 'box_keys', into: true })}>
            <KeyRound aria-hidden="true" /> {t('scenarios.lockbox.putKeys')}
          </button>
        )}
        {keys.length > 0 && (
          <button type="button" className="button button--secondary button--small" onClick={() => act({ type: 'box_keys', into: false })}>
            <KeyRound aria-hidden="true" /> {t('scenarios.lockbox.takeKeys')}
          </button>
        )}
        <button type="button" className="button button--secondary button--small" onClick={() => act({ type: 'box_lock', on: !mineOn })} aria-pressed={mineOn}>
          {mineOn ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />} {t(mineOn ? 'scenarios.lockbox.lockOff' : 'scenarios.lockbox.lockOn')}
        </button>
      </div>
      <h3 className="lockbox__crew-title">{t('scenarios.lockbox.crewTitle')}</h3>
      <ul className="lockbox__crew">
        {crew.map((member, i) => {
          const on = locks.includes(member.id);
          return (
            <li key={member.id} className="lockbox__member" data-member={member.id} data-locked={on}>
              <span className="lockbox__swatch" style={{ background: on ? PADLOCK_COLOURS[(i + 1) % PADLOCK_COLOURS.length] : 'transparent' }} aria-hidden="true" />
              <span className="lockbox__name">{member.name}</span>
              <span className="lockbox__status">{t(on ? 'scenarios.lockbox.memberLocked' : 'scenarios.lockbox.memberUnlocked')}</span>
              <span className="lockbox__member-actions">
                {!on && phase !== 'restore' && (
                  <button type="button" className="button button--secondary button--small" onClick={() => act({ type: 'crew_lock', member: member.id, on: true })}>
                    {t('scenarios.lockbox.memberLockOn', { name: member.name })}
                  </button>
                )}
                {on && phase !== 'lockout' && (
                  <button type="button" className="button button--secondary button--small" onClick={() => act({ type: 'crew_lock', member: member.id, on: false })}>
                    {t('scenarios.lockbox.memberLockOff', { name: member.name })}
                  </button>
                )}
                {on && (
                  <button type="button" className="button button--danger button--small" onClick={() => act({ type: 'cut_box_lock', member: member.id })}>
                    <Scissors aria-hidden="true" /> {t('scenarios.lockbox.cut', { name: member.name })}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
