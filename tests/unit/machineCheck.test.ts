import { describe, expect, it } from 'vitest';
import { CHECK_CODES, checkMachine, checkScenario, checkWorkOrder, type CheckCode, type Finding } from '../../src/rules/machineCheck';
import type { MessageKey } from '../../src/i18n/messages';
import { machineCheckKey } from '../../src/ui/common/textKeys';
import { buildScenario, procedureSheet, SCENARIOS } from '../../src/rules/builtInScenarios';
import pump from '../../src/rules/machines/pump-p101.json';
import pumpBearing from '../../src/rules/workorders/bomba-p101.json';
import pumpMotor from '../../src/rules/workorders/bomba-p101-motor.json';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import pt from '../../locales/pt.json';

/** The built-in machine files with their work-order files, as an editor would hold them. */
const machineFiles = import.meta.glob<{ id: string }>('../../src/rules/machines/*.json', { eager: true, import: 'default' });
const workOrderFiles = Object.values(import.meta.glob<{ machine: string }>('../../src/rules/workorders/*.json', { eager: true, import: 'default' }));
const BUILT_IN = Object.values(machineFiles).map((machine) => [machine, workOrderFiles.filter((order) => order.machine === machine.id)] as const);

interface File {
  components: Record<string, unknown>[];
  connections: unknown[][];
}

/** A copy of a file to change. */
function copy<T>(data: T): T {
  return JSON.parse(JSON.stringify(data)) as T;
}

/** The pump file after `change`. */
function pumpWith(change: (file: File) => void): File {
  const file = copy(pump) as unknown as File;
  change(file);
  return file;
}

/** The index of a part in the pump file. */
function at(file: File, id: string): number {
  return file.components.findIndex((c) => c.id === id);
}

/** The code, severity and place of each finding, the way a test reads them best. */
function brief(findings: readonly Finding[]): { severity: string; code: string; where: Finding['where']; params: Finding['params'] }[] {
  return findings.map(({ severity, code, where, params }) => ({ severity, code, where, params }));
}

describe('the built-in machines', () => {
  it.each(BUILT_IN.map(([machine, orders]) => [machine.id, machine, orders] as const))('%s and its work orders pass the check without an error or a warning', (_id, machine, orders) => {
    expect(brief(checkMachine(copy(machine), copy(orders)))).toEqual([]);
  });

  it.each(SCENARIOS.map((def) => [def.id, def] as const))('%s passes the proof in every choice of its variants', (_id, def) => {
    expect(checkWorkOrder(def)).toEqual([]);
  });
});

