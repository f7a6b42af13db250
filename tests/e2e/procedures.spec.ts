import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, openWithRecordsDatabase, test, useLanguage } from './fixtures';
import { qrReadBack, readPdf, squash } from '../unit/pdfReadBack';

/** The plant machine of the unit tests (a dough mixer: electrical, hydraulic with an accumulator; one work order). */
const plantFile = JSON.parse(readFileSync(new URL('../fixtures/plant-machine.json', import.meta.url), 'utf8')) as {
  machine: { id: string } & Record<string, unknown>;
  workOrders: Record<string, unknown>[];
};
const MACHINE = plantFile.machine.id;
const WORK_ORDER = String(plantFile.workOrders[0]!.id);

/**
 * The mixer in the device's library (as the editor stores a machine, with a photo made in the
 * page), a trainee who passed its assessment (a signed-off record of this device), and the
 * instructor's PIN, which approvals and inspections ask for.
 */
async function seed(page: Page): Promise<void> {
  await openWithRecordsDatabase(page);
  await page.getByTestId('kiosk-pin').fill('4821');
  await page.getByTestId('kiosk-save').click();
  // The PIN is kept once the page offers to remove it.
  await expect(page.getByTestId('kiosk-pin-remove')).toBeVisible();
  await page.evaluate(async (file) => {
    const canvas = new OffscreenCanvas(1000, 700);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#7a8b99';
    ctx.fillRect(0, 0, 1000, 700);
    ctx.fillStyle = '#d0d7de';
    ctx.fillRect(100, 100, 800, 500);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('loto-trainer-records');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['machines', 'machinePhotos', 'trainees', 'attempts'], 'readwrite');
    const now = Date.now();
    tx.objectStore('machines').put({ id: file.machine.id, revision: 3, createdAt: now, updatedAt: now, origin: { kind: 'new' }, machine: file.machine, workOrders: file.workOrders, photos: [{ id: 'photo-1', type: 'image/jpeg', width: 1000, height: 700, size: bytes.length }] });
    tx.objectStore('machinePhotos').put({ machineId: file.machine.id, photoId: 'photo-1', bytes });
    tx.objectStore('trainees').put({ id: 'tr-ana', name: 'Ana Souza', employeeNo: '', company: '', site: '', createdAt: now - 10_000, updatedAt: now - 10_000 });
    tx.objectStore('attempts').put({
      id: 'att-ana-1',
      traineeId: 'tr-ana',
      kind: 'scenario',
      activity: String(file.workOrders[0]!.id),
      ruleSet: 'osha',
      mode: 'avaliacao',
      seed: 123456,
      language: 'en',
      startedAt: now - 600_000,
      finishedAt: now - 60_000,
      score: 100,
      passed: true,
      mistakes: [],
      machine: { id: file.machine.id, revision: 3, name: file.machine.name, job: file.workOrders[0]!.job },
    });
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, plantFile);
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(readFileSync((await download.path())!));
}

