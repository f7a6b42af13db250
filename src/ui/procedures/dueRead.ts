/**
 * What /inspecoes reads from the records database. DuePage.tsx loads it only where that database
 * exists (databaseName.ts): on a device that has kept nothing, the page shows its empty lists
 * without the database code.
 */
import { database } from '../../records/database';
import { machinePasses } from '../../records/listing';
import { proceduresDue, retrainingDue, retrainingMachines, todayOf, type ProcedureDue } from '../../records/procedureStatus';
import { allProcedureVersions, listInspections } from '../../records/procedureRead';
import type { InspectionRow } from '../../records/procedureTypes';
import type { LocalizedText } from '../../rules/machine';
import type { DueTrainee } from './RetrainingList';

export { knownKeyIds, signatureState } from '../../records/procedureRead';

export interface DueData {
  readonly due: readonly ProcedureDue[];
  readonly inspections: readonly InspectionRow[];
  readonly retraining: readonly DueTrainee[];
}

/** Every approved procedure's dates, the inspections and the retraining due, from the database. */
export async function readDue(): Promise<DueData> {
  const [versions, inspections, trainees] = await Promise.all([allProcedureVersions(), listInspections(), database().trainees.toArray()]);
  const data = versions.map((v) => v.data);
  const inspected = inspections.map((i) => i.data);
  // Only the passed assessments on machines some event asks retraining on: with none, no attempt is read.
  const attempts = await machinePasses(null, retrainingMachines(data, inspected));
  const names = new Map(trainees.map((t) => [t.id, t.name]));
  const machineNames = new Map(data.map((v) => [v.machineId, (v.machine.name ?? {}) as LocalizedText]));
  const retraining = [...retrainingDue(attempts, data, inspected).entries()].flatMap(([id, reasons]) => reasons.map((reason) => ({ name: names.get(id) ?? id, reason, machine: machineNames.get(reason.machineId) ?? {} })));
  return { due: proceduresDue(data, inspections.map((i) => i.data), todayOf()), inspections, retraining };
}
