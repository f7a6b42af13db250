/**
 * The machine's procedure as a controlled document (issue 26): its approved versions, signed with
 * the installation's key as certificates are; the draft of the next one; the annual periodic
 * inspections (OSHA 1910.147(c)(6)); and what the placard and the inspection certification PDFs
 * are made from.
 */
import type { Language } from '../rules/language';
import type { LocalizedText } from '../rules/machine';
import type { IsolationPoint, ProcedureText } from '../rules/procedure';
import type { RuleSetId } from '../rules/ruleSet';
import type { SignedStamp } from './placardStamp';

/** A person as a procedure or an inspection names them. */
export interface NamedPerson {
  readonly name: string;
  readonly role: string;
}

/** A photo a procedure version keeps (its bytes are in `procedurePhotos`, by their SHA-256). */
export interface ProcedurePhoto {
  readonly sha256: string;
  readonly type: 'image/jpeg' | 'image/png' | 'image/webp';
  readonly width: number;
  readonly height: number;
}

/** The approval of a version: who, in what role, on what day, and the day it is due for review. */
export interface ProcedureApproval extends NamedPerson {
  /** YYYY-MM-DD. */
  readonly date: string;
  /** YYYY-MM-DD, at most a year after `date` by default. */
  readonly reviewBy: string;
}

/** The data an approved version's signature covers. Never changed once signed. */
export interface ProcedureVersionData {
  readonly format: 'loto-procedure';
  readonly v: 1;
  /** `${machineId}~${version}`. */
  readonly id: string;
  readonly machineId: string;
  /** 1, 2, 3… per machine. */
  readonly version: number;
  /** The library revision of the machine it was derived from. */
  readonly machineRevision: number;
  /** The machine file's data and its work orders, as published (every text in every language of the machine). */
  readonly machine: Readonly<Record<string, unknown>>;
  readonly workOrders: readonly Readonly<Record<string, unknown>>[];
  readonly photos: readonly ProcedurePhoto[];
  readonly ruleSet: RuleSetId;
  readonly text: ProcedureText;
  readonly preparedBy: NamedPerson;
  readonly approval: ProcedureApproval;
  /** When it was approved on this device (ms). */
  readonly approvedAt: number;
  /** The fingerprint of the key that signed it. */
  readonly keyId: string;
}

/** An approved version as stored. */
export interface ProcedureRow {
  readonly id: string;
  readonly machineId: string;
  readonly version: number;
  readonly data: ProcedureVersionData;
  /** Ed25519 over the canonical JSON of `data`, base64url. */
  readonly signature: string;
  /** The signing key, base64url. */
  readonly publicKey: string;
  /** What the placard's QR code carries of the approval, signed with the same key (placardStamp.ts). */
  readonly placard: SignedStamp;
}

/** The bytes of a photo a procedure version keeps. */
export interface ProcedurePhotoRow {
  readonly sha256: string;
  readonly bytes: Uint8Array;
}

/** What the author typed for the next version of a machine's procedure (the rest is derived). */
export interface ProcedureDraftRow {
  readonly machineId: string;
  readonly ruleSet: RuleSetId;
  readonly text: ProcedureText;
  readonly preparedBy: NamedPerson;
  readonly updatedAt: number;
}

/** An authorized employee whose use of the procedure was observed, and whose responsibilities were reviewed ((c)(6)(i)(C)). */
export interface InspectedEmployee {
  readonly name: string;
  /** 'authorized', or 'affected' (reviewed too where tagout is used, (c)(6)(i)(D)). */
  readonly kind: 'authorized' | 'affected';
}

/** A deviation the inspector found, and what was done about it ((c)(6)(i)(B)). */
export interface Deviation {
  readonly found: string;
  readonly action: string;
}

