import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Lets code import part of a locale file: `pt.json?only=simulator` is just that top-level
 * section, `pt.json?omit=simulator,challenge` is everything else, and `pt.json?pick=a.b` is the one
 * text at that path (texts needed in every language at once, such as the default operator word).
 * Each language stays one JSON file, while the home page downloads only the shell's texts and each
 * scene route its own. The built-in machines and work orders (`src/rules/machines/`,
 * `src/rules/workorders/`) take `?only=` too: a page can show a work order's title without
 * downloading every machine.
 */
export function localeSections(): Plugin {
  return {
    name: 'loto-locale-sections',
    enforce: 'pre',
    load(id) {
      // The dev server may add its own query parameters (`?import&omit=…`).
      const match = /^(.*\/(?:locales\/[a-z]{2}|src\/rules\/(?:machines|workorders)\/[\w-]+)\.json)\?(?:[^#]*&)?(only|omit|pick)=([\w,.]+)(?:&[^#]*)?$/.exec(id);
      if (!match) return null;
      const [, file, mode, list] = match as unknown as [string, string, 'only' | 'omit' | 'pick', string];
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      this.addWatchFile(file);
      if (mode === 'pick') {
        const text = list.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), all);
        if (typeof text !== 'string') this.error(`${file} has no text at ${list}`);
        return { code: `export default ${JSON.stringify(text)};`, map: null };
      }
      const sections = new Set(list.split(','));
      const picked = Object.fromEntries(Object.entries(all).filter(([key]) => (mode === 'only') === sections.has(key)));
      return { code: `export default ${JSON.stringify(picked)};`, map: null };
    },
  };
}
