import { LANGUAGE_CODES, type Language } from '../rules/language';
import {
  initialLockoutState,
  reduce,
  type DialogId,
  type Effect,
  type LockoutEvent,
  type LockoutState,
  type NoticeEffect,
  type NoticeKey,
} from '../rules/lockout';
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

/** The simulator slice, created on first use. */
export function simulator(): SimulatorSlice {
  if (!store.simulator) store.simulator = initialSlice(store.language);
  return store.simulator;
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
 * Puts back how far the trainee got in an earlier session an LMS kept (src/lms/resume.ts): the
 * stage, the mistakes counted and the tag's texts. The help overlay is not shown again.
 */
export function resumeSimulator(saved: { stage: LockoutState['stage']; errors: number; startedAt: number; tag: LockoutState['tagInfo'] }): void {
  const slice = simulator();
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
