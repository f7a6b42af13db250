/**
 * The simulator's stage machine: power off, lock, tag, test. `reduce` is pure: it takes the
 * current state and one user event and returns the next state plus plain-data effects (notices,
 * sounds, dialogs, screen-reader announcements) for the store to run.
 */

/** The simulator stages, in the order the procedure must follow them. */
export const STAGES = ['initial', 'power_off', 'locked', 'tagged', 'complete'] as const;
/** One simulator stage. */
export type Stage = (typeof STAGES)[number];

/** The side panel's tabs; 'inventory' is the one labelled "Steps". */
export const TABS = ['inventory', 'actions', 'help'] as const;
/** One side-panel tab. */
export type Tab = (typeof TABS)[number];

/** The inventory items a user can pick ('teste' is the TEST action, named as in the spec). */
export const SELECTABLE_ITEMS = ['lock', 'tag', 'teste'] as const;
/** An inventory item a user can pick. */
export type SelectableItem = (typeof SELECTABLE_ITEMS)[number];
/** The currently selected inventory item, if any. */
export type Item = SelectableItem | null;

/** How the padlock reached the panel. */
export const LOCK_VIAS = ['drag', 'click', 'keyboard'] as const;
/** How the padlock reached the panel. */
export type LockVia = (typeof LOCK_VIAS)[number];

/** The simulator's step numbers as the help overlay shows them (1 power off … 4 test). */
export const STEPS = [1, 2, 3, 4] as const;
/** One step of the procedure. */
export type Step = (typeof STEPS)[number];

/** What is written on the DANGER / DO NOT OPERATE tag. */
export interface TagInfo {
  reason: string;
  operator: string;
  permitNumber: string;
}

/** Everything the simulator remembers. */
export interface LockoutState {
  stage: Stage;
  errors: number;
  showHelp: boolean;
  tagInfo: TagInfo;
  selectedItem: Item;
  activeTab: Tab;
}

/** Every kind of event the simulator understands, as data (also used by exhaustive tests). */
export const LOCKOUT_EVENT_TYPES = [
  'power_off',
  'apply_lock',
  'select_item',
  'update_tag',
  'apply_tag',
  'request_tag_confirmation',
  'test',
  'finish_test',
  'reset',
  'set_tab',
  'dismiss_help',
  'show_help',
  'language_changed',
] as const satisfies readonly LockoutEvent['type'][];

/** One user event for the simulator. */
export type LockoutEvent =
  | { type: 'power_off' }
  | { type: 'apply_lock'; via: LockVia }
  | { type: 'select_item'; item: SelectableItem }
  | { type: 'update_tag'; fields: Partial<TagInfo> }
  /** The user confirmed the tag dialog. */
  | { type: 'apply_tag' }
  /** The user pressed the form's apply-tag button (opens the confirmation dialog). */
  | { type: 'request_tag_confirmation' }
  | { type: 'test' }
  /** "Continue" in the "lockout tagout applied" dialog. */
  | { type: 'finish_test' }
  | { type: 'reset'; defaultOperator: string }
  | { type: 'set_tab'; tab: Tab }
  | { type: 'dismiss_help' }
  | { type: 'show_help' }
  | { type: 'language_changed'; defaultOperator: string; allDefaultOperators: readonly string[] };

/** The `type` of a simulator event. */
export type LockoutEventType = LockoutEvent['type'];

// Compile-time proof that LOCKOUT_EVENT_TYPES lists every event type: a missing one fails here.
type _MissingEventType = Exclude<LockoutEventType, (typeof LOCKOUT_EVENT_TYPES)[number]>;
const _allEventTypesListed: [_MissingEventType] extends [never] ? true : _MissingEventType = true;
void _allEventTypesListed;

