import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { exposeSceneApp, type WithSceneApp } from './sceneApp';
import { waitForMachine } from './scenario';

// Every text painted on a machine (a part's plate label above it, its name below it) must be
// readable: no two texts overlap, no text lies on another part's drawing, and none runs outside
// the scene. Read from the real Pixi scene, in every language, on a 1366 × 768 laptop, and again
// with every text a quarter larger (what a 12 px label at that size asks if it comes from the font).

test.use({ viewport: { width: 1366, height: 768 } });

/** The work orders with the most parts on each machine (the seed picks the variant that adds parts). */
const ORDERS = [
  { id: 'bomba-p101', seed: 100000 },
  { id: 'transportador-c201', seed: 100000 },
  { id: 'prensa-ph301', seed: 100000 },
  { id: 'quadro-qd401', seed: 100001 },
];
const LANGUAGES = ['pt', 'en', 'es', 'fr', 'de'];

interface Box {
  readonly what: string;
  readonly part: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The texts and drawings of every part, in screen pixels, with the texts scaled by `grow`. */
function sceneBoxes(page: Page, grow: number) {
  return page.evaluate((grow) => {
    const app = (window as WithSceneApp).__app!;
    type Node = { label: string; children: Node[]; text?: string; anchor?: { y: number }; style?: { fontSize: number; lineHeight: number }; getBounds(): { x: number; y: number; width: number; height: number } };
    const texts: { what: string; part: string; x: number; y: number; w: number; h: number }[] = [];
    const bodies: typeof texts = [];
    const grown = new Set<object>();
    const walk = (node: Node) => {
      for (const child of node.children) {
        if (typeof child.text === 'string' && child.anchor && child.style) {
          if (grow !== 1 && !grown.has(child.style)) {
            grown.add(child.style);
            child.style.fontSize *= grow;
            child.style.lineHeight *= grow;
          }
          const b = child.getBounds();
          texts.push({ what: `${child.anchor.y === 1 ? 'plate' : 'name'} "${child.text}"`, part: node.label, x: b.x, y: b.y, w: b.width, h: b.height });
        } else walk(child);
      }
      const drawing = node.children[1];
      if (node.children.some((c) => typeof c.text === 'string') && drawing) {
        const b = drawing.getBounds();
        bodies.push({ what: 'drawing', part: node.label, x: b.x, y: b.y, w: b.width, h: b.height });
      }
    };
    walk(app.stage as unknown as Node);
    return { texts, bodies, screen: { width: app.screen.width, height: app.screen.height } };
  }, grow);
}

/** How far two boxes overlap (0 when they do not), with a pixel of tolerance for anti-aliasing. */
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;

/** Every collision among a scene's texts and drawings, as sentences. */
async function collisions(page: Page, grow: number): Promise<string[]> {
  const { texts, bodies, screen } = await sceneBoxes(page, grow);
  expect(texts.length).toBeGreaterThan(10);
  const found: string[] = [];
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) if (overlaps(a, b)) found.push(`${a.part} ${a.what} × ${b.part} ${b.what}`);
    for (const b of bodies) if (b.part !== a.part && overlaps(a, b)) found.push(`${a.part} ${a.what} on the drawing of ${b.part}`);
    if (a.x < -1 || a.y < -1 || a.x + a.w > screen.width + 1 || a.y + a.h > screen.height + 1) found.push(`${a.part} ${a.what} outside the scene (${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.w)}×${Math.round(a.h)} in ${screen.width}×${screen.height})`);
  });
  return found;
}

for (const order of ORDERS) {
  test(`no label of ${order.id} overlaps another or a part, in five languages`, async ({ page }) => {
    await exposeSceneApp(page);
    await page.goto('/');
    const found: string[] = [];
    for (const language of LANGUAGES) {
      await page.evaluate((code) => localStorage.setItem('preferred_language', code), language);
      await page.goto(`/cenarios/${order.id}?semente=${order.seed}&modo=pratica&regras=osha`);
      await waitForMachine(page);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      for (const c of await collisions(page, 1)) found.push(`${language}: ${c}`);
      for (const c of await collisions(page, 1.1)) found.push(`${language} (+10%): ${c}`);
    }
    expect(found).toEqual([]);
  });
}

/** The words of every part's name wider than the name's wrap width (each would be broken mid-word), as sentences. */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const app = (window as WithSceneApp).__app!;
    type Node = { label: string; children: Node[]; text?: string; anchor?: { y: number }; style?: { fontSize: number; fontWeight: string; fontFamily: string | string[]; wordWrapWidth: number; letterSpacing: number } };
    const context = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    const walk = (node: Node) => {
      for (const child of node.children) {
        if (typeof child.text === 'string' && child.anchor?.y === 0 && child.style) {
          const { fontSize, fontWeight, fontFamily, wordWrapWidth, letterSpacing } = child.style;
          context.font = `${fontWeight} ${fontSize}px ${Array.isArray(fontFamily) ? fontFamily.join(',') : fontFamily}`;
          // Pixi breaks after a hyphen or a dash: each piece must fit whole (src/scenes/shared/text.ts wrapPieces).
          for (const word of child.text.split(/\s+/).flatMap((w) => w.split(/(?<=[-\u2010\u2013\u2014\u00ad])/))) {
            const width = context.measureText(word).width + letterSpacing * word.length;
            if (width > wordWrapWidth + 0.5) found.push(`${node.label} "${word}" ${Math.round(width)} > ${wordWrapWidth} at ${fontSize}px`);
          }
        } else walk(child);
      }
    };
    walk(app.stage as unknown as Node);
    return found;
  });
}

test('no part name is broken inside a word: a long word is set smaller (German on a projector)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await exposeSceneApp(page);
  await page.goto('/');
  const found: string[] = [];
  for (const language of ['de', 'pt']) {
    await page.evaluate((code) => localStorage.setItem('preferred_language', code), language);
    for (const order of ORDERS) {
      await page.goto(`/cenarios/${order.id}?semente=${order.seed}&modo=pratica&regras=vde`);
      await waitForMachine(page);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      for (const word of await brokenWords(page)) found.push(`${language} ${order.id}: ${word}`);
    }
  }
  expect(found).toEqual([]);
});
