import { ClipboardList, Gauge, Megaphone, RotateCcw, Undo2, Users } from 'lucide-react';
import { Suspense, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { TRAINEE, type Attempt } from '../../rules/attempt';
import { localized } from '../../rules/machine';
import { sequenceFor, type StepId } from '../../rules/ruleSet';
import { inFrame, machineFrame, partBox } from '../../scenes/machine/layout';
import { useMachineView } from '../../scenes/machine/useMachineView';
import { reportFatal } from '../../state/actions';
import { act, restartScenario, scenarioSlice, selectPart, setSheetOpen, setTesterOpen } from '../../state/scenario';
import { attemptScenario, partFactsAll, type PartFacts } from '../../state/scenarioSelectors';
import { stepsSection } from '../../i18n/messages';
import './stepTexts';
import { placeOver } from '../common/placeOver';
import { useAfterFirstPaint } from '../common/useAfterFirstPaint';
import { useBoxSize } from '../common/useBoxSize';
import { MachineScene, startMachineScene } from './machineSceneCode';
import { useFontsReady } from '../common/useFontsReady';
import { useReducedMotion } from '../common/useReducedMotion';
import { EventLog, eventText } from './EventLog';
import { focusLost, handFocus, nextThing, rememberOpener } from './focusReturn';
import { useNames } from './useNames';
import { usePlantPhotos } from './usePlantPhotos';
import { ZoomControls } from './ZoomControls';
import { partStateWords } from './partState';
import { stepText } from '../common/textKeys';
import { loadable } from '../common/loadable';
import { useSection, withSectionTexts } from '../common/useSection';
import { onFirstPress, useFirstPress } from '../common/Modal';
import { PageLoading } from '../common/PageLoading';

// A crew job's group lockbox (LockboxPanel.tsx): only the work orders with a crew draw it, and
// fetch its code (the others, four of five built-in, do without its 1.3 KB).
const { Component: LockboxPanel } = loadable(() => withExtraTexts(import('./LockboxPanel')).then((module) => ({ default: module.LockboxPanel })));

/**
 * Code that shows the work order's dialog and result texts (messages.ts, SCENARIO_EXTRAS), given
 * once those texts have come too, in the page's language (and in every language chosen later).
 * Texts that cannot come leave the code to show what it has, as any other section does.
 */
const withExtraTexts = <T,>(code: Promise<T>): Promise<T> => withSectionTexts('scenarioExtras', code);

// The dialogs and the result (./ScenarioExtras.tsx) answer the trainee: their code and their
// texts load at the page's first press, or when one is wanted before any (a reload onto a
// finished attempt).
const loadExtras = () => withExtraTexts(import('./ScenarioExtras'));
const { Component: ScenarioDialogs, start: startDialogs } = loadable(() => loadExtras().then((m) => ({ default: m.ScenarioDialogs })));
const { Component: ResultView, start: startResult } = loadable(
  () => loadExtras().then((m) => ({ default: m.ResultView })),
  <PageLoading scene />,
);


/** The steps list: each step of the rule set's sequence, done or not, with its clause. */
function Steps({ attempt, worded }: { attempt: Attempt; worded: boolean }) {
  const { t } = useLanguage();
  const def = attemptScenario(attempt).def;
  const sequence = sequenceFor(attempt.ruleSet, def.domain);
  // The list keeps its rows and clauses while the steps' words come (ScenarioView).
  const words = (step: string, part: 'title' | 'do') => (worded ? stepText(t, attempt.ruleSet, def.domain, step, part) : '\u00a0');
  return (
    <ol className="scenario-steps" aria-label={t('scenarios.page.stepsTitle')}>
      {sequence.flat().map(({ step, clause }) => {
        const done = attempt.steps[step as StepId] !== undefined;
        return (
          <li key={step} className={`scenario-step ${done ? 'scenario-step--done' : ''}`} data-step={step} data-done={done}>
            <span className="scenario-step__title">{words(step, 'title')}</span>
            {attempt.mode === 'pratica' && !done && <span className="scenario-step__do">{words(step, 'do')}</span>}
            <span className="scenario-step__clause">{clause ?? t('scenarios.page.noClause')}</span>
            <span className="visually-hidden">{done ? t('scenarios.page.stepDone') : t('scenarios.page.stepOpen')}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The job buttons that act on no single part: notify, start work, clear the zone, finish. */
function JobActions({ attempt }: { attempt: Attempt }) {
  const { t } = useLanguage();
  const phase = attempt.phase;
  return (
    <div className="scenario-actions">
      <button type="button" className="button button--secondary" onClick={() => setSheetOpen(true)}>
        <ClipboardList aria-hidden="true" /> {t('scenarios.page.openSheet')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => act({ type: 'notify' })}>
        <Megaphone aria-hidden="true" /> {t('scenarios.page.notify')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setTesterOpen(true)}>
        <Gauge aria-hidden="true" /> {t('scenarios.page.tester')}
      </button>
      {phase === 'lockout' && (
        <button type="button" className="button button--secondary" onClick={() => act({ type: 'check_clear' })} aria-pressed={attempt.exposureChecked} data-testid="check-clear">
          <Users aria-hidden="true" /> {t('scenarios.page.checkClear')}
        </button>
      )}
      {phase === 'lockout' && (
        <button type="button" className="button button--primary" onClick={() => act({ type: 'start_work' })} data-testid="start-work">
          {t('scenarios.page.startWork')}
        </button>
      )}
      {phase === 'work' && (
        <button type="button" className="button button--primary" onClick={() => act({ type: 'clear_zone' })}>
          {t('scenarios.page.clearZone')}
        </button>
      )}
      {phase === 'restore' && (
        <button type="button" className="button button--primary" onClick={() => act({ type: 'finish' })} data-testid="finish">
          {t('scenarios.page.finish')}
        </button>
      )}
    </div>
  );
}

/** No part's facts: a finished attempt's view (its result) names no parts. */
const NO_FACTS: ReadonlyMap<string, PartFacts> = new Map();

/** A work order in progress: the machine, its parts' twins, the steps and the job actions. */
export function ScenarioView() {
  const { t, language } = useLanguage();
  const slice = useSnapshot(scenarioSlice());
  const attempt = slice.attempt as Attempt | null;
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box, { measureNow: false });
  const fontsReady = useFontsReady();
  useEffect(startMachineScene, []);
  useEffect(
    () =>
      onFirstPress(() => {
        void startDialogs();
        void startResult();
      }),
    [],
  );
  const pressed = useFirstPress();
  const painted = useAfterFirstPaint();
  const reducedMotion = useReducedMotion();
  const scenario = attempt ? attemptScenario(attempt) : null;
  // The steps' words come by rule set and job (about 1 KB each, not the 3 KB of all of them): the
  // list of steps, the procedure sheet, the explanations and the result name them.
  const worded = useSection(scenario && attempt ? stepsSection(attempt.ruleSet, scenario.def.domain) : 'scenarioPage', scenario !== null);
  // A plant machine drawn on its photos: the frame takes in the whole photo area.
  const photos = usePlantPhotos(attempt?.scenario);
  const onPhotos = photos.placed.length > 0;
  const frame = useMemo(() => machineFrame(scenario?.machine.components ?? [], onPhotos), [scenario, onPhotos]);
  // Pan and zoom (src/scenes/machine/view.ts): a new attempt starts with the whole machine in sight.
  const { fit, zoomed, atMax, controls: zoom } = useMachineView(frame, size, attempt ? `${attempt.id}:${attempt.startedAt}` : '');
  const boxStyle = { '--machine-aspect': `${Math.round(frame.width)} / ${Math.round(frame.height)}` } as CSSProperties;
  const names = useNames(scenario);
  const tagged = useMemo(() => new Set(Object.keys(attempt?.tags ?? {})), [attempt?.tags]);
  // Every part's facts for the twins' names, the machine's energy traced once for them all.
  const facts = useMemo(() => (attempt && attempt.phase !== 'done' ? partFactsAll(attempt) : NO_FACTS), [attempt]);
  // Once the trainee's focus has been in the work order, it never falls to the page: a control that
  // had it and went away (a job button replaced by the next phase's, the result, a new attempt)
  // hands it to the next thing to do. A page just opened keeps its focus where the browser put it.
  const engaged = useRef(false);
  useEffect(() => {
    const mark = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('.scenario, .scenario-result, [role="dialog"]')) engaged.current = true;
    };
    document.addEventListener('focusin', mark);
    return () => document.removeEventListener('focusin', mark);
  }, []);
  useEffect(() => {
    if (engaged.current && focusLost() && !document.querySelector('[role="dialog"]')) handFocus(nextThing());
  });
  if (!attempt || !scenario) return null;
  if (attempt.phase === 'done') return worded ? <ResultView attempt={attempt} /> : <PageLoading scene />;
  const { machine } = scenario;

  return (
    <div className="scenario" data-phase={attempt.phase} data-mode={attempt.mode} onClickCapture={(event) => rememberOpener(event.target)}>
      <section className="scenario__scene" aria-label={t('scenarios.page.sceneLabel', { machine: localized(machine.name, language) })}>
        <div ref={box} className="machine-scene" data-testid="machine-scene" data-scene-stage style={boxStyle}>
          {painted && fontsReady && size.width > 0 && (
            <Suspense fallback={null}>
              <MachineScene
                resizeTo={box}
                machine={machine}
                state={attempt.machine}
                fit={fit}
                names={names}
                tagged={tagged}
                trainee={TRAINEE}
                selected={slice.selected}
                reducedMotion={reducedMotion}
                onTap={(id) => selectPart(id)}
                view={zoom}
                photos={photos.placed}
                photoBytes={photos.loaded}
                onError={reportFatal}
              />
            </Suspense>
          )}
          {machine.components.map((c) => (
            <button
              key={c.id}
              type="button"
              className="scene-twin"
              style={placeOver(inFrame(partBox(c), frame), fit)}
              aria-label={`${names[c.id]}, ${partStateWords(t, language, c, facts.get(c.id)!)}`}
              data-testid={`part-${c.id}`}
              onClick={() => selectPart(c.id)}
              onFocus={() => zoom.reveal(inFrame(partBox(c), frame))}
            />
          ))}
        </div>
        <ZoomControls controls={zoom} zoomed={zoomed} atMax={atMax} />
        {/* What the machine last did (the try-out's START, a part coming down) or the work declared safe: on screen and said. */}
        <p className="scenario-news" role="status" aria-live="polite" data-testid="scenario-announcer">
          {slice.announcement ? eventText(t, language, { key: slice.announcement.key, part: String(slice.announcement.params.part ?? '') || undefined }, machine, names) : ''}
        </p>
      </section>
      <aside className="scenario__panel">
        <JobActions attempt={attempt} />
        {attemptScenario(attempt).crew.length > 0 && <LockboxPanel attempt={attempt} />}
        <EventLog events={slice.events} machine={machine} names={names} />
        <Steps attempt={attempt} worded={worded} />
        <div className="scenario__footer">
          {attempt.mode === 'pratica' && (
            <button type="button" className="button button--secondary button--small" onClick={() => act({ type: 'undo' })} disabled={slice.history.length === 0}>
              <Undo2 aria-hidden="true" /> {t('scenarios.page.undo')}
            </button>
          )}
          <button type="button" className="button button--secondary button--small" onClick={() => restartScenario()}>
            <RotateCcw aria-hidden="true" /> {t('scenarios.page.restart')}
          </button>
        </div>
      </aside>
      {(pressed || slice.selected !== null || slice.sheetOpen || slice.testerOpen || slice.explaining.length > 0) && <ScenarioDialogs attempt={attempt} names={names} />}
    </div>
  );
}
