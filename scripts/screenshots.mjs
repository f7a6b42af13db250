// Takes the README screenshots (and any others) from the production build in headless Chromium.
// Usage: node scripts/screenshots.mjs [outDir] [--only name,name]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const outDir = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'docs/screenshots';
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1].split(',') : null;
const port = Number(process.env.SCREENSHOT_PORT ?? 4399);
const base = `http://127.0.0.1:${port}`;

/** name, path, viewport, device scale, language, and an optional action before the shot. */
const SHOTS = [
  { name: 'home-desktop-pt', path: '/', width: 1280, height: 800, scale: 1, lang: 'pt', fullPage: true },
  { name: 'home-desktop-de', path: '/', width: 1280, height: 800, scale: 1, lang: 'de' },
  { name: 'home-phone-pt', path: '/', width: 390, height: 844, scale: 2, lang: 'pt', mobile: true },
  { name: 'home-phone-de', path: '/', width: 360, height: 780, scale: 2, lang: 'de', mobile: true },
  { name: 'home-768-fr', path: '/', width: 768, height: 1024, scale: 1, lang: 'fr' },
  {
    name: 'knowledge-menu-desktop-de',
    path: '/conhecimento',
    width: 1280,
    height: 800,
    scale: 2,
    lang: 'de',
    action: async (page) => page.getByRole('button', { name: 'Wissen' }).click(),
  },
  // The phone menu, scrolled down to its red user area button.
  ...['pt', 'de'].map((lang) => ({
    name: `drawer-phone-${lang}`,
    path: '/conhecimento',
    width: 390,
    height: 844,
    scale: 2,
    lang,
    mobile: true,
    action: async (page) => {
      await page.getByRole('button', { name: /^Men/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      await page.locator('.drawer__actions').scrollIntoViewIfNeeded();
    },
  })),
  { name: 'notfound-desktop-es', path: '/pagina-que-nao-existe', width: 1280, height: 800, scale: 1, lang: 'es' },
  { name: 'procedures-phone-de', path: '/procedimentos', width: 390, height: 844, scale: 2, lang: 'de', mobile: true },
];

/** Drives the simulator through its accessible twins up to a stage (as a keyboard user would). */
async function simulatorTo(page, stage) {
  // A first visit shows the help overlay alone (the intro waits for a return visit).
  await page.locator('.modal__footer .button--primary').click();
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  const press = async (testId) => {
    await page.getByTestId(testId).focus();
    await page.keyboard.press('Enter');
  };
  if (stage === 'initial') return;
  await press('twin-handle');
  if (stage === 'power_off') return;
  await press('twin-lockpoint');
  if (stage === 'locked') return;
  await press('twin-tray-tag');
  await page.locator('[role="tab"]').nth(1).click();
  await page.locator('#tag-reason').fill(stage === 'form' ? 'Troca do rolamento do motor M-101' : 'Troca do rolamento do motor M-101');
  await page.locator('#tag-permit').fill('PT-2026-0153');
  await page.locator('#tag-operator').fill('Ana Souza');
  if (stage === 'form') return;
  await page.locator('.tag-form__submit').click();
  if (stage === 'confirm') return;
  await page.locator('.modal__footer .button--primary').click();
  await page.locator('[role="tab"]').nth(0).click();
  if (stage === 'tagged') return;
  await page.locator('.button--test').click();
  await page.locator('.modal__footer .button--primary').click();
}

const SIM_STAGES = ['initial', 'power_off', 'locked', 'confirm', 'tagged', 'complete'];
for (const stage of SIM_STAGES) {
  SHOTS.push({
    name: `sim-${stage}-desktop-pt`,
    path: '/simulador',
    width: 1280,
    height: 860,
    scale: 2,
    lang: 'pt',
    action: (page) => simulatorTo(page, stage),
  });
  SHOTS.push({
    name: `sim-${stage}-phone-de`,
    path: '/simulador',
    width: 390,
    height: 844,
    scale: 2,
    lang: 'de',
    mobile: true,
    action: async (page) => {
      await simulatorTo(page, stage);
      if (stage !== 'confirm' && stage !== 'complete') await page.getByTestId('panel-scene').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    },
  });
}
// The challenge's answers, read from the catalogue (hazard id -> energy id).
const ANSWERS = new Map(
  [...readFileSync('src/rules/catalog.ts', 'utf8').matchAll(/\{ id: (\d+), key: 'challenge\.hazards[^}]*energyId: (\d+) \}/g)].map((m) => [Number(m[1]), Number(m[2])]),
);

/** Plays `count` correct matches through the keyboard twins (count 16 completes the game). */
async function challengeMatches(page, count) {
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  const ids = await page.locator('[data-testid^="tile-"]').evaluateAll((els) => els.map((el) => Number(el.dataset.testid.slice(5))));
  for (const [n, id] of ids.slice(0, count).entries()) {
    // The twins are activated as a keyboard user would (the script only needs the states).
    await page.getByTestId(`tile-${id}`).dispatchEvent('click');
    await page.getByTestId(`target-${ANSWERS.get(id)}`).dispatchEvent('click');
    // (the last match of a game opens the result, not a feedback)
    if (n < ids.length - 1) await page.locator('.quiz-feedback .modal__footer .button').dispatchEvent('click');
  }
  await page.getByTestId('board-scene').evaluate((el) => el.scrollIntoView({ block: 'end' }));
}

for (const [suffix, size] of [
  ['desktop-pt', { width: 1280, height: 900, scale: 2, lang: 'pt' }],
  ['phone-de', { width: 390, height: 844, scale: 2, lang: 'de', mobile: true }],
]) {
  SHOTS.push({ name: `challenge-midgame-${suffix}`, path: '/desafio?seed=7', ...size, action: (page) => challengeMatches(page, 6) });
  SHOTS.push({
    name: `challenge-complete-${suffix}`,
    path: '/desafio?seed=7',
    ...size,
    action: async (page) => {
      await challengeMatches(page, 16);
      await page.getByTestId('result-chart').waitFor();
      await page.waitForTimeout(800);
    },
  });
}

SHOTS.push({ name: 'sim-help-desktop-pt', path: '/simulador', width: 1280, height: 800, scale: 1, lang: 'pt' });

// Every machine at a phone (whole, and zoomed in with the buttons), a 1366 × 768 laptop and a 4K
// projector (1920 × 1080 CSS pixels at 2x), the scene scrolled up under the header; the list of
// work orders in German.
const MACHINES = [
  ['bomba-p101', 100023, 'pt'],
  ['transportador-c201', 100000, 'de'],
  ['prensa-ph301', 100007, 'en'],
  ['quadro-qd401', 100004, 'fr'],
];
const waitForMachine = async (page) => {
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
  await page.getByTestId('machine-scene').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 76));
};
const zoomedMachine = async (page) => {
  await waitForMachine(page);
  for (let i = 0; i < 3; i++) await page.getByTestId('zoom-in').click();
  // The first part's keyboard button, focused and left: the scene pans to the machine's top left.
  const first = page.locator('[data-testid^="part-"]').first();
  await first.focus();
  await first.blur();
  await page.waitForTimeout(300);
};
for (const [id, seed, lang] of MACHINES) {
  const path = `/cenarios/${id}?semente=${seed}&modo=pratica&regras=${{ pt: 'nr', en: 'osha', de: 'vde', fr: 'nfc18510' }[lang]}`;
  SHOTS.push({ name: `scenario-${id}-desktop-${lang}`, path, width: 1366, height: 768, scale: 1, lang, action: waitForMachine });
  SHOTS.push({ name: `scenario-${id}-4k-${lang}`, path, width: 1920, height: 1080, scale: 2, lang, action: waitForMachine });
  SHOTS.push({ name: `scenario-${id}-phone-${lang}`, path, width: 390, height: 844, scale: 2, lang, mobile: true, action: waitForMachine });
  SHOTS.push({ name: `scenario-${id}-phone-zoom-${lang}`, path, width: 390, height: 844, scale: 2, lang, mobile: true, action: zoomedMachine });
}
SHOTS.push({ name: 'scenarios-list-desktop-de', path: '/cenarios', width: 1280, height: 800, scale: 1, lang: 'de', fullPage: true });

// A plant's machine (issue 25): the fixture machine of tests/fixtures/plant-machine.json with a
// photo the script draws (a mixer and its hydraulic unit on a shop floor), imported through the
// library page; then the editor on it, and the trainees' work order drawn on the photo.
async function importPlantMachine(page) {
  const data = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 1120);
    const g = canvas.getContext('2d');
    const floor = g.createLinearGradient(0, 0, 0, 1120);
    floor.addColorStop(0, '#6d7a86');
    floor.addColorStop(0.62, '#4c5661');
    floor.addColorStop(0.63, '#8a8f86');
    floor.addColorStop(1, '#5f645d');
    g.fillStyle = floor;
    g.fillRect(0, 0, 1600, 1120);
    const box = (x, y, w, h, colour, edge = '#1d232a') => {
      g.fillStyle = colour;
      g.fillRect(x, y, w, h);
      g.strokeStyle = edge;
      g.lineWidth = 6;
      g.strokeRect(x, y, w, h);
    };
    box(40, 80, 300, 640, '#c9ccc4'); // the electrical cabinet
    box(70, 120, 240, 260, '#b7bab2');
    box(470, 220, 620, 520, '#d9a515'); // the mixer
    g.fillStyle = '#3b3f44';
    g.beginPath();
    g.ellipse(780, 470, 220, 170, 0, 0, Math.PI * 2);
    g.fill();
    box(1180, 360, 340, 420, '#2f5e8c'); // the hydraulic unit
    g.fillStyle = '#9aa3ab';
    g.fillRect(1250, 180, 90, 200); // the accumulator
    g.strokeStyle = '#23282e';
    g.lineWidth = 14;
    g.beginPath();
    g.moveTo(1290, 380);
    g.lineTo(1290, 820);
    g.lineTo(900, 820);
    g.stroke();
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 })).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  const file = JSON.parse(readFileSync('tests/fixtures/plant-machine.json', 'utf8'));
  file.photos = [{ id: 'photo-1', type: 'image/jpeg', width: 1600, height: 1120, data }];
  await page.getByTestId('import-input').setInputFiles({ name: 'mixer.loto-machine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByTestId('library-plant-mixer-m7').waitFor();
}
const plantEditor = async (page) => {
  await importPlantMachine(page);
  await page.goto(`${base}/maquinas/plant-mixer-m7`);
  await page.locator('[data-part="accumulator"]').click();
  await page.getByTestId('machine-stage').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140));
};
const plantScene = async (page) => {
  await importPlantMachine(page);
  await page.goto(`${base}/cenarios/plant-mixer-m7-blade?semente=100001&modo=pratica&regras=nr`);
  await waitForMachine(page);
};
for (const [size, viewport, lang] of [
  ['laptop', { width: 1366, height: 768, scale: 1 }, 'en'],
  ['tablet', { width: 820, height: 1180, scale: 2, mobile: true }, 'pt'],
  ['phone', { width: 390, height: 844, scale: 2, mobile: true }, 'de'],
]) {
  SHOTS.push({ name: `machine-editor-${size}-${lang}`, path: '/maquinas', ...viewport, lang, action: plantEditor });
  SHOTS.push({ name: `plant-scene-${size}-${lang}`, path: '/maquinas', ...viewport, lang, action: plantScene });
}
SHOTS.push({ name: 'machine-library-desktop-fr', path: '/maquinas', width: 1280, height: 800, scale: 1, lang: 'fr', fullPage: true, action: importPlantMachine });

