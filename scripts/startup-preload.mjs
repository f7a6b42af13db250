// What a page needs before its first paint, asked for while the HTML is still being parsed.
//
// - The shell texts of the trainee's language. Portuguese's ship with the page; any other
//   language's are a chunk of their own, which the app asks for only once its code has run: a
//   second round trip before anything shows. The script makes the same choice as
//   src/rules/language.ts (pickInitialLanguage: a valid saved code, else the browser's first
//   language we speak, else Portuguese) and starts that chunk's download beside the app's scripts.
// - No font. Every page paints first in the fallback faces (`class="fonts-later"` on index.html's
//   <html>, src/ui/styles/base.css: local faces scaled to Barlow's widths) and asks for Barlow
//   after that paint, when src/main.tsx removes the class. Preloaded, the five faces held the
//   first paint back (Chromium's render-blocking fonts: the home page's at 2.2 s under Lighthouse,
//   the page long built), shared the bandwidth with a scene page's code (/simulador and /desafio
//   some five points lower), and, asked for by the first layout, finished before the paint in some
//   runs only, so that Lighthouse read the first paint at 1.8 s or 2.5 s by chance.
//
// - The work order page's first module (`/cenarios/:id`) and the built-in work order's file (read
//   at build time, a few kilobytes: src/rules/builtInFiles.ts): the module shows the work order's
//   title, the page's largest text, from the file, both of which the app would ask for only once
//   the shell's code has run. They load beside the shell instead. The
//   rest of the page (about 70 KB) follows once that title has painted (src/ui/pages/ScenarioPage.tsx):
//   on a throttled phone profile the title paints at 1.4 s rather than 2.6 s. The simulator's and
//   the challenge's titles are shell texts: their pages' code stays behind the first paint.
// - The home page's module on `/` (its sections and icons, not in the shell every page loads), which
//   the first render waits for (src/main.tsx).
// - The home page's illustration, its largest paint, which the browser finds only once the app has
//   rendered the page (an image, fetched at low priority after the scripts).
//
// A wrong guess costs one small unused download, nothing else: the app still decides and loads
// what it needs. tests/unit/startupPreload.test.ts keeps the script's choices equal to the app's.
import { createHash } from 'node:crypto';

/** The id of the JSON block the script reads (what to preload, built with the page). */
export const STARTUP_DATA_ID = 'startup-preload';

/** The work order pages' paths: a prefix. */
const WORK_ORDER_PREFIX = '/cenarios/';

/**
 * The pages whose code loads beside the shell, by path (exact, or a prefix when it ends with a
 * slash; `/` is the home page alone), with their source modules: the page's, and any its first
 * render waits for besides (the records page reads the records' overview before it; the
 * database's code only where the device may hold records: src/state/recordsKept.ts).
 * The home page's module (its sections and their icons, 2 KB) is not in the shell, which every
 * other page loads too.
 */
export const EARLY_PAGES = {
  [WORK_ORDER_PREFIX]: ['src/ui/pages/ScenarioPage.tsx'],
  '/': ['src/ui/pages/HomePage.tsx'],
  '/conhecimento': ['src/ui/content/KnowledgePage.tsx'],
  '/procedimentos': ['src/ui/content/ProceduresPage.tsx'],
  '/exemplos': ['src/ui/content/ExamplesPage.tsx'],
  '/usuarios': ['src/ui/users/UsersPage.tsx', 'src/ui/users/useRecordsData.ts'],
  '/maquinas': ['src/ui/machines/MachinesPage.tsx'],
  '/cenarios': ['src/ui/pages/ScenariosPage.tsx'],
  '/inspecoes': ['src/ui/procedures/DuePage.tsx'],
  // The verification reads this device's own key only where it has a records database
  // (src/records/databaseName.ts): the phone that scans a certificate usually has none.
  '/verificar': ['src/ui/pages/VerifyRoute.tsx'],
};

/**
 * The built-in work orders' files (src/rules/workorders/<id>.json read at build time), by their
 * page's path: `/cenarios/<id>`.
 * @param {Array<{ type: string, fileName: string, facadeModuleId?: string | null }>} files
 * @param {string} base
 */
