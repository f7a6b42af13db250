import { describe, expect, it } from 'vitest';
import { localized, type Machine } from '../../src/rules/machine';
import { parseMachine } from '../../src/rules/machineParse';
import pumpMachine from '../../src/rules/machines/pump-p101.json';
import { buildScenario, byListOrder, MACHINES, MAX_SEED, parseScenarioSeed, procedureSheet, SCENARIOS, type ScenarioDef } from '../../src/rules/builtInScenarios';
import { parseWorkOrder, readWorkOrder } from '../../src/rules/workOrderParse';
import pumpBearing from '../../src/rules/workorders/bomba-p101.json';
import conveyorBelt from '../../src/rules/workorders/transportador-c201.json';

const machineFiles = import.meta.glob<unknown>('../../src/rules/machines/*.json', { eager: true, import: 'default' });
const workOrderFiles = import.meta.glob<unknown>('../../src/rules/workorders/*.json', { eager: true, import: 'default' });

/** A file's JSON, to break at will. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = any;

/** A fresh, editable copy of a file. */
const copy = (data: unknown): Editable => JSON.parse(JSON.stringify(data)) as Editable;

/** The problems a work-order file has (none: an empty list). */
function problems(data: unknown, machines: readonly Machine[] = MACHINES): string[] {
  const result = readWorkOrder(data, machines);
  return result.ok ? [] : result.errors;
}

describe('the built-in files', () => {
  it.each(Object.entries(machineFiles))('machine %s reads without a problem', (_path, data) => {
    expect(parseMachine(data)).toEqual(expect.objectContaining({ ok: true }));
  });

  it.each(Object.entries(workOrderFiles))('work order %s reads without a problem, and is in the list', (path, data) => {
    const result = readWorkOrder(data, MACHINES);
    expect(result.ok ? [] : result.errors).toEqual([]);
    const def = result.ok ? result.value : null;
    expect(path).toBe(`../../src/rules/workorders/${def!.id}.json`);
    expect(SCENARIOS.find((s) => s.id === def!.id)).toEqual(def);
  });

  it('the list shows the work orders by their `order`, then by id', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(['bomba-p101', 'bomba-p101-motor', 'transportador-c201', 'prensa-ph301', 'quadro-qd401']);
    const [a, b, c] = SCENARIOS;
    const unordered = (def: ScenarioDef, id: string): ScenarioDef => ({ ...def, id, order: undefined });
    expect([unordered(c!, 'z'), unordered(b!, 'y'), c!, a!].sort(byListOrder).map((s) => s.id)).toEqual(['bomba-p101', 'transportador-c201', 'y', 'z']);
  });

  it('an order is a whole number from 0 to 9999', () => {
    for (const order of [-1, 1.5, '3', 10_000, null]) {
      const bad = copy(pumpBearing);
      bad.order = order;
      expect(problems(bad)).toEqual(['order: a whole number from 0 to 9999 (the work order\'s place in the list, lowest first)']);
    }
    const none = copy(pumpBearing);
    delete none.order;
    expect(problems(none)).toEqual([]);
  });

  it('every file is in the list, and the list only has files', () => {
    expect(SCENARIOS.map((s) => s.id).sort()).toEqual(Object.keys(workOrderFiles).map((p) => p.replace(/^.*\/(.*)\.json$/, '$1')).sort());
    expect(MACHINES.map((m) => m.id).sort()).toEqual(Object.keys(machineFiles).map((p) => p.replace(/^.*\/(.*)\.json$/, '$1')).sort());
  });
});

