import '../styles/content.css';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import type { CaseStudy } from '../../content/types';
import { DEFAULT_RULE_SET, SEQUENCES, placeOf, type StepId } from '../../rules/ruleSet';
import { store } from '../../state/store';
import { useSection } from '../common/useSection';
import { Clauses, ContentFrame, PracticeLink } from './parts';
import { useContent } from './useContent';
import { stepText } from '../common/textKeys';

/** A step's name as the trainee's own rule set calls it (machine work first, else electrical). */
function useStepName(): (step: StepId) => string {
  const { t, language } = useLanguage();
  const ruleSet = DEFAULT_RULE_SET[language];
  return (step) => {
    const domain = placeOf(SEQUENCES[ruleSet].machine, step) >= 0 ? 'machine' : 'electrical';
    return stepText(t, ruleSet, domain, step, 'title');
  };
}

function Case({ study, stepName }: { study: CaseStudy; stepName: (step: StepId) => string }) {
  const { t } = useLanguage();
  const { on: kiosk } = useSnapshot(store).kiosk;
  const { source } = study;
  return (
    <article id={study.id} className="case" aria-labelledby={`${study.id}-title`} data-testid="case">
      <header className="case__head">
        <h2 id={`${study.id}-title`}>{study.title}</h2>
        <p className="case__setting">{study.setting}</p>
      </header>
      <div className="case__grid">
        <section>
          <h3>{t('pages.examples.happened')}</h3>
          {study.happened.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
        <section>
          <h3>{t('pages.examples.wrong')}</h3>
          <ul>
            {study.wrong.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <section className="case__prevention">
        <h3>
          <ShieldCheck aria-hidden="true" /> {t('pages.examples.prevention')}
        </h3>
        <p>{study.prevention}</p>
        <p className="case__steps">
          <span className="clauses__label">{t('pages.examples.steps')}:</span>{' '}
          {study.steps.map((step) => (
            <span key={step} className="step-chip">
              {stepName(step)}
            </span>
          ))}
        </p>
        <Clauses clauses={study.clauses} />
      </section>
      <footer className="case__foot">
        <p className="case__source">
          <span className="clauses__label">{t('pages.examples.source')}:</span> {source.publisher}, <cite>{source.title}</cite>
          {source.reference ? `, ${source.reference}` : ''} ({source.year}).{' '}
          {kiosk ? (
            // A shared screen opens nothing outside the site: the address stays readable, to note down.
            <span className="case__url" translate="no" data-testid="case-url">
              {source.url}
            </span>
          ) : (
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="case__link">
              {t('pages.examples.openSource')} <ExternalLink aria-hidden="true" />
              <span className="visually-hidden"> {t('pages.examples.newTab')}</span>
            </a>
          )}
        </p>
        <PracticeLink practice={study.practice} />
      </footer>
    </article>
  );
}

/** /exemplos: short case studies from public incident reports, each with the step that would have prevented it. */
export default function ExamplesPage() {
  const state = useContent('examples');
  // Step names are the scenarios' own.
  const stepsReady = useSection('scenarios');
  const stepName = useStepName();
  return (
    <ContentFrame id="examples" state={stepsReady ? state : { status: 'loading' }}>
      {() =>
        state.status === 'ready' && (
          <>
            <p className="content-intro">{state.content.intro}</p>
            <div className="cases">
              {state.content.cases.map((study) => (
                <Case key={study.id} study={study} stepName={stepName} />
              ))}
            </div>
          </>
        )
      }
    </ContentFrame>
  );
}
