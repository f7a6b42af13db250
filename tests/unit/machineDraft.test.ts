import { describe, expect, it } from 'vitest';
import { checkMachine } from '../../src/rules/machineCheck';
import { parseMachine } from '../../src/rules/machineParse';
import {
  addPart,
  changeKind,
  connect,
  draftConnections,
  draftParts,
  freePartId,
  joinProblem,
  movePart,
  newMachineData,
  newWorkOrder,
  publishMachine,
  publishWorkOrder,
  removePart,
  untranslated,
  updatePart,
  variantKindOf,
  variantSlot,
  withText,
} from '../../src/rules/machineDraft';

/** A small machine drawn step by step, as the editor does it. */
function drawn() {
  let machine: Record<string, unknown> = newMachineData('saw-1', 'Serra S-1', 'pt');
  const add = (kind: Parameters<typeof addPart>[1], x: number, y: number, name: string, label: string) => {
    const r = addPart(machine, kind, { x, y }, name, 'pt', label);
    machine = r.machine;
    return r.id;
  };
  const grid = add('supply', 100, 50, 'Rede 400 V', 'QGBT');
  const q1 = add('disconnect', 100, 200, 'Seccionadora', 'Q1');
  const motor = add('load', 100, 400, 'Motor', 'M1');
  const start = add('control', 300, 400, 'Botão de partida', 'S1');
  machine = updatePart(machine, grid, { magnitude: 400 });
  machine = updatePart(machine, start, { acts: [motor] });
  machine = connect(machine, grid, q1);
  machine = connect(machine, q1, motor);
  return { machine, grid, q1, motor, start };
}

describe('the machine draft', () => {
  it('builds a machine that its validator and the check accept', () => {
    const { machine, motor } = drawn();
    expect(parseMachine(publishMachine(machine)).ok).toBe(true);
    const order = { ...newWorkOrder(machine, 'trocar-motor', 'Trocar o motor', 'Oficina', 'pt'), zone: [motor] };
    expect(checkMachine(publishMachine(machine), [publishWorkOrder(order, machine)]).filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('gives new parts free ids and keeps them on the grid', () => {
    const { machine } = drawn();
    const r = addPart(machine, 'load', { x: -50, y: 9999 }, 'Outro motor', 'pt', 'M2');
    expect(r.id).toBe('load-2');
    expect(draftParts(r.machine).find((p) => p.id === r.id)).toMatchObject({ x: 0, y: 600 });
    expect(draftParts(movePart(r.machine, r.id, 1200.4, 33.6)).find((p) => p.id === r.id)).toMatchObject({ x: 1000, y: 34 });
    expect(freePartId('Válvula 3!', ['valvula-3'])).toBe('valvula-3-2');
    expect(freePartId('!!!', [])).toBe('part');
  });

  it('removes a part with every path and reference to it', () => {
    const { machine, q1, motor, start } = drawn();
    const order = { ...newWorkOrder(machine, 'w', 'Job', 'Place', 'pt'), zone: [motor], variants: [variantSlot('colleagueLock', { device: q1 })] };
    const after = removePart({ machine, workOrders: [order] }, motor);
    expect(draftParts(after.machine).map((p) => p.id)).not.toContain(motor);
    expect(draftConnections(after.machine).flat()).not.toContain(motor);
    expect(draftParts(after.machine).find((p) => p.id === start)!.acts).toEqual([]);
    expect(after.workOrders[0]!.zone).toEqual([]);
    expect(after.workOrders[0]!.variants).toHaveLength(1);
    expect(removePart(after, q1).workOrders[0]!.variants).toEqual([]);
  });

  it('changes a kind: fields of the old kind go, paths through a kind energy does not flow through go', () => {
    const { machine, q1 } = drawn();
    const asGauge = changeKind(machine, q1, 'gauge');
    expect(draftParts(asGauge).find((p) => p.id === q1)).not.toHaveProperty('position');
    expect(draftConnections(asGauge).flat()).not.toContain(q1);
    const asStore = changeKind(updatePart(machine, q1, { position: 'off' }), q1, 'store');
    expect(draftParts(asStore).find((p) => p.id === q1)!.energy).toBe('electrical');
    expect(draftConnections(asStore).flat()).toContain(q1);
  });

  it('refuses a path to itself, twice, or through a part energy does not flow through', () => {
    const { machine, grid, q1, start } = drawn();
    expect(joinProblem(machine, grid, grid)).toBe('same');
    expect(joinProblem(machine, grid, q1)).toBe('exists');
    expect(joinProblem(machine, q1, start)).toBe('carries_nothing');
    expect(joinProblem(machine, q1, grid)).toBeNull();
  });

  it('fills an untranslated text with the first language for trainees, and lists it', () => {
    const { machine, motor } = drawn();
    const two = { ...updatePart(machine, motor, { name: withText(draftParts(machine).find((p) => p.id === motor)!.name, 'en', 'Motor') }), languages: ['pt', 'en'] };
    const published = parseMachine(publishMachine(two));
    expect(published.ok).toBe(true);
    if (published.ok) expect(published.value.components.find((c) => c.id === 'supply')!.name).toEqual({ pt: 'Rede 400 V', en: 'Rede 400 V' });
    const places = untranslated({ machine: two, workOrders: [] }, 'en');
    expect(places).toContain('name');
    expect(places).toContain('part:supply');
    expect(places).not.toContain(`part:${motor}`);
  });

  it('reads back the kind of a variant slot it wrote', () => {
    expect(variantKindOf(variantSlot('mislabelled', { a: 'a', b: 'b' }))).toBe('mislabelled');
    expect(variantKindOf(variantSlot('deadTester', {}))).toBe('deadTester');
    expect(variantKindOf(variantSlot('colleagueLock', { device: 'q' }))).toBe('colleagueLock');
    expect(variantKindOf([{ id: 'x', ops: [] }])).toBeNull();
  });
});
