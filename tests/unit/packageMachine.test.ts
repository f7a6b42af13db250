import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineOption } from '../../scripts/package/machine.mjs';

const FIXTURE = 'tests/fixtures/plant-machine.json';

/** A folder standing in for dist/, with the deployment's loto-config.json. */
function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'loto-dist-'));
  writeFileSync(join(dir, 'loto-config.json'), JSON.stringify({ certificateKeys: ['abc'] }));
  return dir;
}

describe('npm run package -- --machine FILE', () => {
  it('carries the machine file, lists it in the package loto-config.json, and makes its work orders lessons', async () => {
    const plant = await machineOption(['--mastery', '0.9', '--machine', FIXTURE], dist());
    expect(plant.argv).toEqual(['--mastery', '0.9']);
    expect(plant.defaultLesson).toBe('cenario:plant-mixer-m7-blade');
    expect(plant.scenarios.map((s) => s.id)).toEqual(['plant-mixer-m7-blade']);
    expect(plant.files.map((f) => f.path)).toEqual(['machines/plant-mixer-m7.loto-machine.json', 'loto-config.json']);
    const config = JSON.parse(new TextDecoder().decode(plant.files[1]!.bytes)) as Record<string, unknown>;
    expect(config).toEqual({ certificateKeys: ['abc'], machines: ['machines/plant-mixer-m7.loto-machine.json'] });
  });

  it('without --machine changes nothing', async () => {
    expect(await machineOption(['--lesson', 'simulador'], dist())).toEqual({ argv: ['--lesson', 'simulador'], scenarios: [], files: [], defaultLesson: null });
  });

  it('refuses a missing file, a file that is not a machine file, and a machine with no work order', async () => {
    const dir = dist();
    await expect(machineOption(['--machine'], dir)).rejects.toThrow('--machine needs a machine file');
    await expect(machineOption(['--machine', join(dir, 'none.json')], dir)).rejects.toThrow('cannot be read');
    writeFileSync(join(dir, 'notes.json'), '{"hello": 1}');
    await expect(machineOption(['--machine', join(dir, 'notes.json')], dir)).rejects.toThrow('not_a_machine_file');
    const file = JSON.parse((await import('node:fs')).readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'empty.json'), JSON.stringify({ ...file, workOrders: [] }));
    await expect(machineOption(['--machine', join(dir, 'empty.json')], dir)).rejects.toThrow('has no work order');
  });
});
