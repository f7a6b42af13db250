import { describe, expect, it } from 'vitest';
import { parseMachine } from '../../src/rules/machine';
import { setPlantOrders } from '../../src/rules/plantOrders';
import { readWorkOrder } from '../../src/rules/scenario';
import { act, CURRENT_ATTEMPT_KEY, FINISHED_ATTEMPTS_KEY, openScenario, readFinished, scenarioSlice } from '../../src/state/scenario';
import { store } from '../../src/state/store';
import plantFile from '../fixtures/plant-machine.json';

const ORDER = 'plant-mixer-m7-blade';
const PLANT = { id: ORDER, seed: 4242, mode: 'avaliacao' as const, ruleSet: 'osha' as const, language: 'pt' as const };
const PUMP = { id: 'bomba-p101', seed: 100023, mode: 'avaliacao' as const, ruleSet: 'osha' as const, language: 'pt' as const };

/** Registers the fixture's work order as the library loader would. */
function registerPlant(): void {
  const machine = parseMachine(plantFile.machine);
  if (!machine.ok) throw new Error(machine.errors.join('\n'));
  const def = readWorkOrder(plantFile.workOrders[0], [machine.value]);
  if (!def.ok) throw new Error(def.errors.join('\n'));
  setPlantOrders([{ def: def.value, plant: { machineId: 'plant-mixer-m7', revision: 1, photos: [] } }]);
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
});
