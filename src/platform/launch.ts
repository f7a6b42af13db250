/**
 * What a package's launch page says about itself. scripts/package.mjs writes two tags into the
 * index.html of each LMS package:
 *
 *   <meta name="loto-package" content="scorm12|scorm2004|cmi5">
 *   <meta name="loto-lesson" content="/cenarios/prensa-ph301?semente=424242&modo=avaliacao&regras=osha">
 *
 * The plain site has neither, and behaves as it always has.
 */

/** Which standard a packaged launch speaks. */
export type LmsKind = 'scorm12' | 'scorm2004' | 'cmi5';

/** What a package's launch page says about itself (see below). */
export interface LaunchContext {
  /** The packaged site (relative files, memory routing, no service worker), or the plain site. */
  readonly packaged: LmsKind | null;
  /** The route the lesson opens on, e.g. '/simulador' or '/cenarios/prensa-ph301?modo=avaliacao&semente=424242&regras=osha'. */
  readonly lesson: string | null;
}

/** The meta tags' names. */
export const PACKAGE_META = 'loto-package';
export const LESSON_META = 'loto-lesson';

const KINDS: readonly LmsKind[] = ['scorm12', 'scorm2004', 'cmi5'];

/** The plain site: no package, no lesson. */
export const SITE_CONTEXT: LaunchContext = { packaged: null, lesson: null };

// What a lesson's query may hold on each route, and the shape of each value. Only shapes: which
// work orders and rule sets exist is the packager's check (it knows the data; the shell does not
// carry it), and an unknown one opens the scenario page's own "not found".
const SEED = /^\d{1,10}$/;
const QUERIES: Record<string, Record<string, RegExp>> = {
  '/simulador': {},
  '/desafio': { semente: SEED, seed: SEED },
  '/cenarios/:id': { semente: SEED, seed: SEED, modo: /^(pratica|avaliacao)$/, regras: /^[a-z0-9]{1,16}$/ },
};
const SCENARIO_PATH = /^\/cenarios\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The lesson route if `value` is one the package may open on: the simulator, the challenge
 * (optionally `?semente=N`, or its older name `?seed=N`) or one work order (`/cenarios/<id>` with optional `semente`, `modo`,
 * `regras`), each query key at most once; anything else is null.
 */
export function parseLesson(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const [path = '', query, ...rest] = value.split('?');
  if (rest.length > 0 || value.includes('#')) return null;
  const shape = SCENARIO_PATH.test(path) ? '/cenarios/:id' : path;
  const allowed = Object.hasOwn(QUERIES, shape) ? QUERIES[shape] : undefined;
  if (!allowed) return null;
  if (query === undefined) return path;
  if (query === '') return null;
  const seen = new Set<string>();
  for (const pair of query.split('&')) {
    const [key = '', ...values] = pair.split('=');
    const pattern = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
    if (!pattern || values.length !== 1 || seen.has(key) || !pattern.test(values[0] ?? '')) return null;
    seen.add(key);
  }
  return value;
}

/** The launch context a page's tags describe (an unknown kind is the plain site; a bad lesson, none). */
export function readLaunchContext(page: Pick<ParentNode, 'querySelector'>): LaunchContext {
  const content = (name: string) => page.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const kind = content(PACKAGE_META);
  const packaged = KINDS.find((k) => k === kind) ?? null;
  if (!packaged) return SITE_CONTEXT;
  return { packaged, lesson: parseLesson(content(LESSON_META)) };
}

let context: LaunchContext | undefined;

/** This page's launch context, read once. */
export function launchContext(): LaunchContext {
  context ??= typeof document === 'undefined' ? SITE_CONTEXT : readLaunchContext(document);
  return context;
}

/** The launch parameters a cmi5 LMS adds to the AU's address. */
export const CMI5_PARAMS = ['endpoint', 'fetch', 'actor', 'registration', 'activityId'] as const;

/** Whether this address is a cmi5 launch: all five parameters, none empty. */
export function isCmi5Launch(search: string): boolean {
  const query = new URLSearchParams(search);
  return CMI5_PARAMS.every((p) => !!query.get(p));
}

/** Whether this address carries any cmi5 launch parameter, even empty (a launch, whole or not). */
export function hasCmi5Params(search: string): boolean {
  const query = new URLSearchParams(search);
  return CMI5_PARAMS.some((p) => query.has(p));
}

/**
 * The cmi5 launch parameters this address lacks or leaves empty when it carries some of them (an
 * LMS or a link that lost part of the launch); empty for a whole launch and for an address with none.
 */
export function missingCmi5Params(search: string): string[] {
  const query = new URLSearchParams(search);
  if (!CMI5_PARAMS.some((p) => query.has(p))) return [];
  return CMI5_PARAMS.filter((p) => !query.get(p));
}

/** Whether an LMS may be around, cheaply (decides whether this module is loaded at all). */
export function mayHaveLms(launch: LaunchContext, win: Window = window): boolean {
  if (launch.packaged) return true;
  // A partial cmi5 launch too: the LMS code says what is missing.
  if (hasCmi5Params(win.location.search)) return true;
  try {
    return win.parent !== win || !!win.opener;
  } catch {
    return true;
  }
}
