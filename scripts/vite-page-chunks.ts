// Fewer chunks for the other pages (the records, the machines, what is due, the verification, the
// list of work orders, the long-form pages).
//
// Left to itself, rolldown gives every set of lazy entries that share a module a chunk of its own:
// /inspecoes fetched 22 scripts before its first frame, /maquinas 26, most of a few hundred bytes
// (an icon, a ten-line helper shared with a dialog). Over HTTP/1.1 (a plant's intranet server, an
// LMS, this project's own server) a browser opens six connections to a host, and each file waits
// for one: on Lighthouse's phone profile every such round trip is 150 ms, and those that end
// before the first frame count against the largest paint.
//
// A page here is a "unit": a lazy entry of the site's own pages (src/ui/) that only the shell
// imports (each route's page, and a page's data read ahead of it). A small module that two or more
// entries share, and that units need at their first load, goes in one chunk per combination of
// the units that need it (`pages-<hash>`): a unit then fetches a few such chunks instead of one
// per sharing pattern, and never a module that it does not need itself (a module that only a lazy
// part of a page needs, such as a dialog's, stays where rolldown puts it). The scene pages' own
// entries are left to vite-scene-chunks.ts: nothing they load is taken here.
import type { Plugin } from 'vite';
import { entriesOf, readEntryGraph, sceneOwnEntries, withoutCycles, type EntryGraph, type ScenePages } from './vite-scene-chunks';

/** How the page grouping reads the graph, beside what the scene grouping reads. */
export interface PageChunkSpec {
  /** A combination's chunk (`pages-…`) takes modules whose own shared chunk would be smaller than this (bytes, before minifying). */
  smallBytes: number;
  /** Whether a module is the site's own page code (a unit may only be one of these). */
  isPageCode: (id: string) => boolean;
  /**
   * Units whose small shared modules go in one chunk whatever combination of them needs each
   * (`page-<family>`): a page of the family may fetch a little of another's code, in one file
   * instead of several. A module that a unit outside the family needs is not taken.
   */
  families: Readonly<Record<string, readonly string[]>>;
  /** A family's chunk takes modules whose own shared chunk would be smaller than this (bytes). */
  familyBytes: number;
}

/** A unit's short name from its module id: `src/ui/users/UsersPage.tsx` → `users`. */
export function unitName(id: string): string {
  const file = id.split(/[\\/]/).pop()!.replace(/\?.*$/, '');
  const base = file.replace(/\.[jt]sx?$/, '');
  return (base.replace(/(Page|Route)$/, '') || base).replace(/^use(?=[A-Z])/, '').replace(/^./, (c) => c.toLowerCase());
}

/**
 * The group of every module that goes in a `pages-…` or `page-<family>` chunk (module id to group name).
 * `shell` names the shell's modules, `taken` those another group has (the canvas renderer, the
 * scene groups). Pure, for tests/unit/pageChunks.test.ts.
 */
