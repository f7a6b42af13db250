import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { launchContext } from '../../platform/launch';
import type { FatalError } from '../../state/store';
import { BrandMark } from './BrandMark';

/**
 * The "Unexpected Application Error" screen. It stands alone (no header, no router) because
 * whatever failed may be part of them; going home is a full page load for a clean start. In an LMS
 * package the site's home is not part of the package: reloading reopens the lesson instead.
 */
export function ErrorScreen({ error }: { error: FatalError }) {
  const { t } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    document.title = `${t('error.title')} · LOTO Trainer`;
  }, [t]);
  return (
    <div className="error-screen" role="alert">
      <div className="error-screen__card">
        <BrandMark className="error-screen__brand" />
        <AlertTriangle className="error-screen__icon" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1}>
          {t('error.title')}
        </h1>
        <p>{t('error.text')}</p>
        <div className="error-screen__actions">
          {launchContext().packaged === null && (
            <a className="button button--primary" href="/">
              <Home aria-hidden="true" /> {t('error.home')}
            </a>
          )}
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" /> {t('error.reload')}
          </button>
        </div>
        <details className="error-screen__details">
          <summary>{t('error.details')}</summary>
          <pre>{error.message}</pre>
        </details>
      </div>
    </div>
  );
}
