import { LANGUAGE_CODES, type Language } from '../rules/language';
import {
  initialLockoutState,
  LOCKOUT_EVENT_TYPES,
  reduce,
  TAG_FIELD_MAX,
  type DialogId,
  type Effect,
  type LockoutEvent,
  type LockoutState,
  type NoticeEffect,
  type NoticeKey,
} from '../rules/lockout';
import { tabStorage } from '../platform/storage';
import { TAB_SIMULATOR_KEY } from '../records/keys';
import { dismissNotices, onNoticeAction, postNotice } from './notices';
import { DEFAULT_OPERATORS } from './operators';
import { recordSimulator } from './records';
import { playSound } from './sound';
import { store } from './store';

/** The simulator's state in the store: the rules' state plus what only the screen needs. */
export interface SimulatorSlice {
  lockout: LockoutState;
  /** The dialog a reduction opened (tag confirmation, test applied, complete). */
  dialog: DialogId | null;
  /** The "you are in the CCM" modal, shown on opening the page when the help overlay is not. */
  introOpen: boolean;
  /** When this run of the lesson began (its record's start). */
  startedAt: number;
  /** The read-only view of the hung tag. */
  tagViewOpen: boolean;
  /** The last stage announcement for the polite live region (a key: worded in the language on screen). */
  announcement: NoticeKey | null;
}

export { DEFAULT_OPERATORS } from './operators';

function initialSlice(language: Language): SimulatorSlice {
  return {
    lockout: initialLockoutState(DEFAULT_OPERATORS[language]),
    dialog: null,
    introOpen: false,
    startedAt: Date.now(),
    tagViewOpen: false,
    announcement: null,
  };
}

/** The simulator slice, created on first use: with the lesson this tab kept, if any (a reload). */
export function simulator(): SimulatorSlice {
  if (!store.simulator) {
    store.simulator = initialSlice(store.language);
    const kept = readProgress(tabStorage.get(TAB_SIMULATOR_KEY), store.language, Date.now());
    steps = kept ? [...kept.events] : [];
    keeping = true;
    if (kept) {
      store.simulator.lockout = kept.state;
      store.simulator.startedAt = kept.startedAt;
    }
  }
  return store.simulator;
}

/*
 * The lesson so far, kept by this tab (sessionStorage, TAB_SIMULATOR_KEY) so that a reload, or a
 * phone's browser that dropped the tab, picks it up: the trainee's events since the lesson began,
 * replayed through the rules on the way back. Being events, what comes back can only be what the
 * rules let a trainee do: a hand-edited list cannot skip a step. A kiosk's session end drops it
 * (state/session.ts).
 */
/** At most this many events are kept (a lesson done right takes about 20). */
const MAX_KEPT_EVENTS = 1000;
/** A lesson begun longer ago than this is not picked up (its time would read as practice). */
const MAX_KEPT_AGE_MS = 24 * 60 * 60 * 1000;

let steps: LockoutEvent[] = [];
/** False while the lesson did not start from the beginning here (an LMS's resume data set its stage): its events alone would not replay to it. */
let keeping = true;

/**
 * Reads what `keepProgress` wrote, replaying its events from the lesson's start in `language`.
 * Nothing to pick up (a lesson not begun or finished) and anything out of shape (a hand-edited
 * or damaged value, an event the rules do not know) is null: the lesson starts afresh.
 */
export function readProgress(text: string | null, language: Language, now: number): { state: LockoutState; startedAt: number; events: LockoutEvent[] } | null {
  if (!text) return null;
  try {
    const { startedAt, events } = JSON.parse(text) as { startedAt?: unknown; events?: unknown };
    if (typeof startedAt !== 'number' || !(startedAt <= now && now - startedAt <= MAX_KEPT_AGE_MS)) return null;
    if (!Array.isArray(events) || events.length === 0 || events.length > MAX_KEPT_EVENTS) return null;
    let state = initialLockoutState(DEFAULT_OPERATORS[language]);
    for (const event of events as unknown[]) {
      if (!isEvent(event)) return null;
      state = reduce(state, event).state;
    }
    if (state.stage === 'complete') return null;
    return { state, startedAt, events: events as LockoutEvent[] };
  } catch {
    return null;
  }
}

/** An event of the shape the rules take (its values are checked by the rules themselves). */
function isEvent(value: unknown): value is LockoutEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { type, fields } = value as { type?: unknown; fields?: unknown };
  if (!(LOCKOUT_EVENT_TYPES as readonly unknown[]).includes(type) || type === 'reset') return false;
  if (type !== 'update_tag') return true;
  return typeof fields === 'object' && fields !== null && Object.values(fields).every((f) => typeof f === 'string' && f.length <= TAG_FIELD_MAX);
}

/**
 * Keeps the lesson's events after each one (consecutive tag edits as one). A restart starts the
 * list again; a finished lesson keeps nothing (its record is in the records).
 */
