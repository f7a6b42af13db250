/**
 * The records database (IndexedDB through Dexie). The schema is versioned: a new version lists
 * its stores and, where old rows need it, an upgrade; Dexie runs the upgrades in order when a
 * device opens the database with newer code (tests/unit/records.test.ts, on fake-indexeddb).
 */
import Dexie, { type Table } from 'dexie';
import { RECORDS_DB } from './databaseName';
import type { MachinePhotoRow, MachineRow } from './machineLibraryTypes';
import type { InspectionRow, ProcedureDraftRow, ProcedurePhotoRow, ProcedureRow } from './procedureTypes';
import type { AttemptRow, SignedCertificate, Trainee } from './types';

/** One setting (the current trainee, the instructor's details, the signing key). */
export interface SettingRow {
  readonly key: string;
  readonly value: unknown;
}

/** A certificate as issued on this device. */
export interface CertificateRow {
  /** The certificate's unique identifier (its data.id). */
  readonly id: string;
  readonly traineeId: string;
  /** When it was issued (ms). */
  readonly issuedAt: number;
  readonly signed: SignedCertificate;
}

export { RECORDS_DB };

/** The schema version the code writes (bump it with a `version(n)` below). */
export const RECORDS_VERSION = 5;

export class RecordsDb extends Dexie {
  trainees!: Table<Trainee, string>;
  attempts!: Table<AttemptRow, string>;
  settings!: Table<SettingRow, string>;
  certificates!: Table<CertificateRow, string>;
  machines!: Table<MachineRow, string>;
  machinePhotos!: Table<MachinePhotoRow, [string, string]>;
  procedures!: Table<ProcedureRow, string>;
  procedurePhotos!: Table<ProcedurePhotoRow, string>;
  procedureDrafts!: Table<ProcedureDraftRow, string>;
  inspections!: Table<InspectionRow, string>;

  constructor(name: string = RECORDS_DB) {
    super(name);
    // Version 1: trainees by name, attempts by trainee and time, settings by key.
    this.version(1).stores({
      trainees: 'id, name',
      attempts: 'id, traineeId, kind, finishedAt, [traineeId+finishedAt]',
      settings: 'key',
    });
    // Version 2: the certificates issued, by trainee and date (records of version 1 are kept as they are).
    this.version(2).stores({
      certificates: 'id, traineeId, issuedAt',
    });
    // Version 3: a trainee's attempts of one kind by time, so /usuarios filters and pages in the
    // database (the rows are kept as they are; IndexedDB builds the index over them).
    this.version(3).stores({
      attempts: 'id, traineeId, kind, finishedAt, [traineeId+finishedAt], [traineeId+kind+finishedAt]',
    });
    // Version 4: the plant's machines drawn on this device (machineLibrary.ts), and their photos'
    // bytes apart from them, by machine (the records of version 3 are kept as they are).
    this.version(4).stores({
      machines: 'id, updatedAt',
      machinePhotos: '[machineId+photoId], machineId',
    });
    // Version 5: the machines' procedures as controlled documents (procedures.ts): the approved
    // versions, signed, by machine and number; the photos they keep, by their SHA-256; the draft of
    // the next version per machine; and the periodic inspections, by machine, version and date.
    this.version(5).stores({
      procedures: 'id, machineId, [machineId+version]',
      procedurePhotos: 'sha256',
      procedureDrafts: 'machineId',
      inspections: 'id, machineId, procedureId, date',
    });
  }
}
