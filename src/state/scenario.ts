import type { MessageKey } from '../i18n/messages';
import { reduce, startAttempt, type Attempt, type AttemptAction, type AttemptEffect, type Mistake } from '../rules/attempt';
import { restoreAttempt } from '../rules/attemptRecord';
import type { Language } from '../rules/language';
import type { RuleSetId } from '../rules/ruleSet';
import { pinPlantOrder } from '../rules/plantOrders';
import { buildScenario, scenarioDef, type Mode } from '../rules/scenario';
import { CURRENT_ATTEMPT_KEY, FINISHED_ATTEMPTS_KEY, TAB_ATTEMPT_KEY } from '../records/keys';
import { steadyNow } from './clock';
import { postNotice } from './notices';
import { appendEvents, eventsOf, replayEvents, type WorkOrderEvent } from './scenarioEvents';
import { playSound } from './sound';
import { recordScenario } from './records';
import { safeStorage, tabSessionId, tabStorage } from '../platform/storage';
import { store } from './store';
import { onTabMessage, PAGE_ID, tellTabs } from './tabs';

// The attempt in progress and the finished ones: with the records' keys, which the kiosk reset clears too.
export { CURRENT_ATTEMPT_KEY, FINISHED_ATTEMPTS_KEY, TAB_ATTEMPT_KEY };
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
  announcement: { key: MessageKey; params: Record<string, string | number> } | null;
  /** What happened so far in this attempt, for the event log (rebuilt from the actions on a resume). */
  events: WorkOrderEvent[];
}

function emptySlice(): ScenarioSlice {
  return { attempt: null, history: [], selected: null, sheetOpen: false, testerOpen: false, explaining: [], unsaved: false, announcement: null, events: [] };
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

/** A saved attempt in progress, its undo history and the tab it belongs to (null: a copy from before tabs were told apart, or from an LMS). */
export interface SavedAttempt {
  attempt: Attempt;
  history: readonly Attempt[];
  tab: string | null;
}

function readSaved(text: string | null, where: 'device' | 'tab'): SavedAttempt | null {
  if (text === null) return null;
  const restored = restoreAttempt(text);
  if (restored.ok && restored.attempt.phase !== 'done') {
    const tab = (JSON.parse(text) as { tab?: unknown }).tab;
    return { attempt: restored.attempt, history: restored.history, tab: typeof tab === 'string' ? tab : null };
  }
  // A work order this tab does not know (yet): a plant machine's before the library is read, or one
  // deleted since. Not damaged: left where it is for the tab that knows it.
  if (!restored.ok && restored.error === 'unknown_scenario') return null;
  if (!restored.ok) {
    // Keep the unreadable text aside rather than lose it, and say so once.
    safeStorage.set(`${CURRENT_ATTEMPT_KEY}_unreadable`, text);
    if (where === 'tab') tabStorage.remove(TAB_ATTEMPT_KEY);
    else safeStorage.remove(CURRENT_ATTEMPT_KEY);
    postNotice({ tone: 'warning', title: { key: 'scenarios.notices.unreadable' } });
  }
  return null;
}

/** The device's saved attempt in progress and its undo history, if there is one and it reads back. */
export function savedAttempt(): SavedAttempt | null {
  return readSaved(safeStorage.get(CURRENT_ATTEMPT_KEY), 'device');
}

/** This tab's own saved attempt in progress, if there is one and it reads back. */
function tabAttempt(): SavedAttempt | null {
  return readSaved(tabStorage.get(TAB_ATTEMPT_KEY), 'tab');
}

let listening = false;
/**
 * Answers the other tabs: a tab opening the attempt this one holds in progress is told so (and
 * starts its own); when another tab finished it, this one starts a new attempt.
 */
function listenToTabs(): void {
  if (listening) return;
  listening = true;
  onTabMessage((message) => {
    const a = store.scenario?.attempt;
    if (!a || a.phase === 'done' || message.id !== a.id) return;
    if (message.type === 'open' && message.from !== PAGE_ID) tellTabs({ type: 'held', id: a.id, to: message.from });
    else if (message.type === 'held' && message.to === PAGE_ID) startOwn('scenarios.notices.otherTab');
    else if (message.type === 'finished') startOwn('scenarios.notices.finishedElsewhere');
  });
}

/** The same work order again, under an attempt id of this tab's own, and why. */
function startOwn(why: 'scenarios.notices.otherTab' | 'scenarios.notices.finishedElsewhere'): void {
  restartScenario();
  postNotice({ tone: 'info', title: { key: why }, durationMs: 12_000 });
}

/**
 * Opens a work order: resumes the saved attempt when it is the same work order, seed, mode and
 * rule set and belongs to this tab (a reload, a trip back through the history), else starts a new
 * attempt. Another tab's attempt, or one finished anywhere, is never continued.
 */
export function openScenario(request: ScenarioRequest, now = steadyNow()): void {
  const slice = scenarioSlice();
  const def = scenarioDef(request.id);
  if (!def) return;
  listenToTabs();
  const current = slice.attempt;
  const same = (a: Attempt | null | undefined) => !!a && a.scenario === request.id && a.seed === request.seed && a.mode === request.mode && a.ruleSet === request.ruleSet;
  if (same(current) && current!.phase !== 'done') return;
  // A plant machine's work order stays as it is now until this attempt is over (plantOrders.ts).
  pinPlantOrder(request.id);
  const finished = new Set(finishedEntries().map((f) => (typeof f === 'object' && f !== null ? (f as { id?: unknown }).id : undefined)));
  const open = (saved: SavedAttempt | null) => saved !== null && same(saved.attempt) && !finished.has(saved.attempt.id);
  const own = tabAttempt();
  const device = savedAttempt();
  const ours = device && (device.tab === null || device.tab === tabSessionId()) && open(device) ? device : null;
  // This tab's copy first; the device's copy of the same attempt when it holds more (an LMS's resume data).
  const mine = open(own) ? (ours && ours.attempt.id === own!.attempt.id && ours.attempt.log.length > own!.attempt.log.length ? ours : own) : ours;
  if (mine) {
    Object.assign(slice, emptySlice(), { attempt: mine.attempt, history: [...mine.history], events: replayEvents(mine.attempt) });
    postNotice({ tone: 'info', title: { key: 'scenarios.notices.resumed' } });
    // A copy of this tab (duplicated with its memory) holding the same attempt answers, and this one starts its own.
    tellTabs({ type: 'open', id: mine.attempt.id, from: PAGE_ID });
    return;
  }
  const attempt = startAttempt({ id: newId(), scenario: buildScenario(scenarioDef(request.id) ?? def, request.seed), ruleSet: request.ruleSet, mode: request.mode, language: request.language, at: now });
  Object.assign(slice, emptySlice(), { attempt });
  save(slice);
  if (open(device)) postNotice({ tone: 'info', title: { key: 'scenarios.notices.otherTab' }, durationMs: 12_000 });
}

/** Starts the same work order again from the beginning. */
export function restartScenario(now = steadyNow()): void {
  const slice = scenarioSlice();
  const a = slice.attempt;
  if (!a) return;
  // Starting again takes the newest revision of a plant machine's work order, if there is one.
  pinPlantOrder(a.scenario);
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
    tellTabs({ type: 'finished', id: a.id });
    // The entries are kept as they are, also those this tab cannot read back (a plant machine's
    // work order not loaded here, or deleted since).
    const list = finishedEntries().filter((f) => !(typeof f === 'object' && f !== null && (f as { id?: unknown }).id === a.id));
    ok = safeStorage.set(FINISHED_ATTEMPTS_KEY, JSON.stringify([...list, a].slice(-MAX_FINISHED)));
    // Finished: nothing of it is resumed as in progress (its record is kept by the records).
    // Another tab's work order in progress stays.
    tabStorage.remove(TAB_ATTEMPT_KEY);
    if (savedAttemptId() === a.id) safeStorage.remove(CURRENT_ATTEMPT_KEY);
  } else {
    const inTab = tabStorage.set(TAB_ATTEMPT_KEY, JSON.stringify(a));
    const onDevice = safeStorage.set(CURRENT_ATTEMPT_KEY, JSON.stringify({ ...a, tab: tabSessionId() }));
    ok = inTab || onDevice;
  }
  if (!ok && !slice.unsaved) postNotice({ tone: 'warning', title: { key: 'scenarios.notices.unsaved' }, description: { key: 'scenarios.notices.unsavedText' }, durationMs: 10_000 });
  if (ok && slice.unsaved) postNotice({ tone: 'success', title: { key: 'scenarios.notices.saved' } });
  slice.unsaved = !ok;
}

