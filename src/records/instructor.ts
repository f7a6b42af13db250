/**
 * The instructor's details for certificates (NR-1 1.7.1.1: place, workload, instructor's name and
 * qualification, technical lead), and the company logo, checked before it is kept.
 */
import type { InstructorSettings } from './types';
import { cleanText } from './validate';

/** The settings row's key. */
export const INSTRUCTOR_KEY = 'instructor';
/** The largest logo kept (a certificate needs no more). */
export const MAX_LOGO_BYTES = 200 * 1024;
/** The longest text of each field. */
export const INSTRUCTOR_LIMITS = { companyName: 120, instructorName: 120, instructorQualification: 160, technicalLead: 120, technicalLeadQualification: 160, place: 120 } as const;

/** Settings before anything is entered. */
export const EMPTY_INSTRUCTOR: InstructorSettings = {
  companyName: '',
  instructorName: '',
  instructorQualification: '',
  technicalLead: '',
  technicalLeadQualification: '',
  place: '',
  courseHours: 4,
  logo: null,
};

/** Why a logo file was refused. */
export type LogoError = 'too_large' | 'not_an_image' | 'empty';

/** A logo file's bytes checked by their signature (not the name or the type the browser guesses). */
export function readLogo(bytes: Uint8Array): { ok: true; logo: NonNullable<InstructorSettings['logo']> } | { ok: false; error: LogoError } {
  if (bytes.length === 0) return { ok: false, error: 'empty' };
  if (bytes.length > MAX_LOGO_BYTES) return { ok: false, error: 'too_large' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b);
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!png && !jpeg) return { ok: false, error: 'not_an_image' };
  return { ok: true, logo: { mime: png ? 'image/png' : 'image/jpeg', bytes } };
}

/** Settings from a form or from storage: text cleaned and capped, hours between 0.5 and 200. */
export function readInstructor(value: unknown): InstructorSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (key: keyof typeof INSTRUCTOR_LIMITS) => cleanText(v[key], INSTRUCTOR_LIMITS[key]);
  const hours = typeof v.courseHours === 'number' && Number.isFinite(v.courseHours) ? Math.min(200, Math.max(0.5, Math.round(v.courseHours * 2) / 2)) : EMPTY_INSTRUCTOR.courseHours;
  const logo = v.logo as { bytes?: unknown } | null | undefined;
  const checked = logo && logo.bytes instanceof Uint8Array ? readLogo(logo.bytes) : null;
  return {
    companyName: text('companyName'),
    instructorName: text('instructorName'),
    instructorQualification: text('instructorQualification'),
    technicalLead: text('technicalLead'),
    technicalLeadQualification: text('technicalLeadQualification'),
    place: text('place'),
    courseHours: hours,
    logo: checked?.ok ? checked.logo : null,
  };
}

/** What a certificate still needs before it can be issued (NR-1 fields left empty). */
export function missingForCertificate(s: InstructorSettings): (keyof InstructorSettings)[] {
  return (['companyName', 'instructorName', 'instructorQualification', 'technicalLead', 'place'] as const).filter((key) => !s[key]);
}

/** Whether any of the details is filled in (a device that has none takes a backup's). */
export function hasInstructor(s: InstructorSettings): boolean {
  return s.logo !== null || (Object.keys(INSTRUCTOR_LIMITS) as (keyof typeof INSTRUCTOR_LIMITS)[]).some((key) => s[key] !== '');
}
