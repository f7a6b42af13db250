// The report: the table printed at the end, bench/results.json (the date, the machine, the files
// counted, and per figure its median, unit, budget, pass/fail and every run's value; docs/bench.md's
// benchmark table is written from it), and the block listing the figures that missed a budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DRAG_MS } from './drag.mjs';
import { FRAME_MS } from './figures.mjs';

export const RESULTS_FILE = 'bench/results.json';

/** What results.json says about how the figures were measured. */
const notes = ({ check }) => ({
  timing: `Each figure is the median of its per-run values (runs). ${check ? 'Every budget is enforced (--check).' : 'Timing budgets are reported, not enforced.'}`,
  drag: `${DRAG_MS} ms real mouse drags, one move per ${FRAME_MS.toFixed(1)} ms; frame interval = time between rendered Pixi frames; dropped = display frames (60 Hz) with no render.`,
  latency: 'end to end: pointermove event.timeStamp to the end of the next Pixi render (postrender), reported beside the empty page\'s floor; the site\'s share (budgeted): from the move reaching the page (a capture listener on window, before the site\'s) to the end of that render.',
  memory: 'Round trip = header link to /desafio, then to /simulador, each waiting for the scene-ready mark; heap after HeapProfiler.collectGarbage.',
  bytes: 'gzip -9 of the dist/ files the browser fetched until the scene was ready and the network idle; a scene route with the renderer chosen here (files.loaded) and with WebGL forced (files.webgl), the heavier counted.',
  lighthouse: 'Default (mobile) preset, simulated throttling, performance category only. A run whose first contentful paint headless Chromium held back (the page idle, its frame a second late: lighthouse#17148, scripts/bench/frameStall.mjs) is taken again, up to 3 times; lighthouse.retaken counts them.',
});

/** The content of results.json. `only` is recorded only when --only chose some of the parts. */
export function results({ began, machine, options, files, figures }) {
  return {
    date: new Date().toISOString(),
    machine,
    runs: options.runs,
    lighthouse: options.parts.has('lighthouse'),
    ...(options.only && { only: [...options.parts] }),
    durationSeconds: Math.round((Date.now() - began) / 1000),
    notes: notes(options),
    files,
    figures: figures.figures(),
  };
}

export function writeResults(content) {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(content, null, 2)}\n`);
}

const formatValue = (value, unit) => {
  if (!Number.isFinite(value)) return 'n/a';
  const digits = unit === 'frames' || unit === 'contexts' || unit === 'score' ? 0 : 1;
  return `${value.toFixed(digits)} ${unit}`;
};

function formatBudget(budget, unit) {
  if (!budget) return '';
  if (budget.min === budget.max) return `= ${budget.max} ${unit}`;
  return budget.max === undefined ? `>= ${budget.min} ${unit}` : `<= ${budget.max} ${unit}`;
}

const formatPass = (pass) => (pass === null ? '' : pass ? 'PASS' : 'FAIL');

/** Prints rows of cells in aligned columns (the second one, the value, right-aligned), with a rule under the first row if `header`. */
function printColumns(rows, { header = false, indent = '' } = {}) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r) => indent + r.map((cell, c) => (c === 1 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd();
  rows.forEach((r, i) => {
    console.log(line(r));
    if (header && i === 0) console.log(indent + widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

/** The table of every figure: figure, value, budget, PASS/FAIL. */
export function printTable(figures, runs) {
  const rows = [['figure', `value (median of ${runs})`, 'budget', 'result']];
  for (const f of Object.values(figures)) rows.push([f.label, formatValue(f.value, f.unit), formatBudget(f.budget, f.unit), formatPass(f.pass)]);
  printColumns(rows, { header: true });
}

/**
 * Lists the figures that missed their budget in one block and returns the ids of those that fail
 * the run: every one with --check, otherwise only the byte budgets (timing is noisy on shared
 * machines, so without --check it is reported only).
 */
export function reportMissedBudgets(figures, { check }) {
  const missed = Object.entries(figures).filter(([, f]) => f.pass === false);
  const failing = missed.filter(([id]) => check || id.startsWith('bytes.')).map(([id]) => id);
  if (!missed.length) {
    console.log('\nEvery budget is met.');
    return failing;
  }
  console.log(`\n${missed.length} figure(s) missed their budget:`);
  printColumns(
    missed.map(([id, f]) => [f.label, formatValue(f.value, f.unit), `budget ${formatBudget(f.budget, f.unit)}`, id, failing.includes(id) ? 'fails the run' : '']),
    { indent: '  ' },
  );
  if (failing.length) console.error(`${failing.length} missed budget(s) fail the run${check ? ' (--check)' : ' (byte budgets always do)'}.`);
  else console.log('Reported only: without --check only byte budgets fail the run.');
  return failing;
}
