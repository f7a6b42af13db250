import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MANIFEST_NAMES } from '../../scripts/package/manifests.mjs';
import { manifestErrors, schemaFiles } from '../../scripts/package/validate.mjs';
import { answerFor, centre, closeFeedback, counters, dealtIds } from './challenge';
import { expect, mainNav, test } from './fixtures';
import { buildPackages, CONTENT_PREFIX, PACKAGE_KINDS, removePackages, servePackages, type BuiltPackages, type PackageKind, type PackageServer } from './lmsPackages';
import { keyDo, waitForMachine } from './scenario';
import { centreOf, mouseDrag, openSimulator, stageOf } from './simulator';

/** Every address the page asks for (data: and blob: ask nobody). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!/^(data|blob):/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Asserts that nothing was asked for outside the package's folder and the address never changed. */
async function stayedInside(page: Page, server: PackageServer, kind: PackageKind, urls: readonly string[]) {
  const folder = `${server.origin}${CONTENT_PREFIX}${kind}/`;
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((u) => !u.startsWith(folder))).toEqual([]);
  expect(page.url()).toBe(server.url(kind));
}

// Each group builds its packages once and serves them on a port of its own: one worker runs it.
test.describe('the default packages (a work order in assessment mode)', () => {
  test.describe.configure({ mode: 'serial' });
  let built: BuiltPackages;
  let server: PackageServer;
  test.beforeAll(async () => {
    built = buildPackages();
    server = await servePackages(built, { port: 4814 });
  });
  test.afterAll(async () => {
    await server?.close();
    if (built) removePackages(built);
  });

  test('each zip has a valid manifest at its root that lists every file, and nothing unlisted', async () => {
    expect(built.log).toContain('opens on /cenarios/bomba-p101?semente=424242&modo=avaliacao');
    const listed = (xml: string) => [...xml.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => decodeURI(m[1]!));
    const appFiles = listed(built.manifests.scorm2004);
    expect(appFiles).toContain('index.html');
    expect(appFiles.some((f) => /^assets\/index-[\w-]+\.js$/.test(f))).toBe(true);
    expect(appFiles).toContain('loto-config.json');
    for (const kind of PACKAGE_KINDS) {
      expect(await manifestErrors(kind, built.manifests[kind]), kind).toEqual([]);
      const entries = built.entries[kind];
      expect(entries).toContain(MANIFEST_NAMES[kind]);
      expect(entries.filter((e) => e === '_headers' || e.startsWith('.vite/') || /(^|\/)sw\.js$/.test(e))).toEqual([]);
      // Beside the manifest, SCORM packages carry their schemas (control files, not listed); every other file is listed.
      const control = [MANIFEST_NAMES[kind], ...schemaFiles(kind).map((s) => s.path)];
      expect(entries.filter((e) => control.includes(e)).sort()).toEqual([...control].sort());
      const named = kind === 'cmi5' ? appFiles : listed(built.manifests[kind]);
      expect(entries.filter((e) => !control.includes(e)).sort(), kind).toEqual([...named].sort());
    }
    // The app's files are the build's, byte for byte: the size budgets (scripts/size.mjs) hold for the packages.
    for (const file of appFiles.filter((f) => f !== 'index.html')) {
      expect(readFileSync(join(built.folders.scorm12, file)).equals(readFileSync(join('dist', file))), file).toBe(true);
    }
    expect(built.manifests.cmi5).toContain('<url>index.html</url>');
    expect(built.manifests.scorm12).toContain('<adlcp:masteryscore>80</adlcp:masteryscore>');
  });

  for (const kind of PACKAGE_KINDS) {
    test(`${kind}: the launch page opens the work order from a deep folder, stays inside it and plays`, async ({ page }) => {
      const urls = recordRequests(page);
      await page.goto(server.url(kind));
      await waitForMachine(page);
      // No LMS here: an assessment with nobody named asks who takes it, as on the site.
      await page.getByRole('dialog', { name: 'Quem está fazendo esta avaliação?' }).getByRole('button', { name: 'Continuar sem nome' }).click();
      await expect(page.getByTestId('work-order')).toHaveText('OS nº 424242');
      await expect(page.getByText('Avaliação', { exact: true })).toBeVisible();
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).not.toContain('frame-ancestors');
      expect(policy).toContain(kind === 'cmi5' ? "connect-src 'self' https:" : "connect-src 'self';");

      await keyDo(page, 'stop', 'Apertar DESLIGA');
      await keyDo(page, 'bucket-3', 'Desligar (posição 0)');
      await expect(page.getByTestId('part-bucket-3')).toHaveAccessibleName(/desligad/);
      // Nothing offers a link that would be the LMS's internal file.
      await expect(page.getByRole('button', { name: 'Compartilhar' })).toHaveCount(0);
      // In-app links route in memory: the address stays the launch page.
      // (a link opened in a new tab goes to the launch page, not to the LMS's own /)
      const home = mainNav(page).getByRole('link', { name: 'Início' });
      await expect(home).toHaveAttribute('href', '#/');
      await home.click();
      await expect(home).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('.hero')).toBeVisible();
      await stayedInside(page, server, kind, urls);
    });
  }
});

