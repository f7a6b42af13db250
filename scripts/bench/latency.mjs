// Input latency: how long each pointer move waits to be painted. The probes take each
// pointermove's `event.timeStamp` (every coalesced move counts) and pair it with the end of the
// next Pixi render (postrender). Measured during the drags of drag.mjs (the same run, the same
// conditions); the budget (one display frame) applies in the conditions without CPU slowdown or
// forced renderer: by mouse at DPR 1 and 2, and by finger on a touch screen without a GPU at DPR 2.
import { dragFigureName } from './drag.mjs';
import { quantile } from './figures.mjs';

const LATENCY_P95_BUDGET_MS = 16.7;

/** Adds the latency figures of one drag (from measureDrag in drag.mjs). */
export function addLatencyFigures(figures, scene, condition, { latencies }) {
  const { id, label } = dragFigureName(scene, condition);
  const budget = condition.frameBudget ? { max: LATENCY_P95_BUDGET_MS } : null;
  figures.add(`${id}.latency-p50`, `${label} input latency p50`, 'ms', quantile(latencies, 0.5));
  figures.add(`${id}.latency-p95`, `${label} input latency p95`, 'ms', quantile(latencies, 0.95), budget);
}
