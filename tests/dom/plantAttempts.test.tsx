import { describe, expect, it } from 'vitest';
import { parseMachine } from '../../src/rules/machineParse';
import { setPlantOrders } from '../../src/rules/plantOrders';
import { readWorkOrder } from '../../src/rules/workOrderParse';
import { scenarioRow } from '../../src/records/rows';
import { act, restartScenario, CURRENT_ATTEMPT_KEY, FINISHED_ATTEMPTS_KEY, openScenario, readFinished, scenarioSlice } from '../../src/state/scenario';
import { store } from '../../src/state/store';
// The built-in work orders read, as a work order's page reads its own before it opens it.
import '../../src/rules/builtInScenarios';
import plantFile from '../fixtures/plant-machine.json';

const ORDER = 'plant-mixer-m7-blade';
const PLANT = { id: ORDER, seed: 4242, mode: 'avaliacao' as const, ruleSet: 'osha' as const, language: 'pt' as const };
const PUMP = { id: 'bomba-p101', seed: 100023, mode: 'avaliacao' as const, ruleSet: 'osha' as const, language: 'pt' as const };

/** Registers the fixture's work order as the library loader would (at `revision`, with the machine changed by `change`). */
function registerPlant(revision = 1, change: (machine: typeof plantFile.machine) => void = () => {}): void {
  const data = structuredClone(plantFile.machine);
  change(data);
  const machine = parseMachine(data);
  if (!machine.ok) throw new Error(machine.errors.join('\n'));
  const def = readWorkOrder(plantFile.workOrders[0], [machine.value]);
  if (!def.ok) throw new Error(def.errors.join('\n'));
  setPlantOrders([{ def: def.value, plant: { machineId: 'plant-mixer-m7', revision, photos: [] } }]);
}

describe("attempts on a plant machine's work order", () => {
  it('are played and finished as a built-in one', () => {
    registerPlant();
    openScenario(PLANT, 1000);
    expect(scenarioSlice().attempt!.scenario).toBe(ORDER);
    // A padlock on the start button is no isolation: a critical mistake ends the assessment.
    act({ type: 'lock', device: 'start' }, 2000);
    expect(scenarioSlice().attempt!.phase).toBe('done');
    expect(readFinished().map((a) => a.scenario)).toEqual([ORDER]);
    setPlantOrders([]);
  });

  it("stay in the device's finished list when a tab that does not know the work order finishes another", () => {
    registerPlant();
    openScenario(PLANT, 1000);
    act({ type: 'lock', device: 'start' }, 2000);
    // Another page load, before (or without) the library: the plant work order is unknown there.
    setPlantOrders([]);
    delete store.scenario;
    openScenario(PUMP, 3000);
    act({ type: 'lock', device: 'stop' }, 4000);
    const ids = (JSON.parse(localStorage.getItem(FINISHED_ATTEMPTS_KEY)!) as { scenario: string }[]).map((a) => a.scenario);
    expect(ids).toEqual([ORDER, 'bomba-p101']);
  });

  it('an attempt in progress on a work order this page does not know is not called damaged', () => {
    registerPlant();
    openScenario({ ...PLANT, mode: 'pratica' }, 1000);
    act({ type: 'read_sheet' }, 2000);
    setPlantOrders([]);
    delete store.scenario;
    openScenario(PUMP, 3000);
    expect(localStorage.getItem(`${CURRENT_ATTEMPT_KEY}_unreadable`)).toBeNull();
    expect(store.notices.map((n) => n.title.key)).not.toContain('scenarios.notices.unreadable');
  });

  it('a change of its machine saved during the attempt changes nothing under the trainee: judged and recorded on the revision it began on', () => {
    registerPlant(1);
    openScenario({ ...PLANT, mode: 'pratica' }, 1000);
    act({ type: 'read_sheet' }, 2000);
    // The editor (or another tab) saves the machine without its gauge, then deletes it.
    registerPlant(2, (m) => {
      m.components = m.components.filter((c) => c.id !== 'gauge');
    });
    act({ type: 'notify' }, 3000);
    act({ type: 'read_gauge', gauge: 'gauge' }, 4000);
    expect(scenarioSlice().attempt!.machine).toBeDefined();
    expect(scenarioSlice().attempt!.log).toHaveLength(3);
    setPlantOrders([]);
    act({ type: 'lock', device: 'start' }, 5000);
    act({ type: 'undo' }, 6000);
    expect(scenarioRow(scenarioSlice().attempt!, null).machine?.revision).toBe(1);
    // Starting again takes the newest revision there is (none since the delete: the same one).
    registerPlant(2, (m) => {
      m.components = m.components.filter((c) => c.id !== 'gauge');
    });
    restartScenario(7000);
    expect(scenarioRow(scenarioSlice().attempt!, null).machine?.revision).toBe(2);
    setPlantOrders([]);
  });
});