describe('the file, read by the same validator as the built-in files', () => {
  it('puts each of parseMachine’s problems at its part and field, with the painted labels in its values', () => {
    const file = pumpWith((f) => {
      delete f.components[at(f, 'drain')]!.at;
      f.components[at(f, 'gauge')]!.at = 'start';
      f.components[at(f, 'stop')]!.acts = [];
      f.components[at(f, 'start')]!.acts = ['gauge'];
      delete f.components[at(f, 'header')]!.energy;
      f.components[at(f, 'bucket-4')]!.id = 'bucket-3';
    });
    expect(brief(checkMachine(file))).toEqual(
      expect.arrayContaining([
        { severity: 'error', code: 'bleed_drains_nothing', where: { part: 'drain', field: 'at' }, params: { part: 'V-103' } },
        { severity: 'error', code: 'reads_no_energy', where: { part: 'gauge', field: 'at' }, params: { part: 'PI-101', ref: 'I' } },
        { severity: 'error', code: 'acts_nothing', where: { part: 'stop', field: 'acts' }, params: { part: 'O' } },
        { severity: 'error', code: 'not_a_load', where: { part: 'start', field: 'acts' }, params: { part: 'I', ref: 'PI-101' } },
        { severity: 'error', code: 'energy_missing', where: { part: 'header', field: 'energy' }, params: { part: 'L-100' } },
        { severity: 'error', code: 'id_twice', where: { part: 'bucket-3', field: 'id' }, params: { part: 'P-102', id: 'bucket-3' } },
      ]),
    );
  });

  it('says a bleed drains nothing when its store is not a store, and a store without a bleed cannot be released', () => {
    const drainsMotor = pumpWith((f) => (f.components[at(f, 'drain')]!.at = 'motor'));
    expect(brief(checkMachine(drainsMotor))).toEqual([{ severity: 'error', code: 'not_a_store', where: { part: 'drain', field: 'at' }, params: { part: 'V-103', ref: 'M-101' } }]);
    const noBleed = pumpWith((f) => void f.components.splice(at(f, 'drain'), 1));
    expect(brief(checkMachine(noBleed, [copy(pumpBearing)]))).toEqual([{ severity: 'error', code: 'store_no_bleed', where: { part: 'casing' }, params: { part: 'P-101' } }]);
  });

  it('names a loop of energy paths at the connection that closes it', () => {
    const file = pumpWith((f) => f.connections.push(['casing', 'header']));
    expect(brief(checkMachine(file))).toEqual([
      { severity: 'error', code: 'loop', where: { connection: 9, path: ['casing', 'header'] }, params: { part: 'P-101', loop: 'P-101 → L-100 → V-101 → P-101' } },
    ]);
  });

  it('names a dangling energy path and a path to a part energy does not flow through', () => {
    const cut = pumpWith((f) => void f.connections.splice(3, 1));
    expect(brief(checkMachine(cut))).toEqual([
      { severity: 'error', code: 'feeds_nothing', where: { part: 'bucket-4' }, params: { part: 'P-102' } },
      { severity: 'error', code: 'fed_by_nothing', where: { part: 'motor-p102' }, params: { part: 'M-102' } },
    ]);
    const toGauge = pumpWith((f) => f.connections.push(['casing', 'gauge']));
    expect(brief(checkMachine(toGauge))).toEqual([{ severity: 'error', code: 'carries_nothing', where: { connection: 9, path: ['casing', 'gauge'] }, params: { part: 'P-101', ref: 'PI-101' } }]);
    const itself = pumpWith((f) => f.connections.push(['motor', 'motor']));
    expect(brief(checkMachine(itself)).map((f) => f.code)).toEqual(['feeds_itself']);
  });

  it('reads a file that is no machine, texts, sizes and places', () => {
    expect(brief(checkMachine('a text'))).toEqual([{ severity: 'error', code: 'not_machine', where: {}, params: {} }]);
    const file = pumpWith((f) => {
      f.components[0]!.name = { pt: 'CCM-1' };
      f.components[1]!.label = 'x'.repeat(30);
      f.components[2]!.x = 5000;
      f.components[3]!.kind = 'teleporter';
      f.components[3]!.precharge = 5;
    });
    const codes = brief(checkMachine(file)).map((f) => `${f.code} ${f.where.part ?? ''}.${f.where.field ?? ''}`);
    expect(codes).toEqual(
      expect.arrayContaining(['text_missing mcc.name.en', 'label_too_long bucket-3.label', 'bad_place bucket-4.x', 'bad_kind motor.kind']),
    );
    expect(brief(checkMachine(pumpWith((f) => (f.components = []))))).toContainEqual(expect.objectContaining({ code: 'no_components' }));
  });

  it('puts a work order’s problems at its field, naming the work order', () => {
    const order = copy(pumpBearing) as Record<string, unknown>;
    order.zone = ['motor', 'ghost'];
    expect(brief(checkMachine(copy(pump), [order]))).toEqual([
      { severity: 'error', code: 'not_a_part', where: { field: 'zone[1]', workOrder: 'bomba-p101' }, params: { ref: 'ghost' } },
    ]);
  });

  it('gives every finding code a text', () => {
    // The parse table reads the validators' words: a code nothing maps to is a code never given.
    const unmapped = checkMachine(pumpWith((f) => (f.components[0]!.grammar = { pt: 'x' })));
    expect(brief(unmapped)).toEqual([{ severity: 'error', code: 'invalid', where: { part: 'mcc', field: 'grammar.pt' }, params: { part: 'CCM-1' } }]);
    expect(unmapped[0]!.detail).toBe('components[0].grammar.pt: one of m, f, mp, fp');
  });
});