describe('a work-order file with a problem says what and where', () => {
  it.each([null, 'text', [], 42])('refuses %j with a message', (data) => {
    expect(problems(data)).toEqual(['the file must hold one work order object']);
  });

  it('top-level fields: unknown, id, version, machine, domain', () => {
    const bad = copy(pumpBearing);
    bad.adjacant = [];
    bad.id = 'Bomba P101';
    bad.version = 2;
    bad.domain = 'kitchen';
    const errors = problems(bad);
    expect(errors).toContain('adjacant: not a field of a work order (use id, version, order, languages, machine, domain, job, where, zone, adjacent, opens, crew, variants)');
    expect(errors).toContain('id: lower-case letters, digits and dashes, at most 40');
    expect(errors).toContain('version: must be 1');
    expect(errors).toContain('domain: one of machine, electrical');
    const elsewhere = copy(pumpBearing);
    elsewhere.machine = 'pump-p999';
    expect(problems(elsewhere)).toEqual(['machine: "pump-p999" is not a machine (use conveyor-c201, panel-qd401, press-ph301, pump-p101)']);
  });

  it('languages: given, known, each once; every text has exactly them', () => {
    const none = copy(pumpBearing);
    delete none.languages;
    expect(problems(none)).toContain('languages: the languages the file\'s texts are in, one or more of pt, en, es, fr, de, e.g. ["en"]');
    const bad = copy(pumpBearing);
    bad.languages = ['en', 'xx', 'en'];
    expect(problems(bad)).toEqual(expect.arrayContaining(['languages[1]: "xx" is not one of pt, en, es, fr, de', 'languages[2]: "en" is given twice']));
    const texts = copy(pumpBearing);
    texts.languages = ['en', 'de'];
    const errors = problems(texts);
    expect(errors).toContain('job.pt: not one of the file\'s languages (en, de); add it there or remove this text');
    const short = copy(pumpBearing);
    delete (short.job as Record<string, string>).fr;
    (short.where as Record<string, string>).de = ' ';
    (short.job as Record<string, string>).xx = 'x';
    expect(problems(short)).toEqual(
      expect.arrayContaining([
        'job.fr: missing (the file\'s languages are pt, en, es, fr, de)',
        'where.de: must be a non-empty text',
        'job.xx: unknown language (use pt, en, es, fr, de)',
      ]),
    );
  });

  it('zone, adjacent and opens name parts of the machine (opens: its test points)', () => {
    const bad = copy(pumpBearing);
    bad.zone = ['motor', 'impeller'];
    bad.adjacent = ['ghost'];
    bad.opens = ['motor'];
    expect(problems(bad)).toEqual([
      'zone[1]: "impeller" is not a part of pump-p101',
      'adjacent[0]: "ghost" is not a part of pump-p101',
      'opens[0]: "motor" is not a test point of pump-p101',
    ]);
    const empty = copy(pumpBearing);
    empty.zone = [];
    empty.adjacent = 'busbar';
    expect(problems(empty)).toEqual(['zone: a list of at least one part id', 'adjacent: a list of part ids (an empty list for none)']);
  });

  it('crew: members with an id of their own and a name', () => {
    const bad = copy(pumpBearing);
    bad.crew = [{ id: 'crew-1', name: 'R. Alves' }, { id: 'crew-1', name: 'M. Costa' }, { id: 'motor', name: 'X' }, { id: 'c3', name: '' }, 'Ana'];
    expect(problems(bad)).toEqual([
      'crew[1].id: "crew-1" is already used',
      'crew[2].id: "motor" is already used',
      'crew[3].name: a person\'s name of at most 60 characters',
      'crew[4]: a member with an id and a name',
    ]);
  });

  it('variants: slots of options with ids of their own and a list of operations', () => {
    const bad = copy(pumpBearing);
    bad.variants = [[], [{ id: 'a', ops: [] }, { id: 'a', ops: [] }], [{ id: 'b' }], [{ id: 'c', ops: [{ op: 'teleport' }, 'deadTester'] }]];
    expect(problems(bad)).toEqual([
      'variants[0]: a list of at least one option',
      'variants[1][1].id: "a" is used twice in this slot',
      'variants[2][0].ops: a list of operations (an empty list for none)',
      'variants[3][0].ops[0].op: one of swapFeeds, add, colleagueLock, act, zone, deadTester',
      'variants[3][0].ops[1]: an operation, e.g. {"op": "deadTester"}',
    ]);
  });

  it('each operation names real parts of the right kind', () => {
    const bad = copy(pumpBearing);
    bad.variants = [
      [
        {
          id: 'x',
          ops: [
            { op: 'swapFeeds', a: 'bucket-3', b: 'bucket-9' },
            { op: 'swapFeeds', a: 'bucket-3', b: 'bucket-3', keepLabels: 'yes' },
            { op: 'colleagueLock', device: 'x', owner: 'colleague' },
            { op: 'colleagueLock', device: 'motor', owner: 'trainee' },
            { op: 'act', control: 'motor', load: 'start' },
            { op: 'zone', add: 'drive-3' },
          ],
        },
      ],
    ];
    expect(problems(bad)).toEqual([
      'variants[0][0].ops[0].b: "bucket-9" is not another part of pump-p101',
      'variants[0][0].ops[1].b: "bucket-3" is not another part of pump-p101',
      'variants[0][0].ops[1].keepLabels: true or false',
      'variants[0][0].ops[2].device: "x" is not an isolating device of pump-p101',
      'variants[0][0].ops[3].device: "motor" is not an isolating device of pump-p101',
      'variants[0][0].ops[3].owner: the colleague\'s id, lower-case letters, digits and dashes, at most 40, not "trainee"',
      'variants[0][0].ops[4].control: "motor" is not a control of pump-p101',
      'variants[0][0].ops[4].load: "start" is not a load of pump-p101',
      'variants[0][0].ops[5].add: "drive-3" is not a part of pump-p101',
    ]);
  });

  it('what an option adds is checked as a machine part, each problem at its operation', () => {
    const bad = copy(conveyorBelt);
    const ops = (bad.variants as { ops: Record<string, unknown>[] }[][])[1]![1]!.ops;
    (ops[0]!.component as Record<string, unknown>).kind = 'teleporter';
    (ops[1]!.component as Record<string, unknown>).id = 'drive-1';
    (ops[2]!.component as Record<string, unknown>).name = { pt: 'Motor M3' };
    ops[1]!.connections = [['mcc-3-bucket-2', 'ghost']];
    const errors = problems(bad);
    expect(errors.some((e) => e.startsWith('variants[1][1].ops[0].component.kind: one of supply'))).toBe(true);
    expect(errors).toContain('variants[1][1].ops[1].component.id: "drive-1" is used twice');
    expect(errors).toContain('variants[1][1].ops[2].component.name.en: missing (the file\'s languages are pt, en, es, fr, de)');
    expect(errors).toContain('variants[1][1].ops[1].connections[0]: "ghost" is not a component');
  });

  it('a part may be added by one option of a slot only', () => {
    const twice = copy(conveyorBelt);
    const slots = twice.variants as unknown[][];
    slots.push([slots[1]![1]]);
    expect(problems(twice)).toContain('variants[3][0]: "mcc-3" is also added by variants[1][1], in another slot');
  });

  it('every choice of options must give a procedure sheet', () => {
    const backfeed = copy(pumpBearing);
    (backfeed.variants as unknown[][]).push([
      { id: 'none', ops: [] },
      {
        id: 'generator',
        ops: [
          {
            op: 'add',
            component: { id: 'generator', kind: 'supply', energy: 'electrical', magnitude: 400, label: 'G', x: 0, y: 600, name: copy(pumpBearing.where) },
            connections: [['generator', 'motor']],
          },
        ],
      },
    ]);
    expect(parseWorkOrder(backfeed, MACHINES).ok).toBe(true);
    const errors = problems(backfeed);
    // 3 feeds × 2 colleagues × 2 testers with the generator; none without it.
    expect(errors).toHaveLength(12);
    expect(errors[0]).toBe('variants: with feed-bucket-3, no-colleague, tester-ok, generator: pump-p101: generator reaches motor with no isolating device on the way');
    expect(errors.every((e) => / generator: pump-p101: generator reaches motor with no isolating device on the way$/.test(e))).toBe(true);
  });
});

