/**
 * Attempts (and periodic inspections) as a CSV file a spreadsheet opens as it is: UTF-8 with a byte-order mark, every field
 * quoted by PapaParse where needed (commas, quotes, line breaks), and cells that a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return at the start) made text with a
 * leading apostrophe.
 */
import Papa from 'papaparse';
import type { Language } from '../rules/language';
import { localized } from '../rules/machine';
import type { InspectionRow } from './procedureTypes';
import type { AttemptRow, Trainee } from './types';

// PapaParse's own pattern (`^[=+\-@\t\r].*$`) misses a formula followed by a line break, so
// the start of the cell alone decides (full-width signs too, which some spreadsheets accept).
const FORMULA = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** The header labels and the words of the result column, in the file's language. */
export interface CsvTexts {
  readonly columns: readonly [name: string, employeeNo: string, company: string, site: string, date: string, activity: string, ruleSet: string, mode: string, score: string, result: string, mistakes: string];
  readonly passed: string;
  readonly failed: string;
  readonly notJudged: string;
}

/** The CSV text of some attempts (the trainee's fields come from their trainee). */
export function attemptsCsv(rows: readonly AttemptRow[], trainees: readonly Trainee[], texts: CsvTexts, titleOf: (row: AttemptRow) => string, modeOf: (row: AttemptRow) => string): string {
  const people = new Map(trainees.map((t) => [t.id, t]));
  const data = rows.map((row) => {
    const who = row.traineeId ? people.get(row.traineeId) : undefined;
    return [
      who?.name ?? '',
      who?.employeeNo ?? '',
      who?.company ?? '',
      who?.site ?? '',
      new Date(row.finishedAt).toISOString(),
      titleOf(row),
      row.ruleSet ?? '',
      modeOf(row),
      String(row.score),
      row.passed === null ? texts.notJudged : row.passed ? texts.passed : texts.failed,
      row.mistakes.map((m) => (m.clause ? `${m.code} (${m.clause})` : m.code)).join('; '),
    ];
  });
  return `\ufeff${Papa.unparse({ fields: [...texts.columns], data }, { escapeFormulae: FORMULA, newline: '\r\n' })}`;
}

/** The header labels and words of the inspections file, in its language (the page gives them from its locale section). */
export interface InspectionCsvTexts {
  /** The machine's name is taken in this language, else the first it has. */
  readonly language: Language;
  readonly columns: readonly [
    date: string,
    machine: string,
    machineId: string,
    version: string,
    inspector: string,
    inspectorRole: string,
    authorized: string,
    affected: string,
    tagout: string,
    deviations: string,
    signature: string,
  ];
  readonly yes: string;
  readonly no: string;
  /** The signature column: it holds for a key of this installation, or not (edited, or another key). */
  readonly signatureValid: string;
  readonly signatureInvalid: string;
  /** Between a deviation and its corrective action ("→"). */
  readonly actionSeparator: string;
}

/** An inspection with the result of its signature check (`verifySigned` against the installation's keys). */
export interface CheckedInspection {
  readonly row: InspectionRow;
  readonly valid: boolean;
}

/**
 * One line per periodic inspection: date, machine (name and id), procedure version, inspector and
 * role, the authorized and the affected employees reviewed, whether tagout is used, each deviation
 * with its corrective action, and whether the signature holds. Names and lists go out as the
 * record holds them; lists are joined with "; ".
 */
export function inspectionsCsv(rows: readonly CheckedInspection[], texts: InspectionCsvTexts): string {
  const data = rows.map(({ row: { data }, valid }) => [
    data.date,
    localized(data.machineName, texts.language),
    data.machineId,
    String(data.procedureVersion),
    data.inspector.name,
    data.inspector.role,
    data.employees
      .filter((e) => e.kind === 'authorized')
      .map((e) => e.name)
      .join('; '),
    data.employees
      .filter((e) => e.kind === 'affected')
      .map((e) => e.name)
      .join('; '),
    data.tagout ? texts.yes : texts.no,
    data.deviations.map((d) => `${d.found} ${texts.actionSeparator} ${d.action}`).join('; '),
    valid ? texts.signatureValid : texts.signatureInvalid,
  ]);
  return `\ufeff${Papa.unparse({ fields: [...texts.columns], data }, { escapeFormulae: FORMULA, newline: '\r\n' })}`;
}

/** Reads a CSV text back into rows of cells (for the round-trip tests and a preview). */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
}