describe('the proof', () => {
  it('a gauge taken away: the store and the valves that trap it are sources no gauge, test point or try-out reveals', () => {
    const noGauge = pumpWith((f) => void f.components.splice(at(f, 'gauge'), 1));
    const findings = brief(checkMachine(noGauge, [copy(pumpBearing)]));
    expect(findings.every((f) => f.severity === 'warning' && f.code === 'unrevealed')).toBe(true);
    expect(findings).toContainEqual({ severity: 'warning', code: 'unrevealed', where: { part: 'casing', workOrder: 'bomba-p101' }, params: { part: 'P-101', device: 'V-103' } });
    expect(findings).toContainEqual({ severity: 'warning', code: 'unrevealed', where: { part: 'suction-tank', workOrder: 'bomba-p101' }, params: { part: 'T-100', device: 'V-102' } });
    // The discharge valve is the trainee's to isolate only when no colleague has locked it.
    expect(findings).toContainEqual({
      severity: 'warning',
      code: 'unrevealed',
      where: { part: 'header', workOrder: 'bomba-p101', variant: ['feed-bucket-3', 'no-colleague', 'tester-ok'] },
      params: { part: 'L-100', device: 'V-101' },
    });
    // The motor's isolation is still revealed by the try-out.
    expect(findings.some((f) => f.where.part === 'mcc')).toBe(false);
  });

  it('a source with no isolating device on its way to the work is an error at the source', () => {
    const open = pumpWith((f) => {
      f.components.splice(at(f, 'discharge-valve'), 1);
      f.connections = f.connections.filter((p) => !p.includes('discharge-valve'));
      f.connections.push(['header', 'casing']);
    });
    const order = copy(pumpBearing) as { variants: { id: string }[][] };
    order.variants = order.variants.map((slot) => slot.filter((o) => o.id !== 'colleague-on-discharge'));
    expect(brief(checkMachine(open, [order]))).toEqual([{ severity: 'error', code: 'no_isolator', where: { part: 'header', workOrder: 'bomba-p101' }, params: { part: 'L-100', target: 'P-101' } }]);
  });

  it('a procedure with an isolating step left out leaves energy at the work: an error naming what is left live', () => {
    const def = SCENARIOS.find((s) => s.id === 'bomba-p101')!;
    const scenario = buildScenario(def, 0);
    const sheet = procedureSheet(scenario);
    expect(checkScenario(scenario, sheet)).toEqual([]);
    const step = sheet.sources.find((s) => s.control === 'isolate' && s.energy === 'electrical')!;
    const without = { ...sheet, sources: sheet.sources.filter((s) => s !== step) };
    const findings = brief(checkScenario(scenario, without));
    expect(findings).toContainEqual({ severity: 'error', code: 'left_live', where: { part: 'motor' }, params: { part: 'M-101', source: 'CCM-1', value: 400, unit: 'V' } });
    expect(findings).toContainEqual({ severity: 'error', code: 'can_start', where: { part: 'motor' }, params: { part: 'M-101' } });
  });

  it('a machine found dead at the work has nothing to train: a warning', () => {
    const dead = pumpWith((f) => {
      f.components[at(f, 'bucket-3')]!.position = 'off';
      f.components[at(f, 'bucket-4')]!.position = 'off';
    });
    const findings = brief(checkMachine(dead, [copy(pumpMotor)]));
    expect(findings).toContainEqual({ severity: 'warning', code: 'not_live', where: { workOrder: 'bomba-p101-motor' }, params: {} });
    expect(findings.every((f) => f.severity === 'warning')).toBe(true);
  });
});

