import { reduce, startAttempt, type Attempt, type AttemptAction, type AttemptEffect, type Mistake } from '../rules/attempt';
import { restoreAttempt } from '../rules/attemptRecord';
import type { Language } from '../rules/language';
import type { RuleSetId } from '../rules/ruleSet';
import { buildScenario, scenarioDef, type Mode } from '../rules/scenario';
import { CURRENT_ATTEMPT_KEY, FINISHED_ATTEMPTS_KEY } from '../records/keys';
import { postNotice } from './notices';
import { playSound } from './sound';
import { recordScenario } from './records';
import { safeStorage } from './storage';
import { store } from './store';

// The attempt in progress and the finished ones: with the records' keys, which the kiosk reset clears too.
export { CURRENT_ATTEMPT_KEY, FINISHED_ATTEMPTS_KEY };
/** How many finished attempts this device keeps here. */
export const MAX_FINISHED = 50;

/** The scenarios' part of the store: the attempt and what only the screen needs. */
export interface ScenarioSlice {
  attempt: Attempt | null;
  /** Earlier states for undo in practice (rebuilt from the log on a reload). */
  history: Attempt[];
  /** The part whose actions are open. */
  selected: string | null;
  sheetOpen: boolean;
  testerOpen: boolean;
  /** Practice: the mistakes to explain, the one on screen first (critical ones go first). */
  explaining: Mistake[];
  /** The last save failed (storage full or off): the attempt is kept here until a save works. */
  unsaved: boolean;
  /** What the last action did, for the polite live region (an untranslated key and its values). */
  announcement: { key: string; params: Record<string, string | number> } | null;
}

function emptySlice(): ScenarioSlice {
  return { attempt: null, history: [], selected: null, sheetOpen: false, testerOpen: false, explaining: [], unsaved: false, announcement: null };
}

/** The scenarios slice, created on first use. */
export function scenarioSlice(): ScenarioSlice {
  if (!store.scenario) store.scenario = emptySlice();
  return store.scenario;
}

