import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/rules/language';

type Tree = { [key: string]: string | Tree };

function load(code: string): Tree {
  return JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Tree;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const pt = leaves(load('pt'));

describe('locale files', () => {
  it('pt.json is not empty', () => {
    expect(pt.size).toBeGreaterThan(50);
  });

  for (const code of LANGUAGE_CODES) {
    it(`${code}.json has no empty or untrimmed text`, () => {
      for (const [key, text] of leaves(load(code))) {
        expect(text.trim(), `${code}: ${key}`).not.toBe('');
        expect(text, `${code}: ${key}`).toBe(text.trim());
      }
    });
  }

  // pt.json is the source of the keys: every other language is compared with it.
  for (const code of LANGUAGE_CODES.filter((c) => c !== 'pt')) {
    const messages = leaves(load(code));

    it(`${code}.json has exactly the keys of pt.json`, () => {
      expect([...messages.keys()].sort()).toEqual([...pt.keys()].sort());
    });

    it(`${code}.json keeps every {{placeholder}} of pt.json`, () => {
      for (const [key, text] of messages) {
        expect(placeholders(text), `${code}: ${key}`).toEqual(placeholders(pt.get(key) ?? ''));
      }
    });

    it(`${code}.json is translated, not a copy of pt.json`, () => {
      // Names, codes and a few words shared by both languages stay the same; not more than that.
      const same = [...messages].filter(([key, text]) => pt.get(key) === text).map(([key]) => key);
      expect(same.length / messages.size, `${code}: ${same.join(', ')}`).toBeLessThan(0.15);
    });
  }

  it('compares four languages with Portuguese', () => {
    expect(LANGUAGE_CODES.filter((c) => c !== 'pt')).toHaveLength(4);
  });

  it('keeps the untranslated nav label "Desafio" in every language', () => {
    for (const code of LANGUAGE_CODES) expect(leaves(load(code)).get('nav.challenge')).toBe('Desafio');
  });
});

describe('the glossary’s unified terms (locales/GLOSSARY.md)', () => {
  // An energy-isolating device is a „Trenneinrichtung“ (DIN EN ISO 14118, DIN EN 60204-1), one
  // word everywhere: a trainee who reads two words may take them for two things.
  it.each([['de', /Trennvorrichtung/]] as const)('%s never says %s', (code, banned) => {
    const found = [...leaves(load(code))].filter(([, text]) => banned.test(text)).map(([path]) => path);
    expect(found).toEqual([]);
  });
});
