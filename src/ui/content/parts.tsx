import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Practice } from '../../content/types';
import { localized } from '../../rules/localizedText';
import { builtInJob } from '../../rules/builtInJobs';
import { ROUTES } from '../../platform/routes';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { PageLoading } from '../common/PageLoading';
import type { ContentState } from './useContent';
import type { ContentKind } from '../../content/load';

/** Where a practice link goes, and its label. */
export function usePracticeTarget(practice: Practice): { href: string; label: string } {
  const { t, language } = useLanguage();
  if (practice.startsWith('scenario:')) {
    const id = practice.slice('scenario:'.length);
    const job = builtInJob(id);
    if (job) return { href: `${ROUTES.scenarios}/${encodeURIComponent(id)}`, label: t('pages.content.practice.scenario', { job: localized(job, language) }) };
    return { href: ROUTES.scenarios, label: t('pages.content.practice.scenarios') };
  }
  const route = practice === 'simulator' ? ROUTES.simulator : practice === 'challenge' ? ROUTES.challenge : ROUTES.scenarios;
  const key = practice === 'simulator' ? 'simulator' : practice === 'challenge' ? 'challenge' : 'scenarios';
  return { href: route, label: t(`pages.content.practice.${key}`) };
}

/** A link to the scene that practises what a section teaches. */
export function PracticeLink({ practice }: { practice: Practice }) {
  const { href, label } = usePracticeTarget(practice);
  return (
    <Link href={href} className="button button--primary practice-link" data-testid="practice-link">
      {label} <ArrowRight aria-hidden="true" />
    </Link>
  );
}

/** The clauses a text rests on, as a labelled list of citations. */
export function Clauses({ clauses }: { clauses: readonly string[] }) {
  const { t } = useLanguage();
  if (clauses.length === 0) return null;
  return (
    <p className="clauses">
      <span className="clauses__label">{t('pages.content.clauses')}:</span>{' '}
      {clauses.map((clause) => (
        <cite key={clause} className="clause">
          {clause}
        </cite>
      ))}
    </p>
  );
}

/**
 * A content page's frame: title and subtitle, then its body once the language's text has
 * arrived, a loading line before, and a clear message with a retry when it cannot load.
 */
export function ContentFrame<K extends ContentKind>({
  id,
  state,
  children,
}: {
  id: 'knowledge' | 'examples' | 'procedures';
  state: ContentState<K> | { status: 'ready' };
  children: () => ReactNode;
}) {
  const { t } = useLanguage();
  const title = t(`pages.${id}.title`);
  useDocumentTitle(title);
  return (
    <div className={`page content-page content-page--${id}`}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t(`pages.${id}.subtitle`)}</p>
      </header>
      {state.status === 'loading' && <PageLoading />}
      {state.status === 'failed' && (
        <div className="content-error" role="alert">
          <p>{t('pages.content.loadError')}</p>
          <button type="button" className="button button--primary" onClick={state.retry}>
            {t('pages.content.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && children()}
    </div>
  );
}
