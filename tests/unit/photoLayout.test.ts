import { describe, expect, it } from 'vitest';
import { GRID, PHOTO_AREA_ASPECT, photoSlots } from '../../src/rules/photoLayout';

/** The shape a slot has on screen, where a grid unit across is 10/7 × 600/1000 of one down. */
function shownAspect(slot: { width: number; height: number }): number {
  return (slot.width * PHOTO_AREA_ASPECT * GRID.height) / GRID.width / slot.height;
}

describe('photoSlots', () => {
  it('gives nothing for no photo', () => {
    expect(photoSlots([])).toEqual([]);
  });

  it('fills the whole area with one photo of its own shape', () => {
    const [slot] = photoSlots([{ width: 1000, height: 700 }]);
    expect(slot!.x).toBeCloseTo(0);
    expect(slot!.y).toBeCloseTo(0);
    expect(slot!.width).toBeCloseTo(1000);
    expect(slot!.height).toBeCloseTo(600);
  });

  it('keeps a photo undistorted and centred: a portrait photo takes the full height', () => {
    const [slot] = photoSlots([{ width: 1536, height: 2048 }]);
    expect(slot!.height).toBeCloseTo(600);
    expect(shownAspect(slot!)).toBeCloseTo(1536 / 2048);
    expect(slot!.x + slot!.width / 2).toBeCloseTo(500);
  });

  it('puts a wide photo across the full width, centred down', () => {
    const [slot] = photoSlots([{ width: 2048, height: 800 }]);
    expect(slot!.width).toBeCloseTo(1000);
    expect(shownAspect(slot!)).toBeCloseTo(2048 / 800);
    expect(slot!.y + slot!.height / 2).toBeCloseTo(300);
  });

  it('shares the area in equal columns, in order, never overlapping', () => {
    const slots = photoSlots([
      { width: 2048, height: 1536 },
      { width: 1536, height: 2048 },
      { width: 2048, height: 2048 },
    ]);
    expect(slots).toHaveLength(3);
    slots.forEach((slot, i) => {
      expect(slot.x).toBeGreaterThanOrEqual(i * (1000 / 3) - 1e-9);
      expect(slot.x + slot.width).toBeLessThanOrEqual((i + 1) * (1000 / 3) + 1e-9);
      expect(slot.y).toBeGreaterThanOrEqual(0);
      expect(slot.y + slot.height).toBeLessThanOrEqual(600 + 1e-9);
    });
    expect(shownAspect(slots[2]!)).toBeCloseTo(1);
  });

  it('lets a photo without a usable size fill its column', () => {
    const [slot] = photoSlots([{ width: 0, height: 0 }]);
    expect(slot).toEqual({ x: 0, y: 0, width: 1000, height: 600 });
  });
});
