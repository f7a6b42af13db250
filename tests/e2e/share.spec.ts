import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Replaces the browser's share, clipboard and prompt with recorders that behave as told. */
async function stubShare(page: Page, behaviour: { share: 'resolve' | 'abort' | 'fail' | 'missing'; clipboard: 'resolve' | 'fail' }) {
  await page.addInitScript((b) => {
    const calls: Record<string, unknown[]> = { share: [], clipboard: [], prompt: [] };
    (window as unknown as { __share: typeof calls }).__share = calls;
    if (b.share === 'missing') {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    } else {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.share!.push(data);
          if (b.share === 'abort') return Promise.reject(new DOMException('Share canceled', 'AbortError'));
          if (b.share === 'fail') return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
          return Promise.resolve();
        },
      });
    }
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => {
          calls.clipboard!.push(text);
          return b.clipboard === 'fail' ? Promise.reject(new DOMException('Write permission denied', 'NotAllowedError')) : Promise.resolve();
        },
      },
    });
    window.prompt = (message?: string, value?: string) => {
      calls.prompt!.push([message, value]);
      return null;
    };
  }, behaviour);
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __share: Record<string, unknown[]> }).__share);

test('share opens the device share sheet with title, text and link', async ({ page }) => {
  await stubShare(page, { share: 'resolve', clipboard: 'resolve' });
  await page.goto('/desafio');
  await page.getByRole('banner').getByRole('button', { name: 'Compartilhar' }).click();
  await expect.poll(async () => (await calls(page)).share!.length).toBe(1);
  const [data] = (await calls(page)).share as ShareData[];
  expect(data).toEqual({
    title: 'LOTO Trainer — Simulador de segurança de bloqueio e etiquetagem',
    text: 'Confira este simulador de segurança de bloqueio e etiquetagem (LOTO)!',
    url: expect.stringMatching(/\/desafio$/),
  });
  expect((await calls(page)).clipboard).toEqual([]);
});

test('a cancelled share does nothing more', async ({ page }) => {
  await stubShare(page, { share: 'abort', clipboard: 'resolve' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Compartilhar' }).click();
  await expect.poll(async () => (await calls(page)).share!.length).toBe(1);
  // The stub rejected at once: whatever the site does about it has run by the next task.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  const c = await calls(page);
  expect(c.clipboard).toEqual([]);
  expect(c.prompt).toEqual([]);
  await expect(page.getByText('Link copiado para a área de transferência!')).toHaveCount(0);
});

test('a failed share is logged, then the link is copied with a notice', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await stubShare(page, { share: 'fail', clipboard: 'resolve' });
  await page.goto('/procedimentos');
  await page.getByRole('banner').getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
  expect((await calls(page)).clipboard).toEqual([expect.stringMatching(/\/procedimentos$/)]);
  expect(warnings.some((w) => w.includes('Sharing failed'))).toBe(true);
});

test('when the clipboard fails too, a prompt shows the link', async ({ page }) => {
  await stubShare(page, { share: 'fail', clipboard: 'fail' });
  await page.goto('/exemplos');
  await page.getByRole('banner').getByRole('button', { name: 'Compartilhar' }).click();
  await expect.poll(async () => (await calls(page)).prompt!.length).toBe(1);
  const [message, value] = ((await calls(page)).prompt as [string, string][])[0] ?? [];
  expect(message).toBe('Copie este link para compartilhar:');
  expect(value).toMatch(/\/exemplos$/);
  await expect(page.getByText('Link copiado para a área de transferência!')).toHaveCount(0);
});

test('without a share sheet the link goes straight to the clipboard', async ({ page }) => {
  await stubShare(page, { share: 'missing', clipboard: 'resolve' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
});
