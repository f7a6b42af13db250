import { Send } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { plural } from '../../i18n/plural';
import type * as LrsModule from '../../lms/lrs';
import type { LrsStatus } from '../../lms/lrs';
import { lrsConfig } from '../../lms/lrsConfig';

/**
 * When the deployment names a learning record store: how many results wait to be sent to it, how
 * many it refused, and why the last attempt to send failed; a button sends at once. A result
 * counts as sent once the LRS has acknowledged it (a 409 only when the LRS is seen to hold it).
 */
export function LrsSection() {
  const { t, language } = useLanguage();
  const [host, setHost] = useState<string | null>(null);
  const [status, setStatus] = useState<LrsStatus | null>(null);
  const [sender, setSender] = useState<typeof LrsModule | null>(null);
  useEffect(() => {
    let alive = true;
    let unsubscribe = () => {};
    void lrsConfig().then(async (config) => {
      if (!config || !alive) return;
      const lrs = await import('../../lms/lrs');
      await lrs.startSender(config);
      if (!alive) return;
      setHost(new URL(config.endpoint).host);
      setSender(lrs);
      setStatus(lrs.lrsStatus());
      unsubscribe = lrs.onLrsStatus(setStatus);
    });
    return () => {
      alive = false;
      unsubscribe();
    };
  }, []);
  const time = useMemo(() => new Intl.DateTimeFormat(language, { timeStyle: 'short' }), [language]);
  if (!host || !status || !sender) return null;
  const { waiting, refused, lastError } = status;
  return (
    <section className="users-panel" aria-labelledby="lrs-title" data-testid="lrs-status">
      <h2 id="lrs-title">{t('users.lrs.heading')}</h2>
      {/* "All sent" only when the LRS has confirmed every result (a refused one was not received). */}
      {(waiting > 0 || refused === 0) && (
        <p className={waiting > 0 ? 'storage-note storage-note--warn' : 'storage-note'} role="status" data-testid="lrs-waiting" data-count={waiting}>
          {waiting > 0 ? plural(t, language, 'users.lrs.waiting', waiting, { host }) : t('users.lrs.allSent', { host })}
        </p>
      )}
      {refused > 0 && (
        <p className="storage-note storage-note--warn" data-testid="lrs-refused">
          {plural(t, language, 'users.lrs.refused', refused)}
        </p>
      )}
      {lastError && (
        <p className="lrs-error" data-testid="lrs-error" data-kind={lastError.kind}>
          {t('users.lrs.lastError', { time: time.format(lastError.at), reason: t(`users.lrs.errors.${lastError.kind}`) })}{' '}
          <code className="lrs-error__detail">{lastError.detail}</code>
        </p>
      )}
      {waiting > 0 && (
        <div className="data-buttons">
          <button type="button" className="button button--secondary" onClick={() => void sender.sendNow()} data-testid="lrs-send">
            <Send aria-hidden="true" /> {t('users.lrs.sendNow')}
          </button>
        </div>
      )}
    </section>
  );
}
