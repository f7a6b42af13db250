/**
 * The machines' procedures as controlled documents (issue 26, docs/procedures.md): the draft of the
 * next version of a machine's procedure (what the author types; the rest is derived from the
 * machine), its approval by name, role and date, signed with the installation's key as
 * certificates are, every approved version kept read-only with its own copy of the machine and its
 * photos, and the periodic inspections (OSHA 1910.147(c)(6)), signed the same way.
 *
 * Nothing is rewritten: a version and an inspection are added once, in a transaction that first
 * looks again (two tabs approving at once: the second is told, nothing is overwritten); a full
 * disk changes nothing and says so; an edited row fails its signature check and is shown as such.
 */
import * as ed from '@noble/ed25519';
import type { KioskPin } from '../rules/kiosk';
import { checkMachine } from '../rules/machineCheck';
import { publishMachine, publishWorkOrder } from '../rules/machineDraft';
import { deriveProcedure, type DeriveProblem, type ProcedureText } from '../rules/procedure';
import { isRuleSet, type RuleSetId } from '../rules/ruleSet';
import { installationKey } from './attestation';
import { changed, database, isQuotaError } from './database';
import { checkIssuerPin } from './issuerPin';
import { getMachine } from './machineLibrary';
import type { Deviation, InspectedEmployee, InspectionData, InspectionRow, NamedPerson, ProcedureRow, ProcedureVersionData } from './procedureTypes';
import { signStamp } from './placardStamp';
import { addYears, isIsoDate, sameName, todayOf } from './procedureStatus';
import { bytesToBase64url, keyIdOf, sha256Hex, type KeyPair } from './signing';
import { cleanText } from './validate';
import { procedureDraft, signedBytes } from './procedureRead';

// The reading side, for the modules that read and write (useProcedure, the backup, the tests).
export { allProcedureVersions, knownKeyIds, listInspections, procedureDraft, procedureVersions, signatureState, verifySigned, versionPhotos, type SignatureState } from './procedureRead';

/** The longest texts a procedure and an inspection take. */
export const PROCEDURE_LIMITS = { name: 120, role: 120, intendedUse: 600, responsible: 200, observed: 1000, deviation: 600, employees: 50, deviations: 20 } as const;

/** A procedure version's id. */
export const versionId = (machineId: string, version: number): string => `${machineId}~${version}`;

/** Why a procedure or an inspection was not saved; nothing changed. */
export type ProcedureProblem =
  | { readonly ok: false; readonly problem: 'not_found' | 'storage_full' | 'not_saved' | 'machine_has_errors' | 'changed_elsewhere' | 'pin_unset' | 'pin_wrong' }
  | { readonly ok: false; readonly problem: 'pin_wait'; readonly waitMs: number }
  | { readonly ok: false; readonly problem: DeriveProblem }
  /** Fields the form must fix, by field name (`intendedUse`, `approver.name`, `date`, `reviewBy`, `inspector`, `employees`…). */
  | { readonly ok: false; readonly problem: 'invalid'; readonly fields: readonly FieldProblem[] };

/** One field's problem: what is wrong with it. */
export interface FieldProblem {
  readonly field: string;
  readonly code: 'required' | 'too_long' | 'bad_date' | 'future' | 'review_before' | 'review_too_far' | 'inspector_uses' | 'affected_required' | 'none_observed' | 'too_many' | 'action_required';
}

function failed(error: unknown): ProcedureProblem {
  return { ok: false, problem: isQuotaError(error) ? 'storage_full' : 'not_saved' };
}

/** A person's fields, cleaned and checked: both required. */
function person(input: { name?: unknown; role?: unknown }, at: string, fields: FieldProblem[]): NamedPerson {
  const name = cleanText(input.name, PROCEDURE_LIMITS.name + 1);
  const role = cleanText(input.role, PROCEDURE_LIMITS.role + 1);
  if (!name) fields.push({ field: `${at}.name`, code: 'required' });
  else if ([...name].length > PROCEDURE_LIMITS.name) fields.push({ field: `${at}.name`, code: 'too_long' });
  if (!role) fields.push({ field: `${at}.role`, code: 'required' });
  else if ([...role].length > PROCEDURE_LIMITS.role) fields.push({ field: `${at}.role`, code: 'too_long' });
  return { name, role };
}

