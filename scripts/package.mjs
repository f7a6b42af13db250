// Writes the LMS packages from the production build in dist/: SCORM 1.2, SCORM 2004 4th edition
// and cmi5, each a zip an LMS imports as it is (docs/packages.md).
//   npm run package -- [--lesson simulador | desafio[:<seed>] | cenario:<id>[:<ruleSet>[:<seed>]]]
//                      [--machine FILE] [--mastery 0.8] [--title "…"] [--language pt] [--id loto-trainer-…] [--out packages]
// --machine puts a plant machine file (exported from /maquinas) in the packages, listed in their
// loto-config.json, so the LMS distributes its work orders (the lesson defaults to its first).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { runnerImport } from 'vite';
import { SECURITY_HEADERS } from './headers.mjs';
import {
  MANIFEST_NAMES,
  PACKAGE_KINDS,
  PackageOptionError,
  ZIP_NAMES,
  isPackaged,
  launchPage,
  localReferences,
  manifestFor,
  packagedCsp,
  parseOptions,
} from './package/manifests.mjs';
import { machineOption } from './package/machine.mjs';
import { manifestErrors, schemaFiles } from './package/validate.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = `Usage: npm run package -- [options]   (or: node scripts/package.mjs [options] after a build)
  --lesson   simulador | desafio[:<seed>] | cenario:<id>[:<ruleSet>[:<seed>]]   (default cenario:bomba-p101)
  --machine  a machine file exported from /maquinas (.loto-machine.json): carried in the packages,
             its work orders become lessons (default: its first work order)
  --mastery  the passing score, 0 to 1 (default 0.8)
  --title    the course title the LMS shows (default: the lesson's, in every language for cmi5)
  --language the language of the title and description (pt, en, es, fr, de; default pt)
  --lrs      a record store on plain http: the cmi5 package may reach (https: ones always can)
  --id       the package id (letters, digits, _ . -)
  --out      the folder the zips go to (default packages/)`;

/** What a lesson may name: the work orders (with their names in each language) and the rule sets, from the app's own data. */
async function knownLessons() {
  const load = async (path) => (await runnerImport(join(ROOT, path), { configFile: false, logLevel: 'silent' })).module;
  const [scenario, ruleSet] = await Promise.all([load('src/rules/builtInScenarios.ts'), load('src/rules/ruleSet.ts')]);
  return {
    scenarios: scenario.SCENARIOS.map((s) => ({ id: s.id, name: s.machine.name, job: s.job })),
    ruleSets: [...ruleSet.RULE_SETS],
    maxSeed: scenario.MAX_SEED,
  };
}

/** Every file under a folder, relative, '/'-separated, sorted. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path, `${prefix}${name}/`) : [`${prefix}${name}`];
    })
    .sort();
}

// Already compressed: stored as they are, which is faster and no bigger.
const STORED = /\.(woff2?|png|jpe?g|webp|gif|mp3|ogg|webm|zip)$/i;

/**
 * Builds the three packages from `dist` into `options.out`; returns what it wrote.
 * @param {import('./package/manifests.d.mts').PackageOptions} options
 * @param {string} dist
 */
export async function writePackages(options, dist, extra = []) {
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No build in ${dist}: run \`npx vite build\` first (\`npm run package\` does it for you).`);
  const siteIndex = readFileSync(indexPath, 'utf8');
  // Files given here (a plant machine and the loto-config.json that lists it) take the build's place.
  const extraPaths = extra.map((f) => f.path);
  const appFiles = filesUnder(dist).filter((f) => isPackaged(f) && f !== 'index.html' && !extraPaths.includes(f));
  const files = ['index.html', ...appFiles, ...extraPaths];
  // Every file gets the build's time, so the same build gives the same zips.
  const mtime = statSync(indexPath).mtime;
  const out = resolve(ROOT, options.out);
  mkdirSync(out, { recursive: true });
  const written = [];
  for (const kind of PACKAGE_KINDS) {
    const page = launchPage(siteIndex, { kind, lesson: options.lesson.route, csp: packagedCsp(SECURITY_HEADERS['Content-Security-Policy'], kind, options.lrs) });
    const missing = localReferences(page).filter((ref) => !files.includes(ref));
    if (missing.length > 0) throw new Error(`The launch page names files the package would not carry: ${missing.join(', ')}.`);
    const manifest = manifestFor(kind, { id: options.id, title: options.title, description: options.description, translations: options.translations, mastery: options.mastery, files });
    const errors = await manifestErrors(kind, manifest);
    if (errors.length > 0) throw new Error(`The ${kind} manifest does not match its schema:\n${errors.join('\n')}`);
    /** @type {import('fflate').Zippable} */
    const entries = { [MANIFEST_NAMES[kind]]: [new TextEncoder().encode(manifest), { level: 9, mtime }] };
    for (const schema of schemaFiles(kind)) entries[schema.path] = [new Uint8Array(schema.bytes), { level: 9, mtime }];
    entries['index.html'] = [new TextEncoder().encode(page), { level: 9, mtime }];
    for (const file of appFiles) entries[file] = [new Uint8Array(readFileSync(join(dist, file))), { level: STORED.test(file) ? 0 : 9, mtime }];
    for (const file of extra) entries[file.path] = [file.bytes, { level: 9, mtime }];
    const zip = zipSync(entries);
    const path = join(out, ZIP_NAMES[kind]);
    writeFileSync(path, zip);
    written.push({ kind, path, bytes: zip.length, files: Object.keys(entries).length });
  }
  return written;
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  let options;
  let extra = [];
  try {
    const plant = await machineOption(argv, join(ROOT, 'dist'));
    const known = await knownLessons();
    known.scenarios.push(...plant.scenarios);
    const given = plant.argv.some((a) => a === '--lesson' || a.startsWith('--lesson='));
    options = parseOptions(plant.defaultLesson && !given ? [...plant.argv, '--lesson', plant.defaultLesson] : plant.argv, known);
    extra = plant.files;
  } catch (error) {
    if (!(error instanceof PackageOptionError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const written = await writePackages(options, join(ROOT, 'dist'), extra);
  console.log(`"${options.title}" (${options.id}), opens on ${options.lesson.route}, passed at ${Math.round(options.mastery * 100)} of 100:`);
  for (const w of written) console.log(`  ${w.path}  ${(w.bytes / 1024 / 1024).toFixed(2)} MB, ${w.files} files`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
