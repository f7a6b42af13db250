import { describe, expect, it } from 'vitest';
import { clampView, fitView, maxZoom, MAX_SCALE, panView, revealView, viewFit, zoomView } from '../../src/scenes/machine/view';
import { keepTags } from '../../src/scenes/machine/layout';

// The pump's frame on a 356 x 490 phone box: at fit it is about 0.31 CSS px per design unit.
const frame = { x: 0, y: 0, width: 1156, height: 798 };
const phone = { width: 356, height: 490 };

describe('machine pan and zoom', () => {
  it('fit shows the whole frame, centred, and zoom never goes below it or past MAX_SCALE', () => {
    const fit = viewFit(fitView(frame), frame, phone);
    expect(fit.scale).toBeCloseTo(356 / 1156, 5);
    expect(fit.offsetX).toBeCloseTo(0, 5);
    expect(fit.offsetY).toBeCloseTo((490 - 798 * fit.scale) / 2, 5);
    expect(clampView({ zoom: 0.2, x: 0, y: 0 }, frame, phone)).toEqual(fitView(frame));
    const max = clampView({ zoom: 1000, x: 500, y: 400 }, frame, phone);
    expect(viewFit(max, frame, phone).scale).toBeCloseTo(MAX_SCALE, 5);
    // A big screen still gets at least twice its fit.
    expect(maxZoom(frame, { width: 3000, height: 2000 })).toBe(2);
  });

  it('zooming around a point keeps that point of the machine under it', () => {
    const at = { x: 300, y: 200 };
    const before = viewFit(fitView(frame), frame, phone);
    const design = { x: (at.x - before.offsetX) / before.scale, y: (at.y - before.offsetY) / before.scale };
    const zoomed = zoomView(fitView(frame), 3, at, frame, phone);
    const after = viewFit(zoomed, frame, phone);
    expect(zoomed.zoom).toBeCloseTo(3, 5);
    expect(after.offsetX + design.x * after.scale).toBeCloseTo(at.x, 5);
    expect(after.offsetY + design.y * after.scale).toBeCloseTo(at.y, 5);
  });

  it('a pan stops at the machine edge and hands back what it could not take (the page scrolls by it)', () => {
    const atFit = panView(fitView(frame), 0, -120, frame, phone);
    expect(atFit.view).toEqual(fitView(frame));
    expect(atFit.rest.y).toBeCloseTo(-120, 5);
    const zoomed = zoomView(fitView(frame), 3, { x: 178, y: 245 }, frame, phone);
    const small = panView(zoomed, 40, -30, frame, phone);
    expect(small.rest.x).toBeCloseTo(0, 5);
    expect(small.rest.y).toBeCloseTo(0, 5);
    const far = panView(zoomed, 100_000, 0, frame, phone);
    expect(viewFit(far.view, frame, phone).offsetX).toBeCloseTo(0, 5);
    expect(far.rest.x).toBeGreaterThan(90_000);
  });

  it('a resize keeps the zoom and clamps the centre into the new box', () => {
    const zoomed = zoomView(fitView(frame), 4, { x: 10, y: 10 }, frame, phone);
    const landscape = clampView(zoomed, frame, { width: 844, height: 300 });
    expect(landscape.zoom).toBeCloseTo(4, 5);
    const fit = viewFit(landscape, frame, { width: 844, height: 300 });
    expect(fit.offsetX).toBeLessThan(1e-6);
    expect(fit.offsetX + frame.width * fit.scale).toBeGreaterThan(844 - 1e-6);
  });

  it('reveal moves a part wholly into sight by the least, and leaves a part in sight alone', () => {
    const zoomed = zoomView(fitView(frame), 4, { x: 10, y: 10 }, frame, phone);
    const part = { x: 1000, y: 600, width: 128, height: 132 };
    const shown = revealView(zoomed, part, frame, phone);
    const fit = viewFit(shown, frame, phone);
    const left = fit.offsetX + part.x * fit.scale;
    const top = fit.offsetY + part.y * fit.scale;
    expect(left).toBeGreaterThanOrEqual(7.9);
    expect(top).toBeGreaterThanOrEqual(7.9);
    expect(left + part.width * fit.scale).toBeLessThanOrEqual(356 - 7.9);
    expect(top + part.height * fit.scale).toBeLessThanOrEqual(490 - 7.9);
    expect(revealView(shown, part, frame, phone)).toEqual(shown);
    // Too big to fit at this zoom: zoomed out until it does.
    const tiny = { width: 200, height: 300 };
    const huge = zoomView(fitView(frame), 100, { x: 0, y: 0 }, frame, tiny);
    const whole = revealView(huge, part, frame, tiny);
    expect(whole.zoom).toBeLessThan(huge.zoom);
    expect(part.width * viewFit(whole, frame, tiny).scale).toBeLessThanOrEqual(200 - 16 + 1e-6);
  });
});

describe('a part name on the scene', () => {
  it('never wraps inside a painted tag, but still between the parts of a compound word', () => {
    expect(keepTags('Motor da bomba P-101')).toBe('Motor da bomba P\u2011101');
    expect(keepTags('Transformateur TR-4 et AR-3.1')).toBe('Transformateur TR\u20114 et AR\u20113.1');
    expect(keepTags('Kupplungs-Brems-Ventil')).toBe('Kupplungs-Brems-Ventil');
    expect(keepTags('C-201 M1')).toBe('C\u2011201 M1');
  });
});