export function workOrderFiles(files, base) {
  /** @type {Record<string, string[]>} */
  const pages = {};
  for (const file of files) {
    const match = file.type === 'chunk' && /[\\/]src[\\/]rules[\\/]workorders[\\/]([\w-]+)\.json\?parsed$/.exec(file.facadeModuleId ?? '');
    if (match) pages[`${WORK_ORDER_PREFIX}${match[1]}`] = [base + file.fileName];
  }
  if (Object.keys(pages).length === 0) throw new Error('startup-preload: the build has no built-in work order file (src/rules/workorders/*.json?parsed)');
  return pages;
}

/**
 * The locale queries of the text sections an early page's first render waits for (src/i18n/messages.ts);
 * `content:<kind>` is a long-form page's content (src/content/load.ts: locales/<kind>/<language>.json).
 */
const CONTENT_TEXTS = 'only=pages:content,pages:knowledge,pages:procedures,pages:examples';
const SCENARIOS_TEXTS = 'only=scenarios&omit=scenarios:sheet,scenarios:actions,scenarios:lockbox,scenarios:tester,scenarios:tag,scenarios:explain,scenarios:result';
const USERS_TEXTS = ['only=users'];

/**
 * The text sections a page's first render waits for (App.tsx), by exact path, as the queries of
 * their locale chunks (src/i18n/messages.ts): asked for in the trainee's language beside the shell,
 * not a round trip after it.
 */
export const EARLY_TEXTS = {
  '/conhecimento': [CONTENT_TEXTS, 'only=challenge', 'content:knowledge'],
  '/procedimentos': [CONTENT_TEXTS, SCENARIOS_TEXTS],
  '/exemplos': [CONTENT_TEXTS, SCENARIOS_TEXTS, 'content:examples'],
  '/usuarios': USERS_TEXTS,
  '/verificar': ['only=verify', 'only=certificate'],
  '/inspecoes': ['only=procedure', 'only=editor', 'only=users'],
  '/maquinas': ['only=editor', SCENARIOS_TEXTS, 'only=users'],
};

/**
 * Each language's chunks of the texts of these locale queries (exact) or long-form contents
 * (`content:<kind>`), by language.
 * @param {Array<{ type: string, fileName: string, facadeModuleId?: string | null }>} files
 * @param {readonly string[]} queries
 * @param {string} base
 */
export function textFiles(files, queries, base) {
  /** @type {Record<string, string[]>} */
  const byLanguage = {};
  for (const query of queries) {
    let found = 0;
    const content = /^content:(\w+)$/.exec(query)?.[1];
    for (const file of files) {
      const id = file.type === 'chunk' ? (file.facadeModuleId ?? '') : '';
      const match = content ? new RegExp(`[\\\\/]locales[\\\\/]${content}[\\\\/]([a-z]{2})\\.json$`).exec(id) : /[\\/]locales[\\/]([a-z]{2})\.json\?(.*)$/.exec(id);
      if (!match || (!content && match[2] !== query)) continue;
      (byLanguage[match[1]] ??= []).push(base + file.fileName);
      found += 1;
    }
    if (found < 5) throw new Error(`startup-preload: expected a chunk per language of the texts ?${query}, found ${found}`);
  }
  return byLanguage;
}

/** The images a page paints first, by exact path: their built file's name without its hash. */
export const EARLY_IMAGES = { '/': ['hero.svg'] };

/**
 * A lazily loaded page's chunk and every chunk it imports statically, then their stylesheets,
 * leaving out those the entry's own graph already loads (the page's HTML names them).
 * @param {Array<{ type: string, fileName: string, facadeModuleId?: string | null, isEntry?: boolean, imports?: string[] }>} files
 * @param {string} source
 */
export function pageFiles(files, source) {
  const chunks = new Map(files.filter((f) => f.type === 'chunk').map((f) => [f.fileName, f]));
  const closure = (start) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length) {
      for (const name of chunks.get(stack.pop())?.imports ?? []) {
        if (seen.has(name)) continue;
        seen.add(name);
        stack.push(name);
      }
    }
    return seen;
  };
  const entry = [...chunks.values()].find((c) => c.isEntry);
  const page = [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
  if (!entry || !page) throw new Error(`startup-preload: the build has no ${entry ? source : 'entry'} chunk`);
  const loaded = closure(entry.fileName).add(entry.fileName);
  const scripts = [page.fileName, ...[...closure(page.fileName)].filter((name) => !loaded.has(name))];
  // Their stylesheets too, which Vite's helper would ask for only once the shell has run (a round
  // trip before the page's first render); those of the entry's graph are in the page already.
  const cssOf = (names) => new Set([...names].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]));
  const shellCss = cssOf(loaded);
  return [...scripts, ...[...cssOf(scripts)].filter((name) => !shellCss.has(name))];
}