/** The id of the device's saved attempt in progress, or null. */
function savedAttemptId(): string | null {
  try {
    const id = (JSON.parse(safeStorage.get(CURRENT_ATTEMPT_KEY) ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The finished list's entries as stored (an unreadable list: none). */
function finishedEntries(): unknown[] {
  const text = safeStorage.get(FINISHED_ATTEMPTS_KEY);
  if (!text) return [];
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Finished attempts kept on this device (unreadable entries are left out). */
export function readFinished(): Attempt[] {
  return finishedEntries().flatMap((item) => {
    const restored = restoreAttempt(item);
    return restored.ok ? [restored.attempt] : [];
  });
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
export function act(action: AttemptAction, now = steadyNow()): void {
  const slice = scenarioSlice();
  if (!slice.attempt) return;
  // Never before the attempt's last moment (a clock set back, a reload on another clock).
  const at = Math.max(now, slice.attempt.log.at(-1)?.at ?? slice.attempt.startedAt);
  const before = slice.attempt;
  const { attempt, effects, history } = reduce(before, action, at, slice.history);
  // The event log, and the last thing the machine did (or the work declared safe or done) said on
  // screen and to screen readers; mistakes have their dialog, refusals their notice.
  const fresh = eventsOf(before, attempt, effects, at);
  if (fresh.length > 0) slice.events = appendEvents(slice.events, fresh);
  const said = fresh.filter((e) => e.key.startsWith('scenarios.events.')).at(-1);
  if (said) slice.announcement = { key: said.key, params: { part: said.part ?? '' } };
  if (attempt !== before) {
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
