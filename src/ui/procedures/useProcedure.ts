/**
 * What the procedure page shows of one machine, read from the device and re-read when the records
 * or the machine library change (in this tab or another): the machine as the library holds it,
 * the procedure derived from it, the approved versions with their signature checks, the draft,
 * the inspections and who is due for retraining on it.
 */
import { useEffect, useState } from 'react';
import { onRecordsChange } from '../../records/database';
import { getMachine, onMachinesChange, type MachineEntry } from '../../records/machineLibrary';
import { machinePasses } from '../../records/listing';
import { contentKey, retrainingDue, retrainingMachines, type RetrainingReason } from '../../records/procedureStatus';
import { knownKeyIds, listInspections, versionPhotos, procedureDraft, procedureVersions, signatureState, type SignatureState } from '../../records/procedures';
import type { InspectionRow, ProcedureDraftRow, ProcedureRow } from '../../records/procedureTypes';
import { database } from '../../records/database';
import { sha256Hex } from '../../records/signing';
import { publishMachine, publishWorkOrder } from '../../rules/machineDraft';
import { deriveProcedure, type DerivedProcedure, type DeriveProblem } from '../../rules/procedure';

export interface ProcedureData {
  readonly machineId: string;
  /** The machine as the library holds it, or null when it is not on this device (versions restored from a backup): they stay readable and printable. */
  readonly entry: MachineEntry | null;
  /** The photos the page shows: the library's, else the newest version's own copies. */
  readonly photos: readonly { readonly bytes: Uint8Array; readonly type: string; readonly width: number; readonly height: number }[];
  readonly machine: Record<string, unknown>;
  readonly workOrders: Record<string, unknown>[];
  readonly derived: { ok: true; value: DerivedProcedure } | { ok: false; problem: DeriveProblem };
  readonly versions: readonly ProcedureRow[];
  /** Signature check of each version and inspection, by id. */
  readonly valid: ReadonlyMap<string, SignatureState>;
  readonly draft: ProcedureDraftRow | null;
  readonly inspections: readonly InspectionRow[];
  /** The machine (and its photos) as they are now say what the newest version says (texts aside). */
  readonly machineUnchanged: boolean;
  /** Trainees due for retraining on this machine: name and why. */
  readonly retraining: readonly { readonly name: string; readonly reason: RetrainingReason }[];
}

async function read(machineId: string): Promise<ProcedureData | null> {
  const [entry, versions, draft, inspections, known] = await Promise.all([getMachine(machineId), procedureVersions(machineId), procedureDraft(machineId), listInspections(machineId), knownKeyIds()]);
  const last = versions[versions.length - 1];
  if (!entry && !last) return null;
  const machine = entry ? publishMachine(entry.machine) : { ...last!.data.machine };
  const workOrders = entry ? entry.workOrders.map((w) => publishWorkOrder(w, entry.machine)) : last!.data.workOrders.map((w) => ({ ...w }));
  const photos = entry ? entry.photos : (await versionPhotos(last!.data)).map((p) => ({ bytes: p.bytes, type: p.photo.type, width: p.photo.width, height: p.photo.height }));
  const valid = new Map<string, SignatureState>();
  await Promise.all([...versions, ...inspections].map(async (row) => valid.set(row.id, await signatureState(row, known))));
  const newest = versions[versions.length - 1];
  let machineUnchanged = false;
  if (newest && entry) {
    const hashes = await Promise.all(entry.photos.map(async (p) => ({ sha256: await sha256Hex(p.bytes) })));
    const now = contentKey({ machine, workOrders, photos: hashes, ruleSet: newest.data.ruleSet, text: newest.data.text });
    machineUnchanged = now === contentKey(newest.data);
  }
  const [versionData, inspected] = [versions.map((v) => v.data), inspections.map((i) => i.data)];
  // Only the passed assessments on this machine, and only when some event asks retraining on it.
  const machines = new Set([...retrainingMachines(versionData, inspected)].filter((id) => id === machineId));
  const [attempts, trainees] = await Promise.all([machinePasses(null, machines), database().trainees.toArray()]);
  const names = new Map(trainees.map((t) => [t.id, t.name]));
  const due = retrainingDue(attempts, versionData, inspected);
  const retraining = [...due.entries()].flatMap(([id, reasons]) => reasons.filter((r) => r.machineId === machineId).map((reason) => ({ name: names.get(id) ?? id, reason })));
  return { machineId, entry: entry ?? null, photos, machine, workOrders, derived: deriveProcedure(machine, workOrders), versions, valid, draft, inspections, machineUnchanged, retraining };
}

/** The page's data: undefined while reading, null when the machine is not in the library. */
export function useProcedure(machineId: string): ProcedureData | null | undefined {
  const [data, setData] = useState<ProcedureData | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    let again = false;
    let reading = false;
    const refresh = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      void read(machineId)
        .then(
          (value) => alive && setData(value),
          () => alive && setData(null),
        )
        .finally(() => {
          reading = false;
          if (again && alive) {
            again = false;
            refresh();
          }
        });
    };
    refresh();
    const stopRecords = onRecordsChange(refresh);
    const stopMachines = onMachinesChange(refresh);
    const seen = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', seen);
    return () => {
      alive = false;
      stopRecords();
      stopMachines();
      document.removeEventListener('visibilitychange', seen);
    };
  }, [machineId]);
  return data;
}