/** Decodes the QR code drawn on a PDF's first page: its modules are painted into a bitmap and read by jsQR. */
async function decodeQr(bytes: Uint8Array): Promise<string | null> {
  const { drawn, n } = await qrReadBack(bytes, 'x');
  if (drawn.size === 0) return null;
  let size = 0;
  for (const key of drawn) size = Math.max(size, ...key.split(',').map((v) => Number(v) + 1));
  size = Math.max(size, n);
  const scale = 6;
  const quiet = 4;
  const side = (size + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const key of drawn) {
    const [r, c] = key.split(',').map(Number) as [number, number];
    for (let y = 0; y < scale; y++)
      for (let x = 0; x < scale; x++) {
        const i = (((r + quiet) * scale + y) * side + (c + quiet) * scale + x) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

async function download(page: Page, testId: string): Promise<Uint8Array> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return bytesOf(file);
}

test.describe('a machine procedure as a controlled document', () => {
  test('approve, print the placard, change the machine, inspect, retrain, and restore it all from a backup', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'en');
    await seed(page);
    await page.goto(`/maquinas/${MACHINE}/procedimento`);
    await expect(page.getByTestId('procedure-status')).toContainText('No version approved yet');
    // The energy table is derived from the machine: electrical and hydraulic sources, numbered points.
    const table = page.getByTestId('procedure-sources');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table).toContainText('E1');
    await expect(table).toContainText('Mixer disconnect Q7');
    await expect(table).toContainText('Accumulator dump valve V-8');
    await expect(page.getByTestId('procedure-apply')).toContainText('Stop the machine the normal way: Stop button (O).');

    // Approving without the texts: every missing field is marked, nothing is signed.
    await page.getByTestId('approve-submit').click();
    await expect(page.getByTestId('procedure-message')).toHaveText('Check the marked fields.');
    await expect(page.getByTestId('procedure-versions')).toHaveCount(0);

    await page.getByTestId('procedure-intendedUse-en').fill('Changing the mixing blade and servicing the bowl lift of mixer M-7.');
    await page.getByTestId('procedure-intendedUse-pt').fill('Troca da pá e manutenção do elevador da cuba da masseira M-7.');
    await page.getByTestId('procedure-responsible-en').fill('Each authorized employee applies and removes their own lock and tag.');
    await page.getByTestId('procedure-prepared-name').fill('Joe Lee');
    await page.getByTestId('procedure-prepared-role').fill('Maintenance lead');
    // What is typed is kept as it is typed: a reload brings it back.
    await expect(page.getByTestId('procedure-unsaved')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('procedure-intendedUse-en')).toHaveValue('Changing the mixing blade and servicing the bowl lift of mixer M-7.');
    await expect(page.getByTestId('procedure-prepared-role')).toHaveValue('Maintenance lead');
    await page.getByTestId('approve-name').fill('Marta Quispe');
    await page.getByTestId('approve-role').fill('EHS manager');
    await page.getByTestId('approve-pin').fill('1111');
    await page.getByTestId('approve-submit').click();
    await expect(page.getByTestId('procedure-message')).toHaveText('That is not the instructor PIN.');
    await page.getByTestId('approve-pin').fill('4821');
    await page.getByTestId('approve-submit').click();
    await expect(page.getByTestId('procedure-message')).toHaveText('Version 1 approved and signed.');
    await expect(page.getByTestId('procedure-status')).toContainText('Approved · version 1');
    await expect(page.getByTestId('procedure-version-1').getByTestId('version-valid')).toBeVisible();

    // The placard of version 1, in English on A4: every field, the table, and the QR code read back.
    await page.getByTestId('placard-v1-paper').selectOption('a4');
    const placard = await download(page, 'placard-v1-pdf');
    const read = await readPdf(placard);
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]!.size[0]).toBeGreaterThan(read.pages[0]!.size[1]);
    const text = squash(read.pages[0]!.lines.join(' '));
    for (const expected of ['DANGER', 'Dough mixer M-7', MACHINE, 'E1', 'H1', 'Mixer disconnect Q7', 'Accumulator dump valve V-8', 'Marta Quispe', 'EHS manager', 'Joe Lee', 'Changing the mixing blade', 'OSHA 1910.147(c)(4)', 'Scan to practice on this machine']) expect(text).toContain(squash(expected));
    const qr = await decodeQr(placard);
    expect(qr).not.toBeNull();
    const address = new URL(qr!);
    expect(`${address.pathname}${address.search}`).toBe(`/cenarios/${WORK_ORDER}?modo=pratica`);
    expect(address.hash.startsWith('#placa=')).toBe(true);

    // A bilingual placard (English and Spanish) holds both languages.
    await page.getByTestId('placard-v1-second').selectOption('es');
    const bilingual = await download(page, 'placard-v1-pdf');
    const both = squash((await readPdf(bilingual)).pages.map((p) => p.lines.join(' ')).join(' '));
    expect(both).toContain(squash('DANGER'));
    expect(both).toContain(squash('PELIGRO'));

    // The machine changes (renamed in the editor): the procedure is the draft of version 2; version 1 stays as approved.
    await page.goto(`/maquinas/${MACHINE}`);
    await page.getByTestId('machine-name').fill('Dough mixer M-7 (new blade)');
    await expect(page.getByTestId('save-state')).toContainText('Saved');
    await page.getByTestId('open-procedure').click();
    await expect(page.getByTestId('procedure-status')).toContainText('Draft of version 2');
    await expect(page.getByTestId('procedure-version-1')).toContainText('Approved by Marta Quispe (EHS manager)');
    const old = await readPdf(await download(page, 'placard-v1-pdf'));
    expect(squash(old.pages[0]!.lines.join(' '))).toContain(squash('Dough mixer M-7'));
    expect(squash(old.pages[0]!.lines.join(' '))).not.toContain(squash('new blade'));

    // An inspection: the inspector cannot be one of the employees whose use is inspected.
    await page.getByTestId('inspection-inspector').fill('Rui Lima');
    await page.getByTestId('inspection-inspector-role').fill('Maintenance technician');
    await page.getByTestId('inspection-employee-0').fill('Rui Lima');
    await page.getByTestId('inspection-pin').fill('4821');
    await page.getByTestId('inspection-submit').click();
    await expect(page.getByTestId('inspection-form')).toContainText('The inspector cannot be one of the employees whose use of the procedure is inspected.');
    await page.getByTestId('inspection-inspector').fill('Eva Braun');
    await page.getByTestId('inspection-inspector-role').fill('Shift supervisor');
    await page.getByTestId('inspection-add-deviation').click();
    await page.getByTestId('inspection-found-0').fill('The try-out at the start button was skipped.');
    await page.getByTestId('inspection-action-0').fill('Procedure reviewed with the crew on the spot.');
    await page.getByTestId('inspection-pin').fill('4821');
    await page.getByTestId('inspection-submit').click();
    await expect(page.getByTestId('inspection-message')).toContainText('Inspection recorded and signed.');
    await expect(page.getByTestId('inspections')).toContainText('Eva Braun');
    // The deviation marks the trainee who passed on this machine as due for retraining.
    await expect(page.getByTestId('retraining')).toContainText('Ana Souza');

    // The certification of the inspection, as a PDF.
    const certification = squash((await readPdf(await download(page, 'inspection-pdf'))).pages.map((p) => p.lines.join(' ')).join(' '));
    for (const expected of ['Eva Braun', 'Rui Lima', 'Dough mixer M-7', 'OSHA 1910.147(c)(6)']) expect(certification).toContain(squash(expected));

    // The records page says why Ana is due.
    await page.goto('/usuarios');
    await expect(page.getByTestId('retraining-notice')).toContainText('Dough mixer M-7: the inspection of');
    await expect(page.getByTestId('retraining-notice')).toContainText('found a deviation');

    // The due list names the machine.
    await page.goto('/inspecoes');
    await expect(page.getByTestId(`due-${MACHINE}`)).toBeVisible();
    await expect(page.getByTestId('due-retraining')).toContainText('Ana Souza');

    // A backup, restored on a wiped browser, brings back the version, its placard and the inspection.
    await page.goto('/usuarios');
    const [backup] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-backup').click()]);
    const backupPath = (await backup.path())!;
    const context = await browser.newContext({ locale: 'en-US' });
    const fresh = await context.newPage();
    await useLanguage(fresh, 'en');
    await fresh.goto('/usuarios');
    await fresh.getByTestId('import-backup').setInputFiles(backupPath);
    await expect(fresh.getByTestId('import-message')).toBeVisible();
    await expect(fresh.getByTestId('import-message')).toContainText('1');
    await fresh.goto('/inspecoes');
    await expect(fresh.getByTestId(`due-${MACHINE}`)).toBeVisible();
    await expect(fresh.getByTestId('due-retraining')).toContainText('Ana Souza');
    // The machine itself is not on this browser: its versions and inspection stay readable and printable,
    // signed by a key this browser does not know (the deployment's loto-config.json would list it).
    await fresh.getByTestId(`due-${MACHINE}`).getByRole('link').click();
    await expect(fresh.getByTestId('procedure-no-machine')).toBeVisible();
    await expect(fresh.getByTestId('procedure-version-1').getByTestId('version-unknown-key')).toBeVisible();
    await expect(fresh.getByTestId('inspections')).toContainText('Eva Braun');
    const restored = await readPdf(await download(fresh, 'placard-v1-pdf'));
    expect(squash(restored.pages[0]!.lines.join(' '))).toContain(squash('Marta Quispe'));
    await context.close();
  });
});
