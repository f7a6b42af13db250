import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadParsers, readBuiltInOrder, readMachineSummary } from '../../scripts/vite-built-in-orders';

/** The rules loaded afresh, as on a work order's page that has read nothing yet. */
async function freshPage() {
  vi.resetModules();
  const scenario = await import('../../src/rules/scenario');
  const files = await import('../../src/rules/builtInFiles');
  const load = await import('../../src/rules/loadBuiltIn');
  return { ...scenario, ...files, ...load };
}

describe("the built-in work orders' jobs, read at build time", () => {
  it('has the job of every built-in work order, as the whole set reads it, and no other', async () => {
    const { builtInJob } = await import('../../src/rules/builtInJobs');
    const { SCENARIOS } = await import('../../src/rules/builtInScenarios');
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(5);
    for (const s of SCENARIOS) expect(builtInJob(s.id), s.id).toEqual(s.job);
    expect(builtInJob('plant-1234')).toBeUndefined();
    expect(builtInJob('')).toBeUndefined();
  });
});

describe('the built-in machines as a list shows them, read at build time', () => {
  it('has every built-in machine, in the same order, with its name and number of parts', async () => {
    const { BUILT_IN_MACHINES } = await import('../../src/rules/builtInMachineList');
    const { MACHINES } = await import('../../src/rules/builtInScenarios');
    expect(MACHINES.length).toBeGreaterThanOrEqual(4);
    expect(BUILT_IN_MACHINES).toEqual(MACHINES.map((m) => ({ id: m.id, name: m.name, parts: m.components.length })));
  });

  it('stops the build on a machine file that does not read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-in-machines-'));
    const file = join(dir, 'pump-p101.json');
    const machine = JSON.parse(readFileSync('src/rules/machines/pump-p101.json', 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...machine, components: 'none' }));
    const parsers = await loadParsers();
    expect(() => readMachineSummary(parsers, file)).toThrow(/pump-p101\.json does not read:\n/);
  });
});

describe("a work order's page reads only its own work order", () => {
  afterEach(() => vi.resetModules());

  it('knows no built-in work order until it has read one, then that one only', async () => {
    const page = await freshPage();
    expect(page.isBuiltInWorkOrder('bomba-p101')).toBe(true);
    expect(page.scenarioDef('bomba-p101')).toBeUndefined();
    const def = await page.loadBuiltInScenario('bomba-p101');
    expect(def?.id).toBe('bomba-p101');
    expect(def?.machine.id).toBe('pump-p101');
    expect(page.scenarioDef('bomba-p101')).toBe(def);
    expect(page.scenarioDef('prensa-ph301')).toBeUndefined();
    // Read once: a second reading gives the same work order.
    expect(await page.loadBuiltInScenario('bomba-p101')).toBe(def);
  });

  it('reads it as the whole set of built-in work orders reads it', async () => {
    const page = await freshPage();
    const one = await page.loadBuiltInScenario('transportador-c201');
    const { SCENARIOS } = await import('../../src/rules/builtInScenarios');
    const all = SCENARIOS.find((s) => s.id === 'transportador-c201');
    // The same object: whoever read it first, everyone has the same work order.
    expect(all).toBe(one);
    expect(JSON.parse(JSON.stringify(one))).toEqual(JSON.parse(JSON.stringify(all)));
    // And the set registers every other one.
    for (const s of SCENARIOS) expect(page.scenarioDef(s.id)).toBe(s);
  });

  it('finds nothing for an id that is not a built-in work order', async () => {
    const page = await freshPage();
    expect(page.isBuiltInWorkOrder('plant-1234')).toBe(false);
    expect(await page.builtInFiles('plant-1234')).toBeNull();
    expect(await page.loadBuiltInScenario('plant-1234')).toBeUndefined();
    expect(await page.loadBuiltInScenario('')).toBeUndefined();
  });

  it('fetches its file once, however often it is asked', async () => {
    const page = await freshPage();
    const first = page.builtInFiles('quadro-qd401');
    expect(page.builtInFiles('quadro-qd401')).toBe(first);
    expect(page.arrivedBuiltIn('quadro-qd401')).toBeUndefined();
    const def = await first;
    expect(def?.id).toBe('quadro-qd401');
    expect(def?.machine.id).toBe('panel-qd401');
    expect(page.arrivedBuiltIn('quadro-qd401')).toBe(def);
  });

  it('fetches every work order as the parsers read its files on the page (read at build time)', async () => {
    const page = await freshPage();
    const { SCENARIOS } = await import('../../src/rules/builtInScenarios');
    expect(SCENARIOS.length).toBeGreaterThan(4);
    for (const s of SCENARIOS) expect(await page.builtInFiles(s.id)).toEqual(s);
  });
});

