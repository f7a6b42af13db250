// The machine editor (/maquinas), as a safety manager uses it:
//   photo   a 12-megapixel photo (4000 × 3000 JPEG with fine detail, as a phone takes it) put
//           through the editor's "Add photo": from the file given to the photo listed, decoded,
//           scaled to 2048 px, re-encoded and shown (its save follows within 0.4 s; budget: 2 s).
//   drag60  a machine of 60 parts on a photo, imported as a machine file, one part dragged by a
//           real mouse for DRAG_MS over the photo: the intervals between the display frames
//           (requestAnimationFrame) while the part follows the pointer (budget: p95 one frame).
//   scene   that machine's work order in the trainee scene, on its photo: navigation to the
//           scene-ready mark, against a built-in work order's in the same page state (the app's
//           code cached, the library read); budget: at most PLANT_SCENE_EXTRA_MS more.
import { setTimeout as sleep } from 'node:timers/promises';
import { DRAG_MS } from './drag.mjs';
import { FRAME_MS, quantile } from './figures.mjs';
import { WORK_ORDER_PATH, waitForSceneReady, withPage } from './site.mjs';

const PHOTO_BUDGET_MS = 2000;
const DRAG_FRAME_P95_BUDGET_MS = 16.7;
const PLANT_SCENE_EXTRA_MS = 150;
export const EDITOR_PARTS = 60;

/** A JPEG made in the page: `width` × `height`, with noise so it compresses like a photo. Base64. */
function makePhoto(page, width, height) {
  return page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d');
      const image = g.createImageData(width, height);
      let seed = 7;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const n = seed & 63;
        const x = (i / 4) % width;
        image.data[i] = 90 + ((x >> 4) & 63) + n;
        image.data[i + 1] = 100 + n;
        image.data[i + 2] = 120 + ((x >> 6) & 31) + (n >> 1);
        image.data[i + 3] = 255;
      }
      g.putImageData(image, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height },
  );
}

/** A machine file of `count` parts in chains of supply → disconnect → load, on one photo. */
function machineFile(count, photo) {
  const components = [];
  const connections = [];
  for (let i = 0; components.length < count; i++) {
    const x = 60 + (i % 10) * 95;
    const y = 60 + Math.floor(i / 10) * 240;
    components.push({ id: `s${i}`, kind: 'supply', energy: 'electrical', magnitude: 400, name: { en: `Feeder ${i}` }, label: `F${i}`, x, y });
    components.push({ id: `q${i}`, kind: 'disconnect', name: { en: `Disconnect ${i}` }, label: `Q${i}`, x, y: y + 80 });
    components.push({ id: `m${i}`, kind: 'load', energy: 'electrical', name: { en: `Motor ${i}` }, label: `M${i}`, x, y: y + 160 });
    connections.push([`s${i}`, `q${i}`], [`q${i}`, `m${i}`]);
  }
  return JSON.stringify({
    format: 'loto-machine',
    version: 1,
    machine: { id: 'bench-60', version: 1, languages: ['en'], name: { en: 'Bench line, 60 parts' }, components: components.slice(0, count), connections },
    workOrders: [
      { id: 'bench-60-ot', version: 1, languages: ['en'], machine: 'bench-60', domain: 'machine', job: { en: 'Motor 0 bearing change' }, where: { en: 'Bench line' }, zone: ['m0'], adjacent: [], variants: [] },
    ],
    photos: [{ id: 'photo', type: 'image/jpeg', width: photo.width, height: photo.height, data: photo.data }],
  });
}

