/**
 * The wires and pipes of a machine drawing, routed from the model's connections: one line per
 * connection, from the part that feeds to the part fed. A line never runs through another part
 * (nor under its name or plate label where it can go round), and two lines from different
 * sources never touch, so the drawing shows exactly the paths the model has and no others. Lines
 * from one source may share their first run (a busbar with taps).
 */
import { builtInWires } from '../../rules/builtInFiles';
import type { EnergyKind, Machine } from '../../rules/machine';
import { PART_HALF } from './art';
import { machineFrame, NAME_HEIGHT, NAME_WIDTH, partCentre } from './layout';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One connection as drawn: its ends, its energy and the corners of its line (design units). */
export interface LinkRoute {
  readonly from: string;
  readonly to: string;
  readonly energy: EnergyKind;
  readonly points: readonly Point[];
}

/** A rectangle in design units. */
interface Area {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The grid the router walks (design units). */
const STEP = 10;
/** Clearance kept round a part's drawing. */
const BODY_CLEAR = 8;
/** Cells either side of another source's line that stay free (lines 20 units apart at least). */
const LINE_CLEAR = 1;
const TURN_COST = 30;
const LABEL_COST = 2000;
const SHARED_COST = 0.5;
/** The cost of a cell where a line would touch another source's (only when there is no way round). */
const CROSSING = 10_000;

/** The drawing of a part (what a line must not cross), in design units. */
export function bodyArea(c: { x: number; y: number }, clear = 0): Area {
  const { x, y } = partCentre(c);
  return { x0: x - PART_HALF - clear, y0: y - PART_HALF - clear, x1: x + PART_HALF + clear, y1: y + PART_HALF + clear };
}

/** Where a part's name and plate label are painted (below and above its drawing). */
function labelAreas(c: { x: number; y: number }): Area[] {
  const { x, y } = partCentre(c);
  return [
    { x0: x - NAME_WIDTH / 2, y0: y + PART_HALF, x1: x + NAME_WIDTH / 2, y1: y + PART_HALF + NAME_HEIGHT },
    { x0: x - 40, y0: y - PART_HALF - 22, x1: x + 40, y1: y - PART_HALF },
  ];
}

class Heap {
  private readonly items: number[] = [];
  private readonly keys: number[] = [];
  get size(): number {
    return this.items.length;
  }
  push(item: number, key: number): void {
    const { items, keys } = this;
    let i = items.length;
    items.push(item);
    keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      items[i] = items[parent]!;
      keys[i] = keys[parent]!;
      i = parent;
    }
    items[i] = item;
    keys[i] = key;
  }
  pop(): number {
    const { items, keys } = this;
    const top = items[0]!;
    const lastItem = items.pop()!;
    const lastKey = keys.pop()!;
    if (items.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= items.length) break;
        const r = l + 1;
        const c = r < items.length && keys[r]! < keys[l]! ? r : l;
        if (keys[c]! >= lastKey) break;
        items[i] = items[c]!;
        keys[i] = keys[c]!;
        i = c;
      }
      items[i] = lastItem;
      keys[i] = lastKey;
    }
    return top;
  }
}

const DX = [1, 0, -1, 0];
const DY = [0, 1, 0, -1];

/**
 * The machine's wires as the scene draws them: a built-in machine's were routed when the site was
 * built (scripts/vite-built-in-orders.ts, with routeLinks below) and come with its work order's
 * file; any other machine's are routed here. Routing the pump's took 15-25 ms of the work order's
 * scene start on a 2-core machine (60-100 ms at Lighthouse's 4x slowdown).
 */
export function routesFor(machine: Machine): readonly LinkRoute[] {
  return builtInWires(machine) ?? routeLinks(machine);
}

