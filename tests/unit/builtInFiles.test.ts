import { afterEach, describe, expect, it, vi } from 'vitest';

/** The rules loaded afresh, as on a work order's page that has read nothing yet. */
async function freshPage() {
  vi.resetModules();
  const scenario = await import('../../src/rules/scenario');
  const files = await import('../../src/rules/builtInFiles');
  const load = await import('../../src/rules/loadBuiltIn');
  const heads = await import('../../src/rules/workOrderHeads');
  return { ...scenario, ...files, ...load, ...heads };
}

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
    const def = await first;
    expect(def?.id).toBe('quadro-qd401');
    expect(def?.machine.id).toBe('panel-qd401');
  });

  it('fetches every work order as the parsers read its files on the page (read at build time)', async () => {
    const page = await freshPage();
    const { SCENARIOS } = await import('../../src/rules/builtInScenarios');
    expect(SCENARIOS.length).toBeGreaterThan(4);
    for (const s of SCENARIOS) expect(await page.builtInFiles(s.id)).toEqual(s);
  });
});
