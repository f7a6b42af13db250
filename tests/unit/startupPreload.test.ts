import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../scripts/headers.mjs';
import { EARLY_IMAGES, EARLY_PAGES, EARLY_TEXTS, PRELOAD_SCRIPT, PRELOAD_SCRIPT_HASH, STARTUP_DATA_ID, pageFiles, textFiles, workOrderFiles } from '../../scripts/startup-preload.mjs';
import { pickInitialLanguage } from '../../src/rules/language';
import { ROUTES } from '../../src/platform/routes';
import { USERS_PAGE_SECTIONS } from '../../src/ui/users/sections';
import { CONTENT_PAGES } from '../../src/ui/content/sections';
import { DUE_PAGE_SECTIONS } from '../../src/ui/procedures/sections';
import { MACHINES_PAGE_SECTIONS } from '../../src/ui/machines/sections';

const SHELLS = { pt: null, en: '/assets/en-1.js', es: '/assets/es-1.js', fr: '/assets/fr-1.js', de: '/assets/de-1.js' };
const PAGE = ['/assets/ScenarioPage-1.js', '/assets/attempt-1.js'];
const ORDER = '/assets/bomba-p101-1.js';
const HOME = ['/assets/HomePage-1.js'];
const CONTENT = { pt: ['/assets/pt-c.js'], en: ['/assets/en-c.js'], es: ['/assets/es-c.js'], fr: ['/assets/fr-c.js'], de: ['/assets/de-c.js'] };
const DATA = { shells: SHELLS, pages: { '/cenarios/': PAGE, '/': HOME, '/cenarios/bomba-p101': [ORDER] }, texts: { '/conhecimento': CONTENT }, images: { '/': ['/assets/hero-1.svg'] } };

interface Link {
  rel: string;
  href: string;
  as?: string;
  type?: string;
  crossOrigin?: string;
  fetchPriority?: string;
}

/** The classes the last run put on <html>. */
let htmlClasses: string[] = [];

