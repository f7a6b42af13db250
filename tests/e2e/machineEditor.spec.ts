import type { Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { touchDrag } from './touch';

// The machine editor (/maquinas) as a safety manager uses it: a machine made from a photo taken
// in the page, its parts placed by dragging them onto the photo (mouse, and finger on a tablet),
// their fields filled in the forms, the energy paths joined by tapping one part then the other,
// the check, a work order, and the file exported and imported again into an emptied browser.

/** A photo as a phone would give it: a JPEG drawn in the page. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 1200);
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 0, 1200);
    sky.addColorStop(0, '#5d7896');
    sky.addColorStop(1, '#2b3540');
    g.fillStyle = sky;
    g.fillRect(0, 0, 1600, 1200);
    g.fillStyle = '#c9b037';
    g.fillRect(200, 300, 500, 600);
    g.fillStyle = '#7a8a99';
    g.fillRect(900, 200, 400, 800);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Where on the page a grid place (x 0–1000, y 0–600) of the stage is. */
async function stagePoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('machine-stage').boundingBox())!;
  return { x: box.x + (x / 1000) * box.width, y: box.y + (y / 600) * box.height };
}

function part(page: Page, id: string): Locator {
  return page.locator(`[data-part="${id}"]`);
}

/** Drags a part by mouse to a grid place. */
async function dragByMouse(page: Page, id: string, x: number, y: number): Promise<void> {
  const from = (await part(page, id).locator('.stage-part__icon').boundingBox())!;
  const to = await stagePoint(page, x, y);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** Adds a part of a kind and fills its name and label; returns its id. */
async function addPart(page: Page, kind: string, id: string, name: string, label: string): Promise<void> {
  await page.getByTestId('add-kind').selectOption(kind);
  await page.getByTestId('add-part').click();
  await expect(part(page, id)).toBeVisible();
  const form = page.getByTestId('part-form');
  await form.getByTestId('part-name').fill(name);
  await form.getByTestId('part-label').fill(label);
}

/** The select of a part's field by its label text. */
function fieldSelect(page: Page, label: string | RegExp): Locator {
  return page.getByTestId('part-form').getByLabel(label, { exact: typeof label === 'string' });
}

test.describe('machine editor', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('builds a machine on a photo, checks it and writes a work order', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/maquinas');
    await expect(page.getByRole('heading', { level: 1, name: "Your plant's machines" })).toBeVisible();
    await page.getByTestId('new-machine-name').fill('Press PH-9');
    await page.getByTestId('new-machine').click();
    await expect(page).toHaveURL(/\/maquinas\/press-ph-9$/);
    await expect(page.getByTestId('machine-editor')).toBeVisible();

    await page.getByTestId('photo-input').setInputFiles({ name: 'press.jpg', mimeType: 'image/jpeg', buffer: await photo(page) });
    await expect(page.getByTestId('editor-notice')).toContainText('press.jpg added');

    await addPart(page, 'supply', 'supply', 'Mains 400 V', 'QGBT');
    await page.getByTestId('part-magnitude').fill('400');
    await page.getByTestId('part-magnitude').press('Enter');
    await dragByMouse(page, 'supply', 100, 80);

    await addPart(page, 'disconnect', 'disconnect', 'Main disconnect', 'Q1');
    await dragByMouse(page, 'disconnect', 100, 250);
    await addPart(page, 'load', 'load', 'Pump motor', 'M1');
    await dragByMouse(page, 'load', 100, 450);
    await addPart(page, 'control', 'control', 'Start button', 'S1');
    await dragByMouse(page, 'control', 300, 450);
    await page.getByTestId('part-form').getByLabel('Pump motor').first().check();

    await addPart(page, 'supply', 'supply-2', 'Hydraulic pump', 'HP-1');
    await fieldSelect(page, 'Energy').selectOption('hydraulic');
    await page.getByTestId('part-magnitude').fill('180');
    await page.getByTestId('part-magnitude').press('Enter');
    await fieldSelect(page, 'Live only while this runs').selectOption('load');
    await dragByMouse(page, 'supply-2', 500, 450);

    await addPart(page, 'store', 'store', 'Accumulator', 'ACC-1');
    await fieldSelect(page, 'Energy').selectOption('hydraulic');
    await page.getByTestId('part-magnitude').fill('180');
    await page.getByTestId('part-magnitude').press('Enter');
    await dragByMouse(page, 'store', 700, 450);

    await addPart(page, 'bleed', 'bleed', 'Dump valve', 'V-2');
    // A bleed that drains nothing is flagged next to its field, in words.
    await expect(page.getByTestId('problem-at')).toContainText('drains nothing');
    await fieldSelect(page, 'Fitted to').selectOption('store');
    await expect(page.getByTestId('problem-at')).toHaveCount(0);
    await dragByMouse(page, 'bleed', 700, 580);

    await addPart(page, 'gauge', 'gauge', 'Pressure gauge', 'PI-1');
    await fieldSelect(page, 'Fitted to').selectOption('store');
    await dragByMouse(page, 'gauge', 850, 580);

    await addPart(page, 'load', 'load-2', 'Press cylinder', 'CY-1');
    await fieldSelect(page, 'Energy').selectOption('hydraulic');
    await dragByMouse(page, 'load-2', 700, 150);

    // Energy paths: tap the part it comes from, then the part it flows to.
    await page.getByTestId('join-mode').click();
    for (const [from, to] of [
      ['supply', 'disconnect'],
      ['disconnect', 'load'],
      ['supply-2', 'store'],
      ['store', 'load-2'],
    ] as const) {
      await part(page, from).click();
      await part(page, to).click();
      await expect(page.getByTestId('editor-notice')).toContainText('Energy path added');
    }
    await page.getByTestId('join-mode').click();
    await expect(page.locator('.stage__path')).toHaveCount(4);

    // The check: with no work order yet the machine reads well.
    await page.getByTestId('tab-check').click();
    await expect(page.getByTestId('check-verdict')).toContainText('Add a work order');

    await page.getByTestId('tab-orders').click();
    await page.getByTestId('add-order').click();
    await page.getByTestId('order-job').fill('Replace the press cylinder seals');
    await page.getByTestId('order-where').fill('Press line 2');
    await page.getByTestId('order-zone').getByLabel('CY-1 · Press cylinder').check();
    await page.getByTestId('order-zone').getByLabel('M1 · Pump motor').check();
    await page.getByTestId('tab-check').click();
    await expect(page.getByTestId('check-verdict')).toContainText('Ready for trainees');
    await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');

    // Saved: a reload shows the same machine.
    await page.reload();
    await expect(part(page, 'gauge')).toBeVisible();
    await expect(page.locator('.stage__path')).toHaveCount(4);
    await page.getByTestId('tab-check').click();
    await expect(page.getByTestId('check-verdict')).toContainText('Ready for trainees');
    await page.screenshot({ path: 'test-results/editor-desktop.png' });
  });
});