/** The data a periodic inspection's signature covers ((c)(6)(ii): machine, date, employees, inspector). */
export interface InspectionData {
  readonly format: 'loto-inspection';
  readonly v: 1;
  readonly id: string;
  /** The procedure version inspected (`ProcedureRow.id`). */
  readonly procedureId: string;
  readonly machineId: string;
  readonly machineName: LocalizedText;
  readonly procedureVersion: number;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly inspector: NamedPerson;
  readonly employees: readonly InspectedEmployee[];
  /** Tagout is used (a tag without a lock somewhere): affected employees are reviewed too. */
  readonly tagout: boolean;
  /** What was observed. */
  readonly observed: string;
  readonly deviations: readonly Deviation[];
  readonly recordedAt: number;
  readonly keyId: string;
}

/** A periodic inspection as stored. */
export interface InspectionRow {
  readonly id: string;
  readonly machineId: string;
  readonly procedureId: string;
  readonly date: string;
  readonly data: InspectionData;
  readonly signature: string;
  readonly publicKey: string;
}

/** One language of a placard, every text already in it (the placard module lays out, it does not translate). */
export interface PlacardColumn {
  readonly language: Language;
  /** The machine's own texts (names, intended use) were not given in this language and fall back to another. */
  readonly untranslated: boolean;
  readonly danger: string;
  readonly title: string;
  readonly machineName: string;
  /** "Scope and intended use" heading, and the statement. */
  readonly intendedUseHeading: string;
  readonly intendedUse: string;
  /** The energy table's column headings, in this order. */
  readonly headings: { readonly tag: string; readonly energy: string; readonly device: string; readonly method: string; readonly lockout: string; readonly verify: string };
  /** The table's rows; `point`: the number of the source's isolation point on the photo (SourceRow.point), shown beside its tag. */
  readonly rows: readonly { readonly tag: string; readonly energy: string; readonly device: string; readonly method: string; readonly lockout: string; readonly verify: string; readonly point?: number | null }[];
  readonly applyHeading: string;
  /** Shut down, isolate, block and secure, release stored energy, verify (numbered by the placard). */
  readonly apply: readonly string[];
  readonly removeHeading: string;
  readonly remove: readonly string[];
  /** Group lockout, shift change, what a gauge cannot show. */
  readonly notes: readonly string[];
  /** The footer's labels. */
  readonly labels: {
    readonly version: string;
    readonly approvedBy: string;
    readonly preparedBy: string;
    readonly date: string;
    readonly reviewBy: string;
    readonly draft: string;
    readonly scan: string;
    readonly untranslated: string;
    readonly page: string;
  };
}

/** Everything one placard shows. */
export interface PlacardInput {
  readonly paper: 'a4' | 'letter';
  /** One language, or two side by side. */
  readonly columns: readonly [PlacardColumn] | readonly [PlacardColumn, PlacardColumn];
  /** The machine's identifier (its id). */
  readonly machineId: string;
  readonly version: number;
  /** Null: a draft (printed as such, never posted). */
  readonly approval: ProcedureApproval | null;
  readonly preparedBy: NamedPerson;
  /** The rule set's clause for the written procedure ("OSHA 1910.147(c)(4)"). */
  readonly clause: string;
  /** The photos, JPEG or PNG bytes, in their order (laid out as `photoSlots` lays them out). */
  readonly photos: readonly { readonly bytes: Uint8Array; readonly type: 'image/jpeg' | 'image/png'; readonly width: number; readonly height: number }[];
  readonly points: readonly IsolationPoint[];
  /** The address the QR code holds. */
  readonly qr: string;
  readonly keyId: string | null;
}

/** Everything one inspection certification shows ((c)(6)(ii)), every text already in the language. */
export interface InspectionCertificateInput {
  readonly paper: 'a4' | 'letter';
  readonly language: Language;
  readonly title: string;
  readonly clause: string;
  /** Label / value pairs: machine, procedure version, date, inspector… */
  readonly fields: readonly { readonly label: string; readonly value: string }[];
  readonly employeesHeading: string;
  readonly employees: readonly string[];
  readonly deviationsHeading: string;
  /** "None" when there were none. */
  readonly deviations: readonly string[];
  readonly statement: string;
  readonly signatureLabel: string;
  readonly inspector: string;
  readonly footer: string;
}