/** What the page asks for: a work order, its seed, mode and rule set. */
export interface ScenarioRequest {
  id: string;
  seed: number;
  mode: Mode;
  ruleSet: RuleSetId;
  language: Language;
}

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `a-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The saved attempt in progress and its undo history, if there is one and it reads back. */
export function savedAttempt(): { attempt: Attempt; history: readonly Attempt[] } | null {
  const text = safeStorage.get(CURRENT_ATTEMPT_KEY);
  if (text === null) return null;
  const restored = restoreAttempt(text);
  if (restored.ok && restored.attempt.phase !== 'done') return restored;
  if (!restored.ok) {
    // Keep the unreadable text aside rather than lose it, and say so once.
    safeStorage.set(`${CURRENT_ATTEMPT_KEY}_unreadable`, text);
    safeStorage.remove(CURRENT_ATTEMPT_KEY);
    postNotice({ tone: 'warning', title: { key: 'scenarios.notices.unreadable' } });
  }
  return null;
}

/**
 * Opens a work order: resumes the saved attempt when it is the same work order, seed, mode and
 * rule set (a reload), else starts a new attempt.
 */
export function openScenario(request: ScenarioRequest, now = Date.now()): void {
  const slice = scenarioSlice();
  const def = scenarioDef(request.id);
  if (!def) return;
  const current = slice.attempt;
  const same = (a: Attempt | null) => a !== null && a.scenario === request.id && a.seed === request.seed && a.mode === request.mode && a.ruleSet === request.ruleSet;
  if (same(current) && current!.phase !== 'done') return;
  const saved = savedAttempt();
  if (saved && same(saved.attempt)) {
    Object.assign(slice, emptySlice(), { attempt: saved.attempt, history: [...saved.history] });
    postNotice({ tone: 'info', title: { key: 'scenarios.notices.resumed' } });
    return;
  }
  const attempt = startAttempt({ id: newId(), scenario: buildScenario(def, request.seed), ruleSet: request.ruleSet, mode: request.mode, language: request.language, at: now });
  Object.assign(slice, emptySlice(), { attempt });
  save(slice);
}

/** Starts the same work order again from the beginning. */
export function restartScenario(now = Date.now()): void {
  const slice = scenarioSlice();
  const a = slice.attempt;
  if (!a) return;
  const def = scenarioDef(a.scenario)!;
  const attempt = startAttempt({ id: newId(), scenario: buildScenario(def, a.seed), ruleSet: a.ruleSet, mode: a.mode, language: store.language, at: now });
  Object.assign(slice, emptySlice(), { attempt });
  save(slice);
}

/** Saves the attempt in progress, and a finished one into the list; a failure is kept and said once. */
function save(slice: ScenarioSlice): void {
  const a = slice.attempt;
  if (!a) return;
  let ok: boolean;
  if (a.phase === 'done') {
    recordScenario(a);
    const list = readFinished().filter((f) => f.id !== a.id);
    ok = safeStorage.set(FINISHED_ATTEMPTS_KEY, JSON.stringify([...list, a].slice(-MAX_FINISHED)));
    if (ok) safeStorage.remove(CURRENT_ATTEMPT_KEY);
  } else {
    ok = safeStorage.set(CURRENT_ATTEMPT_KEY, JSON.stringify(a));
  }
  if (!ok && !slice.unsaved) postNotice({ tone: 'warning', title: { key: 'scenarios.notices.unsaved' }, description: { key: 'scenarios.notices.unsavedText' }, durationMs: 10_000 });
  if (ok && slice.unsaved) postNotice({ tone: 'success', title: { key: 'scenarios.notices.saved' } });
  slice.unsaved = !ok;
}

/** Finished attempts kept on this device (unreadable entries are left out). */
export function readFinished(): Attempt[] {
  const text = safeStorage.get(FINISHED_ATTEMPTS_KEY);
  if (!text) return [];
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((item) => {
      const restored = restoreAttempt(item);
      return restored.ok ? [restored.attempt] : [];
    });
  } catch {
    return [];
  }
}

function run(effect: AttemptEffect, slice: ScenarioSlice): void {
  switch (effect.kind) {
    case 'mistake':
      slice.explaining = [...slice.explaining, effect.mistake].sort((a, b) => Number(b.critical) - Number(a.critical));
      playSound('error');
      return;
    case 'machine':
      for (const e of effect.events) {
        if (e.kind === 'locked') playSound('lock');
        else if (e.kind === 'operated') playSound('switch');
        else if (e.kind === 'started') slice.announcement = { key: 'scenarios.events.started', params: { part: e.load } };
        else if (e.kind === 'dropped') slice.announcement = { key: 'scenarios.events.dropped', params: { part: e.part } };
        else if (e.kind === 'coasting') slice.announcement = { key: 'scenarios.events.coasting', params: { part: e.load } };
        else if (e.kind === 'standstill') slice.announcement = { key: 'scenarios.events.standstill', params: { part: e.load } };
        else if (e.kind === 'no_start') slice.announcement = { key: 'scenarios.events.noStart', params: { part: e.load } };
      }
      return;
    case 'refused':
      if (effect.why === 'undo_in_assessment') postNotice({ tone: 'info', title: { key: 'scenarios.notices.noUndo' } });
      else if (effect.why === 'box_locked') postNotice({ tone: 'info', title: { key: 'scenarios.notices.boxLocked' } });
      else if (effect.why === 'box_empty') postNotice({ tone: 'info', title: { key: 'scenarios.notices.boxEmpty' } });
      else if (effect.why === 'key_in_box') postNotice({ tone: 'info', title: { key: 'scenarios.notices.keyInBox' } });
      return;
    case 'finished':
      playSound(effect.result.passed ? 'success' : 'error');
      return;
    default: {
      const never: never = effect;
      throw new Error(`Unknown effect ${JSON.stringify(never)}`);
    }
  }
}

/** One trainee action: the judge decides, the store remembers and saves, then the effects run. */
export function act(action: AttemptAction, now = Date.now()): void {
  const slice = scenarioSlice();
  if (!slice.attempt) return;
  const { attempt, effects, history } = reduce(slice.attempt, action, now, slice.history);
  if (attempt !== slice.attempt) {
    slice.attempt = attempt;
    slice.history = [...history];
    save(slice);
  }
  for (const effect of effects) run(effect, slice);
}

/** Opens the actions of a part (or closes them with null). */
export function selectPart(id: string | null): void {
  scenarioSlice().selected = id;
}

/** Opens or closes the procedure sheet; opening it the first time counts as reading it. */
export function setSheetOpen(open: boolean): void {
  const slice = scenarioSlice();
  slice.sheetOpen = open;
  if (open && slice.attempt && !slice.attempt.sheetRead) act({ type: 'read_sheet' });
}

/** Opens or closes the voltage tester. */
export function setTesterOpen(open: boolean): void {
  scenarioSlice().testerOpen = open;
}

/** Closes the explanation on screen (the next one, if any, shows). */
export function closeExplanation(): void {
  scenarioSlice().explaining.shift();
}

/** Closes every explanation and undoes the last action. */
export function undoMistake(): void {
  scenarioSlice().explaining = [];
  act({ type: 'undo' });
}
