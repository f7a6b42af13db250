/**
 * What both versions of a certificate's data state, read the same way: the first version has one
 * instructor and no role or practice time; the second has a list of instructors, the role trained
 * and the recorded practice time.
 */
import { trainingDates } from './certificateTexts';
import type { CertificateData, CertificatePerson, TraineeRole } from './types';

/** A certificate's data as the PDF and the verification page print it. */
export interface CertificateView {
  readonly version: 1 | 2;
  readonly instructors: readonly CertificatePerson[];
  /** The role trained (second version only). */
  readonly role: TraineeRole | null;
  /** The practice time recorded in the simulator, in seconds (second version only). */
  readonly practiceSeconds: number | null;
  /** The calendar dates of the first and last assessment passed (null: none listed). */
  readonly dates: { readonly from: string; readonly to: string } | null;
}

/** Reads either version of the data. */
export function certificateView(d: CertificateData): CertificateView {
  const dates = trainingDates(d.passed);
  return 'v' in d && d.v === 2
    ? { version: 2, instructors: d.instructors, role: d.role, practiceSeconds: d.course.practiceSeconds, dates }
    : { version: 1, instructors: [(d as Exclude<CertificateData, { v: 2 }>).instructor], role: null, practiceSeconds: null, dates };
}