/** Every message key the simulator's notices, action buttons and announcements use. */
export const NOTICE_KEYS = [
  'simulator.notices.powerOff',
  'simulator.notices.powerOffNext',
  'simulator.notices.lockApplied',
  'simulator.notices.lockAppliedNext',
  'simulator.notices.lockDropped',
  'simulator.notices.sequenceError',
  'simulator.notices.powerFirst',
  'simulator.notices.lockBeforeTag',
  'simulator.notices.fillTag',
  'simulator.notices.goToActions',
  'simulator.notices.requiredInfo',
  'simulator.notices.enterReason',
  'simulator.notices.tagApplied',
  'simulator.notices.goToStepsHint',
  'simulator.notices.goToSteps',
  'simulator.notices.testDone',
  'simulator.notices.lototoComplete',
  'simulator.notices.reset',
  'simulator.notices.resetNext',
  'simulator.announce.powerOff',
  'simulator.announce.locked',
  'simulator.announce.tagged',
  'simulator.announce.complete',
  'simulator.announce.reset',
] as const;
/** A message key used by a simulator notice, notice button or announcement. */
export type NoticeKey = (typeof NOTICE_KEYS)[number];

/** The tones a notice can take. */
export type NoticeTone = 'success' | 'error' | 'info' | 'warning';
/** The simulator's sound effects. */
export type SoundId = 'switch' | 'lock' | 'tag' | 'error' | 'success';
/** The simulator's dialogs that a reduction can open. */
export type DialogId = 'tag_confirm' | 'test_applied' | 'complete';

/** A toast: title and optional description are message keys; an action re-enters `reduce`. */
export interface NoticeEffect {
  kind: 'notice';
  tone: NoticeTone;
  title: NoticeKey;
  description?: NoticeKey;
  durationMs: number;
  action?: { label: NoticeKey; event: LockoutEvent };
  delayMs?: number;
}

/** Something for the store to do after applying the new state; plain data only. */
export type Effect =
  | NoticeEffect
  | { kind: 'sound'; id: SoundId }
  | { kind: 'dialog'; id: DialogId }
  | { kind: 'announce'; key: NoticeKey };

/** The result of one reduction. */
export interface Reduction {
  state: LockoutState;
  effects: Effect[];
}

/** Default notice duration (spec §9). */
export const NOTICE_MS = 2000;
/** Duration of the test-completed, fill-tag and go-to-steps notices (spec §9). */
export const LONG_NOTICE_MS = 3000;
/** Delay before the go-to-steps hint follows the tag-applied notice (spec §9). */
export const STEPS_HINT_DELAY_MS = 1500;
/** Longest text kept in one tag field: a tag is a physical card, a few words fit, an essay does not. */
export const TAG_FIELD_MAX = 200;

/** The state a fresh simulator starts from; `defaultOperator` is the translated word "operator". */
export function initialLockoutState(defaultOperator: string): LockoutState {
  return {
    stage: 'initial',
    errors: 0,
    showHelp: true,
    tagInfo: { reason: '', operator: defaultOperator, permitNumber: '' },
    selectedItem: null,
    activeTab: 'inventory',
  };
}

/** The position of a stage in the procedure (initial 0 … complete 4). */
export function stageIndex(stage: Stage): number {
  return STAGES.indexOf(stage);
}

/** Whether step n (1 power off, 2 lock, 3 tag, 4 test) is done: the stage is past it. */
export function isStageDone(state: Pick<LockoutState, 'stage'>, step: Step): boolean {
  return stageIndex(state.stage) >= step;
}

/** Whether the power handle may be switched (only in initial). */
export function canOperateHandle(stage: Stage): boolean {
  return stage === 'initial';
}

/** Whether the padlock may be dragged or clicked onto the panel (only at power_off). */
export function canDragLock(stage: Stage): boolean {
  return stage === 'power_off';
}

/** Whether the tag item may be selected (only at locked). */
export function canSelectTag(stage: Stage): boolean {
  return stage === 'locked';
}

/** Whether the TEST button is enabled (only at tagged). */
export function canTest(stage: Stage): boolean {
  return stage === 'tagged';
}

