/**
 * The rule sets a trainee can follow, each with its order of steps and the clause behind each
 * step. Clauses are as `../shared/guides/lockout-domain.md` summarizes the regulations; where a
 * rule set has no clause for a step, the step carries none, and a minor slip on it is not a
 * finding (a critical mistake always is: someone could be hurt whatever the rule set says).
 */
import type { Language } from './language';
import type { ScenarioDomain } from './scenario';

/** The rule sets, one per language by default. */
export const RULE_SETS = ['osha', 'nr', 'vde', 'rd614', 'nfc18510'] as const;
/** One rule set. */
export type RuleSetId = (typeof RULE_SETS)[number];

/** The rule set each language starts with; the trainee can pick another. */
export const DEFAULT_RULE_SET: Record<Language, RuleSetId> = { en: 'osha', pt: 'nr', de: 'vde', es: 'rd614', fr: 'nfc18510' };

/** True when `value` is a rule set id (a saved choice or a URL parameter). */
export function isRuleSet(value: unknown): value is RuleSetId {
  return typeof value === 'string' && (RULE_SETS as readonly string[]).includes(value);
}

/**
 * The steps of a lockout, from preparing to giving the machine back. Each rule set orders them
 * (some steps share a place, to be done in any order among themselves) and names their clause.
 */
export const STEP_IDS = ['prepare', 'notify', 'shutdown', 'isolate', 'lock', 'tag', 'release', 'verify', 'earth', 'cover', 'work', 'restore'] as const;
/** One step. */
export type StepId = (typeof STEP_IDS)[number];

/** A step as a rule set has it: its clause (the citation shown beside it), or none. */
export interface RuleStep {
  readonly step: StepId;
  readonly clause: string | null;
}

/** A rule set's procedure for one kind of job: places in order, each holding one or more steps. */
export type Sequence = readonly (readonly RuleStep[])[];

const s = (step: StepId, clause: string | null): RuleStep => ({ step, clause });

/**
 * The five rules for electrical work (rule 1 isolate, 2 secure against reclosing, 3 prove dead,
 * 4 earth and short-circuit, 5 cover adjacent live parts), cited by `clause(n)`. They govern
 * electrical work only: a machine job follows the country's machine basis (`machine`).
 */
function fiveRules(clause: (rule: number) => string, machine: Sequence): Record<ScenarioDomain, Sequence> {
  return {
    machine,
    electrical: [
      [s('prepare', null)],
      [s('notify', null)],
      [s('shutdown', null)],
      [s('isolate', clause(1))],
      [s('lock', clause(2)), s('tag', clause(2))],
      [s('verify', clause(3))],
      [s('earth', clause(4))],
      [s('cover', clause(5))],
      [s('work', null)],
      [s('restore', null)],
    ],
  };
}

/**
 * A machine job under a basis that names the measures but no order among them: isolation, then
 * locking, tagging and the release of stored energy (in any order among themselves: stored energy
 * is safer released with the locks on), then verification.
 */
function machineBasis(c: { prepare: string | null; isolate: string | null; secure: string | null; release: string | null; verify: string | null; restore: string | null }): Sequence {
  return [
    [s('prepare', c.prepare)],
    [s('notify', null)],
    [s('shutdown', null)],
    [s('isolate', c.isolate)],
    [s('lock', c.secure), s('tag', c.secure), s('release', c.release)],
    [s('verify', c.verify)],
    [s('work', null)],
    [s('restore', c.restore)],
  ];
}

