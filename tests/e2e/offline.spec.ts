// The offline app: after one visit every route, font, picture and sound comes from the service
// worker with the network off, and a new version is announced and applied on the trainee's word.
//
// Each test serves the build with scripts/serve.mjs on a port of its own (a fresh origin, so a
// fresh worker) and stops that server to go offline, besides `context.setOffline(true)`: nothing
// can then come from anywhere but the worker's cache.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { answerFor, centre, closeFeedback, counters, dealtIds } from './challenge';
import { expect, test } from './fixtures';
import { escapeDialog, keyDo, waitForMachine } from './scenario';
import { mouseDrag, waitForScene } from './simulator';

test.use({ serviceWorkers: 'allow' });

const DIST = 'dist';
/** What the worker does not store: the build manifest, the headers file, the deployment's settings (network-first) and the worker's own scripts. */
const NOT_PRECACHED = /^(\.vite\/|_headers$|loto-config\.json$|sw\.js$|workbox-[\w-]+\.js$)/;

/** Every file of a build, by its path under the build folder. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The reference server on a build folder; resolves once it listens. */
class Server {
  private process: ChildProcess | null = null;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', this.dir, '--port', String(this.port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('being served')) resolve();
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill();
    });
  }
}

/** Every path the worker's caches hold (revision parameters dropped). */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/**
 * The first visit: the page loads, the worker stores everything and takes the page over (it
 * controls it only once it is installed, that is, once every file is stored), and says so.
 */
async function firstVisit(page: Page, server: Server): Promise<void> {
  await page.goto(`${server.origin}/`);
  await expect(page.locator('main h1')).toHaveText('Controle de energias perigosas, praticado antes de ser preciso');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await expect(page.getByText('Pronto para usar sem internet')).toBeVisible();
  await expect(page.getByText('O LOTO Trainer foi guardado neste dispositivo e abre mesmo sem conexão.')).toBeVisible();
  // The deployment's settings are asked for once through the worker, which keeps a copy.
  await expect.poll(async () => (await cachedPaths(page)).includes('/loto-config.json')).toBe(true);
  const cached = new Set(await cachedPaths(page));
  const missing = filesOf(server.dir).filter((file) => !NOT_PRECACHED.test(file) && !cached.has(`/${file}`));
  expect(missing, 'build files the worker did not store').toEqual([]);
}

/** Stops the server and takes the browser offline: nothing answers but the worker. */
async function goOffline(page: Page, server: Server): Promise<void> {
  await server.stop();
  await expect(fetch(server.origin)).rejects.toThrow();
  await page.context().setOffline(true);
}

/** Does the first things of the pump's work order 100023 (fed from bucket 3) by keyboard, in order. */
async function startPumpWork(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Ficha do procedimento' }).press('Enter');
  await expect(page.getByTestId('sheet-sources')).toContainText('CCM-1');
  await escapeDialog(page);
  await page.getByRole('button', { name: 'Avisar os envolvidos' }).press('Enter');
  await keyDo(page, 'stop', 'Apertar DESLIGA');
  await keyDo(page, 'bucket-3', 'Desligar (posição 0)');
}

