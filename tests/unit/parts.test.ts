import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import pt from '../../locales/pt.json';
import { component } from '../../src/rules/machine';
import { parseMachine } from '../../src/rules/machineParse';
import conveyor from '../../src/rules/machines/conveyor-c201.json';
import { COMPONENT_KINDS, PART_MODELS, type PartFacts } from '../../src/rules/parts';
import { PART_DRAWINGS } from '../../src/scenes/machine/parts';

// Each kind of part is one module in two halves (docs/parts.md): its model in src/rules/parts/,
// its drawing in src/scenes/machine/parts/, and its name in every locale file.

const REST: PartFacts = { on: true, running: false, live: false, charged: false, restrained: false, dropped: false, earthed: false, covered: false, myLock: false, otherLocks: 0, tagged: false, coasting: false, reading: null };

describe('the kinds of part', () => {
  it('each has a model, a drawing and a name in every language', () => {
    expect(Object.keys(PART_DRAWINGS).sort()).toEqual([...COMPONENT_KINDS].sort());
    for (const locale of [pt, en, es, fr, de]) expect(Object.keys(locale.scenarios.kinds).sort()).toEqual([...COMPONENT_KINDS].sort());
  });

  it('the conveyor head drive is a coasting part: it runs like a load and offers the standstill check once stopped', () => {
    const result = parseMachine(JSON.parse(JSON.stringify(conveyor)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const drive = component(result.value, 'drive-1');
    expect(drive.kind).toBe('coasting');
    const model = PART_MODELS.coasting;
    expect(model.runs && model.coasts(drive)).toBe(true);
    expect(model.actions(drive, { ...REST, running: true, live: true }).map((a) => a.type)).toEqual(['cover']);
    expect(model.actions(drive, REST).map((a) => a.type)).toEqual(['check_standstill', 'cover']);
    expect(model.words(drive, { ...REST, coasting: true })).toEqual([{ agree: 'coasting' }]);
    // A control may act on it, as on any part that runs.
    expect(component(result.value, 'start').acts).toContain('drive-1');
  });

  it('a coasting part in a machine file needs its energy and its speed, and takes no field of another kind', () => {
    const data = JSON.parse(JSON.stringify(conveyor)) as { components: Record<string, unknown>[] };
    const drive = data.components.find((c) => c.id === 'drive-1')!;
    delete drive.magnitude;
    delete drive.energy;
    drive.look = 'motor';
    const result = parseMachine(data);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining(['components[4].energy: one of electrical, hydraulic, pneumatic, gravity, kinetic, spring, thermal, chemical', 'components[4].magnitude: its speed in rpm while it runs', 'components[4].look: only on a load']),
    );
  });

  it('a load written the old way, with coasts: true, is told to be a coasting part', () => {
    const data = JSON.parse(JSON.stringify(conveyor)) as { components: Record<string, unknown>[] };
    Object.assign(data.components.find((c) => c.id === 'drive-1')!, { kind: 'load', coasts: true });
    const result = parseMachine(data);
    expect(result.ok ? [] : result.errors).toEqual(['components[4].coasts: a part that keeps turning is of kind "coasting"']);
  });
});
