/**
 * Attempts as a CSV file a spreadsheet opens as it is: UTF-8 with a byte-order mark, every field
 * quoted by PapaParse where needed (commas, quotes, line breaks), and cells that a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return at the start) made text with a
 * leading apostrophe.
 */
import Papa from 'papaparse';
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

/** Reads a CSV text back into rows of cells (for the round-trip tests and a preview). */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
}
