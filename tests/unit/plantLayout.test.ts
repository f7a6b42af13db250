import { describe, expect, it } from 'vitest';
import { machineFrame, PHOTO_AREA, photoRect } from '../../src/scenes/machine/layout';
import { photoSlots } from '../../src/rules/photoLayout';
import plantFile from '../fixtures/plant-machine.json';

describe('a plant machine on its photos, in design units', () => {
  it('spreads a photo slot as the parts are spread (grid x 0–1000 → 60 + x·160/140, y 0–600 → 70 + y·200/150)', () => {
    expect(PHOTO_AREA).toEqual({ x: 60, y: 70, width: (1000 * 160) / 140, height: 800 });
    const [slot] = photoSlots([{ width: 1000, height: 700 }]).map(photoRect);
    // A photo of the area's own shape (10 : 7) fills it.
    expect(slot!.x).toBeCloseTo(60);
    expect(slot!.y).toBeCloseTo(70);
    expect(slot!.width).toBeCloseTo(PHOTO_AREA.width);
    expect(slot!.height).toBeCloseTo(800);
  });

  it("the machine's frame covers the whole photo area, not only the parts", () => {
    const parts = plantFile.machine.components;
    const bare = machineFrame(parts);
    const framed = machineFrame(parts, true);
    expect(framed.x).toBeLessThanOrEqual(Math.min(bare.x, PHOTO_AREA.x));
    expect(framed.y).toBeLessThanOrEqual(Math.min(bare.y, PHOTO_AREA.y));
    expect(framed.x + framed.width).toBeGreaterThanOrEqual(Math.max(bare.x + bare.width, PHOTO_AREA.x + PHOTO_AREA.width));
    expect(framed.y + framed.height).toBeGreaterThanOrEqual(Math.max(bare.y + bare.height, PHOTO_AREA.y + PHOTO_AREA.height));
    // The parts alone (this machine's stop at x 700 of 1000) give a narrower frame.
    expect(bare.x + bare.width).toBeLessThan(PHOTO_AREA.x + PHOTO_AREA.width);
    // Without photos nothing changes.
    expect(machineFrame(parts, false)).toEqual(bare);
  });
});
