// Records at scale: /usuarios on a device holding 100 000 attempts. In a fresh page the records
// database is filled straight through IndexedDB (one trainee, 100 000 attempts of every kind with
// three mistakes each, as a backup of that size would leave them), then the page is reloaded and
// timed: navigation start to the first attempt rows in the table (a MutationObserver installed
// before the page's scripts notes when the first row appears), and a click on "Next" to the next
// page's rows drawn (the table's aria-busy back to false with the new page number).
import { withPage } from './site.mjs';

export const RECORDS_ATTEMPTS = 100_000;
const FIRST_ROWS_BUDGET_MS = 1000;
const PAGE_CHANGE_BUDGET_MS = 300;

/** Notes when the first record row appears (runs before the page's scripts). */
function watchFirstRows() {
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="record-row"]')) {
      window.__firstRowsAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true });
}

/** Fills the records database with one trainee and `count` attempts (in the page). */
async function seed(page, count) {
  await page.evaluate(async (total) => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('loto-trainer-records');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const kinds = ['scenario', 'scenario', 'simulator', 'challenge'];
    const mistakes = [
      { code: 'notify_late', step: 'notify', critical: false, clause: '29 CFR 1910.147(c)(9)' },
      { code: 'no_tryout', step: 'verify', critical: true, clause: '29 CFR 1910.147(d)(6)' },
      { code: 'tag_missing', step: 'tag', critical: false, clause: 'NR-10 10.5.1' },
    ];
    await new Promise((resolve, reject) => {
      const tx = db.transaction(['trainees', 'attempts'], 'readwrite');
      tx.objectStore('trainees').put({ id: 'benchtrainee', name: 'Ana Souza', employeeNo: '', company: '', site: '', createdAt: 1, updatedAt: 1 });
      const store = tx.objectStore('attempts');
      for (let i = 0; i < total; i++) {
        const kind = kinds[i % kinds.length];
        const finishedAt = 1_700_000_000_000 + i * 60_000;
        store.put({
          id: `bench${i}`,
          traineeId: 'benchtrainee',
          kind,
          activity: kind === 'scenario' ? 'bomba-p101' : kind === 'simulator' ? 'simulador' : 'desafio',
          ruleSet: kind === 'scenario' ? 'osha' : null,
          mode: kind === 'scenario' ? 'avaliacao' : null,
          seed: kind === 'simulator' ? null : i,
          language: 'pt',
          startedAt: finishedAt - 600_000,
          finishedAt,
          score: i % 101,
          passed: kind === 'scenario' ? i % 3 !== 0 : null,
          mistakes: kind === 'scenario' ? mistakes : [],
        });
      }
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, count);
}

/** Clicks "Next" and resolves with the time until the next page's rows are drawn (in the page). */
function pageChangeMs(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const label = () => document.querySelector('[data-testid="records-page"]')?.textContent ?? '';
        const before = label();
        const region = document.querySelector('.records-table-wrap');
        const start = performance.now();
        const done = () => label() !== before && region?.getAttribute('aria-busy') === 'false';
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        setTimeout(() => reject(new Error('the next page never came')), 30_000);
        document.querySelector('[data-testid="records-next"]').click();
      }),
  );
}

/** Adds one run's figures: first rows after a reload, and a page change. */
export async function measureRecords(browser, base, figures) {
  await withPage(browser, {}, async ({ page }) => {
    // The app makes the records database (a device that holds no records makes none: the empty
    // list of finished work orders, which any device that finished one has, says it may hold some).
    await page.goto(`${base}/`);
    await page.evaluate(() => localStorage.setItem('loto_attempts_finished', '[]'));
    await page.goto(`${base}/usuarios`);
    await page.getByTestId('trainee-add').waitFor();
    await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'loto-trainer-records' && (d.version ?? 0) >= 50));
    await seed(page, RECORDS_ATTEMPTS);
    await page.addInitScript(watchFirstRows);
    await page.reload();
    await page.getByTestId('records-next').waitFor({ timeout: 60_000 });
    const firstRows = await page.evaluate(() => window.__firstRowsAt);
    const rows = await page.getByTestId('record-row').count();
    if (rows !== 25) throw new Error(`records: expected a page of 25 rows, found ${rows}`);
    figures.add('records.first-rows', `/usuarios with ${RECORDS_ATTEMPTS} attempts: navigation to the first rows`, 'ms', firstRows, { max: FIRST_ROWS_BUDGET_MS });
    figures.add('records.page-change', `/usuarios with ${RECORDS_ATTEMPTS} attempts: next page drawn`, 'ms', await pageChangeMs(page), { max: PAGE_CHANGE_BUDGET_MS });
  });
}