/** Every connection of the machine, routed round the parts and apart from each other. */
export function routeLinks(machine: Machine): LinkRoute[] {
  // The grid starts on a multiple of its step, so every part's centre is on a cell, and stays
  // inside the frame the scene shows.
  const outer = machineFrame(machine.components);
  const frame = { x: Math.ceil(outer.x / STEP) * STEP, y: Math.ceil(outer.y / STEP) * STEP };
  const cols = Math.floor((outer.x + outer.width - frame.x) / STEP) + 1;
  const rows = Math.floor((outer.y + outer.height - frame.y) / STEP) + 1;
  const cell = (x: number, y: number) => Math.round((y - frame.y) / STEP) * cols + Math.round((x - frame.x) / STEP);
  const byId = new Map(machine.components.map((c) => [c.id, c]));
  // Which part's drawing covers each cell (-1: none), and the extra cost of painted labels.
  const body = new Int32Array(cols * rows).fill(-1);
  const labelCost = new Float32Array(cols * rows);
  const fill = (a: Area, paint: (i: number) => void) => {
    for (let gy = Math.max(0, Math.ceil((a.y0 - frame.y) / STEP)); gy <= Math.min(rows - 1, Math.floor((a.y1 - frame.y) / STEP)); gy++) {
      for (let gx = Math.max(0, Math.ceil((a.x0 - frame.x) / STEP)); gx <= Math.min(cols - 1, Math.floor((a.x1 - frame.x) / STEP)); gx++) paint(gy * cols + gx);
    }
  };
  machine.components.forEach((c, index) => {
    fill(bodyArea(c, BODY_CLEAR), (i) => (body[i] = index));
    for (const a of labelAreas(c)) fill(a, (i) => (labelCost[i] = LABEL_COST));
  });
  // Shortest first: a part's nearest neighbours are joined straight, longer runs go round them.
  const shortest = machine.connections
    .map(([from, to], i) => ({ from, to, i }))
    .filter(({ from, to }) => byId.has(from) && byId.has(to))
    .sort((a, b) => {
      const len = (l: { from: string; to: string }) => {
        const p = partCentre(byId.get(l.from)!);
        const q = partCentre(byId.get(l.to)!);
        return Math.abs(p.x - q.x) + Math.abs(p.y - q.y);
      };
      return len(a) - len(b) || a.i - b.i;
    });
  // The search's tables, made once for every line of both orders (each search starts by resetting
  // them): a new pair per line was some 200 KB each, and the garbage collector's work with them.
  const states = cols * rows * 4;
  const cost = new Float64Array(states);
  const back = new Int32Array(states);
  // Or longest first, where that leaves fewer lines to cross (they have the fewest ways round).
  const first = routeInOrder(shortest);
  if (first.crossings === 0) return first.routes;
  const second = routeInOrder([...shortest].reverse());
  return (second.crossings < first.crossings ? second : first).routes;

  function routeInOrder(order: readonly { from: string; to: string; i: number }[]): { routes: LinkRoute[]; crossings: number } {
    // The source whose line runs through each cell (or near it), -1 for none.
    const taken = new Int32Array(cols * rows).fill(-1);
    const near = new Int32Array(cols * rows).fill(-1);
    const sources = new Map<string, number>();

    const routes: LinkRoute[] = [];
    let crossings = 0;
    for (const { from, to, i } of order) {
      const a = byId.get(from)!;
      const b = byId.get(to)!;
      if (!sources.has(from)) sources.set(from, sources.size);
      const source = sources.get(from)!;
      const ends = new Set([machine.components.indexOf(a), machine.components.indexOf(b)]);
      const start = partCentre(a);
      const goal = partCentre(b);
      const startCell = cell(start.x, start.y);
      const goalCell = cell(goal.x, goal.y);
      const gx = goalCell % cols;
      const gy = Math.floor(goalCell / cols);
      /**
       * The cheapest line (A*, on cells and headings). First with another source's line as a
       * wall, which keeps the search small; only where no line gets round does it search again
       * with touching allowed at its (high) cost, which tries nearly every cell.
       */
      const search = (touching: boolean): number => {
        cost.fill(Infinity);
        back.fill(-1);
        const heap = new Heap();
        for (let d = 0; d < 4; d++) {
          cost[startCell * 4 + d] = 0;
          heap.push(startCell * 4 + d, 0);
        }
        while (heap.size > 0) {
          const state = heap.pop();
          const here = state >> 2;
          const dir = state & 3;
          if (here === goalCell) return state;
          const hx = here % cols;
          const hy = Math.floor(here / cols);
          for (let d = 0; d < 4; d++) {
            if (d === (dir ^ 2)) continue;
            const nx = hx + DX[d]!;
            const ny = hy + DY[d]!;
            if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
            const next = ny * cols + nx;
            const owner = body[next]!;
            if (owner !== -1 && !ends.has(owner)) continue;
            let step = taken[next] === source ? SHARED_COST : 1;
            if (owner === -1) step += labelCost[next]! / STEP;
            // Inside the drawing of one of its own parts, a line may meet the others that part has.
            const other = owner === -1 && ((taken[next] !== -1 && taken[next] !== source) || (near[next] !== -1 && near[next] !== source));
            if (other) {
              if (!touching) continue;
              step += CROSSING;
            }
            if (d !== dir) step += TURN_COST;
            const total = cost[state]! + step;
            const nextState = next * 4 + d;
            if (total < cost[nextState]!) {
              cost[nextState] = total;
              back[nextState] = state;
              heap.push(nextState, total + Math.abs(nx - gx) + Math.abs(ny - gy));
            }
          }
        }
        return -1;
      };
      let found = search(false);
      if (found === -1) found = search(true);
      if (found !== -1 && cost[found]! >= CROSSING) crossings += Math.floor(cost[found]! / CROSSING);
      const cells: number[] = [];
      for (let s = found; s !== -1; s = back[s]!) cells.push(s >> 2);
      cells.reverse();
      for (const c of cells) {
        taken[c] = source;
        const cx = c % cols;
        const cy = Math.floor(c / cols);
        for (let oy = -LINE_CLEAR; oy <= LINE_CLEAR; oy++) {
          for (let ox = -LINE_CLEAR; ox <= LINE_CLEAR; ox++) {
            const x = cx + ox;
            const y = cy + oy;
            if (x >= 0 && y >= 0 && x < cols && y < rows && near[y * cols + x] === -1) near[y * cols + x] = source;
          }
        }
      }
      const at = (c: number): Point => ({ x: frame.x + (c % cols) * STEP, y: frame.y + Math.floor(c / cols) * STEP });
      // Corners only: the first and last cell, and every cell where the line turns.
      const points: Point[] = [];
      cells.forEach((c, k) => {
        const prev = cells[k - 1];
        const next = cells[k + 1];
        if (prev === undefined || next === undefined || next - c !== c - prev) points.push(at(c));
      });
      // The ends at the parts' exact centres (the grid cell may be a fraction off).
      if (points.length > 0) {
        points[0] = start;
        points[points.length - 1] = goal;
      }
      routes[i] = { from, to, energy: a.energy ?? b.energy ?? 'electrical', points };
    }
    return { routes: routes.filter((r) => r !== undefined), crossings };
  }
}
