import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator, SCENARIO_EXTRAS } from '../../src/i18n/messages';
import { omitPaths, onlyPaths } from '../../scripts/vite-locale-sections';
import pt from '../../locales/pt.json';

describe('parts of a locale file (scripts/vite-locale-sections.ts)', () => {
  const tree = { a: { b: 'ab', c: { d: 'acd' } }, e: 'e' };

  it('keeps only the named sections or paths, each at its place', () => {
    expect(onlyPaths(tree, ['e'])).toEqual({ e: 'e' });
    expect(onlyPaths(tree, ['a:c:d', 'e'])).toEqual({ a: { c: { d: 'acd' } }, e: 'e' });
    expect(onlyPaths(tree, ['a:x'])).toEqual({});
  });

  it('leaves out the named sections or paths, without changing the file it read', () => {
    expect(omitPaths(tree, ['a:b'])).toEqual({ a: { c: { d: 'acd' } }, e: 'e' });
    expect(omitPaths(tree, ['a', 'e'])).toEqual({});
    expect(tree).toEqual({ a: { b: 'ab', c: { d: 'acd' } }, e: 'e' });
  });

  it("splits the work order's texts in two that together are the whole section", () => {
    const main = omitPaths(onlyPaths(pt, ['scenarios']), [...SCENARIO_EXTRAS]);
    const extras = onlyPaths(pt, [...SCENARIO_EXTRAS]);
    const t = createTranslator({ pt: main });
    expect(t.translate('pt', 'scenarios.sheet.title')).toBe('scenarios.sheet.title');
    t.add('pt', extras);
    expect(t.translate('pt', 'scenarios.sheet.title')).toBe(pt.scenarios.sheet.title);
    // What was there before stays: the merge goes to any depth.
    expect(t.translate('pt', 'scenarios.page.stepsTitle')).toBe(pt.scenarios.page.stepsTitle);
    for (const path of SCENARIO_EXTRAS) expect(Object.keys((extras.scenarios as Record<string, object>)[path.split(':')[1]!]!).length).toBeGreaterThan(0);
  });

  it('messages.ts asks the build for the same paths as SCENARIO_EXTRAS lists', () => {
    const source = readFileSync('src/i18n/messages.ts', 'utf8');
    const list = SCENARIO_EXTRAS.join(',');
    expect(source).toContain(`'?only=scenarios&omit=${list}'`);
    expect(source).toContain(`'?only=${list}'`);
  });
});