/** Each rule set's sequence for work on machines and for electrical work. */
export const SEQUENCES: Record<RuleSetId, Record<ScenarioDomain, Sequence>> = {
  osha: {
    machine: [
      [s('prepare', '29 CFR 1910.147(d)(1)')],
      [s('notify', '29 CFR 1910.147(c)(9)')],
      [s('shutdown', '29 CFR 1910.147(d)(2)')],
      [s('isolate', '29 CFR 1910.147(d)(3)')],
      [s('lock', '29 CFR 1910.147(d)(4)'), s('tag', '29 CFR 1910.147(d)(4)')],
      [s('release', '29 CFR 1910.147(d)(5)')],
      [s('verify', '29 CFR 1910.147(d)(6)')],
      [s('work', null)],
      [s('restore', '29 CFR 1910.147(e)')],
    ],
    // Electrical work on conductors is outside 1910.147 ((a)(1)(ii)(D)); NFPA 70E sets the steps
    // (120.5 in the 2018 and 2021 editions, 120.6 in 2024). 1910.333(b)(2) accepts a lockout
    // procedure that meets 1910.147 (c) to (f), hence the notification and release clauses.
    electrical: [
      [s('prepare', 'NFPA 70E-2021 120.5(1)')],
      [s('notify', '29 CFR 1910.147(c)(9)')],
      [s('shutdown', 'NFPA 70E-2021 120.5(2)')],
      [s('isolate', 'NFPA 70E-2021 120.5(2)–(3)')],
      [s('release', 'NFPA 70E-2021 120.5(4)–(5)')],
      [s('lock', 'NFPA 70E-2021 120.5(6)'), s('tag', 'NFPA 70E-2021 120.5(6)')],
      [s('verify', 'NFPA 70E-2021 120.5(7)')],
      [s('earth', 'NFPA 70E-2021 120.5(8)')],
      [s('cover', '29 CFR 1910.335(a)(2)(ii)')],
      [s('work', null)],
      [s('restore', '29 CFR 1910.147(e)')],
    ],
  },
  nr: {
    machine: [
      [s('prepare', 'NR-12 12.11.3')],
      [s('notify', null)],
      [s('shutdown', 'NR-12 12.11.3')],
      [s('isolate', 'NR-12 12.11.3 a)')],
      [s('lock', 'NR-12 12.11.3 b)'), s('tag', 'NR-12 12.11.3 b)'), s('release', 'NR-12 12.11.3 a), d), e)')],
      [s('verify', 'NR-12 12.11.3 c)')],
      [s('work', null)],
      [s('restore', null)],
    ],
    electrical: [
      [s('prepare', null)],
      [s('notify', null)],
      [s('shutdown', null)],
      [s('isolate', 'NR-10 10.5.1 a)')],
      [s('lock', 'NR-10 10.5.1 b)')],
      [s('verify', 'NR-10 10.5.1 c)')],
      [s('earth', 'NR-10 10.5.1 d)')],
      [s('cover', 'NR-10 10.5.1 e)')],
      [s('tag', 'NR-10 10.5.1 f)')],
      [s('work', null)],
      [s('restore', 'NR-10 10.5.2')],
    ],
  },
  // The five rules for electrical work, the same order in Germany and in Spain; machine work on
  // each country's basis for work equipment.
  vde: fiveRules(
    (n) => `DIN VDE 0105-100, Regel ${n}`,
    // BetrSichV § 10 (3): No. 6 dangerous energies, No. 7 energy still stored after isolation;
    // TRBS 1112, 5 (2): work starts only once the measures are taken and checked effective.
    machineBasis({
      prepare: null,
      isolate: 'BetrSichV § 10 Abs. 3 Nr. 6',
      secure: 'BetrSichV § 10 Abs. 3 Nr. 6',
      release: 'BetrSichV § 10 Abs. 3 Nr. 7',
      verify: 'TRBS 1112, 5 (2)',
      restore: null,
    }),
  ),
  rd614: fiveRules(
    (n) => `RD 614/2001, anexo II, ${n}.ª etapa`,
    // RD 1215/1997, anexo II, 1.14: stopped or disconnected, no dangerous residual energy (checked),
    // and measures against an accidental start.
    machineBasis({
      prepare: null,
      isolate: 'RD 1215/1997, anexo II, 1.14',
      secure: 'RD 1215/1997, anexo II, 1.14',
      release: 'RD 1215/1997, anexo II, 1.14',
      verify: 'RD 1215/1997, anexo II, 1.14',
      restore: null,
    }),
  ),
  nfc18510: {
    // Mechanical and fluid consignation, as INRS ED 6109 describes it.
    machine: [
      [s('prepare', 'INRS ED 6109')],
      [s('notify', null)],
      [s('shutdown', null)],
      [s('isolate', 'INRS ED 6109 (séparation)')],
      [s('lock', 'INRS ED 6109 (condamnation)'), s('tag', 'INRS ED 6109 (condamnation)')],
      [s('release', 'INRS ED 6109 (dissipation, rétention)')],
      [s('verify', 'INRS ED 6109 (vérification)')],
      [s('work', null)],
      [s('restore', null)],
    ],
    electrical: [
      [s('prepare', 'NF C18-510 (pré-identification)')],
      [s('notify', null)],
      [s('shutdown', null)],
      [s('isolate', 'NF C18-510 (séparation)')],
      [s('lock', 'NF C18-510 (condamnation)'), s('tag', 'NF C18-510 (condamnation)')],
      [s('verify', 'NF C18-510 (VAT)')],
      [s('earth', 'NF C18-510 (MALT-CC)')],
      [s('cover', 'NF C18-510 (voisinage)')],
      [s('work', null)],
      [s('restore', null)],
    ],
  },
};

/** The sequence a work order follows under a rule set. */
export function sequenceFor(ruleSet: RuleSetId, domain: ScenarioDomain): Sequence {
  return SEQUENCES[ruleSet][domain];
}

/** The place (0-based) of a step in a sequence, or -1 when the rule set has no such step for this job. */
export function placeOf(sequence: Sequence, step: StepId): number {
  return sequence.findIndex((place) => place.some((r) => r.step === step));
}

/** The clause a rule set gives a step in a sequence, or null. */
export function clauseOf(sequence: Sequence, step: StepId): string | null {
  for (const place of sequence) for (const r of place) if (r.step === step) return r.clause;
  return null;
}
