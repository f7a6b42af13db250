/**
 * Checks on what comes from outside (a form, a backup file): text is trimmed, stripped of control
 * characters and capped; a row that is not what it claims is refused, never half-read.
 */
import { isLanguage } from '../rules/language';
import { isRuleSet, STEP_IDS } from '../rules/ruleSet';
import type { LocalizedText } from '../rules/machine';
import type { AttemptRow, PlantMachineRef, RecordMistake, Trainee } from './types';

/** The longest text each trainee field keeps. */
export const TRAINEE_LIMITS = { name: 120, employeeNo: 40, company: 120, site: 120 } as const;

/**
 * Text as a field keeps it: no control characters, single spaces, trimmed, capped. Bidirectional
 * embedding, override and isolate controls (U+202A–202E, U+2066–2069) are removed: in a name they
 * can make a certificate show the letters in another order than the one signed.
 */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u202a-\u202e\u2066-\u2069]+/g, '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return [...text].slice(0, max).join('');
}

/** A trainee's fields from a form; the name is required. */
export function traineeFields(input: { name?: unknown; employeeNo?: unknown; company?: unknown; site?: unknown }): { ok: true; value: Pick<Trainee, 'name' | 'employeeNo' | 'company' | 'site'> } | { ok: false; error: 'name_required' } {
  const value = {
    name: cleanText(input.name, TRAINEE_LIMITS.name),
    employeeNo: cleanText(input.employeeNo, TRAINEE_LIMITS.employeeNo),
    company: cleanText(input.company, TRAINEE_LIMITS.company),
    site: cleanText(input.site, TRAINEE_LIMITS.site),
  };
  return value.name ? { ok: true, value } : { ok: false, error: 'name_required' };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An identifier as the records keep them (a trainee's, an attempt's). */
export const isRecordId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(v);
const isId = isRecordId;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 8.64e15;

/** A trainee read from a backup, or null. */
export function readTrainee(v: unknown): Trainee | null {
  if (!isObject(v) || !isId(v.id) || !isTime(v.createdAt) || !isTime(v.updatedAt)) return null;
  const fields = traineeFields(v);
  return fields.ok ? { id: v.id, ...fields.value, createdAt: v.createdAt, updatedAt: v.updatedAt } : null;
}

function readMistake(v: unknown): RecordMistake | null {
  if (!isObject(v) || typeof v.code !== 'string' || v.code.length > 60 || typeof v.critical !== 'boolean') return null;
  const step = v.step === null ? null : (STEP_IDS as readonly unknown[]).includes(v.step) ? (v.step as RecordMistake['step']) : undefined;
  if (step === undefined) return null;
  const clause = v.clause === null ? null : typeof v.clause === 'string' && v.clause.length <= 120 ? v.clause : undefined;
  if (clause === undefined) return null;
  return { code: v.code, step, critical: v.critical, clause };
}

/** A text per language, each at most 120 characters, one or more; else null. */
function readText(v: unknown): LocalizedText | null {
  if (!isObject(v)) return null;
  const entries = Object.entries(v);
  if (entries.length === 0 || !entries.every(([language, text]) => isLanguage(language) && typeof text === 'string' && text.length <= 120)) return null;
  return Object.fromEntries(entries.map(([language, text]) => [language, cleanText(text, 120)])) as LocalizedText;
}

/** The plant machine an attempt names, or null when it names none or is not one. */
function readPlantMachine(v: unknown): PlantMachineRef | null {
  if (!isObject(v) || typeof v.id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,39}$/.test(v.id)) return null;
  if (typeof v.revision !== 'number' || !Number.isInteger(v.revision) || v.revision < 1) return null;
  const name = readText(v.name);
  const job = readText(v.job);
  return name && job ? { id: v.id, revision: v.revision, name, job } : null;
}

/** An attempt read from a backup, or null. */
export function readAttempt(v: unknown): AttemptRow | null {
  if (!isObject(v) || !isId(v.id) || !(v.traineeId === null || isId(v.traineeId))) return null;
  if (v.kind !== 'simulator' && v.kind !== 'scenario' && v.kind !== 'challenge') return null;
  if (typeof v.activity !== 'string' || !/^[a-z0-9-]{1,60}$/.test(v.activity)) return null;
  if (!(v.ruleSet === null || isRuleSet(v.ruleSet)) || !(v.mode === null || v.mode === 'pratica' || v.mode === 'avaliacao')) return null;
  if (!(v.seed === null || (typeof v.seed === 'number' && Number.isInteger(v.seed) && v.seed >= 0))) return null;
  // A clock set back during the attempt made it finish before it started: read, started when it ended.
  if (!isLanguage(v.language) || !isTime(v.startedAt) || !isTime(v.finishedAt)) return null;
  if (typeof v.score !== 'number' || !(v.score >= 0 && v.score <= 100)) return null;
  if (!(v.passed === null || typeof v.passed === 'boolean') || !Array.isArray(v.mistakes) || v.mistakes.length > 500) return null;
  const mistakes = v.mistakes.map(readMistake);
  if (mistakes.some((m) => m === null)) return null;
  return {
    id: v.id,
    traineeId: v.traineeId,
    kind: v.kind,
    activity: v.activity,
    ruleSet: v.ruleSet,
    mode: v.mode,
    seed: v.seed,
    language: v.language,
    startedAt: Math.min(v.startedAt, v.finishedAt),
    finishedAt: v.finishedAt,
    score: v.score,
    passed: v.passed,
    mistakes: mistakes as RecordMistake[],
    // A plant machine's work order names its machine (a name not as signed fails the signature: foreign).
    ...(v.kind === 'scenario' && readPlantMachine(v.machine) ? { machine: readPlantMachine(v.machine)! } : {}),
    // The signature is read as it is (checked on import: src/records/attestation.ts); `foreign` never is.
    ...(typeof v.keyId === 'string' && /^[0-9a-f]{16}$/.test(v.keyId) ? { keyId: v.keyId } : {}),
    ...(typeof v.publicKey === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v.publicKey) ? { publicKey: v.publicKey } : {}),
    ...(typeof v.signature === 'string' && /^[A-Za-z0-9_-]{86}$/.test(v.signature) ? { signature: v.signature } : {}),
  };
}