/** The operator as the tag form shows it: empty while it is still the default word. */
export function displayOperator(tagInfo: Pick<TagInfo, 'operator'>, defaultOperator: string): string {
  return tagInfo.operator === defaultOperator ? '' : tagInfo.operator;
}

const nothing = (state: LockoutState): Reduction => ({ state, effects: [] });

function notice(
  tone: NoticeTone,
  title: NoticeKey,
  description?: NoticeKey,
  durationMs: number = NOTICE_MS,
): NoticeEffect {
  return description === undefined ? { kind: 'notice', tone, title, durationMs } : { kind: 'notice', tone, title, description, durationMs };
}

function sequenceError(state: LockoutState, description: NoticeKey): Reduction {
  return {
    state: { ...state, errors: state.errors + 1 },
    effects: [notice('error', 'simulator.notices.sequenceError', description), { kind: 'sound', id: 'error' }],
  };
}

function applyLock(state: LockoutState, via: LockVia): Reduction {
  if (state.stage !== 'power_off') return sequenceError(state, 'simulator.notices.powerFirst');
  const description: NoticeKey = via === 'drag' ? 'simulator.notices.lockDropped' : 'simulator.notices.lockAppliedNext';
  return {
    state: { ...state, stage: 'locked', selectedItem: null },
    effects: [
      notice('success', 'simulator.notices.lockApplied', description),
      { kind: 'sound', id: 'lock' },
      { kind: 'announce', key: 'simulator.announce.locked' },
    ],
  };
}

function fillTagNotice(): NoticeEffect {
  return notice('warning', 'simulator.notices.fillTag', undefined, LONG_NOTICE_MS);
}

function selectTag(state: LockoutState): Reduction {
  switch (state.stage) {
    case 'initial':
    case 'power_off':
      // Picking the tag up to look at it is no mistake: hanging it before the padlock would be
      // (see `tag`), and the form to hang it opens only once the padlock is on. A reminder only.
      return { state, effects: [notice('warning', 'simulator.notices.lockBeforeTag')] };
    case 'tagged':
    case 'complete':
      // The tag already hangs on the panel: the item is disabled, nothing to do.
      return nothing(state);
    case 'locked': {
      const next: LockoutState = { ...state, selectedItem: 'tag' };
      if (state.activeTab === 'actions') return { state: next, effects: [] };
      return {
        state: next,
        effects: [
          {
            ...fillTagNotice(),
            action: { label: 'simulator.notices.goToActions', event: { type: 'set_tab', tab: 'actions' } },
          },
        ],
      };
    }
    default:
      return unreachable(state.stage);
  }
}

function tag(state: LockoutState, confirmed: boolean): Reduction {
  switch (state.stage) {
    case 'initial':
    case 'power_off':
      return sequenceError(state, 'simulator.notices.lockBeforeTag');
    case 'tagged':
    case 'complete':
      return nothing(state);
    case 'locked':
      break;
    default:
      return unreachable(state.stage);
  }
  if (state.selectedItem !== 'tag') return { state, effects: [fillTagNotice()] };
  const reason = state.tagInfo.reason.trim();
  if (reason === '') {
    return { state, effects: [notice('error', 'simulator.notices.requiredInfo', 'simulator.notices.enterReason')] };
  }
  if (!confirmed) return { state, effects: [{ kind: 'dialog', id: 'tag_confirm' }] };
  return {
    state: {
      ...state,
      stage: 'tagged',
      selectedItem: null,
      tagInfo: {
        reason,
        operator: state.tagInfo.operator.trim(),
        permitNumber: state.tagInfo.permitNumber.trim(),
      },
    },
    effects: [
      notice('success', 'simulator.notices.tagApplied'),
      { kind: 'sound', id: 'tag' },
      { kind: 'announce', key: 'simulator.announce.tagged' },
      {
        ...notice('info', 'simulator.notices.goToStepsHint', undefined, LONG_NOTICE_MS),
        action: { label: 'simulator.notices.goToSteps', event: { type: 'set_tab', tab: 'inventory' } },
        delayMs: STEPS_HINT_DELAY_MS,
      },
    ],
  };
}

