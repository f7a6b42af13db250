import { test as base, expect, type Page } from '@playwright/test';

/** Console errors a test expects (anything else fails it). */
interface ConsoleGuard {
  expectError(pattern: RegExp): void;
  errors: string[];
}

/**
 * The project's test: every page error, every console error and every Content-Security-Policy
 * violation (reported as a console error starting "CSP violation") fails the test unless the
 * test declared it with `consoleGuard.expectError(/pattern/)` first.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const errors: string[] = [];
      const unexpected: string[] = [];
      const record = (text: string) => {
        errors.push(text);
        if (!expected.some((re) => re.test(text))) unexpected.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(message.text());
      });
      page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use({ expectError: (pattern) => expected.push(pattern), errors });
      expect(unexpected, 'unexpected console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Starts a page in a language (as if the trainee had chosen it before). */
export async function useLanguage(page: Page, code: string): Promise<void> {
  await page.addInitScript((value) => {
    try {
      if (!sessionStorage.getItem('__e2e_lang_set')) {
        localStorage.setItem('preferred_language', value);
        sessionStorage.setItem('__e2e_lang_set', '1');
      }
    } catch {
      // storage may be disabled on purpose by a test
    }
  }, code);
}

/**
 * Opens the records page with the records database made, empty, by the app's own code, for a test
 * that then writes rows into its tables as a faulty version or a hand edit would. A device that
 * holds no records makes no database (src/state/recordsKept.ts): the empty list of finished work
 * orders in localStorage, which any device that finished one has, says it may hold some.
 */
export async function openWithRecordsDatabase(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('loto_attempts_finished', '[]'));
  await page.goto('/usuarios');
  await expect(page.getByTestId('trainee-add')).toBeVisible();
  await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'loto-trainer-records' && (d.version ?? 0) >= 50));
}

/** The visible (desktop or phone) main navigation. */
export function mainNav(page: Page) {
  return page.locator('header nav').filter({ visible: true }).first();
}
