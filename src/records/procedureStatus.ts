/**
 * What is due, and who must be retrained, from the procedures' approved versions, their periodic
 * inspections and the training records: pure, so the records page, the due list and the tests
 * read the same answer. Dates are calendar days (YYYY-MM-DD) in the device's time zone.
 */
import type { InspectionData, ProcedureVersionData } from './procedureTypes';
import type { AttemptRow } from './types';

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  if (y < 1970 || y > 9999) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The day `years` years after `date` (29 February goes to 28 February in a common year). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The day `days` days after `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today on this device, YYYY-MM-DD (local time). */
export function todayOf(now: number = Date.now()): string {
  const date = new Date(now);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** How far ahead something is listed as due soon. */
export const DUE_SOON_DAYS = 30;

/** Whether a day has passed, is near, or is far. */
export type DueState = 'ok' | 'soon' | 'overdue';

export function dueState(due: string, today: string): DueState {
  if (due < today) return 'overdue';
  return addDays(today, DUE_SOON_DAYS) >= due ? 'soon' : 'ok';
}

/** The same person's name, whatever the case, accents' encoding or spaces. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

/** What is due for one machine's procedure: its review, and its periodic inspection. */
export interface ProcedureDue {
  readonly machineId: string;
  /** The newest approved version. */
  readonly version: ProcedureVersionData;
  readonly review: { readonly due: string; readonly state: DueState };
  /** The last inspection of any version of it, or null; the next is due a year after it (or after the first approval). */
  readonly inspection: { readonly last: string | null; readonly due: string; readonly state: DueState };
}

/**
 * What is due for each machine that has an approved procedure: the newest version's review date,
 * and the periodic inspection, at least once a year (OSHA 1910.147(c)(6)(i)): a year after the last
 * inspection, or, before any, a year after the first approval.
 */
export function proceduresDue(versions: readonly ProcedureVersionData[], inspections: readonly InspectionData[], today: string): ProcedureDue[] {
  const byMachine = new Map<string, ProcedureVersionData[]>();
  for (const v of versions) byMachine.set(v.machineId, [...(byMachine.get(v.machineId) ?? []), v]);
  const due: ProcedureDue[] = [];
  for (const [machineId, list] of byMachine) {
    const sorted = [...list].sort((a, b) => a.version - b.version);
    const newest = sorted[sorted.length - 1]!;
    const first = sorted[0]!;
    const last = inspections
      .filter((i) => i.machineId === machineId)
      .map((i) => i.date)
      .sort()
      .pop();
    const inspectionDue = addYears(last ?? first.approval.date, 1);
    due.push({
      machineId,
      version: newest,
      review: { due: newest.approval.reviewBy, state: dueState(newest.approval.reviewBy, today) },
      inspection: { last: last ?? null, due: inspectionDue, state: dueState(inspectionDue, today) },
    });
  }
  return due.sort((a, b) => (a.inspection.due < b.inspection.due ? -1 : a.inspection.due > b.inspection.due ? 1 : a.machineId.localeCompare(b.machineId)));
}

/** Why a trainee is due for retraining on a machine (OSHA 1910.147(c)(7)(iii)). */
export type RetrainingReason =
  /** A new version of the procedure changed what it says (`version`, approved `since`). */
  | { readonly kind: 'new_version'; readonly machineId: string; readonly version: number; readonly since: number }
  /** A periodic inspection found a deviation (`inspection`, recorded `since`). */
  | { readonly kind: 'deviation'; readonly machineId: string; readonly inspection: string; readonly date: string; readonly since: number };

/** A fingerprint of what a version says (its machine, work orders, photos, rule set and texts): a new version that says the same is a review, not a change. */
export function contentKey(v: Pick<ProcedureVersionData, 'machine' | 'workOrders' | 'ruleSet' | 'text'> & { readonly photos: readonly { readonly sha256: string }[] }): string {
  return JSON.stringify([v.machine, v.workOrders, v.photos.map((p) => p.sha256), v.ruleSet, v.text]);
}

/**
 * Who must be retrained, and why: every trainee with a passed assessment on a machine (one from
 * another installation's backup too), when a
 * later event asks for it — a version that changed the procedure (not the first, not a
 * re-approval that says the same), or an inspection that found a deviation. A passed assessment on
 * the machine after the event, recorded by this installation (and, for a new version, on that
 * version of the machine or a later one) clears it. Only the newest reason per machine is given.
 */
export function retrainingDue(attempts: readonly AttemptRow[], versions: readonly ProcedureVersionData[], inspections: readonly InspectionData[]): Map<string, RetrainingReason[]> {
  const due = new Map<string, RetrainingReason[]>();
  for (const [machineId, list] of retrainingEvents(versions, inspections)) {
    const newest = list.reduce((a, b) => (b.reason.since > a.reason.since ? b : a));
    // Who was trained: every pass on the machine, a restored one from another device too (marking one
    // more person due is the safe side); what clears it: only a pass recorded by this installation.
    const passes = attempts.filter((a) => a.kind === 'scenario' && a.mode === 'avaliacao' && a.passed === true && a.machine?.id === machineId);
    const trainees = new Set(passes.map((a) => a.traineeId).filter((id): id is string => typeof id === 'string'));
    for (const trainee of trainees) {
      const cleared = passes.some((a) => a.traineeId === trainee && !a.foreign && a.finishedAt > newest.reason.since && (a.machine?.revision ?? 0) >= newest.revision);
      if (!cleared) due.set(trainee, [...(due.get(trainee) ?? []), newest.reason]);
    }
  }
  return due;
}

/**
 * The machines some event asks retraining on (retrainingDue's events, by machine): with none, no
 * attempt needs reading to know that nobody is due, and with some, only the passed assessments
 * on these machines count.
 */
export function retrainingMachines(versions: readonly ProcedureVersionData[], inspections: readonly InspectionData[]): Set<string> {
  return new Set(retrainingEvents(versions, inspections).keys());
}

/** The events asking for retraining on each machine, with the machine revision a pass must be on to clear each. */
function retrainingEvents(versions: readonly ProcedureVersionData[], inspections: readonly InspectionData[]): Map<string, { reason: RetrainingReason; revision: number }[]> {
  const events = new Map<string, { reason: RetrainingReason; revision: number }[]>();
  const add = (machineId: string, reason: RetrainingReason, revision: number) => events.set(machineId, [...(events.get(machineId) ?? []), { reason, revision }]);
  const byMachine = new Map<string, ProcedureVersionData[]>();
  for (const v of versions) byMachine.set(v.machineId, [...(byMachine.get(v.machineId) ?? []), v]);
  for (const [machineId, list] of byMachine) {
    const sorted = [...list].sort((a, b) => a.version - b.version);
    for (let i = 1; i < sorted.length; i++) {
      const v = sorted[i]!;
      if (contentKey(v) !== contentKey(sorted[i - 1]!)) add(machineId, { kind: 'new_version', machineId, version: v.version, since: v.approvedAt }, v.machineRevision);
    }
  }
  for (const i of inspections) if (i.deviations.length > 0) add(i.machineId, { kind: 'deviation', machineId: i.machineId, inspection: i.id, date: i.date, since: i.recordedAt }, 0);
  return events;
}