// The mixer's procedure (issue 26): the instructor's PIN set, the texts written, version 1
// approved; then the procedure page, and the placard PDF drawn to a picture (pdf.js on
// @napi-rs/canvas) in one language or two.
async function approvedPlant(page) {
  await importPlantMachine(page);
  await page.goto(`${base}/usuarios`);
  await page.getByTestId('kiosk-pin').fill('4821');
  await page.getByTestId('kiosk-save').click();
  await page.getByTestId('kiosk-pin-remove').waitFor();
  await page.goto(`${base}/maquinas/plant-mixer-m7/procedimento`);
  await page.getByTestId('procedure-intendedUse-en').fill('Changing the mixing blade and servicing the bowl lift of dough mixer M-7 in the bakery line. Not for cleaning with the mixer running.');
  await page.getByTestId('procedure-intendedUse-pt').fill('Troca da pá e manutenção do elevador da cuba da masseira M-7 na linha de panificação. Não se aplica à limpeza com a masseira em funcionamento.');
  await page.getByTestId('procedure-responsible-en').fill('Each authorized employee applies and removes their own padlock and tag.');
  await page.getByTestId('procedure-responsible-pt').fill('Cada empregado autorizado coloca e retira o próprio cadeado e etiqueta.');
  await page.getByTestId('procedure-prepared-name').fill('Joe Lee');
  await page.getByTestId('procedure-prepared-role').fill('Maintenance lead');
  await page.getByTestId('approve-name').fill('Marta Quispe');
  await page.getByTestId('approve-role').fill('EHS manager');
  await page.getByTestId('approve-pin').fill('4821');
  await page.getByTestId('approve-submit').click();
  await page.getByTestId('version-valid').waitFor();
}
async function placardPng(page, first, second, paper) {
  await approvedPlant(page);
  await page.getByTestId('placard-v1-language').selectOption(first);
  await page.getByTestId('placard-v1-second').selectOption(second ?? '');
  await page.getByTestId('placard-v1-paper').selectOption(paper);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('placard-v1-pdf').click()]);
  return new Uint8Array(readFileSync(await file.path()));
}
SHOTS.push({ name: 'procedure-page-desktop-en', path: '/maquinas', width: 1366, height: 768, scale: 1, lang: 'en', fullPage: true, action: approvedPlant });
SHOTS.push({
  name: 'procedure-page-phone-pt',
  path: '/maquinas',
  width: 390,
  height: 844,
  scale: 2,
  lang: 'pt',
  mobile: true,
  action: async (page) => {
    await approvedPlant(page);
    await page.getByTestId('procedure-sources').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
  },
});
SHOTS.push({ name: 'placard-en', path: '/maquinas', width: 1280, height: 800, scale: 1, lang: 'en', pdf: (page) => placardPng(page, 'en', null, 'letter') });
SHOTS.push({ name: 'placard-pt', path: '/maquinas', width: 1280, height: 800, scale: 1, lang: 'pt', pdf: (page) => placardPng(page, 'pt', null, 'a4') });
SHOTS.push({ name: 'placard-en-es', path: '/maquinas', width: 1280, height: 800, scale: 1, lang: 'en', pdf: (page) => placardPng(page, 'en', 'es', 'letter') });

