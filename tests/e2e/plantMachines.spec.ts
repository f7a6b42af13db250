import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openWithRecordsDatabase, test } from './fixtures';
import { mouseDo, waitForMachine } from './scenario';
import { touchDrag } from './touch';

/** The machine file the unit tests check too (machine, work order, no photo). */
const plantFile = JSON.parse(readFileSync(new URL('../fixtures/plant-machine.json', import.meta.url), 'utf8')) as {
  machine: { id: string } & Record<string, unknown>;
  workOrders: Record<string, unknown>[];
};

/**
 * A plant machine (tests/fixtures/plant-machine.json: a mixer with its motor, start and stop
 * buttons, and a hydraulic accumulator with its dump valve and gauge) put into the device's
 * library by a raw IndexedDB write, as the library stores it (src/records/db.ts, schema 4), with a
 * photo made in the page: a magenta JPEG of the photo area's shape.
 */
async function seedLibrary(page: Page): Promise<void> {
  // The app makes the database (a device without records makes none, and the list of work orders
  // reads nothing there).
  await openWithRecordsDatabase(page);
  await page.evaluate(async (file) => {
    const canvas = new OffscreenCanvas(1000, 700);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ff00ff';
    ctx.fillRect(0, 0, 1000, 700);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    const openDb = () =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('loto-trainer-records');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
    // The database is listed as soon as the app starts making it: wait until its tables are there.
    let db = await openDb();
    for (let tries = 0; !db.objectStoreNames.contains('machines') && tries < 100; tries++) {
      db.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      db = await openDb();
    }
    const tx = db.transaction(['machines', 'machinePhotos'], 'readwrite');
    const now = Date.now();
    tx.objectStore('machines').put({
      id: file.machine.id,
      revision: 3,
      createdAt: now,
      updatedAt: now,
      origin: { kind: 'new' },
      machine: file.machine,
      workOrders: file.workOrders,
      photos: [{ id: 'photo-1', type: 'image/jpeg', width: 1000, height: 700, size: bytes.length }],
    });
    tx.objectStore('machinePhotos').put({ machineId: file.machine.id, photoId: 'photo-1', bytes });
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, plantFile);
}

/**
 * Where a point of the machine's grid (x 0–1000, y 0–600) is on the canvas, from where the twin of
 * the part at grid (0, 0) lies: a part's box is 150 design units wide and its centre 46 below its
 * top (src/scenes/machine/layout.ts, art.ts); the grid is spread 160/140 across and 200/150 down.
 * Both boxes are read at one moment, so a scroll in between changes nothing.
 */
async function onCanvas(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ({ x, y }) => {
      const twin = document.querySelector('[data-testid="part-feeder"]')!.getBoundingClientRect();
      const canvas = document.querySelector('.machine-scene canvas')!.getBoundingClientRect();
      const scale = twin.width / 150;
      return { x: twin.x - canvas.x + twin.width / 2 + ((x * 160) / 140) * scale, y: twin.y - canvas.y + 46 * scale + ((y * 200) / 150) * scale };
    },
    { x, y },
  );
}

/**
 * The colour the machine's canvas shows at a point of the machine's grid, read from a real
 * screenshot of the canvas (a WebGL canvas cannot be read back): the mean of a few pixels.
 */
async function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const canvas = page.locator('.machine-scene canvas');
  await canvas.scrollIntoViewIfNeeded();
  const at = await onCanvas(page, x, y);
  const box = (await canvas.boundingBox())!;
  // Only the few pixels read: a screenshot of the whole canvas, with a software WebGL renderer and
  // the motor turning, took 8-10 s on a loaded 2-core machine (as long as the poll's timeout).
  const png = (await page.screenshot({ clip: { x: box.x + at.x - 2, y: box.y + at.y - 2, width: 4, height: 4 } })).toString('base64');
  return page.evaluate(async (png) => {
    // Decoded from bytes, not a data: URL, which the site's img-src policy refuses.
    const image = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(1, 1);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0, image.width, image.height, 0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, png);
}

/** True for the photo's magenta (a JPEG keeps it near 255, 0, 255). */
const magenta = ([r, g, b]: [number, number, number]) => r > 200 && g < 90 && b > 200;

