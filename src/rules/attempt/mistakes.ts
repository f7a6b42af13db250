/**
 * Every mistake the judge knows: its code, whether it is critical, the step it is scored against,
 * and the clause each rule set cites for it. See docs/mistakes.md for adding one.
 */
import { clauseOf, STEP_IDS, type RuleSetId, type Sequence, type StepId } from '../ruleSet';

/**
 * Every mistake the judge knows. Critical ones could hurt someone; minor ones are order slips and
 * omissions that create no danger by themselves.
 */
export const MISTAKES = {
  missed_source: { critical: true, step: 'isolate' },
  stored_energy: { critical: true, step: 'release' },
  uncontrolled_release: { critical: true, step: 'release' },
  tryout_skipped: { critical: true, step: 'verify' },
  tryout_exposed: { critical: true, step: 'verify' },
  gauge_not_read: { critical: true, step: 'verify' },
  still_turning: { critical: true, step: 'release' },
  bleed_while_fed: { critical: true, step: 'release' },
  tryout_ignored: { critical: true, step: 'verify' },
  controls_not_off: { critical: true, step: 'verify' },
  control_locked: { critical: true, step: 'lock' },
  no_personal_lock: { critical: true, step: 'lock' },
  keys_outside_box: { critical: true, step: 'lock' },
  box_not_locked: { critical: true, step: 'lock' },
  crew_unprotected: { critical: true, step: 'lock' },
  tag_incomplete: { critical: true, step: 'tag' },
  tag_reason_missing: { critical: false, step: 'tag' },
  tester_not_proven: { critical: true, step: 'verify' },
  test_incomplete: { critical: true, step: 'verify' },
  earth_live: { critical: true, step: 'earth' },
  adjacent_uncovered: { critical: true, step: 'cover' },
  foreign_lock_removed: { critical: true, step: 'restore' },
  reenergize_unsafe: { critical: true, step: 'restore' },
  earth_left_on: { critical: true, step: 'restore' },
  tag_left_on: { critical: true, step: 'restore' },
  block_left_in: { critical: true, step: 'restore' },
  bleed_left_open: { critical: true, step: 'restore' },
  restart_in_run: { critical: true, step: 'restore' },
  restart_unannounced: { critical: true, step: 'restore' },
  restore_order: { critical: false, step: 'restore' },
  not_earthed: { critical: false, step: 'earth' },
  under_load: { critical: false, step: 'shutdown' },
  not_notified: { critical: false, step: 'notify' },
  sheet_not_read: { critical: false, step: 'prepare' },
  order: { critical: false, step: 'prepare' },
} as const satisfies Record<string, { critical: boolean; step: StepId }>;
/** A mistake's code. */
export type MistakeCode = keyof typeof MISTAKES;

/** The clause for proving absence of voltage with a tester, in each rule set. */
const TEST_CLAUSES: Partial<Record<RuleSetId, string>> = {
  osha: 'NFPA 70E-2021 120.5(7)',
  nr: 'NR-10 10.5.1 c)',
  vde: 'DIN VDE 0105-100, Regel 3',
  rd614: 'RD 614/2001, anexo II, 3.ª etapa',
  nfc18510: 'NF C18-510 (VAT)',
};

/**
 * Where a rule set has a clause for the mistake itself, sharper than its step's: the group lockout
 * rules of OSHA 1910.147(f)(3). Elsewhere the step's clause is cited.
 */
const MISTAKE_CLAUSES: Partial<Record<MistakeCode, Partial<Record<RuleSetId, string>>>> = {
  keys_outside_box: { osha: '29 CFR 1910.147(f)(3)(i)' },
  box_not_locked: { osha: '29 CFR 1910.147(f)(3)(ii)(D)' },
  crew_unprotected: { osha: '29 CFR 1910.147(f)(3)(ii)(D)' },
  // (d)(6) asks for the verification; returning the controls to off after it is the caution of
  // the non-mandatory Appendix A, so both are named.
  controls_not_off: { osha: '29 CFR 1910.147(d)(6); Appendix A' },
  tryout_exposed: { osha: '29 CFR 1910.147(d)(6); Appendix A' },
  // Proving absence of voltage is its own rule wherever an enclosure is opened, on a machine job too.
  tester_not_proven: TEST_CLAUSES,
  test_incomplete: TEST_CLAUSES,
  tag_left_on: { osha: '29 CFR 1910.147(e)(3)', nr: 'NR-10 10.5.2 d)' },
  block_left_in: { osha: '29 CFR 1910.147(e)(1)' },
  bleed_left_open: { osha: '29 CFR 1910.147(e)(1)' },
  reenergize_unsafe: { osha: '29 CFR 1910.147(e)(2)(i)' },
  restart_unannounced: { osha: '29 CFR 1910.147(e)(2)(ii)' },
  restore_order: { nr: 'NR-10 10.5.2' },
};

/** A mistake as the record keeps it. */
export interface Mistake {
  readonly code: MistakeCode;
  readonly step: StepId;
  readonly critical: boolean;
  /** The component or step it is about (a missed source, the step done out of order). */
  readonly subject: string | null;
  /** The clause of the rule set for that step, or null where the rule set has none. */
  readonly clause: string | null;
  readonly at: number;
  /** An order slip: the steps of earlier places still open when it was made. */
  readonly skipped?: readonly StepId[];
  /** Practice: the action that made it was undone. Shown as undone, never scored. */
  readonly undone?: boolean;
}


/** The mistakes that count: every one but those undone in practice. */
export function activeMistakes(attempt: { readonly mistakes: readonly Mistake[] }): readonly Mistake[] {
  return attempt.mistakes.filter((m) => !m.undone);
}

/** What a finding needs to know of the attempt: the rule set and its sequence of steps. */
export interface RulesInForce {
  readonly sequence: Sequence;
  readonly ruleSet: RuleSetId;
}

/** A finding of this code on this subject, with the clause the rule set cites for it. */
export function mistake(ctx: RulesInForce, code: MistakeCode, subject: string | null, at: number, skipped?: readonly StepId[]): Mistake {
  const { critical, step } = MISTAKES[code];
  // An order slip is scored against the step that was done too early.
  const scoredStep = code === 'order' && subject !== null && (STEP_IDS as readonly string[]).includes(subject) ? (subject as StepId) : step;
  const own = (MISTAKE_CLAUSES[code] as Partial<Record<RuleSetId, string>> | undefined)?.[ctx.ruleSet];
  return { code, step: scoredStep, critical, subject, clause: own ?? clauseOf(ctx.sequence, scoredStep), at, ...(skipped && skipped.length > 0 ? { skipped } : {}) };
}

/**
 * Adds mistakes not yet recorded (the same code on the same subject counts once). A minor slip on
 * a step the rule set gives no clause is not a finding: the product never invents a rule.
 */
export function addMistakes(existing: readonly Mistake[], found: readonly Mistake[]): Mistake[] {
  const result = [...existing];
  for (const m of found) {
    if (!m.critical && m.clause === null) continue;
    if (!result.some((r) => r.code === m.code && r.subject === m.subject && !r.undone)) result.push(m);
  }
  return result;
}