describe('the texts', () => {
  const LOCALES = { pt, en, es, fr, de } as const;
  const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

  it('a finding’s text key is typed: a code without a text fails the type-check', () => {
    expect(machineCheckKey('bleed_drains_nothing')).toBe('editor.machineCheck.bleed_drains_nothing');
    const unknown = (code: CheckCode | 'no_such_finding'): MessageKey =>
      // @ts-expect-error pt.json has no editor.machineCheck.no_such_finding
      `editor.machineCheck.${code}`;
    expect(unknown('no_such_finding')).toBe('editor.machineCheck.no_such_finding');
  });

  it('every finding gives the values its text asks for', () => {
    const texts = (pt.editor as unknown as { machineCheck: Record<CheckCode, string> }).machineCheck;
    const def = SCENARIOS.find((s) => s.id === 'bomba-p101')!;
    const scenario = buildScenario(def, 0);
    const sheet = procedureSheet(scenario);
    const spare = ['bucket-3', 'bucket-4'].find((b) => !sheet.sources.some((s) => s.device === b))!;
    const findings = [
      ...checkMachine('x'),
      ...checkMachine({ ...copy(pump), id: 'Bad Id', name: { pt: 'x'.repeat(200) } }),
      ...checkMachine(pumpWith((f) => (f.components = []))),
      ...checkMachine(
        pumpWith((f) => {
          delete f.components[at(f, 'drain')]!.at;
          delete f.components[at(f, 'gauge')]!.at;
          delete f.components[at(f, 'stop')]!.role;
          delete f.components[at(f, 'header')]!.magnitude;
          f.components[at(f, 'terminals')]!.at = 'casing';
          f.components[at(f, 'motor')]!.precharge = 3;
          f.components[at(f, 'start')]!.acts = ['casing', 'ghost'];
          f.connections.push(['casing', 'header'], ['casing', 'gauge'], ['motor', 'motor'], ['mcc'], ['mcc', 'nowhere']);
          f.components.push({ ...f.components[0], id: 'spare' }, { ...f.components[3], id: 'lone-motor', x: 1, y: 1 });
        }),
      ),
      ...checkMachine(pumpWith((f) => (f.components[at(f, 'drain')]!.at = 'motor'))),
      ...checkMachine(pumpWith((f) => void f.components.splice(at(f, 'gauge'), 1)), [copy(pumpBearing), { ...copy(pumpMotor), zone: ['ghost'] }]),
      ...checkMachine(
        pumpWith((f) => {
          f.components[at(f, 'bucket-4')]!.id = 'bucket-3';
          f.components[at(f, 'mcc')]!.label = 'x'.repeat(30);
          f.components[at(f, 'mcc')]!.grammar = { pt: 'x' };
          f.components[at(f, 'motor-p102')]!.x = 5000;
          f.components[at(f, 'suction-tank')]!.kind = 'teleporter';
          f.components[at(f, 'stop')]!.acts = [];
          delete f.components[at(f, 'header')]!.energy;
          f.components[at(f, 'gauge')]!.at = 'start';
        }),
      ),
      ...checkMachine(pumpWith((f) => f.components.push(...Array.from({ length: 200 }, (_, i) => ({ ...f.components[at(f, 'gauge')], id: `g${i}` }))))),
      ...checkMachine(pumpWith((f) => void f.components.splice(at(f, 'drain'), 1))),
      ...checkMachine(
        pumpWith((f) => {
          f.components.splice(at(f, 'discharge-valve'), 1);
          f.connections = [...f.connections.filter((p) => !p.includes('discharge-valve')), ['header', 'casing']];
        }),
        [{ ...copy(pumpBearing), variants: [] }],
      ),
      ...checkMachine(
        pumpWith((f) => {
          f.components[at(f, 'bucket-3')]!.position = 'off';
          f.components[at(f, 'bucket-4')]!.position = 'off';
        }),
        [copy(pumpMotor)],
      ),
      ...checkScenario(scenario, { ...sheet, sources: sheet.sources.slice(1) }),
      // A step for a breaker that feeds something else changes nothing at the work.
      ...checkScenario(scenario, { ...sheet, sources: [...sheet.sources, { source: 'mcc', energy: 'electrical', magnitude: 400, control: 'isolate', device: spare }] }),
    ];
    const codes = new Set(findings.map((f) => f.code));
    expect(CHECK_CODES.filter((c) => !codes.has(c))).toEqual([]);
    for (const f of findings) expect(Object.keys(f.params), `${f.code} ${f.detail ?? ''}`).toEqual(expect.arrayContaining(placeholders(texts[f.code])));
  });

  it.each(Object.entries(LOCALES))('%s has a text for every finding, with the same placeholders as Portuguese', (_lang, messages) => {
    const texts = (messages.editor as unknown as { machineCheck: Record<string, string> }).machineCheck;
    const source = (pt.editor as unknown as { machineCheck: Record<string, string> }).machineCheck;
    expect(Object.keys(texts).sort()).toEqual([...CHECK_CODES].sort());
    for (const code of CHECK_CODES) expect(placeholders(texts[code]!), code).toEqual(placeholders(source[code]!));
  });
});
