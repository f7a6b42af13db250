import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Application, Container } from 'pixi.js';
import { expect } from './fixtures';

/** The WCAG levels the site promises (issue: accessibility audit). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A phone as the other specs use it. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

/**
 * Waits until every finite animation and transition has finished (a dialog fading in would
 * otherwise be measured half transparent). Endless ones (a pulsing dot, a spinner) are ignored.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe with the site's tags on the page as it is now (with `toast`, a notice held on screen
 * by the pointer; otherwise once the notices have gone) and fails (softly, so one run lists
 * every screen that fails) with one line per rule: id, impact, help and the offending targets.
 */
export async function expectAccessible(page: Page, where: string, { toast = false } = {}): Promise<void> {
  // A notice times out on its own and fades while axe runs; checks not about one wait it out,
  // with the pointer off the notices (sonner holds them on screen while hovered).
  if (!toast) {
    const corner = await page.evaluate(() => ({ x: window.innerWidth - 2, y: window.innerHeight - 2 }));
    await page.mouse.move(corner.x, corner.y);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  }
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = violations.map(
    (v) => `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`).join(' | ')}`,
  );
  expect.soft(report, `axe violations ${where}`).toEqual([]);
}

declare global {
  interface Window {
    __sceneApp?: Application;
    __awayOnRelease?: number | null;
  }
}

/** Keeps the scene's Pixi application within reach of the test (window.__lotoScene hook). */
export async function watchScene(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__lotoScene = (app) => {
      window.__sceneApp = app;
    };
  });
}

/**
 * Arms a check for the next pointer release: right after the scene has handled it, how far is
 * anything in the scene (position in design pixels, rotation in radians) from where it was when
 * armed? An eased return leaves the dropped object where it was let go; a snap puts it back.
 */
export async function armReleaseCheck(page: Page): Promise<void> {
  await page.evaluate(() => {
    const pose = () => {
      const out = new Map<object, [number, number, number]>();
      const walk = (c: Container) => {
        out.set(c, [c.x, c.y, c.rotation]);
        c.children.forEach(walk);
      };
      walk(window.__sceneApp!.stage);
      return out;
    };
    const before = pose();
    window.__awayOnRelease = null;
    // Bubble phase on window: after Pixi's own (capturing) release handler has run.
    window.addEventListener(
      'pointerup',
      () => {
        let away = 0;
        for (const [c, [x, y, r]] of pose()) {
          const was = before.get(c);
          if (was) away = Math.max(away, Math.hypot(x - was[0], y - was[1]), Math.abs(r - was[2]) * 100);
        }
        window.__awayOnRelease = away;
      },
      { once: true },
    );
  });
}

/** What the armed check measured (0 when everything was back in place on release). */
export async function awayOnRelease(page: Page): Promise<number> {
  await page.waitForFunction(() => typeof window.__awayOnRelease === 'number');
  return page.evaluate(() => window.__awayOnRelease!);
}

/** The scene's frames during the next `count` animation frames of the page (0 when idle). */
export async function sceneFramesDuring(page: Page, count = 12): Promise<number> {
  return page.evaluate(
    (n) =>
      new Promise<number>((resolve) => {
        let ticks = 0;
        const count = () => ticks++;
        window.__sceneApp!.ticker.add(count);
        let left = n;
        const frame = () => {
          if (--left > 0) requestAnimationFrame(frame);
          else {
            window.__sceneApp!.ticker.remove(count);
            resolve(ticks);
          }
        };
        requestAnimationFrame(frame);
      }),
    count,
  );
}

/** The longest animation and transition duration (in ms) computed for the elements matched. */
export async function longestMotion(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll((els) => {
    const ms = (value: string) => Math.max(0, ...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) : parseFloat(v) * 1000)));
    return Math.max(0, ...els.map((el) => Math.max(ms(getComputedStyle(el).animationDuration), ms(getComputedStyle(el).transitionDuration))));
  });
}

/** No horizontal scrolling: not the page, and not inside any open dialog. */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    dialogs: [...document.querySelectorAll('[role="dialog"]')].map((d) => d.scrollWidth - d.clientWidth),
  }));
  expect(overflow.page, `${where}: the page scrolls sideways by ${overflow.page}px`).toBeLessThanOrEqual(0);
  for (const d of overflow.dialogs) expect(d, `${where}: a dialog scrolls sideways by ${d}px`).toBeLessThanOrEqual(0);
}

/** Where a test may save screenshots to look at (A11Y_SHOTS=/tmp/a11y-shots); none by default. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.A11Y_SHOTS;
  if (!dir) return;
  await settle(page);
  await page.screenshot({ path: `${dir}/${name}.png` });
}