test.describe('a simulator package', () => {
  test.describe.configure({ mode: 'serial' });
  let built: BuiltPackages;
  let server: PackageServer;
  let lmsDir: string;
  test.beforeAll(async () => {
    built = buildPackages({ lesson: 'simulador', title: 'Bloqueio <CCM> & "teste"', mastery: '0.9' });
    // A test LMS page on the same origin, holding the package in a frame.
    lmsDir = mkdtempSync(join(tmpdir(), 'loto-lms-'));
    // With no icon of its own, a full Chromium (not the headless shell) asks for /favicon.ico,
    // which this test server does not have: a 404 in the console.
    writeFileSync(join(lmsDir, 'course.html'), '<!doctype html><title>LMS</title><link rel="icon" href="data:,"><script src="api.js"></script><iframe src="content/scorm2004/index.html" style="width:1200px;height:760px"></iframe>');
    writeFileSync(join(lmsDir, 'api-source.js'), 'window.lmsReady = true;');
    server = await servePackages(built, { port: 4815, extraDir: lmsDir, extraFiles: { 'api.js': join(lmsDir, 'api-source.js') } });
  });
  test.afterAll(async () => {
    await server?.close();
    if (built) removePackages(built);
    if (lmsDir) rmSync(lmsDir, { recursive: true, force: true });
  });

  test('scorm12: opens the guided simulator, and the lever goes off', async ({ page }) => {
    expect(built.manifests.scorm12).toContain('<title>Bloqueio &lt;CCM&gt; &amp; &quot;teste&quot;</title>');
    expect(built.manifests.scorm12).toContain('<adlcp:masteryscore>90</adlcp:masteryscore>');
    const urls = recordRequests(page);
    await openSimulator(page, server.url('scorm12'));
    const handle = await centreOf(page, 'twin-handle');
    await page.mouse.click(handle.x, handle.y);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'power_off');
    await stayedInside(page, server, 'scorm12', urls);
  });

  test('scorm2004: a page of the LMS frames the package, which opens its lesson inside', async ({ page }) => {
    // What this page and its frame ask for (the server's own log also holds late requests of the
    // test before, whose page was closing as this one opened).
    const urls = recordRequests(page);
    await page.goto(`${server.origin}/lms/course.html`);
    await expect.poll(() => page.evaluate(() => (window as Window & { lmsReady?: boolean }).lmsReady)).toBe(true);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('dialog', { name: 'Como jogar' })).toBeVisible();
    await expect(frame.locator('.panel-scene canvas')).toBeVisible();
    expect(urls.every((u) => u.startsWith(`${server.origin}/`)), urls.join('\n')).toBe(true);
    const asked = urls.map((u) => decodeURIComponent(new URL(u).pathname));
    expect(asked).toContain('/lms/course.html');
    expect(asked).toContain(`${CONTENT_PREFIX}scorm2004/index.html`);
    expect(asked.filter((r) => !r.startsWith(`${CONTENT_PREFIX}scorm2004/`) && !['/lms/course.html', '/lms/api.js'].includes(r))).toEqual([]);
  });
});

test.describe('a challenge package', () => {
  test.describe.configure({ mode: 'serial' });
  let built: BuiltPackages;
  let server: PackageServer;
  test.beforeAll(async () => {
    built = buildPackages({ lesson: 'desafio:3' });
    server = await servePackages(built, { port: 4816 });
  });
  test.afterAll(async () => {
    await server?.close();
    if (built) removePackages(built);
  });

  test('cmi5: opens the challenge with its fixed deal, and a right drop counts', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto(server.url('cmi5'));
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
    await page.getByTestId('board-scene').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await counters(page)).toEqual(['0', '0', '16']);
    const [first] = await dealtIds(page);
    await mouseDrag(page, await centre(page, `tile-${first}`), await centre(page, `target-${answerFor(first!)}`), 5);
    await closeFeedback(page, true);
    expect(await counters(page)).toEqual(['1', '1', '15']);
    await stayedInside(page, server, 'cmi5', urls);
  });
});
