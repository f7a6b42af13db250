// The site under test, as the parts see it: the routes, the page size and language, the scenes
// and how a trainee reaches their draggable objects, and the helpers to open a fresh page (with
// the probes of probes.mjs) and find things on it.
import { readFileSync } from 'node:fs';
import { installProbes } from './probes.mjs';

export const VIEWPORT = { width: 1280, height: 800 };
const LOCALE = 'pt-BR';
/** The Portuguese texts, to find buttons and links by the names a trainee reads. */
export const TEXTS = JSON.parse(readFileSync('locales/pt.json', 'utf8'));
/** A fixed deal, so every run drags the same tile. */
export const CHALLENGE_PATH = '/desafio?seed=3';
/** A fixed work order: the pump fed from bucket 3, no colleague's lock. */
export const WORK_ORDER_PATH = '/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha';
/**
 * The routes the bytes and Lighthouse measure: `id` names the figures (and the route of
 * scripts/size.mjs), `path` is the address opened, `scene` whether the page draws a scene.
 */
export const ROUTES = [
  { id: '/', path: '/', scene: false },
  { id: '/simulador', path: '/simulador', scene: true },
  { id: '/desafio', path: '/desafio', scene: true },
  { id: '/cenarios/:id', path: WORK_ORDER_PATH, scene: true },
];
/**
 * The routes Lighthouse scores (issue 24: every route): those above, and the pages a trainee, an
 * instructor or a safety manager opens by a link (the knowledge pages, the list of work orders,
 * the records, the machines and what is due), and the 404 page.
 */
export const LIGHTHOUSE_ROUTES = [
  ...ROUTES,
  { id: '/cenarios', path: '/cenarios', scene: false },
  { id: '/conhecimento', path: '/conhecimento', scene: false },
  { id: '/procedimentos', path: '/procedimentos', scene: false },
  { id: '/exemplos', path: '/exemplos', scene: false },
  { id: '/usuarios', path: '/usuarios', scene: false },
  { id: '/maquinas', path: '/maquinas', scene: false },
  { id: '/inspecoes', path: '/inspecoes', scene: false },
  { id: '/verificar', path: '/verificar', scene: false },
  { id: '404', path: '/nao-existe', scene: false },
];
/** The scene pages whose time to the first frame is measured (ready.mjs). */
export const SCENE_PAGES = ROUTES.filter((route) => route.scene);

/** A path with an extra query parameter (or unchanged without one). */
export const withQuery = (path, query) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

/**
 * Runs `use({ page, cdp })` in a fresh page (own cache and storage) with the probes, at a device
 * pixel ratio, on a touch screen or not, and closes the page afterwards.
 */
export async function withPage(browser, { dpr = 1, touch = false } = {}, use) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: dpr, hasTouch: touch, locale: LOCALE });
  try {
    await context.addInitScript(installProbes);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    return await use({ page, cdp });
  } finally {
    await context.close();
  }
}

/** Resolves once the page has recorded `count` scene-ready marks (one per scene mounted). */
export async function waitForSceneReady(page, count = 1) {
  await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length >= n, count, { timeout: 60_000 });
}

/** An element's box on screen. */
async function boxOf(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
}

/** The centre of an element (the scenes' accessible twins sit exactly over their objects). */
export async function centreOf(locator) {
  const box = await boxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** An element's box, cut to the viewport (the part a pointer can reach). */
export async function visibleBox(locator) {
  const box = await boxOf(locator);
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return { x, y, width: Math.min(VIEWPORT.width, box.x + box.width) - x, height: Math.min(VIEWPORT.height, box.y + box.height) - y };
}

/** Closes the simulator's help overlay (a first visit shows it alone; the intro waits for a return visit). */
export async function dismissSimulatorHelp(page) {
  await page.getByRole('button', { name: TEXTS.simulator.helpOverlay.understood, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The scenes, each with its draggable object and how to get it ready to drag, as a trainee would. */
export const SCENES = [
  {
    id: 'padlock',
    label: 'padlock drag (/simulador)',
    path: '/simulador',
    area: (page) => page.getByTestId('panel-scene'),
    object: (page) => page.getByTestId('twin-padlock'),
    /** The padlock moves only once the power is off: dismiss the help, then click the lever. */
    async prepare(page) {
      await dismissSimulatorHelp(page);
      const lever = await centreOf(page.getByTestId('twin-handle'));
      await page.mouse.click(lever.x, lever.y);
      await page.locator('[data-testid="panel-scene"][data-stage="power_off"]').waitFor();
      // The lever's swing ends (the scene mirrors whether anything is on its way).
      await page.locator('.panel-scene canvas[data-moving="false"]').waitFor();
    },
  },
  {
    id: 'tile',
    label: 'tile drag (/desafio)',
    path: CHALLENGE_PATH,
    area: (page) => page.getByTestId('board-scene'),
    object: (page) => page.locator('[data-testid^="tile-"]').first(),
    /** The whole board on screen, as a trainee scrolls to it before playing. */
    async prepare(page) {
      await this.area(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    },
  },
];
