/** An approved procedure version and an inspection of it, in the records database in use (fake-indexeddb). */
import { expect } from 'vitest';
import { getMachine, importMachine, type MachineEntry } from '../../src/records/machineLibrary';
import { addYears, todayOf } from '../../src/records/procedureStatus';
import { approveProcedure, recordInspection, saveProcedureDraft } from '../../src/records/procedures';
import type { Deviation, InspectionRow, ProcedureRow } from '../../src/records/procedureTypes';
import { writeMachineFile } from '../../src/rules/machineFile';
import { MACHINES } from '../../src/rules/builtInScenarios';
import bearing from '../../src/rules/workorders/bomba-p101.json';
import { hashPin } from '../../src/state/kioskPin';
import { JPEG } from './machineFileFixture';

export const PIN = await hashPin('4821');
export const NOW = Date.UTC(2026, 10, 20, 12);
export const TODAY = todayOf(NOW);

/** Pump P-101 in the machine library, with one photo. */
export async function pump(): Promise<MachineEntry> {
  const parsed = MACHINES.find((m) => m.id === 'pump-p101')!;
  const text = writeMachineFile({ machine: parsed, workOrders: [structuredClone(bearing)], photos: [{ id: 'photo-1', type: 'image/jpeg', width: 1600, height: 1200, bytes: JPEG }] });
  const result = await importMachine(text);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return (await getMachine(result.id))!;
}

/** The pump with a draft and an approved version 1. */
export async function approvedPump(): Promise<{ entry: MachineEntry; version: ProcedureRow }> {
  const entry = await pump();
  const saved = await saveProcedureDraft(entry.id, {
    ruleSet: 'osha',
    text: { intendedUse: { en: 'Replacing the bearing of pump P-101.' }, responsible: { en: 'Each authorized employee applies and removes their own lock.' } },
    preparedBy: { name: 'Joe Lee', role: 'Maintenance lead' },
  });
  expect(saved).toEqual({ ok: true });
  const result = await approveProcedure(entry.id, { approver: { name: 'Marta Quispe', role: 'EHS manager' }, date: TODAY, reviewBy: addYears(TODAY, 1), pin: '4821', keptPin: PIN, revision: entry.revision }, NOW);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return { entry, version: result.row };
}

/** An inspection of a version. */
export async function inspect(version: ProcedureRow, deviations: Deviation[] = [], over: { tagout?: boolean; affected?: string[] } = {}): Promise<InspectionRow> {
  const result = await recordInspection(
    {
      procedureId: version.id,
      date: TODAY,
      inspector: { name: 'Eva Braun', role: 'Supervisor' },
      employees: [{ name: 'Rui Lima', kind: 'authorized' }, ...(over.affected ?? []).map((name) => ({ name, kind: 'affected' as const }))],
      tagout: over.tagout ?? false,
      observed: 'Isolation followed as written.',
      deviations,
      pin: '4821',
      keptPin: PIN,
    },
    NOW,
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.row;
}