/** Runs the inline script in a bare page and returns the links it added to <head>. */
function run({ saved = null, languages = ['pt-BR'], language, path = '/' }: { saved?: string | null | 'throws'; languages?: readonly string[] | null; language?: string; path?: string }) {
  const appended: Link[] = [];
  htmlClasses = [];
  const document = {
    documentElement: { classList: { add: (name: string) => htmlClasses.push(name) } },
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

const modulePreloads = (links: Link[]) => links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
const shellLinks = (links: Link[]) => modulePreloads(links).filter((href) => !PAGE.includes(href) && !HOME.includes(href) && href !== ORDER && !Object.values(CONTENT).flat().includes(href));
const fontLinks = (links: Link[]) => links.filter((l) => l.rel === 'preload' && l.as === 'font');
const imageLinks = (links: Link[]) => links.filter((l) => l.rel === 'preload' && l.as === 'image');

describe('the inline script that starts the first paint’s downloads', () => {
  it('leaves every page marked to paint first in the fallback faces, as index.html marks it', () => {
    // Preloaded, the five faces held the first paint back (Chromium's render-blocking fonts).
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toMatch(/<html lang="pt" class="fonts-later">/);
    for (const path of ['/simulador', '/', '/conhecimento', '/usuarios', '/nada', '/maquinas/m-1', '/verificar']) {
      expect(fontLinks(run({ path })), path).toEqual([]);
      expect(htmlClasses, path).toEqual([]);
    }
  });

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

  it.each(['/simulador', '/desafio', '/cenarios/bomba-p101', '/', '/conhecimento', '/usuarios', '/nada'])('asks for the shell texts on %s', (path) => {
    expect(shellLinks(run({ path, languages: ['de'] }))).toEqual(['/assets/de-1.js']);
  });

  it('loads the work order page’s code, and a built-in work order’s file, beside the shell on /cenarios/:id, and nowhere else', () => {
    expect(modulePreloads(run({ path: '/cenarios/bomba-p101', languages: ['de'] }))).toEqual(['/assets/de-1.js', ...PAGE, ORDER]);
    expect(modulePreloads(run({ path: '/cenarios/bomba-p101' }))).toEqual([...PAGE, ORDER]);
    expect(modulePreloads(run({ path: '/cenarios/plant-1234' }))).toEqual(PAGE);
    for (const path of ['/cenarios', '/simulador', '/desafio', '/x/cenarios/y']) expect(modulePreloads(run({ path }))).toEqual([]);
    expect(EARLY_PAGES).toEqual({
      [`${ROUTES.scenarios}/`]: ['src/ui/pages/ScenarioPage.tsx'],
      [ROUTES.home]: ['src/ui/pages/HomePage.tsx'],
      [ROUTES.knowledge]: ['src/ui/content/KnowledgePage.tsx'],
      [ROUTES.procedures]: ['src/ui/content/ProceduresPage.tsx'],
      [ROUTES.examples]: ['src/ui/content/ExamplesPage.tsx'],
      // The records page's first render waits for the records' overview too (App.tsx:
      // preloadRecordsData), read without the database code where the device holds no records.
      [ROUTES.users]: ['src/ui/users/UsersPage.tsx', 'src/ui/users/useRecordsData.ts'],
      [ROUTES.machines]: ['src/ui/machines/MachinesPage.tsx'],
      [ROUTES.scenarios]: ['src/ui/pages/ScenariosPage.tsx'],
      [ROUTES.inspections]: ['src/ui/procedures/DuePage.tsx'],
      // The verification page's first render waits for the installation's keys (App.tsx), read
      // without the database code where the device has no records database.
      [ROUTES.verify]: ['src/ui/pages/VerifyRoute.tsx'],
    });
  });

  it('loads the home page’s module beside the shell on / only (not as a prefix of every path)', () => {
    expect(modulePreloads(run({ path: '/' }))).toEqual(HOME);
    expect(modulePreloads(run({ path: '/', languages: ['fr'] }))).toEqual(['/assets/fr-1.js', ...HOME]);
    for (const path of ['/conhecimento', '/cenarios', '/simulador', '//', '/cenarios/bomba-p101']) expect(modulePreloads(run({ path }))).not.toContain(HOME[0]);
  });

  it('fetches the home page’s illustration at once, at high priority, on / only', () => {
    expect(imageLinks(run({ path: '/' }))).toEqual([{ rel: 'preload', as: 'image', fetchPriority: 'high', href: '/assets/hero-1.svg' }]);
    for (const path of ['/conhecimento', '/simulador', '/cenarios/bomba-p101', '//']) expect(imageLinks(run({ path }))).toEqual([]);
    expect(EARLY_IMAGES).toEqual({ [ROUTES.home]: ['hero.svg'] });
  });

  it('a page’s files: its chunk and what it imports, less what the entry already loads', () => {
    const chunk = (fileName: string, imports: string[], extra: object = {}) => ({ type: 'chunk', fileName, imports, ...extra });
    const files = [
      chunk('index.js', ['shell.js'], { isEntry: true }),
      chunk('shell.js', []),
      chunk('ScenarioPage.js', ['shell.js', 'attempt.js'], { facadeModuleId: '/work/x/src/ui/pages/ScenarioPage.tsx' }),
      chunk('attempt.js', ['keys.js', 'shell.js']),
      chunk('keys.js', []),
      chunk('Other.js', ['lonely.js'], { facadeModuleId: '/work/x/src/ui/pages/Other.tsx' }),
      { type: 'asset', fileName: 'a.css' },
    ];
    expect(pageFiles(files, 'src/ui/pages/ScenarioPage.tsx')).toEqual(['ScenarioPage.js', 'attempt.js', 'keys.js']);
    expect(() => pageFiles(files, 'src/ui/pages/Missing.tsx')).toThrow(/no src\/ui\/pages\/Missing.tsx chunk/);
  });

  it('a page’s stylesheets come with its files, less those the entry’s graph already has', () => {
    const css = (...names: string[]) => ({ viteMetadata: { importedCss: new Set(names) } });
    const chunk = (fileName: string, imports: string[], extra: object = {}) => ({ type: 'chunk', fileName, imports, ...extra });
    const files = [
      chunk('index.js', ['shell.js'], { isEntry: true }),
      chunk('shell.js', [], css('shell.css')),
      chunk('KnowledgePage.js', ['shell.js', 'parts.js'], { facadeModuleId: '/work/x/src/ui/content/KnowledgePage.tsx', ...css('content.css', 'shell.css') }),
      chunk('parts.js', [], css('parts.css')),
    ];
    expect(pageFiles(files, 'src/ui/content/KnowledgePage.tsx')).toEqual(['KnowledgePage.js', 'parts.js', 'content.css', 'parts.css']);
  });

  it('asks for a page’s stylesheet as a style, its scripts as modules', () => {
    const data = { ...DATA, pages: { '/conhecimento': ['/assets/KnowledgePage-1.js', '/assets/parts-1.css'] }, texts: {} };
    const appended: Link[] = [];
    const document = {
      documentElement: { classList: { add: () => undefined } },
      getElementById: () => ({ textContent: JSON.stringify(data) }),
      createElement: () => ({}),
      head: { appendChild: (link: Link) => appended.push({ ...link }) },
    };
    runInNewContext(PRELOAD_SCRIPT, { document, localStorage: { getItem: () => 'pt' }, navigator: { languages: ['pt-BR'] }, location: { pathname: '/conhecimento' } });
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/KnowledgePage-1.js' },
      // Anonymous CORS, as Vite's loader asks for the stylesheet: else the preload is not reused and the file comes twice.
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/parts-1.css' },
    ]);
  });

  it('asks for a page’s texts in the language the app will choose, and on that page only', () => {
    expect(modulePreloads(run({ path: '/conhecimento', languages: ['de-DE'] }))).toEqual(['/assets/de-1.js', '/assets/de-c.js']);
    expect(modulePreloads(run({ path: '/conhecimento', saved: 'en', languages: ['de-DE'] }))).toEqual(['/assets/en-1.js', '/assets/en-c.js']);
    // Portuguese: its shell texts ship with the page, its sections do not.
    expect(modulePreloads(run({ path: '/conhecimento', languages: ['ja-JP'] }))).toEqual(['/assets/pt-c.js']);
    expect(modulePreloads(run({ path: '/conhecimento', languages: ['pt-BR'] }))).toEqual(['/assets/pt-c.js']);
    for (const path of ['/conhecimento/', '/', '/exemplos']) expect(modulePreloads(run({ path, languages: ['de'] })), path).toEqual(path === '/' ? ['/assets/de-1.js', ...HOME] : ['/assets/de-1.js']);
  });

  it('finds each language’s chunk of a page’s texts by its locale query', () => {
    const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId });
    const files = ['pt', 'en', 'es', 'fr', 'de'].flatMap((l) => [
      chunk(`assets/${l}-c.js`, `/work/x/locales/${l}.json?only=pages:content,pages:knowledge`),
      chunk(`assets/${l}-s.js`, `/work/x/locales/${l}.json?omit=simulator`),
      chunk(`assets/${l}-u.js`, `C:\\x\\locales\\${l}.json?only=users`),
    ]);
    expect(textFiles(files, ['only=pages:content,pages:knowledge'], '/')).toEqual({ pt: ['/assets/pt-c.js'], en: ['/assets/en-c.js'], es: ['/assets/es-c.js'], fr: ['/assets/fr-c.js'], de: ['/assets/de-c.js'] });
    expect(textFiles(files, ['only=users', 'only=pages:content,pages:knowledge'], '/')).toEqual({
      pt: ['/assets/pt-u.js', '/assets/pt-c.js'],
      en: ['/assets/en-u.js', '/assets/en-c.js'],
      es: ['/assets/es-u.js', '/assets/es-c.js'],
      fr: ['/assets/fr-u.js', '/assets/fr-c.js'],
      de: ['/assets/de-u.js', '/assets/de-c.js'],
    });
    // A long-form page's content: its own file per language.
    const content = ['pt', 'en', 'es', 'fr', 'de'].map((l) => chunk(`assets/k-${l}.js`, `/work/x/locales/knowledge/${l}.json`));
    expect(textFiles([...files, ...content], ['only=users', 'content:knowledge'], '/')).toEqual({
      pt: ['/assets/pt-u.js', '/assets/k-pt.js'],
      en: ['/assets/en-u.js', '/assets/k-en.js'],
      es: ['/assets/es-u.js', '/assets/k-es.js'],
      fr: ['/assets/fr-u.js', '/assets/k-fr.js'],
      de: ['/assets/de-u.js', '/assets/k-de.js'],
    });
    expect(() => textFiles([...files, ...content.slice(1)], ['content:knowledge'], '/')).toThrow(/expected a chunk per language/);
    expect(() => textFiles([...files, ...content], ['content:examples'], '/')).toThrow(/expected a chunk per language/);
    // Exact: a query that only begins another's is another section.
    expect(() => textFiles(files, ['only=pages:content,'], '/')).toThrow(/expected a chunk per language/);
    expect(() => textFiles(files, ['only=nothing'], '/')).toThrow(/expected a chunk per language/);
  });

  it('asks early for the very sections each early page’s first render waits for', () => {
    // The sections' queries, as src/i18n/messages.ts loads them.
    const source = readFileSync(new URL('../../src/i18n/messages.ts', import.meta.url), 'utf8');
    const queries = Object.fromEntries([...source.matchAll(/^\s+(\w+): import\.meta\.glob\('\.\.\/\.\.\/locales\/\*\.json', \{ query: '\?([^']+)' \}\)/gm)].map((m) => [m[1], m[2]]));
    const contentPage = ({ sections, content }: { sections: readonly string[]; content?: string }) => [...sections.map((section) => queries[section]), ...(content ? [`content:${content}`] : [])];
    expect(EARLY_TEXTS).toEqual({
      [ROUTES.knowledge]: contentPage(CONTENT_PAGES.knowledge),
      [ROUTES.procedures]: contentPage(CONTENT_PAGES.procedures),
      [ROUTES.examples]: contentPage(CONTENT_PAGES.examples),
      [ROUTES.users]: USERS_PAGE_SECTIONS.map((section) => queries[section]),
      [ROUTES.verify]: [queries.verify, queries.certificate],
      [ROUTES.inspections]: DUE_PAGE_SECTIONS.map((section) => queries[section]),
      [ROUTES.machines]: MACHINES_PAGE_SECTIONS.map((section) => queries[section]),
    });
    for (const list of Object.values(EARLY_TEXTS)) for (const query of list) expect(query).toMatch(/^(only=|content:(knowledge|examples)$)/);
  });

  it('knows each built-in work order’s file by its page’s path', () => {
    const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId });
    const files = [
      chunk('assets/bomba-p101-1.js', '/work/x/src/rules/workorders/bomba-p101.json?parsed'),
      chunk('assets/prensa-ph301-2.js', 'C:\\x\\src\\rules\\workorders\\prensa-ph301.json?parsed'),
      chunk('assets/pump-1.js', '/work/x/src/rules/machines/pump-p101.json'),
      chunk('assets/raw-1.js', '/work/x/src/rules/workorders/bomba-p101.json?raw'),
    ];
    expect(workOrderFiles(files, '/')).toEqual({ '/cenarios/bomba-p101': ['/assets/bomba-p101-1.js'], '/cenarios/prensa-ph301': ['/assets/prensa-ph301-2.js'] });
    expect(() => workOrderFiles(files.slice(2), '/')).toThrow(/no built-in work order file/);
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
