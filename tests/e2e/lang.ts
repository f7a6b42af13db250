import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The five languages of the site. */
export const LANGUAGES = ['pt', 'en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: Tree | string };
const flat = (tree: Tree, prefix = '', out = new Map<string, string>()) => {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flat(value, `${prefix}${key}.`, out);
  }
  return out;
};
const locale = (code: string) => flat(JSON.parse(readFileSync(join('locales', `${code}.json`), 'utf8')) as Tree);

/** Every `{ "pt": …, "en": …, … }` text of the machines (part names and the like). */
function machineTexts(): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.en === 'string' && typeof record.pt === 'string') out.push(record as Record<string, string>);
      else Object.values(record).forEach(walk);
    }
  };
  const dir = join('src', 'rules', 'machines');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return out;
}

/**
 * Turns a driver's English text into the same text in `code`, as the site shows it: found by its
 * key in locales/en.json (a work order's key first), else among the machines' texts. An English
 * text the files do not hold fails loudly (a driver out of step with the locale files).
 */
export function sayIn(code: Language): (english: string) => string {
  const en = locale('en');
  const there = locale(code);
  const machines = machineTexts();
  return (english) => {
    const keys = [...en].filter(([, value]) => value === english).map(([key]) => key);
    const key = keys.find((k) => k.startsWith('scenarios.')) ?? keys[0];
    const found = key === undefined ? machines.find((m) => m.en === english)?.[code] : there.get(key);
    if (found === undefined) throw new Error(`No ${code} text for "${english}"`);
    return found;
  };
}
