// Figures: the numbers the benchmark reports. Every measurement adds one value per run under a
// figure id (e.g. `drag.tile.dpr1.frame-p95`); the report shows each figure's median over the
// runs, its budget, and whether the median meets it. Also the small statistics the parts share.

/** One display refresh at 60 Hz, the frame the budgets are written against. */
export const FRAME_MS = 1000 / 60;

/** The q-quantile (0..1) of some numbers, by linear interpolation; NaN when there are none. */
export function quantile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** Whether a value meets a budget: { max }, { min } or both (both equal: exactly). */
const meets = (value, { min = -Infinity, max = Infinity }) => Number.isFinite(value) && value >= min && value <= max;

/**
 * Collects per-run values under figure ids; `figures()` turns them into the reported figures. The
 * same id measured again in a later run adds a value; ids keep the order they were first added in.
 */
export class Figures {
  #entries = new Map();

  /** Adds one run's value. `budget` is { max }, { min } or both, or null when only reported. */
  add(id, label, unit, value, budget = null) {
    const entry = this.#entries.get(id) ?? { label, unit, budget, runs: [] };
    entry.runs.push(value);
    this.#entries.set(id, entry);
  }

  /**
   * By id: { label, value, unit, budget, pass, runs }, where value is the median of the runs and
   * pass whether it meets the budget (null without one). This is the `figures` of results.json.
   */
  figures() {
    return Object.fromEntries(
      [...this.#entries].map(([id, { label, unit, budget, runs }]) => {
        const value = quantile(runs, 0.5);
        return [id, { label, value, unit, budget, pass: budget ? meets(value, budget) : null, runs }];
      }),
    );
  }
}
