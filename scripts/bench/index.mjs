// The benchmark: real headless Chromium against the production build in dist/ (run `npm run
// bench`, which builds first). Each part is a module of this folder:
//   bytes       the bytes each route loads (gzip), against the byte budgets
//   ready       how soon each scene draws
//   drag        how smooth a real mouse drag is
//   latency     how soon each pointer move is painted (measured during the drags)
//   memory      whether the heap and the WebGL contexts stay flat across client-side navigation
//   scenario    a work order's machine scene: tap latency, and memory across its round trips
//   records     /usuarios with 100 000 attempts: time to the first rows, and to the next page
//   editor      the machine editor: a 12 MP photo taken in, and a drag among 60 parts on a photo
//   lighthouse  the Lighthouse performance score
// launch.mjs starts the static server and the browser, site.mjs knows the pages, probes.mjs runs
// inside them, figures.mjs collects the values and report.mjs prints the table and writes
// bench/results.json.
import { parseArgs } from 'node:util';
import { measureBytes } from './bytes.mjs';
import { CONDITIONS, addDragFigures, measureDrag } from './drag.mjs';
import { measureEditor } from './editor.mjs';
import { Figures } from './figures.mjs';
import { FLOOR_CONDITIONS, addLatencyFigures, addLatencyFloorFigures, measureLatencyFloor } from './latency.mjs';
import { launchBrowser, startServer } from './launch.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { describeMachine } from './machine.mjs';
import { measureMemory } from './memory.mjs';
import { measureSceneReady } from './ready.mjs';
import { measureRecords } from './records.mjs';
import { measureScenario } from './scenario.mjs';
import { RESULTS_FILE, printTable, reportMissedBudgets, results, writeResults } from './report.mjs';
import { LIGHTHOUSE_ROUTES, SCENES } from './site.mjs';

const PARTS = ['bytes', 'ready', 'drag', 'latency', 'memory', 'scenario', 'records', 'editor', 'lighthouse'];

const USAGE = `Usage: node scripts/bench/index.mjs [--runs N] [--quick] [--only PART[,PART]] [--check] [--port P]
  --runs N     repeat the timing measurements N times (default 3) and report each figure's median
  --quick      skip Lighthouse (the slowest part), for development
  --only P,Q   run only these parts: ${PARTS.join(', ')}
  --check      exit 1 when any figure misses its budget (without it, only byte budgets fail the run)
  --port P     first port to try for the private static server (default 4521)`;

/** The command line, checked: { runs, port, check, only, parts } (parts: the set of parts to run). */
function parseOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      check: { type: 'boolean', default: false },
      port: { type: 'string', default: '4521' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const whole = (name, min, max) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} needs a whole number from ${min} to ${max}`);
    return n;
  };
  const only = values.only?.split(',').map((part) => part.trim());
  const unknown = only?.filter((part) => !PARTS.includes(part)) ?? [];
  if (unknown.length) throw new Error(`--only: no part named ${unknown.join(', ')} (the parts: ${PARTS.join(', ')})`);
  const parts = new Set(PARTS.filter((part) => (only ? only.includes(part) : true) && !(values.quick && part === 'lighthouse')));
  if (!parts.size) throw new Error('Nothing to run (--quick skips lighthouse)');
  return { runs: whole('runs', 1, 1000), port: whole('port', 1, 65535), check: values.check, only: Boolean(only), parts };
}

/** One run of the timing parts in the browser: scene ready, the drags (smoothness and latency), memory, the work order scene, the records page. */
async function timingRun(browser, base, parts, figures) {
  if (parts.has('ready')) await measureSceneReady(browser, base, figures);
  if (parts.has('drag') || parts.has('latency')) {
    for (const scene of SCENES) {
      for (const condition of CONDITIONS) {
        const drag = await measureDrag(browser, base, scene, condition);
        if (parts.has('drag')) addDragFigures(figures, scene, condition, drag);
        if (parts.has('latency')) addLatencyFigures(figures, scene, condition, drag);
      }
    }
  }
  if (parts.has('latency')) for (const condition of FLOOR_CONDITIONS) addLatencyFloorFigures(figures, condition, await measureLatencyFloor(browser, condition));
  if (parts.has('memory')) await measureMemory(browser, base, figures);
  if (parts.has('scenario')) await measureScenario(browser, base, figures);
  if (parts.has('records')) await measureRecords(browser, base, figures);
  if (parts.has('editor')) await measureEditor(browser, base, figures);
}

/** The options, or the usage and exit code 2 when the command line is wrong. */
function readOptions() {
  try {
    return parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main() {
  const options = readOptions();
  const { runs, parts } = options;
  const began = Date.now();
  const figures = new Figures();
  const server = await startServer(options.port);
  try {
    const browser = await launchBrowser();
    let machine;
    let files = {};
    try {
      machine = await describeMachine(browser, server.base);
      console.log(`Benchmarking ${server.base} on ${machine.cpu} (${machine.cores} cores), Chromium ${machine.chromium}, ${runs} run(s)`);
      if (parts.has('bytes')) files = await measureBytes(browser, server.base, figures);
      const timing = ['ready', 'drag', 'latency', 'memory', 'scenario', 'records', 'editor'].filter((part) => parts.has(part));
      for (let run = 1; run <= runs && timing.length; run++) {
        console.log(`run ${run}/${runs}: ${timing.join(', ')}`);
        await timingRun(browser, server.base, parts, figures);
      }
    } finally {
      await browser.close(); // before Lighthouse, which starts its own Chromium
    }
    if (parts.has('lighthouse')) {
      console.log(`Lighthouse: ${LIGHTHOUSE_ROUTES.map((route) => route.id).join(', ')} x ${runs}`);
      await measureLighthouse(server.base, runs, figures);
    }

    const content = results({ began, machine, options, files, figures });
    printTable(content.figures, runs);
    writeResults(content);
    console.log(`\nWrote ${RESULTS_FILE} in ${content.durationSeconds} s.`);
    if (reportMissedBudgets(content.figures, options).length) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