function keepProgress(event: LockoutEvent, slice: SimulatorSlice): void {
  if (event.type === 'reset' || slice.lockout.stage === 'complete') {
    steps = [];
    keeping = true;
    tabStorage.remove(TAB_SIMULATOR_KEY);
    return;
  }
  if (!keeping) return;
  const last = steps[steps.length - 1];
  if (event.type === 'update_tag' && last?.type === 'update_tag') steps[steps.length - 1] = { type: 'update_tag', fields: { ...last.fields, ...event.fields } };
  else steps.push(event);
  if (steps.length > MAX_KEPT_EVENTS) tabStorage.remove(TAB_SIMULATOR_KEY);
  else tabStorage.set(TAB_SIMULATOR_KEY, JSON.stringify({ startedAt: slice.startedAt, events: steps }));
}

// Notices that wait (the go-to-steps hint): cancelled by a reset or when the page is left.
const timers = new Set<ReturnType<typeof setTimeout>>();

/** Cancels delayed notices (on reset and when the simulator page unmounts). */
export function cancelPendingNotices(): void {
  timers.forEach(clearTimeout);
  timers.clear();
}

// A notice's button carries a rules event; pressing it dispatches that event.
const LOCKOUT_COMMAND = 'lockout';
onNoticeAction(LOCKOUT_COMMAND, (event) => dispatch(event as LockoutEvent));

function showNotice(effect: NoticeEffect): void {
  // Progress makes earlier warnings, errors and hints stale, shown or still waiting ("fill in
  // the tag" once the tag is hung, "go to Steps to test" once the test is done).
  if (effect.tone === 'success') {
    cancelPendingNotices();
    dismissNotices(['warning', 'error', 'info']);
  }
  const { action } = effect;
  postNotice({
    tone: effect.tone,
    title: { key: effect.title },
    ...(effect.description ? { description: { key: effect.description } } : {}),
    durationMs: effect.durationMs,
    ...(action ? { action: { label: { key: action.label }, command: { kind: LOCKOUT_COMMAND, payload: action.event } } } : {}),
  });
}

function run(effect: Effect, slice: SimulatorSlice): void {
  switch (effect.kind) {
    case 'notice':
      if (effect.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          showNotice(effect);
        }, effect.delayMs);
        timers.add(timer);
      } else {
        showNotice(effect);
      }
      return;
    case 'sound':
      playSound(effect.id);
      return;
    case 'dialog':
      slice.dialog = effect.id;
      return;
    case 'announce':
      slice.announcement = effect.key;
      return;
    default: {
      const never: never = effect;
      throw new Error(`Unknown effect ${JSON.stringify(never)}`);
    }
  }
}

/** Applies one trainee event: the rules decide, the store remembers, then the effects run. */
export function dispatch(event: LockoutEvent): void {
  const slice = simulator();
  if (event.type === 'reset') cancelPendingNotices();
  const before = slice.lockout.stage;
  const { state, effects } = reduce(slice.lockout, event);
  if (state !== slice.lockout) slice.lockout = state;
  if (event.type === 'reset') slice.startedAt = Date.now();
  if (before !== 'complete' && state.stage === 'complete') recordSimulator(state, slice.startedAt, store.language);
  keepProgress(event, slice);
  for (const effect of effects) run(effect, slice);
}

/** Restarts the activity with the current language's default operator. */
export function restart(): void {
  closeDialogs();
  dispatch({ type: 'reset', defaultOperator: DEFAULT_OPERATORS[store.language] });
}

/** Tells the rules the language changed, so a default operator name follows it. */
export function languageChanged(language: Language): void {
  if (!store.simulator) return;
  dispatch({
    type: 'language_changed',
    defaultOperator: DEFAULT_OPERATORS[language],
    allDefaultOperators: LANGUAGE_CODES.map((code) => DEFAULT_OPERATORS[code]),
  });
}

/**
 * The simulator page opened: the intro modal appears unless the help overlay is shown
 * (specification), so a first visit shows the overlay alone and a return visit, with the
 * overlay already dismissed, shows the intro.
 */
export function simulatorOpened(): void {
  const slice = simulator();
  slice.introOpen = !slice.lockout.showHelp;
}

/**
 * Puts back how far the trainee got in an earlier session, as an LMS (src/lms/resume.ts) or this
 * tab kept it: the stage, the mistakes counted and the tag's texts. The help overlay is not
 * shown again.
 */
export function resumeSimulator(saved: { stage: LockoutState['stage']; errors: number; startedAt: number; tag: LockoutState['tagInfo'] }): void {
  const slice = simulator();
  // The LMS keeps this lesson; this tab's own copy of it would replay from the beginning, wrongly.
  steps = [];
  keeping = false;
  tabStorage.remove(TAB_SIMULATOR_KEY);
  slice.lockout = { ...slice.lockout, stage: saved.stage, errors: saved.errors, tagInfo: { ...saved.tag }, showHelp: false };
  slice.startedAt = saved.startedAt;
}

/** Closes the help overlay (nothing opens after it). */
export function dismissHelp(): void {
  dispatch({ type: 'dismiss_help' });
}

/** Closes whatever reduction-opened dialog is open. */
export function closeDialogs(): void {
  const slice = simulator();
  slice.dialog = null;
  slice.tagViewOpen = false;
}

/** Closes the intro modal. */
export function closeIntro(): void {
  simulator().introOpen = false;
}

/** Opens or closes the read-only view of the hung tag. */
export function setTagView(open: boolean): void {
  simulator().tagViewOpen = open;
}
