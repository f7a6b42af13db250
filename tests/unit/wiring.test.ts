import { describe, expect, it } from 'vitest';
import { buildScenario, SCENARIOS } from '../../src/rules/builtInScenarios';
import type { Machine } from '../../src/rules/machine';
import { bodyArea, routeLinks, type Point } from '../../src/scenes/machine/wiring';

// The drawing of a machine shows the wiring and piping the model has, and nothing else: every
// connection is one line from the part that feeds to the part fed, no line runs through another
// part, and lines from different sources never meet (a line that runs into another reads as a
// path the model does not have: "MCC-3 fed through the C-202 motor", "bucket 9 leading nowhere").

/** Every machine a trainee can meet: each work order with each of its variants. */
function machines(): { name: string; machine: Machine }[] {
  const all = new Map<string, { name: string; machine: Machine }>();
  for (const def of SCENARIOS) {
    for (let seed = 100000; seed < 100064; seed++) {
      const s = buildScenario(def, seed);
      all.set(JSON.stringify(s.machine), { name: `${def.id} ${s.picked.join('+')}`, machine: s.machine });
    }
  }
  return [...all.values()];
}

type Segment = readonly [Point, Point];
const segments = (points: readonly Point[]): Segment[] => points.slice(1).map((p, i) => [points[i]!, p] as const);

/** Whether two axis-aligned segments share any point. */
function meet([a, b]: Segment, [c, d]: Segment): boolean {
  return Math.max(Math.min(a.x, b.x), Math.min(c.x, d.x)) <= Math.min(Math.max(a.x, b.x), Math.max(c.x, d.x)) && Math.max(Math.min(a.y, b.y), Math.min(c.y, d.y)) <= Math.min(Math.max(a.y, b.y), Math.max(c.y, d.y));
}

/** Whether a segment runs into a rectangle. */
function enters([a, b]: Segment, r: { x0: number; y0: number; x1: number; y1: number }): boolean {
  return Math.max(a.x, b.x) > r.x0 && Math.min(a.x, b.x) < r.x1 && Math.max(a.y, b.y) > r.y0 && Math.min(a.y, b.y) < r.y1;
}

describe('the wiring a machine drawing shows', () => {
  const all = machines();
  it('covers every machine and variant', () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
  });

  for (const { name, machine } of all) {
    it(`is the model's, line for line: ${name}`, () => {
      const routes = routeLinks(machine);
      const problems: string[] = [];
      const byId = new Map(machine.components.map((c) => [c.id, c]));
      // Every connection is drawn once, and every line drawn is a connection.
      expect(routes.map((r) => `${r.from}>${r.to}`).sort()).toEqual(machine.connections.map(([a, b]) => `${a}>${b}`).sort());
      for (const r of routes) {
        const segs = segments(r.points);
        for (const [a, b] of segs) if (a.x !== b.x && a.y !== b.y) problems.push(`${r.from}>${r.to} runs slantwise`);
        for (const c of machine.components) {
          if (c.id === r.from || c.id === r.to) continue;
          if (segs.some((s) => enters(s, bodyArea(c)))) problems.push(`${r.from}>${r.to} runs through ${c.id}`);
        }
        // Each line starts in the part that feeds and ends in the part fed.
        const inside = (p: Point, id: string) => {
          const box = bodyArea(byId.get(id)!);
          return p.x >= box.x0 && p.x <= box.x1 && p.y >= box.y0 && p.y <= box.y1;
        };
        if (!inside(r.points[0]!, r.from) || !inside(r.points[r.points.length - 1]!, r.to)) problems.push(`${r.from}>${r.to} does not join its parts`);
      }
      routes.forEach((r, i) => {
        for (const q of routes.slice(i + 1)) {
          if (q.from === r.from) continue;
          // Lines that share a part may meet inside its drawing only.
          const shared = [r.from, r.to].filter((id) => id === q.from || id === q.to).map((id) => bodyArea(byId.get(id)!));
          for (const s of segments(r.points)) {
            for (const t of segments(q.points)) {
              if (!meet(s, t)) continue;
              const clipped = shared.some((box) => [s, t].every(([a, b]) => (a.x >= box.x0 && a.x <= box.x1 && a.y >= box.y0 && a.y <= box.y1) || (b.x >= box.x0 && b.x <= box.x1 && b.y >= box.y0 && b.y <= box.y1)));
              if (!clipped) problems.push(`${r.from}>${r.to} meets ${q.from}>${q.to}`);
            }
          }
        }
      });
      expect([...new Set(problems)]).toEqual([]);
    });
  }
});