function test(state: LockoutState): Reduction {
  // The TEST button is disabled outside tagged, so a stray press is not a sequence error.
  if (state.stage !== 'tagged') return nothing(state);
  return {
    state: { ...state, stage: 'complete', selectedItem: 'teste' },
    effects: [
      notice('success', 'simulator.notices.testDone', undefined, LONG_NOTICE_MS),
      notice('success', 'simulator.notices.lototoComplete'),
      { kind: 'sound', id: 'success' },
      { kind: 'dialog', id: 'test_applied' },
      { kind: 'announce', key: 'simulator.announce.complete' },
    ],
  };
}

function capField(text: string): string {
  if (text.length <= TAG_FIELD_MAX) return text;
  // Cut on code points so an emoji or accented letter is never split in half.
  return Array.from(text).slice(0, TAG_FIELD_MAX).join('');
}

function updateTag(state: LockoutState, fields: Partial<TagInfo>): Reduction {
  const tagInfo: TagInfo = { ...state.tagInfo };
  if (fields.reason !== undefined) tagInfo.reason = capField(fields.reason);
  if (fields.operator !== undefined) tagInfo.operator = capField(fields.operator);
  if (fields.permitNumber !== undefined) tagInfo.permitNumber = capField(fields.permitNumber);
  return { state: { ...state, tagInfo }, effects: [] };
}

function languageChanged(state: LockoutState, defaultOperator: string, allDefaultOperators: readonly string[]): Reduction {
  const operator = state.tagInfo.operator.trim();
  const isDefault = operator === '' || allDefaultOperators.some((word) => word.trim() === operator);
  if (!isDefault || state.tagInfo.operator === defaultOperator) return nothing(state);
  return { state: { ...state, tagInfo: { ...state.tagInfo, operator: defaultOperator } }, effects: [] };
}

function unreachable(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}

/** Applies one user event to the simulator; never mutates `state`. */
export function reduce(state: LockoutState, event: LockoutEvent): Reduction {
  switch (event.type) {
    case 'power_off':
      // The handle is disabled outside initial, so a stray press is not a sequence error.
      if (!canOperateHandle(state.stage)) return nothing(state);
      return {
        state: { ...state, stage: 'power_off' },
        effects: [
          notice('success', 'simulator.notices.powerOff', 'simulator.notices.powerOffNext'),
          { kind: 'sound', id: 'switch' },
          { kind: 'announce', key: 'simulator.announce.powerOff' },
        ],
      };
    case 'apply_lock':
      return applyLock(state, event.via);
    case 'select_item':
      switch (event.item) {
        case 'lock':
          return applyLock(state, 'click');
        case 'tag':
          return selectTag(state);
        case 'teste':
          return test(state);
        default:
          return unreachable(event.item);
      }
    case 'update_tag':
      return updateTag(state, event.fields);
    case 'apply_tag':
      return tag(state, true);
    case 'request_tag_confirmation':
      return tag(state, false);
    case 'test':
      return test(state);
    case 'finish_test':
      if (state.stage !== 'complete') return nothing(state);
      return { state, effects: [{ kind: 'dialog', id: 'complete' }] };
    case 'reset':
      return {
        state: initialLockoutState(event.defaultOperator),
        effects: [
          notice('info', 'simulator.notices.reset', 'simulator.notices.resetNext'),
          { kind: 'announce', key: 'simulator.announce.reset' },
        ],
      };
    case 'set_tab':
      return { state: { ...state, activeTab: event.tab }, effects: [] };
    case 'dismiss_help':
      return { state: { ...state, showHelp: false }, effects: [] };
    case 'show_help':
      return { state: { ...state, showHelp: true }, effects: [] };
    case 'language_changed':
      return languageChanged(state, event.defaultOperator, event.allDefaultOperators);
    default:
      return unreachable(event);
  }
}