// Kiosk mode (`?quiosque=1`): the idle warning over a work order, reached with a fake clock, and
// pages as a shared touch screen shows them (large targets, sources as text, no share button).
const kioskClock = async (page) => {
  await page.addInitScript(() => localStorage.setItem('loto_kiosk', JSON.stringify({ on: true, idleSeconds: 180, warnSeconds: 30 })));
  await page.clock.install();
};
const kioskWarning = async (page) => {
  // The fake clock keeps no performance marks: the scene is drawn once its canvas is still.
  await page.locator('.machine-scene canvas[data-moving="false"]').waitFor();
  await page.waitForTimeout(800);
  await page.clock.fastForward(191_000);
  await page.locator('.kiosk-warning').waitFor();
  await page.waitForTimeout(600);
};
const kioskSettings = async (page) => {
  await page.getByTestId('kiosk-panel').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90));
};
const PUMP = '/cenarios/bomba-p101?semente=100023&modo=pratica&regras=nr';
SHOTS.push(
  { name: 'kiosk-warning-phone-de', path: PUMP, width: 390, height: 844, scale: 2, lang: 'de', mobile: true, before: kioskClock, action: kioskWarning },
  { name: 'kiosk-warning-fullhd-pt', path: PUMP, width: 1920, height: 1080, scale: 1, lang: 'pt', before: kioskClock, action: kioskWarning },
  { name: 'kiosk-examples-phone-pt', path: '/exemplos?quiosque=1', width: 390, height: 844, scale: 2, lang: 'pt', mobile: true, action: (page) => page.locator('.case__url').first().scrollIntoViewIfNeeded() },
  { name: 'kiosk-settings-fullhd-de', path: '/usuarios?quiosque=1', width: 1920, height: 1080, scale: 1, lang: 'de', action: kioskSettings },
  { name: 'kiosk-locked-fullhd-pt', path: '/usuarios?quiosque=1', width: 1920, height: 1080, scale: 1, lang: 'pt', action: (page) => kioskLocked(page) },
  { name: 'kiosk-locked-trainee-fullhd-de', path: '/usuarios?quiosque=1', width: 1920, height: 1080, scale: 1, lang: 'de', action: (page) => kioskLocked(page, 'Jörg Weiß') },
);