describe("a built-in machine's wires, routed at build time", () => {
  afterEach(() => vi.resetModules());

  it('are the wires the scene would route, for every built-in work order', async () => {
    const page = await freshPage();
    const { routeLinks, routesFor } = await import('../../src/scenes/machine/wiring');
    const { SCENARIOS } = await import('../../src/rules/builtInScenarios');
    // Before any file has arrived, the scene routes every machine itself.
    for (const s of SCENARIOS) expect(page.builtInWires(s.machine), s.id).toBeUndefined();
    for (const s of SCENARIOS) {
      await page.builtInFiles(s.id);
      const prebuilt = page.builtInWires(s.machine);
      expect(prebuilt, s.id).toEqual(routeLinks(s.machine));
      expect(prebuilt!.length, s.id).toBe(s.machine.connections.length);
      // The scene draws them as they came (the whole set reads the same machine from its files).
      expect(routesFor(s.machine), s.id).toBe(prebuilt);
    }
  });

  it('are not used for a machine laid out otherwise (a copy with a part moved)', async () => {
    const page = await freshPage();
    const { routesFor } = await import('../../src/scenes/machine/wiring');
    const def = (await page.builtInFiles('bomba-p101'))!;
    const [first, ...rest] = def.machine.components;
    const moved = { ...def.machine, components: [{ ...first!, x: first!.x + 1 }, ...rest] };
    expect(page.builtInWires(moved)).toBeUndefined();
    const routes = routesFor(moved);
    expect(routes).not.toBe(page.builtInWires(def.machine));
    expect(routes.find((r) => r.from === first!.id || r.to === first!.id)).toBeDefined();
  });
});

describe('the build reads each built-in work order with its machine (scripts/vite-built-in-orders.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'built-in-orders-'));
  const machines = join(dir, 'machines');
  mkdirSync(machines);
  copyFileSync('src/rules/machines/pump-p101.json', join(machines, 'pump-p101.json'));
  const order = JSON.parse(readFileSync('src/rules/workorders/bomba-p101.json', 'utf8')) as Record<string, unknown>;
  const write = (name: string, data: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(data));
    return file;
  };

  it('gives the work order with its machine in it', async () => {
    const def = readBuiltInOrder(await loadParsers(), write('bomba-p101.json', order), machines);
    expect(def.id).toBe('bomba-p101');
    expect(def.machine.id).toBe('pump-p101');
  });

  it('stops the build on a file that does not read, or that is not named after its id', async () => {
    const parsers = await loadParsers();
    expect(() => readBuiltInOrder(parsers, write('bomba-p101.json', { ...order, zone: ['nowhere'] }), machines)).toThrow(/bomba-p101\.json does not read:\n.*nowhere/);
    expect(() => readBuiltInOrder(parsers, write('bomba-p102.json', order), machines)).toThrow(/id: "bomba-p101" must be the file's name \("bomba-p102\.json"\)/);
    expect(() => readBuiltInOrder(parsers, write('bomba-p101.json', { ...order, machine: 'press-ph301' }), machines)).toThrow(/machine: "press-ph301" is not a machine/);
  });
});
