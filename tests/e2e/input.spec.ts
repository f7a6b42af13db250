import type { Page } from '@playwright/test';
import { TAG_SIZE } from '../../src/scenes/panel/layout';
import { expect, test } from './fixtures';
import { exposeSceneApp, type WithSceneApp } from './sceneApp';
import { aimAt, lockByClicks, openSimulator, stageOf } from './simulator';

/** Hostile but legitimate things a trainee (or a paste) can put into the tag. */
const INPUTS = [
  { name: 'a 10,000-character reason without a space', reason: 'W'.repeat(10_000), permit: '9'.repeat(500), operator: 'M'.repeat(500) },
  { name: 'emoji, including joined and skin-tone sequences', reason: '🔒⚡👷🏽‍♀️🧯 '.repeat(60), permit: '🅿️🆔'.repeat(40), operator: '👩🏾‍🔧'.repeat(60) },
  { name: 'right-to-left text', reason: 'صيانة المضخة P-101 وتغيير المحمل الرئيسي قبل التشغيل '.repeat(6), permit: 'היתר-2026-0153', operator: 'אנה סוזה' },
] as const;

const MAX = 200;

/** A string that ends in half of a surrogate pair (an emoji cut in two). */
const BROKEN_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where the hung tag's texts sit inside the tag, in the tag's own coordinates. */
function hungTagTexts(page: Page) {
  return page.evaluate(() => {
    // Not drawn yet right after the stage changes (the poll below asks again): no texts.
    const tag = (window as WithSceneApp).__app?.stage.getChildByLabel('hung-tag', true);
    if (!tag) return [];
    return ['tag-reason', 'tag-permit', 'tag-operator'].flatMap((label) => {
      const text = tag.getChildByLabel(label);
      return text ? [{ label, left: text.x, top: text.y, right: text.x + text.width, bottom: text.y + text.height }] : [];
    });
  });
}

/** True when nothing in the element sticks out sideways (1 px of rounding allowed). */
function fitsSideways(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) => els.every((el) => el.scrollWidth <= el.clientWidth + 1));
}

for (const viewport of [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
]) {
  test(`hostile tag text is capped, counted and laid out cleanly (${viewport.label})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await exposeSceneApp(page);
    for (const input of INPUTS) {
      await test.step(input.name, async () => {
        await openSimulator(page);
        await lockByClicks(page);
        await page.getByTestId('inventory-tag').click();
        await page.getByRole('tab', { name: 'Ações' }).click();

        const reason = page.getByLabel(/Motivo do bloqueio/);
        await reason.fill(input.reason);
        await page.getByLabel(/Número da permissão/).fill(input.permit);
        await page.getByLabel(/Operador responsável/).fill(input.operator);
        // Capped at 200 characters (code points), never cutting an emoji in half, with the count shown.
        const kept = await reason.inputValue();
        expect(Array.from(kept)).toHaveLength(MAX);
        expect(kept).not.toMatch(BROKEN_SURROGATE);
        await expect(page.locator('#tag-reason-count')).toHaveText(`${MAX}/${MAX}`);
        // Typing on at the cap changes nothing.
        await reason.press('End');
        await reason.pressSequentially('xyz');
        expect(await reason.inputValue()).toBe(kept);
        for (const field of [/Número da permissão/, /Operador responsável/]) {
          const value = await page.getByLabel(field).inputValue();
          expect(Array.from(value).length).toBeLessThanOrEqual(MAX);
          expect(value).not.toMatch(BROKEN_SURROGATE);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        // The confirmation dialog's tag wraps inside its card.
        await page.getByRole('button', { name: 'Aplicar etiqueta' }).click();
        const confirm = page.getByRole('dialog', { name: 'Confirmar a etiqueta' });
        await expect(confirm).toContainText(kept.trim().slice(0, 20));
        expect(await fitsSideways(page, '[role="dialog"] .tag-card, [role="dialog"] .tag-card dd')).toBe(true);
        await expect(confirm.locator('.tag-card dd').first()).toHaveAttribute('dir', 'auto');
        const button = confirm.getByRole('button', { name: 'Confirmar e pendurar' });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport();
        await button.click();
        await expect(stageOf(page)).toHaveAttribute('data-stage', 'tagged');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        // On the canvas the tag's lines stay inside the tag and never run into each other.
        await expect.poll(() => hungTagTexts(page).then((texts) => texts.length)).toBe(3);
        const texts = await hungTagTexts(page);
        for (const [i, text] of texts.entries()) {
          expect(text.left, text.label).toBeGreaterThanOrEqual(0);
          expect(text.right, text.label).toBeLessThanOrEqual(TAG_SIZE.width - 4);
          expect(text.bottom, text.label).toBeLessThanOrEqual(texts[i + 1]?.top ?? TAG_SIZE.height - 4);
        }

        // Reading the hung tag shows the same text, wrapped in the dialog.
        // (centred, clear of the notices stacked at the top of a phone screen)
        const tag = await aimAt(page, 'twin-hung-tag');
        await page.screenshot({ path: test.info().outputPath(`tag-${INPUTS.indexOf(input)}.png`) });
        await page.mouse.click(tag.x, tag.y);
        await expect(page.getByRole('dialog', { name: 'Etiqueta de bloqueio' })).toContainText(kept.trim().slice(0, 20));
        expect(await fitsSideways(page, '[role="dialog"] .tag-card, [role="dialog"] .tag-card dd')).toBe(true);
        await page.getByRole('button', { name: 'Fechar', exact: true }).click();
      });
    }
  });
}
