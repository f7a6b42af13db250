/**
 * Every label and sentence printed on a certificate, in the language it is issued in: the words
 * are the `certificate` section of locales/*.json (terms follow locales/GLOSSARY.md), loaded when
 * a certificate is made or shown. A text with `{{n}}` takes a number already formatted for the
 * language.
 */
import { loadSectionTexts, type Messages } from '../i18n/messages';
import { LANGUAGE_TAGS, type Language } from '../rules/language';
import type { EnergyKind } from '../rules/machine';
import type { RuleSetId } from '../rules/ruleSet';
import type { TraineeRole } from './types';

/** What a passed work order exercised, one syllabus line each (syllabus.ts derives them). */
export const SYLLABUS_TOPICS = ['energy', 'sequence', 'release', 'restrain', 'coasting', 'tryOut', 'voltage', 'earth', 'cover', 'group', 'colleague', 'restore'] as const;
/** One syllabus topic. */
export type SyllabusTopic = (typeof SYLLABUS_TOPICS)[number];

/** A phrase with a number, in the plural forms the language needs (chosen with Intl.PluralRules). */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/** The texts of one certificate, all in the certificate's language. */
export interface CertificateTexts {
  /** BCP 47 tag for dates and numbers (pt-BR, en-US, es-ES, fr-FR, de-DE). */
  readonly locale: string;
  /** The heading: "Certificate of Training". */
  readonly title: string;
  /** Before the trainee's name: "This is to certify that". */
  readonly certifies: string;
  /** After the name, before the course: "has completed the training". */
  readonly completed: string;
  /** The course: lockout/tagout/try-out. */
  readonly courseName: string;
  readonly employeeNo: string;
  readonly company: string;
  readonly site: string;
  /** Between a label and its value: ': ' (French: no-break space, colon, space). */
  readonly colon: string;
  /** Label of the workload (NR-1 1.7.1.1: carga horária). */
  readonly workload: string;
  /** The workload, `{{n}}` hours. */
  readonly hours: PluralText;
  readonly date: string;
  readonly place: string;
  /** Heading of the syllabus lines. */
  readonly syllabus: string;
  /** Heading of the assessments passed, and its columns. */
  readonly assessments: string;
  readonly assessment: string;
  readonly ruleSet: string;
  readonly score: string;
  readonly assessmentDate: string;
  /** Shown when the certificate lists no assessment. */
  readonly noAssessments: string;
  /** The rule sets' short names. */
  readonly ruleSetNames: Readonly<Record<RuleSetId, string>>;
  /** In the rule set column for an activity without one (the challenge). */
  readonly noRuleSet: string;
  /** Roles under the signature lines. */
  readonly traineeSignature: string;
  readonly instructor: string;
  readonly technicalLead: string;
  /** "Certificate ID". */
  readonly identifier: string;
  /** "Issued on". */
  readonly issued: string;
  /** "Signing key" (its fingerprint follows). */
  readonly signingKey: string;
  /** How to verify, next to the QR code. */
  readonly verify: string;
  /** The honest limit of a simulator (NR-1 Annex II, item 2.5). */
  readonly simulationNotice: string;
  /** Label of the training date when the assessments were on one day, and of the range when on several. */
  readonly trainingDate: string;
  readonly trainingDates: string;
  /** Label of the practice time recorded in the simulator, beside the stated workload. */
  readonly practice: string;
  /** A duration's parts: `{{n}}` hours, minutes, seconds. */
  readonly duration: { readonly h: string; readonly min: string; readonly s: string };
  /** Label of the role trained, and the roles (OSHA 1910.147(c)(7)(i)). */
  readonly role: string;
  readonly roles: Readonly<Record<TraineeRole, string>>;
  /** The syllabus lines, one per topic a passed work order exercised; `energy` takes `{{list}}` of energies, `sequence` `{{list}}` of rule sets. */
  readonly topics: Readonly<Record<SyllabusTopic, string>>;
  /** The kinds of energy as the `energy` line lists them. */
  readonly energyNames: Readonly<Record<EnergyKind, string>>;
  /** Joins the last two items of a list ("and"). */
  readonly and: string;
}