/** A text per language, each cleaned; too long is a problem, not cut. */
function localizedText(value: unknown, max: number, at: string, fields: FieldProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value === 'object' && value !== null)
    for (const [lang, text] of Object.entries(value as Record<string, unknown>)) {
      const clean = cleanText(text, max + 1);
      if ([...clean].length > max) fields.push({ field: `${at}.${lang}`, code: 'too_long' });
      if (clean) out[lang] = clean;
    }
  return out;
}

/** What the author typed for the next version, checked and cleaned. */
export interface DraftInput {
  readonly ruleSet: RuleSetId;
  readonly text: ProcedureText;
  readonly preparedBy: NamedPerson;
}

export function cleanDraft(input: DraftInput, fields: FieldProblem[]): DraftInput {
  const text: ProcedureText = {
    intendedUse: localizedText(input.text?.intendedUse, PROCEDURE_LIMITS.intendedUse, 'intendedUse', fields),
    responsible: localizedText(input.text?.responsible, PROCEDURE_LIMITS.responsible, 'responsible', fields),
  };
  return { ruleSet: isRuleSet(input.ruleSet) ? input.ruleSet : 'osha', text, preparedBy: person(input.preparedBy ?? {}, 'preparedBy', fields) };
}

/** Keeps what the author typed for the next version (incomplete is fine: only approval asks for everything). */
export async function saveProcedureDraft(machineId: string, input: DraftInput): Promise<{ ok: true } | ProcedureProblem> {
  const fields: FieldProblem[] = [];
  const clean = cleanDraft(input, fields);
  const tooLong = fields.filter((f) => f.code === 'too_long');
  if (tooLong.length > 0) return { ok: false, problem: 'invalid', fields: tooLong };
  try {
    await database().procedureDrafts.put({ machineId, ...clean, updatedAt: Date.now() });
  } catch (error) {
    return failed(error);
  }
  changed();
  return { ok: true };
}

async function sign<T extends { keyId: string }>(data: T, keys: KeyPair): Promise<{ signature: string; publicKey: string }> {
  const signature = await ed.signAsync(signedBytes(data), keys.privateKey);
  return { signature: bytesToBase64url(signature), publicKey: bytesToBase64url(keys.publicKey) };
}

/** What approving asks for: the approver, the day, the review date, and the instructor's PIN. */
export interface ApprovalInput {
  readonly approver: { readonly name: string; readonly role: string };
  readonly date: string;
  readonly reviewBy: string;
  readonly pin: string;
  readonly keptPin: KioskPin | null;
  /** The machine's library revision the page showed (another tab's save since then: refused). */
  readonly revision: number;
}

/**
 * Approves the next version of a machine's procedure: the machine as the library holds it now
 * (published: every text in every language), its photos copied, the draft's texts, the approval;
 * signed and added as version n + 1. Refused when the machine's check finds an error, a field is
 * missing or wrong, the PIN is not the instructor's, or the machine changed since the page read it.
 */
