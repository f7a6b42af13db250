// Fewer, larger chunks for the three scene pages (the simulator, the challenge, a work order).
//
// Left to itself, rolldown gives every set of lazy entries that share a module a chunk of its
// own. A work order's page then fetched 53 scripts, most of them a few hundred bytes: over
// HTTP/1.1's six connections per host the last of them arrived some 160 ms after the first on
// this machine, and each small file costs its own gzip header and dictionary. Three kinds of
// group, computed from the module graph so that a module added later finds its place:
//
// - `scene-pixi`: the Pixi every renderer needs (and every scene), and `scene-core`: the rest of
//   what every scene needs, @pixi/react and the scenes' shared code. Apart, because a scene's
//   module waits at its top level for WebGL's extras, which need Pixi: in one chunk, each would
//   wait for the other and the scene would never start;
// - `scene-webgl`: what only the WebGL renderer adds to it (the 2D canvas renderer has its own
//   group in vite.config.ts, fetched only where it is chosen);
// - `scene-small-…`: the small modules the scene pages share, one chunk per combination of the
//   pages that use them (a module the simulator and the work order use, but not the challenge,
//   goes with the others of that pair), so that no scene page fetches another page's code.
// - `scene-shared-…`: the small modules the scene pages share with other pages (the records'
//   keys, the rule sets, a dialog's frame), by the same combinations, and by whether the list of
//   work orders uses them. Apart from the groups above, which import Pixi, so that the other pages
//   fetch a few kilobytes for them, not Pixi.
//
// The first groups take only modules that the scene pages and their own lazy parts use. No
// group takes one the work order's small first module needs (its title must not wait for the
// group), nor a module whose chunk would be large, and no group may import itself through
// another chunk (chunks in a cycle run in the wrong order): such modules stay out.
import type { Plugin, Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;
import { moduleImports } from './vite-shell-chunk';

/** The module graph as the grouping reads it: static imports, entries (lazy ones included), sizes. */
export interface EntryGraph {
  ids: readonly string[];
  /** An entry of the build or the target of a dynamic import. */
  isEntry(id: string): boolean;
  imports(id: string): readonly string[];
  /** The modules that import this one dynamically. */
  dynamicImporters(id: string): readonly string[];
  /** The module's code size in bytes, before minifying. */
  size(id: string): number;
}

/** Which entries are which, by their ids. */
export interface ScenePages {
  /** Each scene page's entries that load with it: its page module(s) and its scene. */
  pages: Record<string, { readonly page: readonly RegExp[]; readonly scene: RegExp }>;
  /** Pixi's renderers (each scene loads one) and the module that adds WebGL's extras. */
  renderers: { webgl: readonly RegExp[]; canvas: readonly RegExp[]; other: readonly RegExp[] };
  /** A `scene-small-…` chunk takes modules whose chunk would be smaller than this (bytes); a `scene-shared-…` chunk, up to twice this. */
  smallBytes: number;
  /** A page's small first module (a work order's title): what it needs stays out of every group. */
  early: readonly RegExp[];
  /**
   * Other pages with a budget (the list of work orders): a `scene-shared-…` chunk holds what such
   * a page uses or what it does not, never both, so that it fetches only its own code.
   */
  apart: Readonly<Record<string, RegExp>>;
}

const matches = (patterns: readonly RegExp[], id: string) => patterns.some((pattern) => pattern.test(id));

/** For every module, the entries whose static graph holds it. */
export function entriesOf(graph: EntryGraph, skip: (id: string) => boolean): Map<string, Set<string>> {
  const reached = new Map<string, Set<string>>();
  for (const entry of graph.ids.filter((id) => graph.isEntry(id))) {
    const stack = [entry];
    const seen = new Set<string>([entry]);
    while (stack.length) {
      const id = stack.pop()!;
      if (!skip(id)) {
        let set = reached.get(id);
        if (!set) reached.set(id, (set = new Set()));
        set.add(entry);
      }
      for (const next of graph.imports(id)) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return reached;
}

/**
 * The scene pages' own entries: their pages, scenes and renderers, and every lazy part only they
 * load (a work order's dialogs, the challenge's charts). A group takes no module another page
 * uses, or that page would fetch the whole group for it. `reached`: entriesOf's map.
 */
export function sceneOwnEntries(graph: EntryGraph, spec: ScenePages, reached: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
  const pageNames = Object.keys(spec.pages);
  const pageOf = (entry: string) => pageNames.find((name) => matches([...spec.pages[name]!.page, spec.pages[name]!.scene], entry));
  const isRenderer = (entry: string) => matches([...spec.renderers.webgl, ...spec.renderers.canvas, ...spec.renderers.other], entry);
  const own = new Set(graph.ids.filter((id) => graph.isEntry(id) && (pageOf(id) !== undefined || isRenderer(id))));
  for (let grown = true; grown; ) {
    grown = false;
    for (const id of graph.ids) {
      if (own.has(id) || !graph.isEntry(id)) continue;
      const importers = graph.dynamicImporters(id);
      if (importers.length > 0 && importers.every((importer) => reached.has(importer) && [...reached.get(importer)!].every((entry) => own.has(entry)))) {
        own.add(id);
        grown = true;
      }
    }
  }
  return own;
}

/**
 * The group of every module that goes in one (module id to group name). `skip` names modules
 * another group takes first (the shell, the canvas renderer). Pure, for tests/unit/sceneChunks.test.ts.
 */
export function sceneGroups(graph: EntryGraph, spec: ScenePages, skip: (id: string) => boolean): Map<string, string> {
  const reached = entriesOf(graph, skip);
  const pageNames = Object.keys(spec.pages);
  const pageOf = (entry: string) => pageNames.find((name) => matches([...spec.pages[name]!.page, spec.pages[name]!.scene], entry));
  const isRenderer = (entry: string) => matches([...spec.renderers.webgl, ...spec.renderers.canvas, ...spec.renderers.other], entry);
  const sceneEntries = Object.values(spec.pages).map(({ scene }) => scene);

  // A module's class: the entries that reach it, as a key; the class's size decides `small`.
  const classOf = new Map<string, string>();
  const classSize = new Map<string, number>();
  for (const [id, entries] of reached) {
    const key = [...entries].sort().join('\n');
    classOf.set(id, key);
    classSize.set(key, (classSize.get(key) ?? 0) + graph.size(id));
  }

  const own = sceneOwnEntries(graph, spec, reached);

  const groups = new Map<string, string>();
  for (const [id, set] of reached) {
    const entries = [...set];
    if (!entries.every((entry) => own.has(entry))) continue;
    const sceneOnly = entries.every((entry) => isRenderer(entry) || sceneEntries.some((scene) => scene.test(entry)));
    if (sceneOnly) {
      const everyScene = sceneEntries.every((scene) => entries.some((entry) => scene.test(entry)));
      const everyRenderer = [spec.renderers.webgl, spec.renderers.canvas].every((r) => entries.some((entry) => matches(r, entry)));
      // What a renderer needs apart from the scenes' own code: a scene's module waits at its top
      // level for WebGL's extras (SceneApplication.tsx), whose chunk would wait for it in turn.
      if (everyScene || everyRenderer) groups.set(id, entries.some(isRenderer) ? 'scene-pixi' : 'scene-core');
      else if (entries.some((entry) => matches(spec.renderers.webgl, entry))) groups.set(id, 'scene-webgl');
      // The other renderers' own code stays with them: fetched only where they are chosen.
      if (groups.has(id) || entries.every(isRenderer)) continue;
    }
    if ((classSize.get(classOf.get(id)!) ?? 0) >= spec.smallBytes) continue;
    const pages = new Set(entries.flatMap((entry) => (isRenderer(entry) ? pageNames : (pageOf(entry) ?? []))));
    if (pages.size === 0) continue;
    groups.set(id, `scene-small-${pageNames.filter((page) => pages.has(page)).join('-')}`);
  }

  // The small modules the scene pages share with other pages: apart from the groups above (which
  // import Pixi: another page would fetch it with them), one chunk per combination of the scene
  // pages that use them. Another page that needs one fetches the chunk, a few kilobytes; a scene
  // page no longer fetches some twenty files of a few hundred bytes, each with its own gzip
  // header and dictionary. Not what a page's small first module needs: its title waits for nothing.
  const sharedSize = new Map<string, number>();
  const shared = new Map<string, string>();
  for (const [id, set] of reached) {
    const entries = [...set];
    if (groups.has(id) || entries.every((entry) => own.has(entry)) || entries.some((entry) => matches(spec.early, entry))) continue;
    const pages = new Set(entries.flatMap((entry) => (!own.has(entry) ? [] : isRenderer(entry) ? pageNames : (pageOf(entry) ?? []))));
    if (pages.size === 0 || (classSize.get(classOf.get(id)!) ?? 0) >= spec.smallBytes / 2) continue;
    const apart = Object.keys(spec.apart).filter((name) => entries.some((entry) => spec.apart[name]!.test(entry)));
    const name = `scene-shared-${[...pageNames.filter((page) => pages.has(page)), ...apart].join('-')}`;
    shared.set(id, name);
    sharedSize.set(name, (sharedSize.get(name) ?? 0) + graph.size(id));
  }
  for (const [id, name] of shared) if ((sharedSize.get(name) ?? 0) < spec.smallBytes * 2) groups.set(id, name);
  return withoutCycles(graph, groups);
}

/**
 * Takes out of each group the modules it would reach again through another chunk (a group that
 * imports a chunk importing the group back), until there are none.
 */
export function withoutCycles(graph: EntryGraph, groups: Map<string, string>): Map<string, string> {
  for (;;) {
    const out = new Set<string>();
    for (const name of new Set(groups.values())) {
      // From the group's modules, through modules outside it: every group module found so is in a cycle.
      const stack: string[] = [];
      const seen = new Set<string>();
      for (const [id, group] of groups) {
        if (group !== name) continue;
        for (const next of graph.imports(id)) {
          if (groups.get(next) === name || seen.has(next)) continue;
          seen.add(next);
          stack.push(next);
        }
      }
      while (stack.length) {
        const id = stack.pop()!;
        for (const next of graph.imports(id)) {
          if (seen.has(next)) continue;
          seen.add(next);
          if (groups.get(next) === name) out.add(next);
          stack.push(next);
        }
      }
    }
    if (out.size === 0) return groups;
    for (const id of out) groups.delete(id);
  }
}

/**
 * The build's module graph as the groupings read it, taken once the graph is built (a plugin's
 * `buildEnd`): entries (lazy ones included), static imports (lucide's icons by file), sizes.
 */
export function readEntryGraph(context: PluginContext): EntryGraph {
  const ids = [...context.getModuleIds()];
  const importsOf = moduleImports(context, ids);
  const imports = new Map(ids.map((id) => [id, importsOf(id)]));
  const entries = new Set(
    ids.filter((id) => {
      const info = context.getModuleInfo(id);
      return !!info && (info.isEntry || info.dynamicImporters.length > 0);
    }),
  );
  const dynamicImporters = new Map(ids.map((id) => [id, context.getModuleInfo(id)?.dynamicImporters ?? []]));
  const sizes = new Map(ids.map((id) => [id, context.getModuleInfo(id)?.code?.length ?? 0]));
  return {
    ids,
    isEntry: (id) => entries.has(id),
    imports: (id) => imports.get(id) ?? [],
    dynamicImporters: (id) => dynamicImporters.get(id) ?? [],
    size: (id) => sizes.get(id) ?? 0,
  };
}

/** The plugin computes the groups once the graph is built; `group` is the codeSplitting entry that reads them. */
export function sceneChunks(spec: ScenePages, skip: (id: string) => boolean): { plugin: Plugin; group: { name: (id: string) => string | null; test: (id: string) => boolean; includeDependenciesRecursively: false } } {
  let groups = new Map<string, string>();
  const plugin: Plugin = {
    name: 'loto-scene-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const graph = readEntryGraph(this);
      for (const patterns of [...Object.values(spec.pages).flatMap(({ page, scene }) => [page, [scene]]), spec.renderers.webgl, spec.renderers.canvas]) {
        for (const pattern of patterns) {
          if (!graph.ids.some((id) => pattern.test(id) && graph.isEntry(id))) this.error(`scene-chunks: no lazy entry matches ${pattern} (scripts/vite-scene-chunks.ts)`);
        }
      }
      groups = sceneGroups(graph, spec, skip);
    },
  };
  return { plugin, group: { name: (id) => groups.get(id) ?? null, test: (id) => groups.has(id), includeDependenciesRecursively: false } };
}
