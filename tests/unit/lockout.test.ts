import { describe, expect, it } from 'vitest';
import {
  LOCKOUT_EVENT_TYPES,
  LONG_NOTICE_MS,
  NOTICE_KEYS,
  NOTICE_MS,
  STAGES,
  STEPS_HINT_DELAY_MS,
  TAG_FIELD_MAX,
  canDragLock,
  canOperateHandle,
  canSelectTag,
  canTest,
  displayOperator,
  initialLockoutState,
  isStageDone,
  reduce,
  type Effect,
  type LockoutEvent,
  type LockoutState,
  type NoticeEffect,
  type NoticeKey,
  type Stage,
  type Step,
} from '../../src/rules/lockout';

const OPERATOR = 'Operator';
const ALL_OPERATORS = ['Operador', 'Operator', 'Operario', 'Opérateur', 'Bediener'] as const;
const START_ERRORS = 2;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const filledTag = { reason: 'Motor M-3 maintenance', operator: OPERATOR, permitNumber: 'PT-42' };

/**
 * The state a user is normally in at each stage, with two earlier mistakes on the counter and
 * the help dismissed. At locked the tag is selected, filled in, and the actions tab is open.
 */
const AT: Record<Stage, LockoutState> = {
  initial: { ...initialLockoutState(OPERATOR), errors: START_ERRORS, showHelp: false },
  power_off: { ...initialLockoutState(OPERATOR), stage: 'power_off', errors: START_ERRORS, showHelp: false },
  locked: {
    stage: 'locked',
    errors: START_ERRORS,
    showHelp: false,
    tagInfo: filledTag,
    selectedItem: 'tag',
    activeTab: 'actions',
  },
  tagged: {
    stage: 'tagged',
    errors: START_ERRORS,
    showHelp: false,
    tagInfo: filledTag,
    selectedItem: null,
    activeTab: 'inventory',
  },
  complete: {
    stage: 'complete',
    errors: START_ERRORS,
    showHelp: false,
    tagInfo: filledTag,
    selectedItem: 'teste',
    activeTab: 'inventory',
  },
};
deepFreeze(AT);

/** A short, readable signature of an effect: "kind tone title / description [action] +delay". */
function sig(effect: Effect): string {
  const short = (key: NoticeKey) => key.replace(/^simulator\.(notices|announce)\./, '');
  switch (effect.kind) {
    case 'notice': {
      let text = `notice ${effect.tone} ${short(effect.title)}`;
      if (effect.description) text += ` / ${short(effect.description)}`;
      if (effect.action) text += ` [${short(effect.action.label)}]`;
      if (effect.delayMs !== undefined) text += ` +${effect.delayMs}ms`;
      return text;
    }
    case 'sound':
      return `sound ${effect.id}`;
    case 'dialog':
      return `dialog ${effect.id}`;
    case 'announce':
      return `announce ${short(effect.key)}`;
  }
}

interface Expected {
  stage: Stage;
  errors: number;
  effects: string[];
}

const unchanged = (stage: Stage): Expected => ({ stage, errors: 0, effects: [] });
const LOCK_OUT_OF_ORDER = ['notice error sequenceError / powerFirst', 'sound error'];
const TAG_OUT_OF_ORDER = ['notice error sequenceError / lockBeforeTag', 'sound error'];
const TEST_DONE = [
  'notice success testDone',
  'notice success lototoComplete',
  'sound success',
  'dialog test_applied',
  'announce complete',
];
const TAG_DONE = [
  'notice success tagApplied',
  'sound tag',
  'announce tagged',
  'notice info goToStepsHint [goToSteps] +1500ms',
];
const RESET = { stage: 'initial', errors: -START_ERRORS, effects: ['notice info reset / resetNext', 'announce reset'] } as const;
const reset = (): Expected => ({ ...RESET, effects: [...RESET.effects] });