/** The user area of a kiosk locked by the instructor's PIN (with a trainee at the screen, if named). */
async function kioskLocked(page, trainee) {
  if (trainee) {
    await page.getByTestId('trainee-add').click();
    await page.getByTestId('trainee-name').fill(trainee);
    await page.getByTestId('trainee-save').click();
  }
  await page.getByTestId('kiosk-on').check();
  await page.getByTestId('kiosk-pin').fill('4821');
  await page.getByTestId('kiosk-save').click();
  await page.getByTestId('kiosk-lock').click();
  await page.getByTestId('kiosk-unlock').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  // The notices (kiosk saved) gone.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
}

// The procedure sheet on a phone: each energy a card, whole words.
for (const lang of ['pt', 'de']) {
  SHOTS.push({
    name: `scenario-sheet-phone-${lang}`,
    path: '/cenarios/prensa-ph301?semente=100023&modo=pratica&regras=osha',
    width: 390,
    height: 844,
    scale: 2,
    lang,
    mobile: true,
    action: async (page) => {
      await page.locator('.scenario-actions .button').first().click();
      await page.getByTestId('sheet-sources').waitFor();
    },
  });
}

// The simulator, the challenge and the knowledge page at the five sizes trainees use: a phone, a
// 768 px tablet, a 1280 × 800 laptop, a 1920 × 1080 screen and a 4K projector (3840 × 2160).
const SIZES = [
  ['phone', { width: 390, height: 844, scale: 2, mobile: true }],
  ['tablet', { width: 768, height: 1024, scale: 1 }],
  ['laptop', { width: 1280, height: 800, scale: 1 }],
  ['fullhd', { width: 1920, height: 1080, scale: 1 }],
  ['4k', { width: 3840, height: 2160, scale: 1 }],
];
for (const [i, [size, viewport]] of SIZES.entries()) {
  const lang = i % 2 ? 'de' : 'pt';
  SHOTS.push({ name: `size-simulator-${size}-${lang}`, path: '/simulador', ...viewport, lang, action: (page) => simulatorTo(page, 'locked') });
  SHOTS.push({ name: `size-challenge-${size}-${lang}`, path: '/desafio?seed=7', ...viewport, lang, action: (page) => challengeMatches(page, 5) });
  SHOTS.push({ name: `size-knowledge-${size}-${lang}`, path: '/conhecimento', ...viewport, lang });
}
SHOTS.push({
  name: 'challenge-result-misses-desktop-en',
  path: '/desafio?seed=7',
  width: 1280,
  height: 900,
  scale: 1,
  lang: 'en',
  action: async (page) => {
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
    // Two wrong drops first (energy 4, potential, is never the answer), then the whole game.
    const ids = await page.locator('[data-testid^="tile-"]').evaluateAll((els) => els.map((el) => Number(el.dataset.testid.slice(5))));
    for (const id of ids.slice(0, 2)) {
      await page.getByTestId(`tile-${id}`).dispatchEvent('click');
      await page.getByTestId('target-4').dispatchEvent('click');
      await page.locator('.quiz-feedback .modal__footer .button').dispatchEvent('click');
    }
    await challengeMatches(page, 16);
    await page.getByTestId('result-chart').waitFor();
    await page.locator('.complete-dialog').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  },
});
SHOTS.push({
  name: 'challenge-feedback-desktop-fr',
  path: '/desafio?seed=7',
  width: 1280,
  height: 800,
  scale: 1,
  lang: 'fr',
  action: async (page) => {
    await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
    const id = await page.locator('[data-testid^="tile-"]').first().evaluate((el) => Number(el.dataset.testid.slice(5)));
    await page.getByTestId(`tile-${id}`).dispatchEvent('click');
    await page.getByTestId(`target-${ANSWERS.get(id)}`).dispatchEvent('click');
  },
});
SHOTS.push({ name: 'examples-desktop-en', path: '/exemplos', width: 1280, height: 800, scale: 1, lang: 'en' });
SHOTS.push({ name: 'procedures-desktop-es', path: '/procedimentos?regras=rd614&trabalho=eletrico', width: 1280, height: 800, scale: 1, lang: 'es' });
SHOTS.push({
  name: 'procedures-checklist-print-pt',
  path: '/procedimentos?regras=nr&trabalho=maquina',
  width: 794,
  height: 1123,
  scale: 1,
  lang: 'pt',
  action: (page) => page.emulateMedia({ media: 'print' }),
});

