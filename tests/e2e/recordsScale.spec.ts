import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { attemptRow } from '../unit/attemptRowFixture';
import { expect, openWithRecordsDatabase, test } from './fixtures';

/** A finished attempt as the records store keeps it (a pump assessment passed), ten minutes long; `over` may break it. */
const attempt = (id: string, traineeId: string | null, finishedAt: number, over: Record<string, unknown> = {}) => ({
  ...attemptRow({ id, traineeId, startedAt: finishedAt - 600_000, finishedAt }),
  ...over,
});

const ANA = { id: 'ana1', name: 'Ana Souza', employeeNo: '', company: '', site: '', createdAt: 1, updatedAt: 1 };

/** Opens /usuarios with the records database made and writes rows straight into its tables, as a faulty version or a hand edit would. */
async function putRaw(page: Page, rows: { trainees?: object[]; attempts?: object[] }): Promise<void> {
  await openWithRecordsDatabase(page);
  await page.evaluate(async (tables) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('loto-trainer-records');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['trainees', 'attempts'], 'readwrite');
      for (const row of tables.trainees ?? []) tx.objectStore('trainees').put(row);
      for (const row of tables.attempts ?? []) tx.objectStore('attempts').put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
  await page.reload();
}

test('damaged rows are listed as damaged beside the good ones, and the backup keeps them as they are', async ({ page }) => {
  const good = attempt('good1', 'ana1', 1_790_000_600_000);
  const { mistakes: _gone, ...noMistakes } = attempt('nomistakes', 'ana1', 1_790_000_700_000);
  const badDate = attempt('baddate', 'ana1', 1_790_000_800_000, { finishedAt: 'ontem' });
  const nameless = { id: 'nameless1', employeeNo: '42', company: 'Aurora', site: '', createdAt: 2, updatedAt: 2 };
  await putRaw(page, { trainees: [ANA, nameless], attempts: [good, noMistakes, badDate] });

  // Both trainees are listed; the one without a name is marked.
  await expect(page.getByTestId('trainee')).toHaveCount(2);
  await expect(page.getByTestId('trainee-damaged')).toHaveCount(1);
  await expect(page.getByTestId('trainee').filter({ has: page.getByTestId('trainee-damaged') })).toContainText('nameless1');
  await page.getByTestId('records-whose').selectOption('ana1');
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('[data-testid="record-row"][data-damaged="true"]')).toHaveCount(2);
  await expect(page.locator('[data-testid="record-row"][data-damaged="true"]').first()).toContainText('Registro danificado');
  await expect(page.getByText('finishedAt: ontem')).toBeVisible();
  await expect(page.locator('[data-testid="record-row"]:not([data-damaged])').locator('.records-table__score')).toHaveText('85');

  const [backup] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-backup').click()]);
  const file = JSON.parse(readFileSync((await backup.path())!, 'utf8')) as { trainees: unknown[]; attempts: unknown[] };
  expect(file.trainees).toContainEqual(nameless);
  expect(file.trainees).toContainEqual(ANA);
  expect(file.attempts).toHaveLength(3);
  expect(file.attempts).toContainEqual(noMistakes);
  expect(file.attempts).toContainEqual(badDate);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.trim().split('\r\n')).toHaveLength(2);
});

test('records are listed a page at a time, and a large backup imports with its progress shown', async ({ page }) => {
  test.setTimeout(120_000);
  const many = Array.from({ length: 60 }, (_, i) => attempt(`p${i}`, 'ana1', 1_790_000_000_000 + i * 60_000, { score: i }));
  await putRaw(page, { trainees: [ANA], attempts: many });
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText('60 tentativas')).toBeVisible();
  await expect(page.getByTestId('records-page')).toHaveText('Página 1 de 3');
  await expect(rows.first().locator('.records-table__score')).toHaveText('59');
  await page.getByTestId('records-next').click();
  await page.getByTestId('records-next').click();
  await expect(page.getByTestId('records-page')).toHaveText('Página 3 de 3');
  await expect(rows).toHaveCount(10);
  await expect(rows.last().locator('.records-table__score')).toHaveText('0');

  // Every value the progress bar takes is noted as it is drawn.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  const big = Array.from({ length: 20_000 }, (_, i) => attempt(`big${i}`, 'ana1', 1_700_000_000_000 + i * 1000));
  const backup = JSON.stringify({ format: 'loto-trainer-backup', version: 2, trainees: [ANA], attempts: big });
  await page.getByTestId('import-backup').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
  await expect(page.getByTestId('import-message')).toContainText('0 treinandos, 20000 tentativas', { timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
  expect(seen.every((value, i) => i === 0 || value >= seen[i - 1]!)).toBe(true);
  // The list is read again where it was: the same page, of many more.
  await expect(page.getByText('20060 tentativas')).toBeVisible();
  await expect(page.getByTestId('records-page')).toHaveText('Página 3 de 803');
});