/** The editor's photo intake of a 12-megapixel photo: ms from the file given to the photo listed (saved). */
async function photoIntake(page, base) {
  await page.goto(`${base}/maquinas`);
  await page.getByTestId('new-machine-name').fill('Bench photo');
  await page.getByTestId('new-machine').click();
  await page.getByTestId('machine-editor').waitFor();
  const buffer = Buffer.from(await makePhoto(page, 4000, 3000), 'base64');
  // Timed in the page, from the file given (the input's change event) to the photo listed: the
  // file's trip from this script into the browser is not the user's wait.
  await page.evaluate(() => {
    const input = document.querySelector('[data-testid="photo-input"]');
    input.addEventListener('change', () => (window.__photoGiven = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('.editor-photos li')) {
        window.__photoListed = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('photo-input').setInputFiles({ name: 'machine.jpg', mimeType: 'image/jpeg', buffer });
  await page.locator('.editor-photos li').first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => window.__photoListed - window.__photoGiven);
}

/** A mouse drag of one part of the 60 for DRAG_MS, one move per display frame: the frame intervals. */
async function dragOfSixty(page, cdp, base) {
  const photo = { width: 2048, height: 1536, data: await makePhoto(page, 2048, 1536) };
  await page.goto(`${base}/maquinas`);
  await page.getByTestId('import-input').setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer: Buffer.from(machineFile(EDITOR_PARTS, photo)) });
  await page.getByTestId('library-bench-60').waitFor({ timeout: 30_000 });
  await page.goto(`${base}/maquinas/bench-60`);
  await page.locator('[data-part]').nth(EDITOR_PARTS - 1).waitFor();
  const stage = await page.getByTestId('machine-stage').boundingBox();
  const part = await page.locator('[data-part="m7"] .stage-part__icon').boundingBox();
  const home = { x: part.x + part.width / 2, y: part.y + part.height / 2 };
  await page.evaluate(() => {
    window.__frames = [];
    const tick = (t) => {
      window.__frames.push(t);
      if (window.__frames.length < 100_000) window.__frameLoop = requestAnimationFrame(tick);
    };
    window.__frameLoop = requestAnimationFrame(tick);
  });
  const send = (type, p, buttons = 1) => cdp.send('Input.dispatchMouseEvent', { type, x: p.x, y: p.y, button: 'left', buttons, clickCount: 1 });
  await send('mouseMoved', home, 0);
  await send('mousePressed', home);
  const moves = [];
  const start = performance.now();
  let p = home;
  for (let frame = 1, elapsed = 0; elapsed < DRAG_MS; frame++, elapsed = performance.now() - start) {
    const f = elapsed / DRAG_MS;
    p = { x: stage.x + stage.width * (0.5 + 0.4 * Math.sin(4 * Math.PI * f)), y: stage.y + stage.height * (0.5 + 0.35 * Math.sin(6 * Math.PI * f)) };
    moves.push(send('mouseMoved', p));
    await sleep(Math.max(0, frame * FRAME_MS - (performance.now() - start)));
  }
  await Promise.all(moves);
  // Let go where the pointer is: the part stays there.
  await send('mouseReleased', p, 0);
  const frames = await page.evaluate(() => {
    cancelAnimationFrame(window.__frameLoop);
    return window.__frames;
  });
  const moved = await page.locator('[data-part="m7"] .stage-part__icon').boundingBox();
  if (Math.hypot(moved.x - part.x, moved.y - part.y) < 1) throw new Error('editor drag: the part was not dragged');
  // Intervals in whole display refreshes, as drag.mjs counts them.
  return frames.slice(1).map((t, i) => Math.max(1, Math.round((t - frames[i]) / FRAME_MS)) * FRAME_MS);
}

/** Navigation to scene ready, ms, of a work order page (in a page that has the app's code cached). */
async function readyAt(page, url) {
  await page.goto(url);
  await waitForSceneReady(page);
  return page.evaluate(() => performance.getEntriesByName('scene-ready')[0].startTime);
}

/** The plant machine's work order against a built-in one, each after a visit that cached the code. */
async function plantScene(page, base) {
  const photo = { width: 2048, height: 1536, data: await makePhoto(page, 2048, 1536) };
  await page.goto(`${base}/maquinas`);
  await page.getByTestId('import-input').setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer: Buffer.from(machineFile(EDITOR_PARTS, photo)) });
  await page.getByTestId('library-bench-60').waitFor({ timeout: 30_000 });
  await readyAt(page, base + WORK_ORDER_PATH);
  const builtIn = await readyAt(page, base + WORK_ORDER_PATH);
  const plant = await readyAt(page, `${base}/cenarios/bench-60-ot?semente=100001&modo=pratica&regras=osha`);
  return { builtIn, plant };
}

/** The editor's figures, in a page each. */
export async function measureEditor(browser, base, figures) {
  const intake = await withPage(browser, {}, ({ page }) => photoIntake(page, base));
  figures.add('editor.photo-12mp', 'Editor: a 12 MP photo taken in (decode, scale, re-encode, save)', 'ms', intake, { max: PHOTO_BUDGET_MS });
  const gaps = await withPage(browser, {}, ({ page, cdp }) => dragOfSixty(page, cdp, base));
  figures.add('editor.drag60.frame-p95', `Editor: dragging a part among ${EDITOR_PARTS} on a photo, frame interval p95`, 'ms', quantile(gaps, 0.95), { max: DRAG_FRAME_P95_BUDGET_MS });
  const scene = await withPage(browser, {}, ({ page }) => plantScene(page, base));
  figures.add('editor.scene60.ready', `Plant machine of ${EDITOR_PARTS} parts on a photo: scene ready`, 'ms', scene.plant);
  figures.add('editor.scene60.builtin-ready', 'Built-in work order, same page state: scene ready', 'ms', scene.builtIn);
  figures.add('editor.scene60.extra', `Plant machine of ${EDITOR_PARTS} parts: scene ready beyond the built-in work order's`, 'ms', scene.plant - scene.builtIn, { max: PLANT_SCENE_EXTRA_MS });
  figures.add('editor.drag60.frame-p99', `Editor: dragging a part among ${EDITOR_PARTS} on a photo, frame interval p99`, 'ms', quantile(gaps, 0.99));
}
