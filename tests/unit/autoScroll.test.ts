import { describe, expect, it } from 'vitest';
import { autoScrollStep, EDGE, MAX_STEP } from '../../src/scenes/shared/autoScroll';

// A 390×844 phone under a 72 px sticky header; the board runs from 500 px to 1200 px.
const view = { top: 72, bottom: 844 };
const board = { top: 500, bottom: 1200 };
const both = { up: true, down: true };

describe('autoScrollStep', () => {
  it('does nothing while the pointer is away from the edges', () => {
    expect(autoScrollStep(400, view, board, both)).toBe(0);
    expect(autoScrollStep(view.bottom - EDGE - 1, view, board, both)).toBe(0);
  });

  it('scrolls down near the bottom edge, faster the deeper the pointer is in the band', () => {
    const shallow = autoScrollStep(view.bottom - EDGE + 5, view, board, both);
    const deep = autoScrollStep(view.bottom - 2, view, board, both);
    expect(shallow).toBeGreaterThan(0);
    expect(deep).toBeGreaterThan(shallow);
    expect(autoScrollStep(view.bottom + 40, view, board, both)).toBe(MAX_STEP);
  });

  it('scrolls up near the top edge (under the header) only when the board starts above the view', () => {
    expect(autoScrollStep(80, view, board, both)).toBe(0);
    const scrolled = { top: -300, bottom: 400 };
    expect(autoScrollStep(80, view, scrolled, both)).toBeLessThan(0);
    expect(autoScrollStep(10, view, scrolled, both)).toBe(-MAX_STEP);
  });

  it('never scrolls towards a part of the page that is not the board, or past the page', () => {
    const whole = { top: 171, bottom: 844 };
    expect(autoScrollStep(840, view, whole, both)).toBe(0);
    expect(autoScrollStep(840, view, board, { up: true, down: false })).toBe(0);
    expect(autoScrollStep(80, view, { top: -300, bottom: 400 }, { up: false, down: true })).toBe(0);
  });

  it('keeps the band to a quarter of a short view', () => {
    const short = { top: 0, bottom: 100 };
    expect(autoScrollStep(70, short, { top: -50, bottom: 300 }, both)).toBe(0);
    expect(autoScrollStep(80, short, { top: -50, bottom: 300 }, both)).toBeGreaterThan(0);
  });
});
