/**
 * Training records kept on the device (IndexedDB, src/records/db.ts): who trained, every finished
 * attempt, the instructor's settings for certificates, and the certificates issued.
 */
import type { Language } from '../rules/language';
import type { LocalizedText } from '../rules/machine';
import type { RuleSetId, StepId } from '../rules/ruleSet';

/** A person training on this device. */
export interface Trainee {
  readonly id: string;
  /** Full name as it goes on a certificate (1–120 characters, any script). */
  readonly name: string;
  /** Optional employee number (up to 40 characters). */
  readonly employeeNo: string;
  readonly company: string;
  readonly site: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** What was trained: the guided simulator, a work order, or the hazard challenge. */
export type AttemptKind = 'simulator' | 'scenario' | 'challenge';

/** A mistake as a record lists it. */
export interface RecordMistake {
  readonly code: string;
  readonly step: StepId | null;
  readonly critical: boolean;
  readonly clause: string | null;
}

/** The plant machine an attempt was on, as the record keeps it. */
export interface PlantMachineRef {
  readonly id: string;
  readonly revision: number;
  readonly name: LocalizedText;
  readonly job: LocalizedText;
}

/** One finished attempt. */
export interface AttemptRow {
  readonly id: string;
  /** Who trained (null: nobody was named; such attempts show under "not named"). */
  readonly traineeId: string | null;
  readonly kind: AttemptKind;
  /** The work order id for a scenario; 'simulador' or 'desafio' otherwise. */
  readonly activity: string;
  readonly ruleSet: RuleSetId | null;
  /** 'pratica' or 'avaliacao' for a scenario; null for the simulator and the challenge. */
  readonly mode: 'pratica' | 'avaliacao' | null;
  readonly seed: number | null;
  readonly language: Language;
  readonly startedAt: number;
  readonly finishedAt: number;
  /** 0–100. */
  readonly score: number;
  /** Passed or failed for an assessment or a completed game; null where nothing is judged. */
  readonly passed: boolean | null;
  readonly mistakes: readonly RecordMistake[];
  /**
   * A work order on one of the plant's machines (the device's machine library, issue 25): the
   * machine's id, the library revision trained on, and its name and the job as they were then, so
   * the record names them even after the machine is changed or deleted. Absent on a built-in work
   * order, and on records made before it.
   */
  readonly machine?: PlantMachineRef;
  /**
   * The signature of the device that recorded it (src/records/attestation.ts): the fingerprint of
   * the installation's key, that key (base64url) and an Ed25519 signature (base64url) of the
   * canonical JSON of every other field but `foreign`. Absent on a row not signed (yet).
   */
  readonly keyId?: string;
  readonly publicKey?: string;
  readonly signature?: string;
  /** Imported without a signature of this installation: listed, never certified. */
  readonly foreign?: true;
}

/** The company's details for certificates, set on the instructor settings page. */
export interface InstructorSettings {
  readonly companyName: string;
  readonly instructorName: string;
  readonly instructorQualification: string;
  readonly technicalLead: string;
  readonly technicalLeadQualification: string;
  /** Where the training took place (city, site). */
  readonly place: string;
  /** Course workload in hours (NR-1 1.7.1.1), 0.5–200. */
  readonly courseHours: number;
  /** The company logo, PNG or JPEG, at most 200 KB. */
  readonly logo: { readonly mime: 'image/png' | 'image/jpeg'; readonly bytes: Uint8Array } | null;
}

/** An assessment a certificate rests on. */
export interface PassedAssessment {
  readonly activity: string;
  readonly title: string;
  readonly ruleSet: RuleSetId | null;
  readonly score: number;
  readonly finishedAt: string;
}

/** A person who signs a certificate on paper, with their qualification. */
export interface CertificatePerson {
  readonly name: string;
  readonly qualification: string;
}

/** The first certificates' data (no version field): still verified and printed, no longer issued. */
export interface CertificateDataV1 {
  /** Unique identifier (ANSI/ASSP Z490.1): 'LOTO-' + 12 base32 characters. */
  readonly id: string;
  readonly issuedAt: string; // ISO 8601 date-time
  readonly language: Language;
  readonly trainee: { readonly name: string; readonly employeeNo: string; readonly company: string; readonly site: string };
  readonly course: {
    readonly hours: number;
    readonly place: string;
    /** What was covered (the syllabus), one line each, in the certificate's language. */
    readonly syllabus: readonly string[];
  };
  readonly instructor: CertificatePerson;
  readonly technicalLead: CertificatePerson;
  /** The assessments passed that the certificate rests on. */
  readonly passed: readonly PassedAssessment[];
  /** Hex SHA-256 fingerprint (first 16 hex characters) of the signing public key. */
  readonly keyId: string;
}

/** The role a trainee is trained for (OSHA 1910.147(c)(7)(i)). */
export type TraineeRole = 'authorized' | 'affected' | 'other';

/**
 * What a certificate issued now states (`v: 2`): the training dates are those of the assessments
 * it rests on, the syllabus lines come from what they exercised, the workload is the instructor's
 * stated one with the recorded practice time beside it, one or more instructors, and the role.
 */
export interface CertificateDataV2 {
  readonly v: 2;
  readonly id: string;
  /** When the certificate was issued (ISO 8601, the issuer's offset); the training dates are the assessments'. */
  readonly issuedAt: string;
  readonly language: Language;
  readonly trainee: { readonly name: string; readonly employeeNo: string; readonly company: string; readonly site: string };
  readonly role: TraineeRole;
  readonly course: {
    /** The course workload in hours as the instructor stated it when issuing (NR-1 1.7.1.1). */
    readonly hours: number;
    /** The sum of the trainee's recorded attempt durations, in seconds. */
    readonly practiceSeconds: number;
    readonly place: string;
    /** What the assessments passed exercised, one line each, in the certificate's language. */
    readonly syllabus: readonly string[];
  };
  /** At least one (NR-1 1.7). */
  readonly instructors: readonly CertificatePerson[];
  readonly technicalLead: CertificatePerson;
  readonly passed: readonly PassedAssessment[];
  readonly keyId: string;
}

/** What a certificate states; exactly these fields are signed. */
export type CertificateData = CertificateDataV1 | CertificateDataV2;

/** A certificate as issued: its data, the signature over it, and the public key that made it. */
export interface SignedCertificate {
  readonly data: CertificateData;
  /** Ed25519 signature of the canonical JSON of `data`, base64url. */
  readonly signature: string;
  /** The Ed25519 public key, base64url. */
  readonly publicKey: string;
}
