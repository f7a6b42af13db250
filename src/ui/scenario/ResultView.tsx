import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Attempt, AttemptResult } from '../../rules/attempt';
import { restartScenario } from '../../state/scenario';
import { mistakeParams } from './mistakeText';
import { useNames } from './useNames';
import { attemptScenario } from '../../state/scenarioSelectors';
import { ROUTES } from '../../platform/routes';
import { stepText } from '../common/textKeys';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';

const StepChart = lazy(() => import('./StepChart'));

function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The result of a finished attempt: pass or fail, score per step, time, every mistake explained. */
export function ResultView({ attempt }: { attempt: Attempt }) {
  const { t, language } = useLanguage();
  const points = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const scenario = attemptScenario(attempt);
  const result = attempt.result!;
  const names = useNames(scenario);
  // Every mistake is named and explained: the mistakes' texts load with this view's code.
  const ready = useSection('mistakes');
  const stepTitle = (step: string) => stepText(t, attempt.ruleSet, scenario.def.domain, step, 'title');
  const labels = result.byStep.map((s) => stepTitle(s.step));
  const assessment = attempt.mode === 'avaliacao';
  // A step shows as not reached only when the trainee did nothing in it and made no mistake on it
  // (a result recorded before `reached` existed falls back to whether the step was done).
  type Row = AttemptResult['byStep'][number];
  const notReached = (s: Row) => !(s.reached ?? s.done) && !attempt.mistakes.some((m) => m.step === s.step);
  // Why a step kept what it kept, in words: done, half lost per minor mistake, all lost, begun only, not reached.
  const why = (s: Row) => {
    const here = attempt.mistakes.filter((m) => m.step === s.step && !m.undone);
    const titles = (list: typeof here) => [...new Set(list.map((m) => t(`mistakes.${m.code}.title`)))].join('; ');
    const critical = here.filter((m) => m.critical);
    if (critical.length > 0) return t('scenarios.result.whyCritical', { mistakes: titles(critical) });
    if (notReached(s)) return t('scenarios.result.whyNotReached');
    if (!s.done) return t('scenarios.result.whyUnfinished');
    if (here.length > 0) return t('scenarios.result.whyMinor', { mistakes: titles(here) });
    return t('scenarios.result.whyDone');
  };
  if (!ready) return <PageLoading scene />;
  return (
    <section className={`scenario-result scenario-result--${result.passed ? 'pass' : 'fail'}`} data-testid="scenario-result" data-passed={result.passed} aria-labelledby="result-title">
      <header className="scenario-result__head">
        {result.passed ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
        <div>
          <h2 id="result-title" tabIndex={-1}>{t(result.passed ? 'scenarios.result.passed' : 'scenarios.result.failed')}</h2>
          <p>
            {t(assessment ? 'scenarios.result.assessment' : 'scenarios.result.practice')} · {t('scenarios.result.score', { score: result.score })} ·{' '}
            {t('scenarios.result.time', { time: duration((attempt.finishedAt ?? attempt.startedAt) - attempt.startedAt) })}
          </p>
        </div>
      </header>
      <h3>{t('scenarios.result.byStep')}</h3>
      {assessment && !result.passed && result.byStep.some(notReached) && <p data-testid="result-ended-early">{t('scenarios.result.endedEarly')}</p>}
      <Suspense fallback={null}>
        <StepChart
          labels={labels}
          kept={result.byStep.map((s) => s.kept)}
          lost={result.byStep.map((s) => (notReached(s) ? 0 : Math.round((s.worth - s.kept) * 10) / 10))}
          notReached={result.byStep.map((s) => (notReached(s) ? s.worth : 0))}
          keptLabel={t('scenarios.result.kept')}
          lostLabel={t('scenarios.result.lost')}
          notReachedLabel={t('scenarios.result.notReached')}
          summary={t('scenarios.result.chartSummary', { score: result.score })}
        />
      </Suspense>
      <ol className="scenario-result__steps" data-testid="result-steps">
        {result.byStep.map((s) => (
          <li key={s.step} data-step={s.step} data-reached={!notReached(s)}>
            <strong>{t('scenarios.result.stepRow', { step: stepTitle(s.step), kept: points.format(s.kept), worth: points.format(s.worth) })}</strong> · {why(s)}
          </li>
        ))}
      </ol>
      <h3>{t('scenarios.result.mistakes', { count: attempt.mistakes.filter((m) => !m.undone).length })}</h3>
      {attempt.mistakes.length === 0 ? (
        <p>{t('scenarios.result.noMistakes')}</p>
      ) : (
        <ol className="scenario-result__mistakes" data-testid="result-mistakes">
          {attempt.mistakes.map((m, i) => (
            <li
              key={`${i}-${m.code}-${m.subject ?? ''}`}
              className={`mistake ${m.critical ? 'mistake--critical' : ''} ${m.undone ? 'mistake--undone' : ''}`}
              data-code={m.code}
              data-undone={m.undone === true}
            >
              <strong>{t(`mistakes.${m.code}.title`)}</strong>
              <span className="mistake__severity">
                {' '}
                · {t(m.critical ? 'scenarios.explain.critical' : 'scenarios.explain.minor')} · {stepTitle(m.step)}
                {m.undone && <> · {t('scenarios.result.undone')}</>}
              </span>
              <p>{t(`mistakes.${m.code}.risk`, mistakeParams(t, m, names, attempt.ruleSet, scenario.def.domain))}</p>
              <p>
                {t(`mistakes.${m.code}.rule`)} <span className="mistake__clause">({m.clause ?? t('scenarios.page.noClause')})</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="scenario-result__actions">
        <button type="button" className="button button--primary" onClick={() => restartScenario()}>
          <RotateCcw aria-hidden="true" /> {t('scenarios.result.again')}
        </button>
        <Link href={ROUTES.scenarios} className="button button--secondary">
          {t('scenarios.result.list')}
        </Link>
      </div>
    </section>
  );
}