export async function approveProcedure(machineId: string, input: ApprovalInput, now: number = Date.now()): Promise<{ ok: true; row: ProcedureRow } | ProcedureProblem> {
  const entry = await getMachine(machineId);
  if (!entry) return { ok: false, problem: 'not_found' };
  if (entry.revision !== input.revision) return { ok: false, problem: 'changed_elsewhere' };
  const machine = publishMachine(entry.machine);
  const workOrders = entry.workOrders.map((w) => publishWorkOrder(w, entry.machine));
  if (checkMachine(machine, workOrders).some((f) => f.severity === 'error')) return { ok: false, problem: 'machine_has_errors' };
  const derived = deriveProcedure(machine, workOrders);
  if (!derived.ok) return { ok: false, problem: derived.problem };
  const draft = await procedureDraft(machineId);
  const fields: FieldProblem[] = [];
  const clean = cleanDraft(draft ?? { ruleSet: 'osha', text: { intendedUse: {}, responsible: {} }, preparedBy: { name: '', role: '' } }, fields);
  if (Object.keys(clean.text.intendedUse).length === 0) fields.push({ field: 'intendedUse', code: 'required' });
  if (Object.keys(clean.text.responsible).length === 0) fields.push({ field: 'responsible', code: 'required' });
  const approver = person(input.approver, 'approver', fields);
  const today = todayOf(now);
  if (!isIsoDate(input.date)) fields.push({ field: 'date', code: 'bad_date' });
  else if (input.date > today) fields.push({ field: 'date', code: 'future' });
  if (!isIsoDate(input.reviewBy)) fields.push({ field: 'reviewBy', code: 'bad_date' });
  else if (isIsoDate(input.date) && input.reviewBy <= input.date) fields.push({ field: 'reviewBy', code: 'review_before' });
  else if (isIsoDate(input.date) && input.reviewBy > addYears(input.date, 1)) fields.push({ field: 'reviewBy', code: 'review_too_far' });
  if (fields.length > 0) return { ok: false, problem: 'invalid', fields };
  const pin = await checkIssuerPin(input.pin, input.keptPin);
  if (pin.check === 'unset') return { ok: false, problem: 'pin_unset' };
  if (pin.check === 'wrong') return pin.waitMs > 0 ? { ok: false, problem: 'pin_wait', waitMs: pin.waitMs } : { ok: false, problem: 'pin_wrong' };
  try {
    const keys = await installationKey(database());
    const keyId = await keyIdOf(keys.publicKey);
    const photos = await Promise.all(entry.photos.map(async (p) => ({ photo: { sha256: await sha256Hex(p.bytes), type: p.type, width: p.width, height: p.height }, bytes: p.bytes })));
    const d = database();
    const version = (await d.procedures.where('machineId').equals(machineId).toArray()).reduce((n, v) => Math.max(n, v.version), 0) + 1;
    const data: ProcedureVersionData = {
      format: 'loto-procedure',
      v: 1,
      id: versionId(machineId, version),
      machineId,
      version,
      machineRevision: entry.revision,
      machine,
      workOrders,
      photos: photos.map((p) => p.photo),
      ruleSet: clean.ruleSet,
      text: clean.text,
      preparedBy: clean.preparedBy,
      approval: { ...approver, date: input.date, reviewBy: input.reviewBy },
      approvedAt: now,
      keyId,
    };
    const row: ProcedureRow = { id: data.id, machineId, version, data, ...(await sign(data, keys)), placard: await signStamp(data, keys) };
    // Added only if the machine is still as read and nobody approved this number meanwhile (another tab).
    await d.transaction('rw', [d.procedures, d.procedurePhotos, d.machines], async () => {
      const current = await d.machines.get(machineId);
      if (!current || current.revision !== input.revision || (await d.procedures.get(row.id))) throw new Changed();
      await d.procedurePhotos.bulkPut(photos.map((p) => ({ sha256: p.photo.sha256, bytes: p.bytes })));
      await d.procedures.add(row);
    });
    changed();
    return { ok: true, row };
  } catch (error) {
    if (error instanceof Changed) return { ok: false, problem: 'changed_elsewhere' };
    return failed(error);
  }
}

class Changed extends Error {}

/** What recording an inspection asks for. */
export interface InspectionInput {
  readonly procedureId: string;
  readonly date: string;
  readonly inspector: { readonly name: string; readonly role: string };
  readonly employees: readonly InspectedEmployee[];
  readonly tagout: boolean;
  readonly observed: string;
  readonly deviations: readonly Deviation[];
  readonly pin: string;
  readonly keptPin: KioskPin | null;
}

/**
 * Records a periodic inspection of an approved version, signed. The inspector is an authorized
 * employee other than the one(s) using the procedure being inspected (OSHA 1910.147(c)(6)(i)(A);
 * letter of 1994-08-05): refused when they are among the employees whose use is observed. Someone
 * trained on the machine may inspect others' use of it. At least one authorized employee observed;
 * with tagout, affected employees too ((c)(6)(i)(D)); every deviation has its corrective action.
 */
