// The shell every page needs, in one chunk: everything the entry (src/main.tsx) imports
// statically, its whole graph, computed from the module graph rather than listed by hand, so a
// module added later lands in it.
//
// Left to itself, rolldown gives each module the entry shares with a lazy chunk a chunk of its own:
// the page came with eleven scripts before its first line ran (a few hundred bytes each, most of
// them). Over HTTP/1.1's six connections per host a phone on a slow network waits a round trip
// for every six, and Lighthouse's simulation counts exactly that (/ and /simulador painted about
// 250 ms sooner with one shell chunk: docs/bench.md, 2026-11-27).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A module graph, as the bundler describes it. */
export interface ModuleGraph {
  ids: readonly string[];
  isEntry(id: string): boolean;
  imports(id: string): readonly string[];
}

/**
 * The shell's modules: the entries' static graph, but not the entries and the modules they load
 * themselves (index.html and src/main.tsx stay the entry's own chunk: a group that takes them
 * becomes the entry, and the build manifest no longer marks one). Pure, for tests/unit/chunkGroups.test.ts.
 */
export function shellModules(graph: ModuleGraph, importsOf: readonly string[] = []): Set<string> {
  const entries = graph.ids.filter((id) => graph.isEntry(id));
  const own = new Set([...entries, ...entries.flatMap((id) => graph.imports(id))]);
  const seen = new Set<string>(entries);
  // A page loaded beside the shell (the home page) brings only its own module: what it imports
  // (its icons, which other pages import too) is in the shell, not a chunk each.
  const pages = graph.ids.filter((id) => importsOf.some((page) => id.replaceAll('\\', '/').endsWith(page)));
  const stack = [...entries, ...pages.flatMap((id) => graph.imports(id))];
  for (const id of stack) seen.add(id);
  while (stack.length) {
    for (const next of graph.imports(stack.pop()!)) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return new Set([...seen].filter((id) => !own.has(id)));
}

/** lucide-react's index re-exports every icon: what a module imports from it, by icon file. */
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
function iconFiles(indexId: string): Map<string, string> {
  const files = new Map<string, string>();
  const dir = dirname(indexId);
  for (const [, names, file] of readFileSync(indexId, 'utf8').matchAll(/export \{([^}]*)\} from '(\.\/icons\/[\w-]+\.mjs)';/g)) {
    for (const name of names!.split(',')) files.set(name.trim().replace(/^default as /, ''), join(dir, file!));
  }
  return files;
}
export function namedImports(source: string, from: string): string[] {
  const names: string[] = [];
  for (const [, list] of source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${from}['"]`, 'g'))) {
    for (const item of list!.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * A module's static imports as the build's chunks see them: not through lucide-react's index,
 * which imports every icon, but to the icons the module names.
 */
export function moduleImports(context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }, ids: readonly string[]): (id: string) => readonly string[] {
  const index = ids.find((id) => ICON_INDEX.test(id));
  const icons = index ? iconFiles(index) : new Map<string, string>();
  return (id) => {
    const listed = context.getModuleInfo(id)?.importedIds ?? [];
    if (!index || !listed.includes(index)) return listed;
    const named = namedImports(readFileSync(id.split('?')[0]!, 'utf8'), 'lucide-react').map((name) => {
      const file = icons.get(name);
      if (!file) throw new Error(`chunk-groups: lucide-react has no icon ${name} (imported by ${id})`);
      return file;
    });
    return [...listed.filter((other) => other !== index), ...named];
  };
}

/**
 * The plugin finds the shell once the graph is built; `group` is rolldown's
 * `output.codeSplitting.groups` entry that reads it.
 */
export function shellChunk(importsOf: readonly string[] = []): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'loto-shell-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const imports = moduleImports(this, ids);
      shell = shellModules({ ids, isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false, imports }, importsOf);
    },
  };
  return { plugin, group: { name: 'shell', test: (id) => shell.has(id) } };
}
