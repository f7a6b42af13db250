/**
 * /maquinas/:id/procedimento — a machine's lockout procedure as a controlled document: the
 * procedure derived from the machine (its energy table and steps), what the author writes (scope
 * and intended use, who is responsible, who prepared it), approval by name, role and date (signed,
 * read-only afterwards: a change starts the next version), every version with its signature check
 * and its placard, the periodic inspections and who is due for retraining. Behind the kiosk's
 * PIN when one is set, as the editor is.
 */
import '../styles/users.css';
import '../styles/procedures.css';
import { ArrowLeft } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { localized, type LocalizedText } from '../../rules/machine';
import { ROUTES } from '../../platform/routes';
import { DEFAULT_RULE_SET } from '../../rules/ruleSet';
import { kioskLocked } from '../../state/kiosk';
import { store } from '../../state/store';
import { PageLoading } from '../common/PageLoading';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useSection } from '../common/useSection';
import { KioskUnlock } from '../users/KioskUnlock';
import { ProcedureForms } from './ProcedureForms';
import { InspectionsSection } from './InspectionsSection';
import { ProcedureView } from './ProcedureView';
import { useProcedure, type ProcedureData } from './useProcedure';
import { VersionsSection } from './VersionsSection';

/** What the page says of the procedure's state: approved and current, or the draft of the next version. */
function Status({ data }: { data: ProcedureData }) {
  const { t } = useLanguage();
  const newest = data.versions[data.versions.length - 1];
  const textsSame = !data.draft || (newest && JSON.stringify([data.draft.text, data.draft.ruleSet]) === JSON.stringify([newest.data.text, newest.data.ruleSet]));
  if (!newest)
    return (
      <p className="procedure-status procedure-status--draft" data-testid="procedure-status">
        {t('procedure.status.none')}
      </p>
    );
  if (data.machineUnchanged && textsSame)
    return (
      <p className="procedure-status procedure-status--approved" data-testid="procedure-status">
        <strong>{t('procedure.status.approved', { version: newest.version })}</strong> · {t('procedure.status.current', { version: newest.version })}
      </p>
    );
  return (
    <p className="procedure-status procedure-status--draft" data-testid="procedure-status">
      <strong>{t('procedure.status.draft', { version: newest.version + 1 })}</strong> · {t('procedure.status.changed', { version: newest.version, next: newest.version + 1 })}
    </p>
  );
}

function Procedure({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const data = useProcedure(id);
  const name = data ? localized(data.machine.name as LocalizedText, language) : '';
  useDocumentTitle(name ? `${t('procedure.title')} · ${name}` : t('procedure.title'));
  if (data === undefined) return <PageLoading />;
  if (data === null)
    return (
      <div className="procedure-missing" data-testid="procedure-missing">
        <h1 className="page__title">{t('procedure.title')}</h1>
        <p>{t('procedure.notFound')}</p>
        <Link href={ROUTES.machines} className="button button--secondary">
          {t('editor.library.title')}
        </Link>
      </div>
    );
  const next = (data.versions[data.versions.length - 1]?.version ?? 0) + 1;
  return (
    <>
      <header className="page__header procedure-header">
        <Link href={data.entry ? `${ROUTES.machines}/${encodeURIComponent(id)}` : ROUTES.inspections} className="procedure-back">
          <ArrowLeft aria-hidden="true" size={18} /> {data.entry ? t('procedure.back') : t('procedure.due.title')}
        </Link>
        <h1 className="page__title">
          {t('procedure.title')} · <span data-testid="procedure-machine">{name}</span>
        </h1>
        <p className="page__subtitle">{t('procedure.subtitle')}</p>
        <Status data={data} />
      </header>
      <div className="procedure-grid">
        {data.derived.ok ? (
          <ProcedureView procedure={data.derived.value} photos={data.photos} ruleSet={data.draft?.ruleSet ?? data.versions[data.versions.length - 1]?.data.ruleSet ?? DEFAULT_RULE_SET[language]} />
        ) : (
          <section className="users-panel procedure-cannot" data-testid="procedure-cannot">
            <p>{t(`procedure.cannot.${data.derived.problem}`)}</p>
            <Link href={`${ROUTES.machines}/${encodeURIComponent(id)}`} className="button button--secondary">
              {t('procedure.back')}
            </Link>
          </section>
        )}
        {data.entry ? (
          <ProcedureForms data={data} entry={data.entry} version={next} />
        ) : (
          <p className="procedure-status procedure-status--draft" data-testid="procedure-no-machine">
            {t('procedure.noMachine')}
          </p>
        )}
        <VersionsSection data={data} />
        <InspectionsSection data={data} />
      </div>
    </>
  );
}

export default function ProcedurePage() {
  const { t } = useLanguage();
  const params = useParams<{ id: string }>();
  const ready = useSection('procedure');
  const editor = useSection('editor');
  const scenarios = useSection('scenarios');
  const users = useSection('users');
  const snap = useSnapshot(store);
  if (!ready || !editor || !scenarios || !users) return <PageLoading />;
  if (kioskLocked(snap))
    return (
      <div className="page procedure-page">
        <div className="machines-locked" data-testid="machines-locked">
          <h1 className="page__title">{t('procedure.title')}</h1>
          <p>{t('editor.library.locked')}</p>
          <KioskUnlock />
        </div>
      </div>
    );
  return (
    <div className="page procedure-page">
      <Procedure key={params.id} id={params.id} />
    </div>
  );
}
