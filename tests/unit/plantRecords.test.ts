import { afterEach, describe, expect, it } from 'vitest';
import { signAttempt, verifyAttempt } from '../../src/records/attestation';
import { scenarioRow } from '../../src/records/rows';
import { generateKeyPair, keyIdOf } from '../../src/records/signing';
import { readAttempt } from '../../src/records/validate';
import { activityOf, attemptStatements } from '../../src/lms/xapi';
import { parseMachine } from '../../src/rules/machineParse';
import { setPlantOrders } from '../../src/rules/plantOrders';
import { buildScenario } from '../../src/rules/scenario';
import { readWorkOrder } from '../../src/rules/workOrderParse';
import { attemptRow } from './attemptRowFixture';
import { play, rightWay } from './attemptPlay';
import plantFile from '../fixtures/plant-machine.json';

const ORDER = 'plant-mixer-m7-blade';
const BASE = 'https://loto.example.com';
const MIXER = { id: 'plant-mixer-m7', revision: 3, name: { en: 'Dough mixer M-7', pt: 'Masseira M-7' }, job: { en: 'Replace the mixing blade of mixer M-7', pt: 'Trocar a pá da masseira M-7' } };

/** Registers the fixture's work order as the library loader would, at revision 3. */
function registerPlant() {
  const machine = parseMachine(plantFile.machine);
  if (!machine.ok) throw new Error(machine.errors.join('\n'));
  const def = readWorkOrder(plantFile.workOrders[0], [machine.value]);
  if (!def.ok) throw new Error(def.errors.join('\n'));
  setPlantOrders([{ def: def.value, plant: { machineId: 'plant-mixer-m7', revision: 3, photos: [] } }]);
  return def.value;
}

afterEach(() => setPlantOrders([]));

describe("a record of a plant machine's work order", () => {
  it('names the machine, the library revision trained on, the machine name and the job; a built-in one names none', () => {
    const def = registerPlant();
    const scenario = buildScenario(def, 7);
    const attempt = play(scenario, 'osha', 'avaliacao', rightWay(scenario, 'osha'));
    expect(attempt.result?.passed).toBe(true);
    const row = scenarioRow(attempt, null);
    expect(row.activity).toBe(ORDER);
    expect(row.machine).toEqual(MIXER);
    expect(scenarioRow({ ...attempt, scenario: 'bomba-p101' }, null)).not.toHaveProperty('machine');
  });

  it('reads back from a backup with its machine; an old record without one still reads; a damaged one reads without it', () => {
    const row = attemptRow({ activity: ORDER, machine: MIXER });
    expect(readAttempt(JSON.parse(JSON.stringify(row)))).toEqual(row);
    const old = attemptRow();
    expect(readAttempt(JSON.parse(JSON.stringify(old)))).toEqual(old);
    // A hand-edited machine is not read (the signature, made with it, then fails: the row is foreign).
    const { machine: _machine, ...withoutMachine } = row;
    for (const machine of [{ ...MIXER, revision: 0 }, { ...MIXER, id: 'Bad Id' }, { ...MIXER, name: {} }, { ...MIXER, job: { xx: 'x' } }, 'mixer']) {
      expect(readAttempt({ ...row, machine })).toEqual(withoutMachine);
    }
  });

  it('is signed with its machine: another machine or revision breaks the signature', async () => {
    const keys = await generateKeyPair();
    const known = [await keyIdOf(keys.publicKey)];
    const signed = await signAttempt(attemptRow({ activity: ORDER, machine: MIXER }), keys);
    expect(await verifyAttempt(signed, known)).toBe(true);
    expect(await verifyAttempt({ ...signed, machine: { ...MIXER, revision: 4 } }, known)).toBe(false);
    expect(await verifyAttempt({ ...signed, machine: { ...MIXER, name: { en: 'Another machine' } } }, known)).toBe(false);
    const { machine: _machine, ...without } = signed;
    expect(await verifyAttempt(without, known)).toBe(false);
  });

  it('is an xAPI activity with the work order id as the built-ins, the machine named in its definition, also once the machine is gone', async () => {
    // Nothing registered: the machine was deleted from the library since.
    const row = attemptRow({ activity: ORDER, machine: MIXER });
    const activity = activityOf(row, BASE);
    expect(activity.id).toBe(`${BASE}/cenarios/${ORDER}`);
    expect(activity.name['pt-BR']).toBe('Trocar a pá da masseira M-7');
    expect(activity.name['en-US']).toBe('Replace the mixing blade of mixer M-7');
    // German is not in the file: its first language.
    expect(activity.name['de-DE']).toBe('Replace the mixing blade of mixer M-7');
    const [statement] = await attemptStatements(row, null, { activityBase: BASE, homePage: BASE, deviceId: 'd1' });
    const definition = (statement!.object as unknown as { definition: Record<string, unknown> }).definition;
    expect(definition.description).toMatchObject({ 'pt-BR': 'Masseira M-7 (plant-mixer-m7, versão 3)', 'en-US': 'Dough mixer M-7 (plant-mixer-m7, version 3)' });
    expect(definition.extensions).toEqual({ [`${BASE}/xapi/extensions/machine`]: { id: 'plant-mixer-m7', revision: 3, name: expect.objectContaining({ 'pt-BR': 'Masseira M-7' }) as unknown } });
    // A built-in work order's activity is as before: no description, no extensions.
    const [builtIn] = await attemptStatements(attemptRow(), null, { activityBase: BASE, homePage: BASE, deviceId: 'd1' });
    expect(Object.keys((builtIn!.object as unknown as { definition: object }).definition).sort()).toEqual(['name', 'type']);
  });
});
