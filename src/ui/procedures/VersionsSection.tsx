/**
 * Every approved version of the procedure, newest first: who approved it, when, its review date,
 * whether its signature holds, and its placard (any version stays printable), plus the placard of
 * the draft, marked as such.
 */
import { useLanguage } from '../../i18n/LanguageContext';
import { dayText } from '../common/dayText';
import { PlacardControls } from './PlacardControls';
import type { ProcedureData } from './useProcedure';

export function VersionsSection({ data }: { data: ProcedureData }) {
  const { t, language } = useLanguage();
  const versions = [...data.versions].reverse();
  return (
    <section className="users-panel procedure-versions" aria-labelledby="procedure-versions">
      <h2 id="procedure-versions">{t('procedure.versions.heading')}</h2>
      <p className="users-panel__intro">{t('procedure.placard.intro')}</p>
      {data.derived.ok && data.entry && <PlacardControls data={data} version={null} />}
      {versions.length === 0 ? (
        <p className="procedure-empty">{t('procedure.versions.none')}</p>
      ) : (
        <ol className="procedure-version-list" data-testid="procedure-versions">
          {versions.map((row) => {
            const valid = data.valid.get(row.id);
            const a = row.data.approval;
            return (
              <li key={row.id} className="procedure-version" data-testid={`procedure-version-${row.version}`}>
                <div className="procedure-version__head">
                  <strong>{t('procedure.versions.version', { version: row.version })}</strong>
                  <span>{t('procedure.versions.approvedBy', { name: a.name, role: a.role, date: dayText(a.date, language) })}</span>
                  <span>{t('procedure.versions.reviewBy', { date: dayText(a.reviewBy, language) })}</span>
                  {valid === undefined ? (
                    <span className="procedure-badge">{t('procedure.versions.checking')}</span>
                  ) : valid === 'valid' ? (
                    <span className="procedure-badge procedure-badge--ok" data-testid="version-valid">
                      {t('procedure.versions.valid')}
                    </span>
                  ) : valid === 'unknown_key' ? (
                    <span className="procedure-badge procedure-badge--warn" data-testid="version-unknown-key">
                      {t('procedure.versions.unknownKey', { key: row.data.keyId })}
                    </span>
                  ) : (
                    <span className="procedure-badge procedure-badge--bad" role="alert" data-testid="version-invalid">
                      {t('procedure.versions.invalid')}
                    </span>
                  )}
                </div>
                {valid !== 'invalid' && <PlacardControls data={data} version={row} />}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
