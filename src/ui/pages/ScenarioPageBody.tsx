import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { localized } from '../../rules/machine';
import { DEFAULT_RULE_SET, isRuleSet } from '../../rules/ruleSet';
import { parseMode, parseScenarioSeed, scenarioDef } from '../../rules/scenario';
import { isBuiltInWorkOrder } from '../../rules/builtInFiles';
import { openScenario, scenarioSlice } from '../../state/scenario';
import { PageLoading } from '../common/PageLoading';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useSection } from '../common/useSection';
import { ROUTES, scenarioPath } from '../../platform/routes';
import { ScenarioView } from '../scenario/ScenarioView';
import { ScenarioHeader } from '../scenario/ScenarioHeader';
import { usePlantOrders } from '../scenario/usePlantOrders';
import { useBuiltInScenario } from '../scenario/useBuiltInScenario';

// Who takes an assessment (with the trainee form of the records page): only assessments ask,
// before their first action, so a practice never loads it.
const WhoDialog = lazy(() => import('../users/WhoDialog').then((module) => ({ default: module.WhoDialog })));
// Opened from a lockout placard's QR code (`#placa=…`): its verdict, loaded only then.
const PlacardBanner = lazy(() => import('./PlacardBanner'));

/**
 * Whether the work order's view is shown: once its texts and the attempt are here, in a deferred
 * render, which React does a few milliseconds at a time. The attempt arrives through the store,
 * whose updates React renders at once, in one task (70-110 ms at Lighthouse's 4x slowdown for the
 * view). Once shown, the view follows every change at once.
 */
function useViewShown(): boolean {
  const ready = useSection('scenarioPage');
  const attempt = useSnapshot(scenarioSlice()).attempt;
  return useDeferredValue(ready && attempt !== null);
}

/**
 * Whether the page's body shows the view now (set by the body as it commits): the badges above it
 * follow it. Shown before the view, they pushed the loading frame down (a layout shift of 0.07 on
 * a phone, where the badges take two rows). With a deferred value of their own, they could come a
 * render before the body's (they mount later, with the value already true), and both were in the
 * page at once. Set in the body's layout effect, they are redrawn in the same task, before a paint.
 */
let viewOnScreen = false;
const viewWatchers = new Set<() => void>();
function showView(on: boolean): void {
  if (viewOnScreen === on) return;
  viewOnScreen = on;
  viewWatchers.forEach((watcher) => watcher());
}
function watchView(watcher: () => void): () => void {
  viewWatchers.add(watcher);
  return () => viewWatchers.delete(watcher);
}

/** The attempt's badges under the work order's title: its mode, its rule set and its number. */
export function AttemptBadges() {
  const { t } = useLanguage();
  const attempt = useSnapshot(scenarioSlice()).attempt;
  const shown = useSyncExternalStore(watchView, () => viewOnScreen, () => false);
  if (!attempt || !shown) return null;
  return (
    <p className="scenario-page__badges">
      <span className={`badge badge--${attempt.mode}`}>{t(`scenarios.modes.${attempt.mode}.name`)}</span>
      <span className="badge">{t(`scenarios.ruleSets.${attempt.ruleSet}.name`)}</span>
      <span className="badge" data-testid="work-order">
        {t('scenarios.page.order', { order: attempt.seed })}
      </span>
    </p>
  );
}

/**
 * /cenarios/:id?semente=&modo=&regras= : one work order, resumed after a reload. `headed`: the
 * page (./ScenarioPage.tsx) already shows the work order's header, painted before this code
 * arrived, and keeps it (a built-in work order); otherwise the header is drawn here.
 */
export default function ScenarioPageBody({ headed = false }: { headed?: boolean }) {
  const { id = '' } = useParams<{ id: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { t, language } = useLanguage();
  const ready = useSection('scenarioPage');
  // A work order of the plant's (the device's machine library) is known once the library is read:
  // a deep link or a reload waits for it before saying "not found". A built-in one waits only for
  // its own two files (fetched since the header painted), never for the library.
  const builtIn = isBuiltInWorkOrder(id);
  useBuiltInScenario(builtIn ? id : null);
  const plant = usePlantOrders(!builtIn);
  const def = scenarioDef(id);
  const seed = parseScenarioSeed(`?${search}`);
  const mode = parseMode(`?${search}`);
  const rawRules = new URLSearchParams(search).get('regras');
  const ruleSet = isRuleSet(rawRules) ? rawRules : DEFAULT_RULE_SET[language];
  const slice = useSnapshot(scenarioSlice());
  // Read once: the address is rewritten with the work order number, without the fragment.
  const [placard] = useState(() => (/(^#|&)placa=/.test(window.location.hash) ? window.location.hash : null));
  // While the library is read, the tab says "Scenarios", not "not found".
  useDocumentTitle(def ? localized(def.machine.name, language) : plant.loaded ? t('scenarios.page.unknownTitle') : t('nav.scenarios'));

  useEffect(() => {
    if (!def) return;
    // A link without a work order number (or with a bad one) gets one, kept in the address.
    if (seed === undefined || !isRuleSet(rawRules)) {
      navigate(scenarioPath(def.id, { seed: seed ?? Math.floor(Math.random() * 900_000) + 100_000, mode, ruleSet }), { replace: true });
      return;
    }
    openScenario({ id: def.id, seed, mode, ruleSet, language });
    // The language is read once: switching it mid-attempt keeps the attempt (only the texts change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, seed, mode, ruleSet, rawRules, navigate]);

  const shown = useViewShown();
  // What the body shows, for the badges (AttemptBadges): the view, or a loading frame or a page
  // that says the work order is unknown.
  const viewOn = def !== undefined && shown && slice.attempt !== null;
  useLayoutEffect(() => showView(viewOn), [viewOn]);
  useLayoutEffect(() => () => showView(false), []);

  // The placard's verdict shows even where this device does not have the work order (a phone that
  // scanned a plant machine's placard).
  const banner = placard && (
    <Suspense fallback={null}>
      <PlacardBanner hash={placard} />
    </Suspense>
  );
  if (!def && (builtIn || !plant.loaded)) return <PageLoading scene />;
  if (!def) {
    // As tall as the loading frame it replaces: the footer stays below the fold rather than
    // jumping up the screen (a layout shift of 0.41 on a phone).
    return (
      <div className="page page--screen">
        {banner}
        <h1 className="page__title">{t('scenarios.page.unknownTitle')}</h1>
        <p>{t('scenarios.page.unknownText')}</p>
        <Link href={ROUTES.scenarios} className="button button--primary">
          {t('scenarios.page.otherOrders')}
        </Link>
      </div>
    );
  }
  const attempt = slice.attempt;
  const body = (
    <>
      {shown && attempt ? <ScenarioView /> : <PageLoading scene />}
      {ready && attempt && attempt.mode === 'avaliacao' && attempt.phase !== 'done' && attempt.log.length === 0 && (
        <Suspense fallback={null}>
          <WhoDialog attemptId={attempt.id} />
        </Suspense>
      )}
    </>
  );
  if (headed) {
    return (
      <>
        {banner}
        {body}
      </>
    );
  }
  return (
    <div className="page scene-page scenario-page">
      {banner}
      <ScenarioHeader job={localized(def.job, language)} machine={localized(def.machine.name, language)} where={localized(def.where, language)}>
        <AttemptBadges />
      </ScenarioHeader>
      {body}
    </div>
  );
}