test("a plant machine from the library: listed, practised on its photo by mouse, passed, and reloaded on its address", async ({ page }) => {
  // The photos' code comes with a machine on photos (a built-in work order never fetches it: lazyCode.spec.ts).
  const photosCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/Photos-[^/]+\.js$/.test(request.url())) photosCode.push(request.url());
  });
  await seedLibrary(page);
  await page.goto('/cenarios');
  const machine = page.getByTestId('plant-machine-plant-mixer-m7');
  await expect(machine.getByRole('heading', { level: 3 })).toHaveText('Masseira M-7');
  const card = machine.getByTestId('scenario-plant-mixer-m7-blade');
  await expect(card.getByRole('heading', { level: 4 })).toHaveText('Trocar a pá da masseira M-7');
  await card.getByRole('button', { name: 'Começar' }).click();
  await expect(page).toHaveURL(/\/cenarios\/plant-mixer-m7-blade\?semente=\d+&modo=pratica&regras=nr$/);
  await waitForMachine(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trocar a pá da masseira M-7');

  // The photo is drawn under the parts: magenta where no part is (grid 900, 520), and on the
  // photo's far corner, which only the photo's frame brings into the scene.
  for (const [x, y] of [[900, 520], [990, 590], [880, 60]] as const) {
    await expect.poll(() => colourAt(page, x, y).then(magenta), { message: `photo at grid ${x}, ${y}` }).toBe(true);
  }
  expect(photosCode).toHaveLength(1);

  await page.getByRole('button', { name: 'Ficha do procedimento' }).click();
  await expect(page.getByTestId('sheet-sources')).toContainText('Q7');
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Avisar os envolvidos' }).click();
  await mouseDo(page, 'stop', 'Apertar DESLIGA');
  await mouseDo(page, 'disconnect', 'Desligar (posição 0)');
  await mouseDo(page, 'valve', 'Fechar a válvula');

  // A reload on the work order's address opens it again, where it was.
  await page.reload();
  await waitForMachine(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trocar a pá da masseira M-7');
  await expect(page.getByTestId('part-disconnect')).toHaveAccessibleName(/desligada/);

  for (const device of ['disconnect', 'valve']) {
    await mouseDo(page, device, 'Colocar o meu cadeado');
    await mouseDo(page, device, 'Pendurar a etiqueta');
    await page.getByLabel('Seu nome').fill('Ana Souza');
    await page.getByLabel('Motivo do serviço').fill('Troca da pá');
    await page.getByRole('button', { name: 'Pendurar', exact: true }).click();
  }
  await mouseDo(page, 'dump', 'Abrir a válvula');
  await mouseDo(page, 'gauge', 'Ler o manômetro');
  await page.getByRole('button', { name: 'Conferir que ninguém está exposto (antes do teste de partida)' }).click();
  await mouseDo(page, 'start', 'Apertar LIGA (teste de partida)');
  await page.getByRole('button', { name: 'Declarar seguro e começar o serviço' }).click();
  await page.getByRole('button', { name: 'Serviço feito: proteções de volta, ferramentas e pessoas fora' }).click();
  await mouseDo(page, 'dump', 'Fechar a válvula');
  for (const device of ['disconnect', 'valve']) {
    await mouseDo(page, device, 'Retirar a minha etiqueta');
    await mouseDo(page, device, 'Retirar o meu cadeado');
  }
  await page.getByRole('button', { name: 'Avisar os envolvidos' }).click();
  await mouseDo(page, 'disconnect', 'Ligar (posição I)');
  await mouseDo(page, 'valve', 'Abrir a válvula');
  await page.getByRole('button', { name: 'Devolver a máquina à operação' }).click();
  const result = page.getByTestId('scenario-result');
  await expect(result).toHaveAttribute('data-passed', 'true');

  // The record names the machine and the version trained on, also once the machine is deleted.
  await page.goto('/usuarios');
  const title = 'Trocar a pá da masseira M-7 — Masseira M-7, versão 3';
  await expect(page.getByTestId('record-row')).toContainText([title]);
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('loto-trainer-records');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['machines', 'machinePhotos'], 'readwrite');
    tx.objectStore('machines').delete('plant-mixer-m7');
    tx.objectStore('machinePhotos').delete(['plant-mixer-m7', 'photo-1']);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  });
  await page.reload();
  await expect(page.getByTestId('record-row')).toContainText([title]);

  // An id neither built-in nor in the library is still not found.
  await page.goto('/cenarios/no-such-order');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cenário não encontrado');
});

test('the photo is drawn by the WebGL renderer too', async ({ page }) => {
  await seedLibrary(page);
  await page.goto('/cenarios/plant-mixer-m7-blade?semente=1&modo=pratica&regras=nr&renderer=webgl');
  await waitForMachine(page);
  await expect.poll(() => colourAt(page, 900, 520).then(magenta)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('the photo zooms with the machine, and a finger pans to its far corner', async ({ page }) => {
    await seedLibrary(page);
    await page.goto('/cenarios/plant-mixer-m7-blade?semente=1&modo=pratica&regras=nr');
    await waitForMachine(page);
    await page.getByTestId('machine-scene').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
    const before = (await page.getByTestId('part-feeder').boundingBox())!.width;
    await page.getByTestId('zoom-in').tap();
    await page.getByTestId('zoom-in').tap();
    await expect.poll(async () => (await page.getByTestId('part-feeder').boundingBox())!.width).toBeGreaterThan(before * 1.5);
    // The photo's lower right corner (grid 960, 560), far from every part, is brought under the finger.
    const canvas = (await page.locator('.machine-scene canvas').boundingBox())!;
    const target = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
    // Zoomed in, it is off the canvas at first.
    const first = await onCanvas(page, 960, 560);
    expect(first.x > canvas.width || first.y > canvas.height).toBe(true);
    for (let i = 0; i < 4; i++) {
      const at = await onCanvas(page, 960, 560);
      const from = { x: canvas.x + canvas.width * 0.8, y: canvas.y + canvas.height * 0.8 };
      const dx = Math.max(-canvas.width * 0.6, Math.min(0, target.x - (canvas.x + at.x)));
      const dy = Math.max(-canvas.height * 0.6, Math.min(0, target.y - (canvas.y + at.y)));
      if (Math.abs(dx) < 4 && Math.abs(dy) < 4) break;
      await touchDrag(page, from, { x: from.x + dx, y: from.y + dy });
    }
    const at = await onCanvas(page, 960, 560);
    expect(at.x).toBeGreaterThan(0);
    expect(at.x).toBeLessThan(canvas.width);
    expect(at.y).toBeGreaterThan(0);
    expect(at.y).toBeLessThan(canvas.height);
    await expect.poll(() => colourAt(page, 960, 560).then(magenta)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