/** The inline script. It never throws (storage may be blocked) and changes nothing but <head>. */
export const PRELOAD_SCRIPT = `(function(){try{var d=JSON.parse(document.getElementById('${STARTUP_DATA_ID}').textContent),m=d.shells,l,s=null,h=document.head,k,i;try{s=localStorage.getItem('preferred_language')}catch(e){}if(s!==null&&m.hasOwnProperty(s))l=s;else{var t=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(i=0;i<t.length&&!l;i++){var p=String(t[i]||'').trim().toLowerCase().split(/[-_]/)[0];if(m.hasOwnProperty(p))l=p}}if(l&&m[l]){k=document.createElement('link');k.rel='modulepreload';k.href=m[l];h.appendChild(k)}var u=location.pathname,a=function(q){return u===q||(q.length>1&&q.charAt(q.length-1)==='/'&&u.indexOf(q)===0)};var g=d.pages||{},r,j;for(r in g)if(g.hasOwnProperty(r)&&a(r))for(j=0;j<g[r].length;j++){k=document.createElement('link');if(/\\.css$/.test(g[r][j])){k.rel='preload';k.as='style';k.crossOrigin=''}else k.rel='modulepreload';k.href=g[r][j];h.appendChild(k)}var x=((d.texts||{})[u]||{})[l||'pt']||[];for(j=0;j<x.length;j++){k=document.createElement('link');k.rel='modulepreload';k.href=x[j];h.appendChild(k)}var v=(d.images||{})[u]||[];for(j=0;j<v.length;j++){k=document.createElement('link');k.rel='preload';k.as='image';k.fetchPriority='high';k.href=v[j];h.appendChild(k)}}catch(e){}})()`;

/** The script's hash, as the Content-Security-Policy's script-src allows it. */
export const PRELOAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRELOAD_SCRIPT).digest('base64')}'`;

/**
 * The Vite plugin: in a build, writes the data block and the script into index.html.
 * @returns {import('vite').Plugin}
 */
export function startupPreload() {
  let base = '/';
  return {
    name: 'loto-startup-preload',
    apply: 'build',
    configResolved(config) {
      // A relative base ('./') makes the scripts find each other from any folder (an LMS package);
      // the site's page still names its files from the root, so a deep link like /cenarios/x loads
      // them (scripts/package.mjs makes the package's page relative).
      base = config.base.startsWith('.') || config.base === '' ? '/' : config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = Object.values(context.bundle);
        /** @type {Record<string, string | null>} */
        const shells = { pt: null };
        for (const chunk of files) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const match = /[\\/]locales[\\/]([a-z]{2})\.json\?omit=/.exec(chunk.facadeModuleId);
          if (match && match[1] !== 'pt') shells[match[1]] = base + chunk.fileName;
        }
        if (Object.keys(shells).length < 5) throw new Error(`startup-preload: expected a shell chunk per language, found ${Object.keys(shells).join(', ')}`);
        /** A built file's address from its name without the hash (`hero.svg`: assets/hero-1a2b.svg). */
        const built = (name) => {
          const dot = name.lastIndexOf('.');
          const file = files.find((f) => new RegExp(`(^|/)${name.slice(0, dot)}-[\\w-]+\\${name.slice(dot)}$`).test(f.fileName));
          if (!file) throw new Error(`startup-preload: the build has no ${name}`);
          return base + file.fileName;
        };
        const pages = {};
        for (const [path, sources] of Object.entries(EARLY_PAGES)) pages[path] = [...new Set(sources.flatMap((source) => pageFiles(files, source)))].map((file) => base + file);
        Object.assign(pages, workOrderFiles(files, base));
        const texts = {};
        for (const [path, queries] of Object.entries(EARLY_TEXTS)) texts[path] = textFiles(files, queries, base);
        const images = {};
        for (const [path, names] of Object.entries(EARLY_IMAGES)) images[path] = names.map(built);
        const data = JSON.stringify({ shells, pages, texts, images });
        // After <meta charset> and <title>, before the stylesheet: an inline script after a
        // stylesheet link waits for it.
        if (!html.includes('</title>')) throw new Error('startup-preload: index.html has no <title>');
        return html.replace('</title>', `</title>\n    <script type="application/json" id="${STARTUP_DATA_ID}">${data}</script>\n    <script>${PRELOAD_SCRIPT}</script>`);
      },
    },
  };
}