export function pageGroups(graph: EntryGraph, scenes: ScenePages, spec: PageChunkSpec, shell: (id: string) => boolean, taken: (id: string) => boolean): Map<string, string> {
  const reached = entriesOf(graph, shell);
  const sceneOwn = sceneOwnEntries(graph, scenes, entriesOf(graph, (id) => shell(id) || taken(id)));
  const early = (id: string) => scenes.early.some((pattern) => pattern.test(id));
  const sceneFirst = (id: string) =>
    [...Object.values(scenes.pages).flatMap(({ page, scene }) => [...page, scene]), ...scenes.renderers.webgl, ...scenes.renderers.canvas, ...scenes.renderers.other].some((pattern) => pattern.test(id));
  // Every lazy entry a scene page may load (its dialogs, and those it shares with other pages),
  // through static and dynamic imports, not through the shell's (which reach every page).
  const dynamicImports = new Map<string, string[]>();
  for (const id of graph.ids) for (const importer of graph.dynamicImporters(id)) dynamicImports.set(importer, [...(dynamicImports.get(importer) ?? []), id]);
  const sceneReach = new Set<string>();
  const stack = graph.ids.filter((id) => graph.isEntry(id) && sceneFirst(id));
  const seen = new Set(stack);
  while (stack.length) {
    const id = stack.pop()!;
    if (graph.isEntry(id)) sceneReach.add(id);
    for (const next of [...graph.imports(id), ...(dynamicImports.get(id) ?? [])]) {
      if (seen.has(next) || shell(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  const units = new Map<string, string>();
  for (const id of graph.ids) {
    if (!graph.isEntry(id) || sceneOwn.has(id) || early(id) || !spec.isPageCode(id)) continue;
    const importers = graph.dynamicImporters(id);
    if (importers.length > 0 && importers.every(shell)) units.set(id, unitName(id));
  }
  // A module's class: the entries that reach it; its size, what rolldown's chunk for it would hold.
  const classSize = new Map<string, number>();
  const keyOf = (entries: ReadonlySet<string>) => [...entries].sort().join('\n');
  for (const [id, entries] of reached) classSize.set(keyOf(entries), (classSize.get(keyOf(entries)) ?? 0) + graph.size(id));

  const groups = new Map<string, string>();
  // Where a family's module goes if the family's chunk cannot take it (below).
  const fallback = new Map<string, string>();
  for (const [id, entries] of reached) {
    // An entry keeps its own chunk; a module that one entry alone reaches is in that entry's chunk already.
    if (taken(id) || graph.isEntry(id) || entries.size < 2) continue;
    if ([...entries].some((entry) => sceneFirst(entry) || early(entry))) continue;
    const size = classSize.get(keyOf(entries)) ?? 0;
    const names = [...new Set([...entries].flatMap((entry) => units.get(entry) ?? []))].sort();
    if (names.length === 0) continue;
    // The lazy entries a scene page may load that need the module (a dialog's frame) are part of
    // its combination: whatever they fetch with it, they need (the scene pages' bytes are budgeted).
    const scenePart = [...entries].filter((entry) => sceneReach.has(entry)).sort();
    const family = scenePart.length > 0 ? undefined : Object.keys(spec.families).find((name) => names.every((unit) => spec.families[name]!.includes(unit)));
    if (size < spec.smallBytes) fallback.set(id, combinationName(names, scenePart));
    if (family !== undefined && size < spec.familyBytes) groups.set(id, `page-${family}`);
    else if (fallback.has(id)) groups.set(id, fallback.get(id)!);
  }
  const familyNames = new Set(Object.keys(spec.families).map((family) => `page-${family}`));
  // A family's chunk imports nothing but the shell: a module of it that needs another chunk would
  // make every page of the family fetch that chunk too.
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const [id, name] of groups) {
      if (!familyNames.has(name)) continue;
      if (graph.imports(id).every((next) => shell(next) || groups.get(next) === name)) continue;
      if (fallback.has(id)) groups.set(id, fallback.get(id)!);
      else groups.delete(id);
      dropped = true;
    }
  }
  return withoutCycles(graph, groups);
}

/**
 * The chunk of a combination of units (and of the scene pages' lazy entries among those that need
 * its modules): short, because every chunk that imports it and every list of what a lazy page
 * needs (Vite's preload lists, in the shell) spells its file name out; the readable names cost
 * 88 bytes of gzip on the work order's page.
 */
export function combinationName(units: readonly string[], sceneParts: readonly string[]): string {
  return `pages-${shortHash([...units].sort().join(',') + '|' + [...sceneParts].sort().join('\n'))}`;
}

/** A short, stable name for a text (FNV-1a, base 36). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** The plugin reads the graph once it is built; `group` is the codeSplitting entry that reads the groups. */
export function pageChunks(
  scenes: ScenePages,
  spec: PageChunkSpec,
  shell: (id: string) => boolean,
  taken: (id: string) => boolean,
): { plugin: Plugin; group: { name: (id: string) => string | null; test: (id: string) => boolean; includeDependenciesRecursively: false } } {
  let graph: EntryGraph | undefined;
  let groups: Map<string, string> | undefined;
  // Computed at the first question, once every plugin's buildEnd has run (the shell's and the
  // scenes' groups are known by then).
  const current = () => (groups ??= graph ? pageGroups(graph, scenes, spec, shell, taken) : new Map<string, string>());
  const plugin: Plugin = {
    name: 'loto-page-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      graph = readEntryGraph(this);
      groups = undefined;
    },
  };
  return { plugin, group: { name: (id) => current().get(id) ?? null, test: (id) => current().has(id), includeDependenciesRecursively: false } };
}
