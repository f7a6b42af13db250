import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The keys of a path: `scenarios:sheet` in `only` and `omit` (a colon, so that the chunk's name,
 * which the bundler takes from before the module id's last dot, stays the file's: `pt`), and
 * `simulator.defaultOperator` in `pick`.
 */
const keysOf = (path: string): string[] => path.split(/[:.]/);

/** The value at a path, or undefined. */
function at(tree: Tree, path: string): unknown {
  return keysOf(path).reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), tree);
}

/** A copy of `tree` with only the paths `paths`, each at its place (`a:b` gives `{a: {b: …}}`). */
export function onlyPaths(tree: Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  for (const path of paths) {
    const value = at(tree, path);
    if (value === undefined) continue;
    const keys = keysOf(path);
    let node = out;
    for (const key of keys.slice(0, -1)) node = (node[key] = isTree(node[key]) ? node[key] : {}) as Tree;
    node[keys[keys.length - 1]!] = value;
  }
  return out;
}

/** A copy of `tree` without the paths `paths` (the objects on the way are copied, not changed). */
export function omitPaths(tree: Tree, paths: readonly string[]): Tree {
  const out: Tree = { ...tree };
  for (const path of paths) {
    const keys = keysOf(path);
    let node = out;
    for (const key of keys.slice(0, -1)) {
      if (!isTree(node[key])) break;
      node = node[key] = { ...node[key] };
    }
    delete node[keys[keys.length - 1]!];
  }
  return out;
}

/**
 * Lets code import part of a locale file: `pt.json?only=simulator` is just that top-level
 * section, `pt.json?omit=simulator,challenge` is everything else, and `pt.json?pick=a.b` is the one
 * text at that path (texts needed in every language at once, such as the default operator word).
 * `only` and `omit` take paths too, and go together: `?only=scenarios&omit=scenarios:sheet` is
 * the work order's texts but its procedure sheet's, which `?only=scenarios:sheet` brings later
 * (src/i18n/messages.ts merges the parts). Each language stays one JSON file, while the home page
 * downloads only the shell's texts and each scene route its own.
 */
export function localeSections(): Plugin {
  return {
    name: 'loto-locale-sections',
    enforce: 'pre',
    load(id) {
      const match = /^(.*\/locales\/[a-z]{2}\.json)\?([^#]*)$/.exec(id);
      if (!match) return null;
      const [, file, query] = match as unknown as [string, string, string];
      // The dev server may add its own query parameters (`?import&omit=…`).
      const params = new URLSearchParams(query);
      const list = (name: string): string[] | null => {
        const value = params.get(name);
        if (value === null) return null;
        if (!/^[\w,.:]+$/.test(value)) this.error(`${file}?${query}: ${name} takes names and paths (a:b), separated by commas`);
        return value.split(',');
      };
      const [only, omit, pick] = [list('only'), list('omit'), list('pick')];
      if (!only && !omit && !pick) return null;
      const all = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      this.addWatchFile(file);
      if (pick) {
        const text = at(all, pick.join(','));
        if (typeof text !== 'string') this.error(`${file} has no text at ${pick.join(',')}`);
        return { code: `export default ${JSON.stringify(text)};`, map: null };
      }
      const picked = omitPaths(only ? onlyPaths(all, only) : all, omit ?? []);
      return { code: `export default ${JSON.stringify(picked)};`, map: null };
    },
  };
}