let server: Server | null = null;
let scratch: string | null = null;
test.afterEach(async () => {
  await server?.stop();
  server = null;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

test('after one visit every route opens offline, under the same security policy, in Barlow', async ({ page, consoleGuard }) => {
  test.setTimeout(180_000);
  server = new Server(DIST, await freePort());
  await server.start();
  await firstVisit(page, server);
  // The web app manifest: Chromium reads it without an error; what an installed app shows.
  const cdp = await page.context().newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
  });
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest).toMatchObject({ name: 'LOTO Trainer', short_name: 'LOTO Trainer', start_url: '/', scope: '/', display: 'standalone', lang: 'pt', theme_color: themeColor });
  const icons = (manifest?.icons ?? []) as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  // Each icon is a PNG of the size it claims (and allowed by the policy's img-src).
  // (and iOS's home-screen icon, which it takes from the page)
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(appleIcon).toBe('/icons/apple-touch-icon.png');
  for (const icon of [...icons, { src: appleIcon!, sizes: '180x180' }]) {
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }
  await goOffline(page, server);

  const routes = [
    { path: '/', heading: 'Controle de energias perigosas, praticado antes de ser preciso' },
    { path: '/simulador', heading: 'Simulador LOTO' },
    { path: '/desafio?seed=3', heading: 'ZONA DE RISCO' },
    { path: '/cenarios', heading: 'Cenários de bloqueio' },
    { path: '/conhecimento', heading: 'Conhecimento' },
    { path: '/procedimentos?regras=nr&trabalho=eletrico', heading: 'Procedimentos' },
    { path: '/exemplos', heading: 'Exemplos' },
    { path: '/usuarios', heading: 'Área do usuário' },
    { path: '/verificar', heading: 'Verificar certificado' },
  ];
  for (const route of routes) {
    const response = await page.goto(`${server.origin}${route.path}`);
    expect(response?.fromServiceWorker(), route.path).toBe(true);
    // The stored page keeps the headers it was served with, the Content-Security-Policy first.
    expect(response?.headers()['content-security-policy'], route.path).toContain("script-src 'self' 'sha256-");
    await expect(page.locator('main h1'), route.path).toHaveText(route.heading);
    await expect(page.locator('footer.site-footer')).toContainText('Criado pela Equipe LOTO Trainer');
  }

  // A work order, reloaded.
  await page.goto(`${server.origin}/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha`);
  await page.reload();
  await waitForMachine(page);
  await expect(page.getByTestId('part-bucket-3')).toBeVisible();

  // An unknown route is the app's 404 page; a file is never answered with the app's page.
  consoleGuard.expectError(/non-existent route: \/nao-existe/);
  await page.goto(`${server.origin}/nao-existe`);
  await expect(page.locator('.not-found__code')).toHaveText('404');
  // (in a page of its own: the browser's error page would interrupt this one's next navigation)
  const other = await page.context().newPage();
  await expect(other.goto(`${server.origin}/nao-existe.txt`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await other.close();

  // Barlow, from the worker. The faces load as the page's texts are laid out: the page is read
  // once it shows (its first render runs as a transition, in slices), then until every face the
  // page uses has loaded (a face that cannot load stays "error" and the poll times out).
  await page.goto(`${server.origin}/conhecimento`);
  await expect(page.locator('main h1')).toHaveText('Conhecimento');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`);
      }),
    )
    .toEqual(expect.arrayContaining(['Barlow 400', 'Barlow 600', 'Barlow 700', 'Barlow Condensed 600', 'Barlow Condensed 700']));
  // The deployment's settings, from the copy kept.
  expect(await page.evaluate(() => fetch('/loto-config.json', { cache: 'no-cache' }).then((r) => r.json()))).toEqual(JSON.parse(readFileSync(`${DIST}/loto-config.json`, 'utf8')));
});

test('offline, the lever switches by keyboard with its sound, a hazard is dropped and a work-order action is done', async ({ page }) => {
  test.setTimeout(180_000);
  server = new Server(DIST, await freePort());
  await server.start();
  await firstVisit(page, server);
  await goOffline(page, server);
  const sounds: { path: string; status: number; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.wav')) sounds.push({ path, status: response.status(), fromWorker: response.fromServiceWorker() });
  });

  // The simulator: the lever off by keyboard, which plays the switch sound.
  await page.goto(`${server.origin}/simulador`);
  await expect(page.getByRole('button', { name: 'Entendi' })).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForScene(page);
  const handle = page.getByTestId('twin-handle');
  await expect(handle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'power_off');
  await expect.poll(() => sounds.find((s) => /\/switch-[\w-]+\.wav$/.test(s.path))).toMatchObject({ status: 200, fromWorker: true });

  // The challenge: a hazard dragged onto its energy.
  await page.goto(`${server.origin}/desafio?seed=3`);
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  await page.getByTestId('board-scene').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const [first] = await dealtIds(page);
  await mouseDrag(page, await centre(page, `tile-${first}`), await centre(page, `target-${answerFor(first!)}`), 5);
  await closeFeedback(page, true);
  expect(await counters(page)).toEqual(['1', '1', '15']);

  // A work order: the motor's bucket switched off (and, offline too, saved and resumed).
  await page.goto(`${server.origin}/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha`);
  await waitForMachine(page);
  await startPumpWork(page);
  await expect(page.getByTestId('part-bucket-3')).toHaveAccessibleName(/desligada/);
  await page.reload();
  await waitForMachine(page);
  await expect(page.getByTestId('part-bucket-3')).toHaveAccessibleName(/desligada/);
});

test('the worker registers once the page is up: after load, and on a scene page after its first frame', async ({ page }) => {
  test.setTimeout(120_000);
  server = new Server(DIST, await freePort());
  await server.start();
  // What the page looked like when it asked for the worker.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
      (window as Window & { registeredWhen?: unknown }).registeredWhen = { readyState: document.readyState, sceneReady: performance.getEntriesByName('scene-ready').length };
      return register.apply(this, args);
    };
  });
  await page.goto(`${server.origin}/simulador`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  expect(await page.evaluate(() => (window as Window & { registeredWhen?: unknown }).registeredWhen)).toEqual({ readyState: 'complete', sceneReady: 1 });
  // A first visit to a scene page is enough too, once the worker holds what the page asks for
  // (the deployment's settings are stored when first asked, a moment after the worker takes over).
  await expect.poll(async () => (await cachedPaths(page)).includes('/loto-config.json')).toBe(true);
  await goOffline(page, server);
  await page.reload();
  await waitForScene(page);
});

test('a new version is announced, never applied unasked, and applied by the button or by a reload', async ({ page }) => {
  test.setTimeout(180_000);
  scratch = mkdtempSync(join(tmpdir(), 'loto-offline-'));
  cpSync(DIST, scratch, { recursive: true });
  server = new Server(scratch, await freePort());
  await server.start();
  await firstVisit(page, server);
  const building = page.locator('meta[name="loto-test-build"]');
  await expect(building).toHaveCount(0);

  /** Deploys build `n`: a changed page, and a worker whose list says so. */
  const deploy = async (n: number) => {
    await server!.stop();
    const html = readFileSync(join(scratch!, 'index.html'), 'utf8').replace(/\s*<meta name="loto-test-build"[^>]*>/, '');
    writeFileSync(join(scratch!, 'index.html'), html.replace('</title>', `</title>\n    <meta name="loto-test-build" content="${n}">`));
    const worker = readFileSync(join(scratch!, 'sw.js'), 'utf8');
    const changed = worker.replace(/(\{url:"index\.html",revision:")[^"]*"/, `$1build-${n}"`);
    expect(changed).not.toBe(worker);
    writeFileSync(join(scratch!, 'sw.js'), changed);
    await server!.start();
  };
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Nova versão do LOTO Trainer disponível' });
  const checkForUpdate = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  // Mid-attempt, build 2 arrives: it is announced, and the page is left alone.
  await page.goto(`${server.origin}/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha`);
  await waitForMachine(page);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await deploy(2);
  await checkForUpdate();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Ela entra em uso na próxima vez que a página for carregada.');
  // The trainee goes on working: the page is the same one, and the notice stays (it has no time
  // limit: tests/dom/serviceWorker.test.tsx).
  await startPumpWork(page);
  await keyDo(page, 'bucket-3', 'Colocar o meu cadeado');
  await expect(page.getByTestId('part-bucket-3')).toHaveAccessibleName(/desligada, com o meu cadeado/);
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(building).toHaveCount(0);
  await expect(notice).toBeVisible();

  // Its button reloads into it.
  await notice.getByRole('button', { name: 'Recarregar agora' }).click();
  await expect(building).toHaveAttribute('content', '2');
  await waitForMachine(page);
  // The attempt was saved on every action and is resumed in the new version.
  await expect(page.getByTestId('part-bucket-3')).toHaveAccessibleName(/desligada, com o meu cadeado/);
  await expect(notice).toHaveCount(0);

  // Build 3, and the trainee reloads instead: the reload puts it in use.
  await deploy(3);
  await checkForUpdate();
  await expect(notice).toBeVisible();
  await page.reload();
  await expect(building).toHaveAttribute('content', '3');
  await waitForMachine(page);
  await expect(notice).toHaveCount(0);
});