const failed = [];
const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { stdio: 'ignore' });
try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: (await ensureChromium()), args: CHROMIUM_ARGS });
  mkdirSync(outDir, { recursive: true });
  for (const shot of SHOTS.filter((s) => !only || only.includes(s.name))) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      isMobile: Boolean(shot.mobile),
      hasTouch: Boolean(shot.mobile),
    });
    await context.addInitScript((lang) => localStorage.setItem('preferred_language', lang), shot.lang);
    const page = await context.newPage();
    try {
      if (shot.before) await shot.before(page);
      await page.goto(base + shot.path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      if (shot.action) await shot.action(page);
      if (shot.pdf) {
        await pdfToPng(await shot.pdf(page), `${outDir}/${shot.name}.png`);
        console.log(`${outDir}/${shot.name}.png`);
        await context.close();
        continue;
      }
      await page.waitForTimeout(shot.path === '/' ? 300 : 1200);
      await page.screenshot({ path: `${outDir}/${shot.name}.png`, fullPage: Boolean(shot.fullPage) });
      console.log(`${outDir}/${shot.name}.png`);
    } catch (error) {
      failed.push(shot.name);
      console.error(`${shot.name}: ${error instanceof Error ? error.message.split('\n').slice(0, 4).join(' | ') : error}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}

/** The first page of a PDF as a PNG, at twice its size in points (pdf.js drawing on @napi-rs/canvas). */
async function pdfToPng(bytes, path) {
  const [{ getDocument }, { createCanvas }] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]);
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(viewport.width, viewport.height);
  await page.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise;
  writeFileSync(path, await canvas.encode('png'));
  await pdf.destroy();
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The static server did not start.');
}
