/**
 * Rows as they are read back from the database. Every row read for a list goes through a reader
 * here: a row that reads is the record; a row that does not (edited by hand, written by a faulty
 * version, a field missing or of the wrong kind) comes back marked damaged, with its fields as
 * far as they read, so a list shows it as damaged and never fails because of it. The database
 * keeps such a row as it is (a backup carries it unchanged).
 */
import type { AttemptRow, Trainee } from './types';
import { cleanText, readAttempt, readTrainee, TRAINEE_LIMITS } from './validate';

/** An attempt row that does not read as a record. */
export interface DamagedAttempt {
  readonly damaged: true;
  /** Its key as text ('' when there is none). */
  readonly id: string;
  /** Whose it says it is, when that reads; null otherwise (it is listed under "not named"). */
  readonly traineeId: string | null;
  /** When it says it finished, when that reads as a time; null otherwise. */
  readonly finishedAt: number | null;
  /** Its fields as far as they read: name and a short text of the value, at most 20. */
  readonly fields: readonly (readonly [string, string])[];
}

/** An attempt as a list shows it: the record, or a damaged row. */
export type ListedAttempt = AttemptRow | DamagedAttempt;

/** A trainee as a list shows it; `damaged` when the row does not read (its fields as far as they do). */
export type ListedTrainee = Trainee & { readonly damaged?: true };

export const isDamaged = (row: ListedAttempt): row is DamagedAttempt => 'damaged' in row;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 8.64e15;

/** A value as short text (at most 80 characters), whatever it is. */
export function valueText(v: unknown): string {
  let text: string;
  if (typeof v === 'string') text = v;
  else if (v === undefined) text = '—';
  else {
    try {
      text = JSON.stringify(v) ?? String(v);
    } catch {
      text = Object.prototype.toString.call(v);
    }
  }
  return cleanText(text, 80);
}

/** The key of a row as text. */
const keyText = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? cleanText(String(v), 100) : '');

/** An attempt row from the database: the record, or the row marked damaged. */
export function storedAttempt(v: unknown): ListedAttempt {
  const row = readAttempt(v);
  // The database's own mark (set on import, never read from a file) stays with the row.
  if (row) return isObject(v) && v.foreign === true ? { ...row, foreign: true } : row;
  const o = isObject(v) ? v : {};
  return {
    damaged: true,
    id: keyText(o.id),
    traineeId: typeof o.traineeId === 'string' && o.traineeId ? o.traineeId : null,
    finishedAt: isTime(o.finishedAt) ? o.finishedAt : null,
    fields: isObject(v) ? Object.entries(o).slice(0, 20).map(([name, value]) => [cleanText(name, 40), valueText(value)] as const) : [['', valueText(v)]],
  };
}

/** A trainee row from the database: the trainee, or the row marked damaged with what reads of it. */
export function storedTrainee(v: unknown): ListedTrainee {
  const trainee = readTrainee(v);
  if (trainee) return trainee;
  const o = isObject(v) ? v : {};
  return {
    damaged: true,
    id: keyText(o.id),
    name: cleanText(o.name, TRAINEE_LIMITS.name),
    employeeNo: cleanText(o.employeeNo, TRAINEE_LIMITS.employeeNo),
    company: cleanText(o.company, TRAINEE_LIMITS.company),
    site: cleanText(o.site, TRAINEE_LIMITS.site),
    createdAt: isTime(o.createdAt) ? o.createdAt : 0,
    updatedAt: isTime(o.updatedAt) ? o.updatedAt : 0,
  };
}