/** Every event in every stage, from the states in AT. `errors` is the change of the counter. */
const TABLE: { name: string; type: LockoutEvent['type']; event: LockoutEvent; expect: Record<Stage, Expected> }[] = [
  {
    name: 'power_off',
    type: 'power_off',
    event: { type: 'power_off' },
    expect: {
      initial: {
        stage: 'power_off',
        errors: 0,
        effects: ['notice success powerOff / powerOffNext', 'sound switch', 'announce powerOff'],
      },
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
  {
    name: 'apply_lock via drag',
    type: 'apply_lock',
    event: { type: 'apply_lock', via: 'drag' },
    expect: {
      initial: { stage: 'initial', errors: 1, effects: LOCK_OUT_OF_ORDER },
      power_off: {
        stage: 'locked',
        errors: 0,
        effects: ['notice success lockApplied / lockDropped', 'sound lock', 'announce locked'],
      },
      locked: { stage: 'locked', errors: 1, effects: LOCK_OUT_OF_ORDER },
      tagged: { stage: 'tagged', errors: 1, effects: LOCK_OUT_OF_ORDER },
      complete: { stage: 'complete', errors: 1, effects: LOCK_OUT_OF_ORDER },
    },
  },
  {
    name: 'apply_lock via click',
    type: 'apply_lock',
    event: { type: 'apply_lock', via: 'click' },
    expect: {
      initial: { stage: 'initial', errors: 1, effects: LOCK_OUT_OF_ORDER },
      power_off: {
        stage: 'locked',
        errors: 0,
        effects: ['notice success lockApplied / lockAppliedNext', 'sound lock', 'announce locked'],
      },
      locked: { stage: 'locked', errors: 1, effects: LOCK_OUT_OF_ORDER },
      tagged: { stage: 'tagged', errors: 1, effects: LOCK_OUT_OF_ORDER },
      complete: { stage: 'complete', errors: 1, effects: LOCK_OUT_OF_ORDER },
    },
  },
  {
    name: 'apply_lock via keyboard',
    type: 'apply_lock',
    event: { type: 'apply_lock', via: 'keyboard' },
    expect: {
      initial: { stage: 'initial', errors: 1, effects: LOCK_OUT_OF_ORDER },
      power_off: {
        stage: 'locked',
        errors: 0,
        effects: ['notice success lockApplied / lockAppliedNext', 'sound lock', 'announce locked'],
      },
      locked: { stage: 'locked', errors: 1, effects: LOCK_OUT_OF_ORDER },
      tagged: { stage: 'tagged', errors: 1, effects: LOCK_OUT_OF_ORDER },
      complete: { stage: 'complete', errors: 1, effects: LOCK_OUT_OF_ORDER },
    },
  },
  {
    name: 'select_item lock',
    type: 'select_item',
    event: { type: 'select_item', item: 'lock' },
    expect: {
      initial: { stage: 'initial', errors: 1, effects: LOCK_OUT_OF_ORDER },
      power_off: {
        stage: 'locked',
        errors: 0,
        effects: ['notice success lockApplied / lockAppliedNext', 'sound lock', 'announce locked'],
      },
      locked: { stage: 'locked', errors: 1, effects: LOCK_OUT_OF_ORDER },
      tagged: { stage: 'tagged', errors: 1, effects: LOCK_OUT_OF_ORDER },
      complete: { stage: 'complete', errors: 1, effects: LOCK_OUT_OF_ORDER },
    },
  },
  {
    // At locked the actions tab is already open (see AT), so no "fill out the tag" notice.
    name: 'select_item tag',
    type: 'select_item',
    event: { type: 'select_item', item: 'tag' },
    // Looking at the tag before the padlock is on is a reminder, not a mistake.
    expect: {
      initial: { stage: 'initial', errors: 0, effects: ['notice warning lockBeforeTag'] },
      power_off: { stage: 'power_off', errors: 0, effects: ['notice warning lockBeforeTag'] },
      locked: unchanged('locked'),
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
  {
    name: 'select_item teste',
    type: 'select_item',
    event: { type: 'select_item', item: 'teste' },
    expect: {
      initial: unchanged('initial'),
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: { stage: 'complete', errors: 0, effects: TEST_DONE },
      complete: unchanged('complete'),
    },
  },
  {
    name: 'update_tag',
    type: 'update_tag',
    event: { type: 'update_tag', fields: { reason: 'Belt change' } },
    expect: {
      initial: unchanged('initial'),
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
  {
    name: 'apply_tag (dialog confirmed)',
    type: 'apply_tag',
    event: { type: 'apply_tag' },
    expect: {
      initial: { stage: 'initial', errors: 1, effects: TAG_OUT_OF_ORDER },
      power_off: { stage: 'power_off', errors: 1, effects: TAG_OUT_OF_ORDER },
      locked: { stage: 'tagged', errors: 0, effects: TAG_DONE },
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
  {
    name: 'request_tag_confirmation (form button)',
    type: 'request_tag_confirmation',
    event: { type: 'request_tag_confirmation' },
    expect: {
      initial: { stage: 'initial', errors: 1, effects: TAG_OUT_OF_ORDER },
      power_off: { stage: 'power_off', errors: 1, effects: TAG_OUT_OF_ORDER },
      locked: { stage: 'locked', errors: 0, effects: ['dialog tag_confirm'] },
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
  {
    name: 'test',
    type: 'test',
    event: { type: 'test' },
    expect: {
      initial: unchanged('initial'),
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: { stage: 'complete', errors: 0, effects: TEST_DONE },
      complete: unchanged('complete'),
    },
  },
  {
    name: 'finish_test',
    type: 'finish_test',
    event: { type: 'finish_test' },
    expect: {
      initial: unchanged('initial'),
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: unchanged('tagged'),
      complete: { stage: 'complete', errors: 0, effects: ['dialog complete'] },
    },
  },
  {
    name: 'reset',
    type: 'reset',
    event: { type: 'reset', defaultOperator: OPERATOR },
    expect: { initial: reset(), power_off: reset(), locked: reset(), tagged: reset(), complete: reset() },
  },
  {
    name: 'set_tab',
    type: 'set_tab',
    event: { type: 'set_tab', tab: 'help' },
    expect: {
      initial: unchanged('initial'),
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
  {
    name: 'dismiss_help',
    type: 'dismiss_help',
    event: { type: 'dismiss_help' },
    expect: {
      initial: unchanged('initial'),
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
  {
    name: 'show_help',
    type: 'show_help',
    event: { type: 'show_help' },
    expect: {
      initial: unchanged('initial'),
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
  {
    name: 'language_changed',
    type: 'language_changed',
    event: { type: 'language_changed', defaultOperator: 'Bediener', allDefaultOperators: ALL_OPERATORS },
    expect: {
      initial: unchanged('initial'),
      power_off: unchanged('power_off'),
      locked: unchanged('locked'),
      tagged: unchanged('tagged'),
      complete: unchanged('complete'),
    },
  },
];

/** At locked, the cases that depend on the tag form rather than on the stage. */
const LOCKED_VARIANTS: { name: string; state: LockoutState; event: LockoutEvent; expect: Expected }[] = [
  {
    name: 'select the tag while the steps tab is open',
    state: { ...AT.locked, selectedItem: null, activeTab: 'inventory' },
    event: { type: 'select_item', item: 'tag' },
    expect: { stage: 'locked', errors: 0, effects: ['notice warning fillTag [goToActions]'] },
  },
  {
    name: 'select the tag while the help tab is open',
    state: { ...AT.locked, selectedItem: null, activeTab: 'help' },
    event: { type: 'select_item', item: 'tag' },
    expect: { stage: 'locked', errors: 0, effects: ['notice warning fillTag [goToActions]'] },
  },
  {
    name: 'apply the tag without selecting it',
    state: { ...AT.locked, selectedItem: null },
    event: { type: 'apply_tag' },
    expect: { stage: 'locked', errors: 0, effects: ['notice warning fillTag'] },
  },
  {
    name: 'request confirmation without selecting the tag',
    state: { ...AT.locked, selectedItem: null },
    event: { type: 'request_tag_confirmation' },
    expect: { stage: 'locked', errors: 0, effects: ['notice warning fillTag'] },
  },
  {
    name: 'apply the tag with an empty reason',
    state: { ...AT.locked, tagInfo: { ...filledTag, reason: '' } },
    event: { type: 'apply_tag' },
    expect: { stage: 'locked', errors: 0, effects: ['notice error requiredInfo / enterReason'] },
  },
  {
    name: 'request confirmation with a whitespace-only reason',
    state: { ...AT.locked, tagInfo: { ...filledTag, reason: '  \t ' } },
    event: { type: 'request_tag_confirmation' },
    expect: { stage: 'locked', errors: 0, effects: ['notice error requiredInfo / enterReason'] },
  },
];
deepFreeze(LOCKED_VARIANTS);

const allRuns = [
  ...TABLE.flatMap((row) => STAGES.map((stage) => ({ state: AT[stage], event: row.event }))),
  ...LOCKED_VARIANTS.map((variant) => ({ state: variant.state, event: variant.event })),
];
const allEffects = allRuns.flatMap(({ state, event }) => reduce(state, event).effects);
const allNotices = allEffects.filter((effect): effect is NoticeEffect => effect.kind === 'notice');

describe('reduce: every event in every stage', () => {
  it('the table covers every event type', () => {
    expect(new Set(TABLE.map((row) => row.type))).toEqual(new Set(LOCKOUT_EVENT_TYPES));
  });

  for (const row of TABLE) {
    describe(row.name, () => {
      it.each(STAGES)('at %s', (stage) => {
        const before = AT[stage];
        const snapshot = structuredClone(before);
        const { state, effects } = reduce(before, row.event);
        const expected = row.expect[stage];
        expect(state.stage).toBe(expected.stage);
        expect(state.errors - before.errors).toBe(expected.errors);
        expect(effects.map(sig)).toEqual(expected.effects);
        expect(before).toEqual(snapshot);
      });
    });
  }

  describe('at locked, depending on the tag form', () => {
    it.each(LOCKED_VARIANTS)('$name', ({ state: before, event, expect: expected }) => {
      const { state, effects } = reduce(before, event);
      expect(state.stage).toBe(expected.stage);
      expect(state.errors - before.errors).toBe(expected.errors);
      expect(effects.map(sig)).toEqual(expected.effects);
    });
  });

  it('a no-op hands back the same state object', () => {
    expect(reduce(AT.locked, { type: 'power_off' }).state).toBe(AT.locked);
    expect(reduce(AT.initial, { type: 'test' }).state).toBe(AT.initial);
    expect(reduce(AT.tagged, { type: 'select_item', item: 'tag' }).state).toBe(AT.tagged);
  });

  it('every notice key is listed in NOTICE_KEYS, and every listed key is used', () => {
    const used = new Set<NoticeKey>();
    for (const effect of allEffects) {
      if (effect.kind === 'announce') used.add(effect.key);
      if (effect.kind === 'notice') {
        used.add(effect.title);
        if (effect.description) used.add(effect.description);
        if (effect.action) used.add(effect.action.label);
      }
    }
    expect([...used].sort()).toEqual([...NOTICE_KEYS].sort());
  });
});

describe('reduce: details', () => {
  it('walks the happy path by drag, with no errors', () => {
    let state = initialLockoutState(OPERATOR);
    const step = (event: LockoutEvent): Effect[] => {
      const result = reduce(state, event);
      state = result.state;
      return result.effects;
    };
    expect([1, 2, 3, 4].map((n) => isStageDone(state, n as Step))).toEqual([false, false, false, false]);

    step({ type: 'dismiss_help' });
    expect(state.showHelp).toBe(false);

    step({ type: 'power_off' });
    expect(state.stage).toBe('power_off');
    expect(isStageDone(state, 1)).toBe(true);

    step({ type: 'apply_lock', via: 'drag' });
    expect(state).toMatchObject({ stage: 'locked', selectedItem: null });

    const selectEffects = step({ type: 'select_item', item: 'tag' });
    expect(state.selectedItem).toBe('tag');
    const fillTag = selectEffects[0];
    expect(fillTag).toMatchObject({ kind: 'notice', action: { event: { type: 'set_tab', tab: 'actions' } } });
    if (fillTag?.kind === 'notice' && fillTag.action) step(fillTag.action.event);
    expect(state.activeTab).toBe('actions');

    step({ type: 'update_tag', fields: { reason: '  Replace belt  ' } });
    step({ type: 'update_tag', fields: { permitNumber: ' PT-7 ', operator: 'Ana' } });
    expect(state.tagInfo).toEqual({ reason: '  Replace belt  ', operator: 'Ana', permitNumber: ' PT-7 ' });

    expect(step({ type: 'request_tag_confirmation' }).map(sig)).toEqual(['dialog tag_confirm']);
    expect(state.stage).toBe('locked');

    step({ type: 'apply_tag' });
    expect(state).toMatchObject({
      stage: 'tagged',
      selectedItem: null,
      tagInfo: { reason: 'Replace belt', operator: 'Ana', permitNumber: 'PT-7' },
    });

    step({ type: 'set_tab', tab: 'inventory' });
    step({ type: 'test' });
    expect(state).toMatchObject({ stage: 'complete', selectedItem: 'teste' });
    expect(step({ type: 'finish_test' }).map(sig)).toEqual(['dialog complete']);
    expect([1, 2, 3, 4].map((n) => isStageDone(state, n as Step))).toEqual([true, true, true, true]);
    expect(state.errors).toBe(0);
  });

  it('reset restores the fresh state in the language of the event', () => {
    const messy: LockoutState = {
      ...AT.complete,
      errors: 5,
      activeTab: 'actions',
      tagInfo: { reason: 'x', operator: 'Ana', permitNumber: '9' },
    };
    const { state } = reduce(messy, { type: 'reset', defaultOperator: 'Operador' });
    expect(state).toEqual(initialLockoutState('Operador'));
    expect(state).toEqual({
      stage: 'initial',
      errors: 0,
      showHelp: true,
      tagInfo: { reason: '', operator: 'Operador', permitNumber: '' },
      selectedItem: null,
      activeTab: 'inventory',
    });
  });

  it('initialLockoutState starts with help shown on the steps tab', () => {
    expect(initialLockoutState('Operario')).toEqual({
      stage: 'initial',
      errors: 0,
      showHelp: true,
      tagInfo: { reason: '', operator: 'Operario', permitNumber: '' },
      selectedItem: null,
      activeTab: 'inventory',
    });
  });

  describe('language change swaps only a default operator', () => {
    const toGerman: LockoutEvent = { type: 'language_changed', defaultOperator: 'Bediener', allDefaultOperators: ALL_OPERATORS };
    const withOperator = (operator: string): LockoutState => ({ ...AT.locked, tagInfo: { ...filledTag, operator } });

    it.each([
      ['empty', '', 'Bediener'],
      ['whitespace only', '   ', 'Bediener'],
      ['the current default', 'Operator', 'Bediener'],
      ['the default of another language', 'Opérateur', 'Bediener'],
      ['a default with stray spaces', '  Operador ', 'Bediener'],
      ['a custom name', 'Ana Souza', 'Ana Souza'],
      ['a default in another case (case-sensitive)', 'operador', 'operador'],
    ])('%s', (_label, operator, expected) => {
      const before = withOperator(operator);
      const { state, effects } = reduce(before, toGerman);
      expect(state.tagInfo.operator).toBe(expected);
      expect(state.tagInfo.reason).toBe(filledTag.reason);
      expect(state.tagInfo.permitNumber).toBe(filledTag.permitNumber);
      expect({ ...state, tagInfo: null }).toEqual({ ...before, tagInfo: null });
      expect(effects).toEqual([]);
    });
  });

  it('never mutates its input', () => {
    const frozen = deepFreeze(structuredClone(AT.locked));
    const events: LockoutEvent[] = [
      { type: 'update_tag', fields: { reason: 'new', operator: 'Ana', permitNumber: '1' } },
      { type: 'set_tab', tab: 'inventory' },
      { type: 'dismiss_help' },
      { type: 'show_help' },
      { type: 'apply_tag' },
      { type: 'reset', defaultOperator: 'Operador' },
      { type: 'language_changed', defaultOperator: 'Operador', allDefaultOperators: ALL_OPERATORS },
    ];
    for (const event of events) {
      const { state } = reduce(frozen, event);
      expect(state).not.toBe(frozen);
    }
    expect(frozen).toEqual(AT.locked);
  });

  it('update_tag keeps text as typed and caps each field at the tag size', () => {
    const { state } = reduce(AT.locked, {
      type: 'update_tag',
      fields: { reason: '  spaced  ', permitNumber: 'x'.repeat(TAG_FIELD_MAX + 50) },
    });
    expect(state.tagInfo.reason).toBe('  spaced  ');
    expect(state.tagInfo.permitNumber).toHaveLength(TAG_FIELD_MAX);
    expect(state.tagInfo.operator).toBe(OPERATOR);

    const emoji = reduce(AT.locked, { type: 'update_tag', fields: { operator: '⚡'.repeat(300) + '👷'.repeat(10) } });
    expect(Array.from(emoji.state.tagInfo.operator)).toHaveLength(TAG_FIELD_MAX);
    const cut = reduce(AT.locked, { type: 'update_tag', fields: { operator: 'a'.repeat(TAG_FIELD_MAX - 1) + '👷'.repeat(3) } });
    expect(cut.state.tagInfo.operator).toBe('a'.repeat(TAG_FIELD_MAX - 1) + '👷');
  });

  it('the go-to-steps hint follows the tag notice after 1500 ms', () => {
    const { effects } = reduce(AT.locked, { type: 'apply_tag' });
    const notices = effects.filter((effect): effect is NoticeEffect => effect.kind === 'notice');
    expect(notices).toEqual([
      { kind: 'notice', tone: 'success', title: 'simulator.notices.tagApplied', durationMs: 2000 },
      {
        kind: 'notice',
        tone: 'info',
        title: 'simulator.notices.goToStepsHint',
        durationMs: 3000,
        delayMs: 1500,
        action: { label: 'simulator.notices.goToSteps', event: { type: 'set_tab', tab: 'inventory' } },
      },
    ]);
    expect(STEPS_HINT_DELAY_MS).toBe(1500);
  });

  it('test-completed, fill-tag and go-to-steps notices last 3000 ms, all others 2000 ms', () => {
    expect([NOTICE_MS, LONG_NOTICE_MS]).toEqual([2000, 3000]);
    const long = new Set<NoticeKey>([
      'simulator.notices.testDone',
      'simulator.notices.fillTag',
      'simulator.notices.goToStepsHint',
    ]);
    for (const title of long) expect(allNotices.some((n) => n.title === title)).toBe(true);
    for (const notice of allNotices) {
      expect([notice.title, notice.durationMs]).toEqual([notice.title, long.has(notice.title) ? 3000 : 2000]);
      if (notice.title !== 'simulator.notices.goToStepsHint') expect(notice.delayMs).toBeUndefined();
    }
  });

  it('plain state changes: tabs and help', () => {
    expect(reduce(AT.power_off, { type: 'set_tab', tab: 'actions' }).state.activeTab).toBe('actions');
    expect(reduce(AT.power_off, { type: 'show_help' }).state.showHelp).toBe(true);
    expect(reduce(initialLockoutState(OPERATOR), { type: 'dismiss_help' }).state.showHelp).toBe(false);
  });
});

describe('helpers for the view', () => {
  it('isStageDone: step n is done once the stage is past it', () => {
    const done = (stage: Stage) => ([1, 2, 3, 4] as const).map((n) => isStageDone({ stage }, n));
    expect(done('initial')).toEqual([false, false, false, false]);
    expect(done('power_off')).toEqual([true, false, false, false]);
    expect(done('locked')).toEqual([true, true, false, false]);
    expect(done('tagged')).toEqual([true, true, true, false]);
    expect(done('complete')).toEqual([true, true, true, true]);
  });

  it('each control is enabled in exactly one stage', () => {
    const enabledAt = (can: (stage: Stage) => boolean) => STAGES.filter(can);
    expect(enabledAt(canOperateHandle)).toEqual(['initial']);
    expect(enabledAt(canDragLock)).toEqual(['power_off']);
    expect(enabledAt(canSelectTag)).toEqual(['locked']);
    expect(enabledAt(canTest)).toEqual(['tagged']);
  });

  it('displayOperator shows an empty field while the operator is the default word', () => {
    expect(displayOperator({ operator: 'Operador' }, 'Operador')).toBe('');
    expect(displayOperator({ operator: 'Ana' }, 'Operador')).toBe('Ana');
    expect(displayOperator({ operator: '' }, 'Operador')).toBe('');
  });
});
