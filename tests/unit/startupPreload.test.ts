import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../scripts/headers.mjs';
import { PRELOAD_SCRIPT, PRELOAD_SCRIPT_HASH, SCENE_MODULES, SCENE_PATHS, STARTUP_DATA_ID, sceneChunks } from '../../scripts/startup-preload.mjs';
import { pickInitialLanguage } from '../../src/rules/language';
import { ROUTES } from '../../src/platform/routes';

const SHELLS = { pt: null, en: '/assets/en-1.js', es: '/assets/es-1.js', fr: '/assets/fr-1.js', de: '/assets/de-1.js' };
const FONTS = ['/assets/barlow-400.woff2', '/assets/barlow-condensed-700.woff2'];
const SCENE_FILES: Record<string, string[]> = {
  '/simulador': ['/assets/SimulatorPage-1.js', '/assets/PanelScene-1.js', '/assets/pixi-1.js'],
  '/desafio': ['/assets/ChallengePage-1.js', '/assets/BoardScene-1.js', '/assets/pixi-1.js'],
  '/cenarios/': ['/assets/ScenarioPage-1.js', '/assets/MachineScene-1.js', '/assets/pixi-1.js'],
};
const DATA = { shells: SHELLS, fonts: FONTS, scenes: SCENE_PATHS.map((path) => ({ path, files: SCENE_FILES[path] })) };

interface Link {
  rel: string;
  href: string;
  as?: string;
  type?: string;
  crossOrigin?: string;
}

/** Runs the inline script in a bare page and returns the links it added to <head>. */
function run({ saved = null, languages = ['pt-BR'], language, path = '/' }: { saved?: string | null | 'throws'; languages?: readonly string[] | null; language?: string; path?: string }) {
  const appended: Link[] = [];
  const document = {
    getElementById: (id: string) => (id === STARTUP_DATA_ID ? { textContent: JSON.stringify(DATA) } : null),
    createElement: () => ({}),
    head: { appendChild: (link: Link) => appended.push({ ...link }) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (saved === 'throws') throw new Error('SecurityError: storage is blocked');
      return key === 'preferred_language' ? saved : null;
    },
  };
  runInNewContext(PRELOAD_SCRIPT, { document, localStorage, navigator: { languages, language: language ?? languages?.[0] ?? '' }, location: { pathname: path } });
  return appended;
}

const shellLinks = (links: Link[]) => links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
const fontLinks = (links: Link[]) => links.filter((l) => l.rel === 'preload');

describe('the inline script that starts the first paint’s downloads', () => {
  const cases: [string | null | 'throws', string[]][] = [
    [null, ['en-US', 'en']],
    [null, ['de-AT']],
    [null, ['ja-JP', 'fr-CA', 'en']],
    [null, ['ja-JP']],
    [null, []],
    [null, ['pt-BR', 'en']],
    [null, [' ES_mx ']],
    ['de', ['en-US']],
    ['pt', ['en-US']],
    ['xx', ['es-ES']],
    ['hasOwnProperty', ['fr']],
    ['', ['de']],
    ['throws', ['es']],
  ];
  it.each(cases)('saved %j, browser %j: preloads the texts the app will ask for', (saved, languages) => {
    const expected = pickInitialLanguage(saved === 'throws' ? null : saved, languages);
    expect(shellLinks(run({ saved, languages }))).toEqual(SHELLS[expected] ? [SHELLS[expected]] : []);
  });

  it('falls back to navigator.language when navigator.languages is missing', () => {
    expect(shellLinks(run({ languages: null, language: 'fr-FR' }))).toEqual(['/assets/fr-1.js']);
  });

  it.each(['/', '/conhecimento', '/cenarios', '/usuarios', '/nada/simulador'])('preloads every font as a font, for CORS, on %s', (path) => {
    expect(fontLinks(run({ path }))).toEqual(FONTS.map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href })));
  });

  it.each([
    ['/simulador', '/simulador'],
    ['/desafio', '/desafio'],
    ['/cenarios/bomba-p101', '/cenarios/'],
  ])('leaves the bandwidth to the scene’s code on %s, and preloads that code', (path, scene) => {
    expect(fontLinks(run({ path }))).toEqual([]);
    expect(shellLinks(run({ path, languages: ['de'] }))).toEqual(['/assets/de-1.js', ...SCENE_FILES[scene]!]);
    expect(shellLinks(run({ path, languages: ['pt'] }))).toEqual(SCENE_FILES[scene]);
  });

  it.each(['/', '/cenarios', '/simulador/x', '/desafio2'])('preloads no scene’s code on %s', (path) => {
    expect(shellLinks(run({ path, languages: ['pt'] }))).toEqual([]);
  });

  it('preloads a scene page’s chunks and what they import, not the entry’s', () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry });
    const files = [
      chunk('assets/index.js', '/p/src/main.tsx', ['assets/shell.js'], true),
      chunk('assets/shell.js', null, ['assets/react.js']),
      chunk('assets/react.js', null),
      chunk('assets/SimulatorPage.js', '/p/src/ui/pages/SimulatorPage.tsx', ['assets/shell.js', 'assets/texts.js']),
      chunk('assets/texts.js', null),
      chunk('assets/PanelScene.js', '/p/src/scenes/panel/PanelScene.tsx', ['assets/pixi.js', 'assets/react.js']),
      chunk('assets/pixi.js', null, ['assets/PanelScene.js']),
      chunk('assets/ChallengePage.js', 'C:\\p\\src\\ui\\pages\\ChallengePage.tsx'),
      chunk('assets/BoardScene.js', '/p/src/scenes/board/BoardScene.tsx', ['assets/pixi.js']),
      chunk('assets/ScenarioPage.js', '/p/src/ui/pages/ScenarioPage.tsx'),
      chunk('assets/MachineScene.js', '/p/src/scenes/machine/MachineScene.tsx'),
      { type: 'asset', fileName: 'assets/a.css' },
    ];
    const scenes = sceneChunks(files, '/');
    expect(scenes.map((s) => s.path)).toEqual(SCENE_PATHS);
    expect(new Set(scenes[0]!.files)).toEqual(new Set(['/assets/SimulatorPage.js', '/assets/texts.js', '/assets/PanelScene.js', '/assets/pixi.js']));
    expect(new Set(scenes[1]!.files)).toEqual(new Set(['/assets/ChallengePage.js', '/assets/BoardScene.js', '/assets/pixi.js', '/assets/PanelScene.js']));
    expect(() => sceneChunks(files.filter((f) => f.fileName !== 'assets/BoardScene.js'), '/')).toThrow(/BoardScene/);
    expect(Object.keys(SCENE_MODULES)).toEqual(SCENE_PATHS);
  });

  it('knows the scene pages by the app’s own routes', () => {
    expect(SCENE_PATHS).toEqual([ROUTES.simulator, ROUTES.challenge, `${ROUTES.scenarios}/`]);
  });

  it('does nothing, and throws nothing, when its data is missing', () => {
    expect(() => runInNewContext(PRELOAD_SCRIPT, { document: { getElementById: () => null }, localStorage: null, navigator: {}, location: { pathname: '/' } })).not.toThrow();
  });

  it('is allowed by the Content-Security-Policy under its own hash', () => {
    const hash = `'sha256-${createHash('sha256').update(PRELOAD_SCRIPT).digest('base64')}'`;
    expect(PRELOAD_SCRIPT_HASH).toBe(hash);
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain(`script-src 'self' ${hash};`);
  });
});
