import { describe, expect, it } from 'vitest';
import { beyondLabel } from '../../src/ui/machines/PhotoStage';

// An energy path's arrowhead stops short of the target part's painted label (below its drawing),
// so a path that comes up from below shows its head instead of ending under the label.
describe('beyondLabel', () => {
  it('a line leaving straight down crosses the label: the head stops past its lower edge', () => {
    expect(beyondLabel('CY-1', 0, 1)).toBeCloseTo(23 + 19);
  });
  it('a line leaving up, sideways or with no label crosses nothing', () => {
    expect(beyondLabel('CY-1', 0, -1)).toBe(0);
    expect(beyondLabel('CY-1', 1, 0)).toBe(0);
    expect(beyondLabel('', 0, 1)).toBe(0);
  });
  it('a steep line crosses a long label; a shallow one passes beside a short one', () => {
    const steep = { x: Math.sin(0.3), y: Math.cos(0.3) };
    expect(beyondLabel('Hydraulic accumulator ACC-1', steep.x, steep.y)).toBeGreaterThan(40);
    const shallow = { x: Math.cos(0.3), y: Math.sin(0.3) };
    expect(beyondLabel('Q1', shallow.x, shallow.y)).toBe(0);
  });
});