describe('any one of the five languages, not Portuguese', () => {
  /** The pump written in English and German only, German first. */
  function germanPump(): Machine {
    const data = copy(pumpMachine);
    data.languages = ['de', 'en'];
    const keep = (t: Record<string, string>) => ({ en: t.en!, de: t.de! });
    data.name = keep(data.name);
    for (const c of data.components) (c as { name: unknown }).name = keep(c.name);
    const parsed = parseMachine(data);
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    return (parsed as { value: Machine }).value;
  }

  it('a machine and a work order in English and German only read without a problem', () => {
    const machine = germanPump();
    const order = copy(pumpBearing);
    order.languages = ['en'];
    order.job = { en: order.job.en };
    order.where = { en: order.where.en };
    const result = readWorkOrder(order, [machine]);
    expect(result.ok ? [] : result.errors).toEqual([]);
    const def = (result as { value: (typeof SCENARIOS)[number] }).value;
    expect(def.languages).toEqual(['en']);
    expect(procedureSheet(buildScenario(def, 1)).sources.length).toBeGreaterThan(0);
  });

  it('a text shows in the page language when the file has it, else in the file\'s first language', () => {
    const machine = germanPump();
    expect(localized(machine.name, 'en')).toBe('Centrifugal pump P-101');
    expect(localized(machine.name, 'de')).toBe('Kreiselpumpe P-101');
    // The file's first language is German, whatever order a text gives its languages in.
    expect(Object.keys(machine.components[0]!.name)).toEqual(['de', 'en']);
    expect(localized(machine.name, 'pt')).toBe('Kreiselpumpe P-101');
    expect(localized(machine.components[0]!.name, 'fr')).toBe('Sammelschiene MCC-1');
    const order = copy(pumpBearing);
    order.languages = ['en'];
    order.job = { en: order.job.en };
    order.where = { en: order.where.en };
    const def = (readWorkOrder(order, [machine]) as { value: (typeof SCENARIOS)[number] }).value;
    expect(localized(def.job, 'pt')).toBe('Replace the drive-end bearing of pump P-101');
  });

  it('a machine text must have exactly the machine\'s languages', () => {
    const data = copy(pumpMachine);
    data.languages = ['en'];
    const result = parseMachine(data);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContain('name.pt: not one of the file\'s languages (en); add it there or remove this text');
    const missing = copy(pumpMachine);
    delete (missing.components[2]!.name as Record<string, string>).es;
    expect(parseMachine(missing)).toEqual({ ok: false, errors: ['components[2].name.es: missing (the file\'s languages are pt, en, es, fr, de)'] });
  });
});

describe('a work order address', () => {
  it('reads its seed from `semente`, or from the older name `seed`, within the range', () => {
    expect(parseScenarioSeed('?semente=5&modo=pratica')).toBe(5);
    expect(parseScenarioSeed('?seed=5')).toBe(5);
    expect(parseScenarioSeed('?seed=4&semente=5')).toBe(5);
    expect(parseScenarioSeed(`?semente=${MAX_SEED}`)).toBe(MAX_SEED);
    expect(parseScenarioSeed(`?semente=${MAX_SEED + 1}`)).toBeUndefined();
    expect(parseScenarioSeed('?semente=')).toBeUndefined();
  });
});