/** The rule sets' short names (the same in every language). */
export const RULE_SET_NAMES: Readonly<Record<RuleSetId, string>> = {
  osha: 'OSHA 29 CFR 1910.147 + NFPA 70E',
  nr: 'NR-10 / NR-12',
  vde: 'DIN VDE 0105-100 / BetrSichV',
  rd614: 'RD 614/2001 / RD 1215/1997',
  nfc18510: 'NF C18-510 + INRS ED 6109',
};

/** The certificate's words in one language, as its locale file holds them (`certificate` in locales/*.json). */
export type CertificateWords = Messages['certificate'];

/** The text between two placeholders of a pattern: '{{label}}: {{value}}' gives ': '. */
function between(pattern: string, first: string, second: string): string {
  const start = pattern.indexOf(first) + first.length;
  return pattern.slice(start, pattern.indexOf(second, start));
}

/**
 * The certificate's texts in a language, from its words: the language tag from LANGUAGE_TAGS, the
 * separators from the `labelled` and `listEnd` patterns, the rule sets' names (the same in every
 * language).
 */
export function certificateTexts(language: Language, words: CertificateWords): CertificateTexts {
  const { labelled, listEnd, ...texts } = words;
  return { ...texts, locale: LANGUAGE_TAGS[language], colon: between(labelled, '{{label}}', '{{value}}'), and: between(listEnd, '{{items}}', '{{last}}'), ruleSetNames: RULE_SET_NAMES };
}

/**
 * Loads the certificate's words in a language (whatever language the page is in) and gives its
 * texts; rejects when they cannot load, so nothing is printed half in another language.
 */
export async function loadCertificateTexts(language: Language): Promise<CertificateTexts> {
  return certificateTexts(language, await loadSectionTexts('certificate', language));
}

/** `{{n}}` hours in the plural form the language needs. */
export function formatHours(texts: CertificateTexts, hours: number): string {
  const n = new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 1 }).format(hours);
  const form = new Intl.PluralRules(texts.locale).select(hours) === 'one' ? texts.hours.one : texts.hours.other;
  return form.replace('{{n}}', n);
}

/** A score out of 100 as the language writes a percentage (92%, 92 %). */
export function formatScore(texts: CertificateTexts, score: number): string {
  return new Intl.NumberFormat(texts.locale, { style: 'percent', maximumFractionDigits: 1 }).format(score / 100);
}

/**
 * The calendar date of an ISO 8601 date-time as the issuer wrote it (its own offset, not the
 * reader's time zone), in the language's long form: 20 de novembro de 2026, November 20, 2026.
 */
export function formatCertificateDate(locale: string, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** An ISO 8601 date-time with the device's own offset (2026-11-20T23:30:00-03:00), so the date written is the local date. */
export function localIsoDateTime(date: Date): string {
  const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** A list as the language writes it: "a, b and c". */
export function joinList(texts: CertificateTexts, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${texts.and}${items[items.length - 1]}`;
}

/** A duration in seconds as hours and minutes ("1 h 35 min"), or seconds under a minute. */
export function formatDuration(texts: CertificateTexts, seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return texts.duration.s.replace('{{n}}', String(total));
  const minutes = Math.round(total / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h > 0 ? texts.duration.h.replace('{{n}}', String(h)) : '', m > 0 || h === 0 ? texts.duration.min.replace('{{n}}', String(m)) : ''];
  return parts.filter(Boolean).join(' ');
}

/** The calendar dates (YYYY-MM-DD, as the issuer wrote them) of the first and last assessment, or null. */
export function trainingDates(passed: readonly { readonly finishedAt: string }[]): { from: string; to: string } | null {
  const days = passed.map((p) => /^\d{4}-\d{2}-\d{2}/.exec(p.finishedAt)?.[0]).filter((d): d is string => d !== undefined).sort();
  return days.length === 0 ? null : { from: days[0]!, to: days[days.length - 1]! };
}

/** The training dates in the language's long form: one date, or a range ("12–14 de março de 2026"). */
export function formatTrainingDates(locale: string, dates: { from: string; to: string }): string {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return dates.from === dates.to ? format.format(day(dates.from)) : format.formatRange(day(dates.from), day(dates.to));
}