export async function recordInspection(input: InspectionInput, now: number = Date.now()): Promise<{ ok: true; row: InspectionRow } | ProcedureProblem> {
  const d = database();
  const version = await d.procedures.get(input.procedureId);
  if (!version) return { ok: false, problem: 'not_found' };
  const fields: FieldProblem[] = [];
  const inspector = person(input.inspector, 'inspector', fields);
  if (!isIsoDate(input.date)) fields.push({ field: 'date', code: 'bad_date' });
  else if (input.date > todayOf(now)) fields.push({ field: 'date', code: 'future' });
  const employees = input.employees
    .map((e) => ({ name: cleanText(e.name, PROCEDURE_LIMITS.name + 1), kind: e.kind === 'affected' ? ('affected' as const) : ('authorized' as const) }))
    .filter((e) => e.name !== '');
  if (employees.some((e) => [...e.name].length > PROCEDURE_LIMITS.name)) fields.push({ field: 'employees', code: 'too_long' });
  if (employees.length > PROCEDURE_LIMITS.employees) fields.push({ field: 'employees', code: 'too_many' });
  if (!employees.some((e) => e.kind === 'authorized')) fields.push({ field: 'employees', code: 'none_observed' });
  // (c)(6)(i)(A): an authorized employee other than the one(s) using the procedure being inspected.
  if (inspector.name && employees.some((e) => sameName(e.name, inspector.name))) fields.push({ field: 'inspector.name', code: 'inspector_uses' });
  // (c)(6)(i)(D): where tagout is used, the review is with each authorized and affected employee.
  if (input.tagout === true && !employees.some((e) => e.kind === 'affected')) fields.push({ field: 'employees', code: 'affected_required' });
  const observed = cleanText(input.observed, PROCEDURE_LIMITS.observed + 1);
  if ([...observed].length > PROCEDURE_LIMITS.observed) fields.push({ field: 'observed', code: 'too_long' });
  const deviations = input.deviations
    .map((dev) => ({ found: cleanText(dev.found, PROCEDURE_LIMITS.deviation + 1), action: cleanText(dev.action, PROCEDURE_LIMITS.deviation + 1) }))
    .filter((dev) => dev.found !== '' || dev.action !== '');
  if (deviations.length > PROCEDURE_LIMITS.deviations) fields.push({ field: 'deviations', code: 'too_many' });
  deviations.forEach((dev, i) => {
    if (!dev.found) fields.push({ field: `deviations.${i}.found`, code: 'required' });
    if (!dev.action) fields.push({ field: `deviations.${i}.action`, code: 'action_required' });
    if ([...dev.found].length > PROCEDURE_LIMITS.deviation || [...dev.action].length > PROCEDURE_LIMITS.deviation) fields.push({ field: `deviations.${i}`, code: 'too_long' });
  });
  if (fields.length > 0) return { ok: false, problem: 'invalid', fields };
  const pin = await checkIssuerPin(input.pin, input.keptPin);
  if (pin.check === 'unset') return { ok: false, problem: 'pin_unset' };
  if (pin.check === 'wrong') return pin.waitMs > 0 ? { ok: false, problem: 'pin_wait', waitMs: pin.waitMs } : { ok: false, problem: 'pin_wrong' };
  try {
    const keys = await installationKey(d);
    const data: InspectionData = {
      format: 'loto-inspection',
      v: 1,
      id: crypto.randomUUID(),
      procedureId: version.id,
      machineId: version.machineId,
      machineName: version.data.machine.name as InspectionData['machineName'],
      procedureVersion: version.version,
      date: input.date,
      inspector,
      employees,
      tagout: input.tagout === true,
      observed,
      deviations,
      recordedAt: now,
      keyId: await keyIdOf(keys.publicKey),
    };
    const row: InspectionRow = { id: data.id, machineId: data.machineId, procedureId: data.procedureId, date: data.date, data, ...(await sign(data, keys)) };
    await d.inspections.add(row);
    changed();
    return { ok: true, row };
  } catch (error) {
    return failed(error);
  }
}

