/**
 * Seeded random testing: hundreds of real pointer, touch and keyboard actions on each scene, with
 * the invariants a trainee could see checked after every one of them.
 *
 * Replay a failure with the seed it prints: `RANDOM_SEED=123 npx playwright test random.spec.ts`.
 * `RANDOM_ACTIONS=N` changes the number of actions (500 by default; every one must run, there is no
 * time budget that ends a run early), `RANDOM_LOG=1` prints the action log (with
 * each action's and each check's milliseconds) even when the run passes; the log is also written
 * to the test's output folder (test-results/…/random-actions.log).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CDPSession, Locator, Page, TestInfo } from '@playwright/test';
import { ENERGIES, HAZARDS } from '../../src/rules/catalog';
import { STAGES, type Stage } from '../../src/rules/lockout';
import { createRandom } from '../../src/rules/random';
import { layoutFor, LEVER_OFF_DEG, LEVER_ON_DEG } from '../../src/scenes/panel/layout';
import { openChallenge } from './challenge';
import { expect, test } from './fixtures';
import { openSimulator } from './simulator';

const SEED = Number(process.env.RANDOM_SEED ?? 20_261_121);
const ACTIONS = Number(process.env.RANDOM_ACTIONS ?? 500);
/**
 * The test's time limit: every one of the actions must run, so a slow machine gets a failure
 * that says so, never a pass after a handful of actions. About 0.3 s an action here.
 */
const TIMEOUT_MS = 60_000 + ACTIONS * 1_200;
const PER_GAME = 16;
const VIEWPORT = { width: 1280, height: 800 };

// ---------------------------------------------------------------------------------------------
// Texts of every language, to recognise what the app says whichever language is on.

const LOCALES: unknown[] = ['pt', 'en', 'es', 'fr', 'de'].map((code) => JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')));

function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in all five languages. */
function allTexts(...keys: string[]): string[] {
  return keys.flatMap((key) => LOCALES.map((messages) => lookup(messages, key))).filter((text): text is string => !!text);
}

const RESTART_LABELS = allTexts('simulator.inventory.restart', 'simulator.actions.restart', 'simulator.completeDialog.restart').map(normal);
const NEW_GAME_LABELS = allTexts('challenge.newGame', 'challenge.complete.playAgain').map(normal);
const ANNOUNCE: Record<string, string[]> = {
  power_off: allTexts('simulator.announce.powerOff'),
  locked: allTexts('simulator.announce.locked'),
  tagged: allTexts('simulator.announce.tagged'),
  complete: allTexts('simulator.announce.complete'),
  reset: allTexts('simulator.announce.reset'),
};

function normal(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// The random source and the run loop.

interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  width: number;
  height: number;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = createRandom(seed);
  }
  float(): number {
    return this.next();
  }
  int(n: number): number {
    return Math.min(n - 1, Math.floor(this.next() * n));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[this.int(items.length)]!;
  }
  /** A point inside a box (kept a little inside its edges). */
  pointIn(box: Box, margin = 2): Point {
    return { x: Math.round(box.x + margin + this.float() * Math.max(0, box.width - 2 * margin)), y: Math.round(box.y + margin + this.float() * Math.max(0, box.height - 2 * margin)) };
  }
  /** Random text for a form field: empty, blank, short, long, emoji, markup, accents. */
  text(): string {
    const kinds = [
      () => '',
      () => '   ',
      () => 'Troca do rolamento',
      () => 'x'.repeat(40 + this.int(400)),
      () => '🔒⚡️👷‍♀️ manutenção 🔧'.repeat(1 + this.int(20)),
      () => '<img src=x onerror=alert(1)>',
      () => 'Ünïcödé ñ ß 中文 עברית',
      () => ` ${'a b '.repeat(this.int(30))} `,
      () => String(this.int(1_000_000)),
    ];
    return this.pick(kinds)();
  }
}

/** What one action did, for the invariants. */
interface Done {
  /** A line for the action log. */
  what: string;
  /** The action pressed a restart / new-game control (only then may counters go back). */
  restart?: boolean;
}

interface Action<C> {
  name: string;
  weight: (ctx: C) => number;
  run: (ctx: C) => Promise<Done>;
}

interface RunContext {
  page: Page;
  rng: Rng;
  log: string[];
  /** Console and page errors seen so far. */
  errors: string[];
}

/**
 * Two fingers outside the scene pinch-zoom the page itself, as a trainee may (the scene keeps its
 * own touches). The actions aim by the page's layout coordinates, which a zoomed page no longer
 * maps to the screen's: a press then lands elsewhere (CI once saw a restart "pressed" on the
 * complete dialog land outside it, and a later press land on another restart button). So the
 * zoom is undone after the action and its check, and the log says so.
 */
async function unzoom(page: Page): Promise<string | null> {
  const view = await page.evaluate(() => ({ scale: visualViewport?.scale ?? 1, x: visualViewport?.offsetLeft ?? 0, y: visualViewport?.offsetTop ?? 0 }));
  if (Math.abs(view.scale - 1) < 1e-3 && Math.abs(view.x) < 0.5 && Math.abs(view.y) < 0.5) return null;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 });
  } finally {
    await cdp.detach();
  }
  await expect.poll(() => page.evaluate(() => [visualViewport?.scale ?? 1, visualViewport?.offsetLeft ?? 0, visualViewport?.offsetTop ?? 0])).toEqual([1, 0, 0]);
  return `the pinch zoomed the page ${view.scale.toFixed(2)}x at (${Math.round(view.x)},${Math.round(view.y)}): zoomed back out`;
}

/** Runs `count` weighted random actions, checking after each; a failure names the seed and the actions. */
async function runRandom<C extends RunContext>(ctx: C, testInfo: TestInfo, count: number, actions: Action<C>[], check: (ctx: C, done: Done) => Promise<void>): Promise<void> {
  const started = Date.now();
  let index = 0;
  try {
    for (index = 1; index <= count; index++) {
      const weights = actions.map((a) => Math.max(0, a.weight(ctx)));
      let roll = ctx.rng.float() * weights.reduce((a, b) => a + b, 0);
      let chosen = actions[0]!;
      for (const [i, action] of actions.entries()) {
        roll -= weights[i]!;
        if (roll < 0) {
          chosen = action;
          break;
        }
      }
      ctx.log.push(`#${index} ${chosen.name} …`);
      const line = ctx.log.length - 1;
      const t0 = Date.now();
      const done = await chosen.run(ctx);
      ctx.log[line] = `#${index} ${chosen.name}: ${done.what}`;
      const t1 = Date.now();
      await check(ctx, done);
      ctx.log[line] += `  [${t1 - t0}+${Date.now() - t1} ms]`;
      const zoom = await unzoom(ctx.page);
      if (zoom) ctx.log.push(`   (${zoom})`);
      if (ctx.errors.length) throw new Error(`console or page error: ${ctx.errors.join(' | ')}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const trail = await ctx.page.evaluate(() => (window as unknown as { __inputTrail?: string[] }).__inputTrail ?? []).catch(() => []);
    const file = testInfo.outputPath('random-actions.log');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `seed ${SEED}\n${ctx.log.join('\n')}\n\nFAILED: ${message}\n\n--- input the page received (ms since load) ---\n${trail.join('\n')}\n`);
    await testInfo.attach('random-actions.log', { path: file, contentType: 'text/plain' });
    throw new Error(
      `Random run failed at action #${index} of ${count} (seed ${SEED}; replay with RANDOM_SEED=${SEED}; whole log in ${file}).\n${message}\n--- last actions ---\n${ctx.log.slice(-25).join('\n')}\n--- input the page received ---\n${trail.slice(-30).join('\n')}`,
      { cause: error },
    );
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const done = index - 1;
  const unzoomed = ctx.log.filter((line) => line.includes('zoomed back out')).length;
  console.log(`[random] ${testInfo.title}: ${done} actions in ${seconds} s (seed ${SEED}; page zoom undone ${unzoomed} times)`);
  expect(done, 'every action ran').toBe(count);
  if (process.env.RANDOM_LOG) console.log(ctx.log.join('\n'));
  const file = testInfo.outputPath('random-actions.log');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `seed ${SEED}\n${ctx.log.join('\n')}\n`);
  await testInfo.attach('random-actions.log', { path: file, contentType: 'text/plain' });
}

function recordErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
}

// ---------------------------------------------------------------------------------------------
// Real input helpers.

const at = (p: Point) => `(${Math.round(p.x)},${Math.round(p.y)})`;
const centreOf = (b: Box): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

async function mouseDrag(page: Page, from: Point, to: Point, steps: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** The bottom of the sticky header: what lies above it cannot be pressed. */
async function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
}

/** Scrolls the page with the mouse wheel, as a trainee would, and waits until it stops moving. */
async function wheelBy(page: Page, dy: number, probe: Locator): Promise<void> {
  const start = (await probe.boundingBox())?.y;
  await page.mouse.move(8, VIEWPORT.height / 2);
  await page.mouse.wheel(0, dy);
  let last = start;
  for (let i = 0; i < 25; i++) {
    await page.waitForTimeout(25);
    const y = (await probe.boundingBox())?.y;
    if (y === last && (y !== start || i >= 4)) return;
    last = y;
  }
}

/** An element's box once it is on screen (scrolled to with the wheel when it is not), or null. */
async function reach(page: Page, locator: Locator): Promise<Box | null> {
  const box = await locator.boundingBox();
  if (!box) return null;
  const top = await headerBottom(page);
  if (box.y >= top && box.y + box.height <= VIEWPORT.height) return box;
  await wheelBy(page, box.y + box.height / 2 - (top + VIEWPORT.height) / 2, locator);
  // The wheel scrolls smoothly: wait until the element is really what lies under its centre
  // (if something stays on top of it, a press there goes to that, as it would for a trainee).
  for (let i = 0; i < 30; i++) {
    const hit = await locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const h = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return h && (el === h || el.contains(h)) ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    });
    if (hit) return hit;
    await page.waitForTimeout(40);
  }
  return locator.boundingBox();
}

/** The name of the control at a point (what a click there would press), or ''. */
async function controlAt(page: Page, p: Point): Promise<string> {
  return page.evaluate(async ({ x, y }) => {
    // A dialog still opening moves under the finger: read what the tap lands on once the finite
    // animations have finished (the endless ones, a pulsing dot or a bouncing hint, never do).
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const el = document.elementFromPoint(x, y)?.closest('button, a[href], [role="tab"], [role="menuitemradio"]');
    return el ? (el.getAttribute('aria-label') || el.textContent || '').trim() : '';
  }, p);
}

async function click(page: Page, p: Point): Promise<{ name: string; restart: boolean; newGame: boolean }> {
  const name = await controlAt(page, p);
  await page.mouse.click(p.x, p.y);
  return { name, restart: RESTART_LABELS.includes(normal(name)), newGame: NEW_GAME_LABELS.includes(normal(name)) };
}

/** Visible controls a trainee could press, in the top dialog if one is open (else in main and the toasts). */
async function visibleControls(page: Page): Promise<{ name: string; box: Box }[]> {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]')];
    const scopes: Element[] = dialogs.length ? [dialogs[dialogs.length - 1]!] : [...document.querySelectorAll('main, [data-sonner-toaster]')];
    const out: { name: string; box: { x: number; y: number; width: number; height: number } }[] = [];
    for (const scope of scopes) {
      for (const el of scope.querySelectorAll('button, [role="tab"], [role="menuitem"], [role="menuitemradio"], input, textarea')) {
        if (el.closest('.scene-twins, .board-twins')) continue; // the canvas objects have their own actions
        const r = el.getBoundingClientRect();
        if (r.width < 6 || r.height < 6 || r.bottom < 0 || r.right < 0 || r.top > innerHeight || r.left > innerWidth) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
        // Under the sticky header or another layer: not something a trainee can press.
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(el === hit || el.contains(hit))) continue;
        const x = Math.max(r.left, 0);
        const y = Math.max(r.top, 0);
        out.push({
          name: (el.getAttribute('aria-label') || el.textContent || el.id || el.tagName).trim().slice(0, 40),
          box: { x, y, width: Math.min(r.right, innerWidth) - x, height: Math.min(r.bottom, innerHeight) - y },
        });
      }
    }
    return out;
  });
}

async function pressControl(ctx: RunContext): Promise<Done & { newGame: boolean }> {
  const controls = await visibleControls(ctx.page);
  if (!controls.length) return { what: 'no control visible', newGame: false };
  const control = ctx.rng.pick(controls);
  const p = ctx.rng.pointIn(control.box, Math.min(4, control.box.width / 3, control.box.height / 3));
  const pressed = await click(ctx.page, p);
  const name = normal(pressed.name || control.name);
  return { what: `"${control.name}" at ${at(p)} pressed "${pressed.name}"`, restart: RESTART_LABELS.includes(name), newGame: NEW_GAME_LABELS.includes(name) };
}

const KEYS = ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Enter', 'Enter', 'Space', 'Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

async function pressKey(ctx: RunContext): Promise<Done & { newGame: boolean }> {
  const key = ctx.rng.pick(KEYS);
  const focused = await ctx.page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    return (el.getAttribute('aria-label') || el.textContent || el.id || el.tagName).trim().slice(0, 60);
  });
  await ctx.page.keyboard.press(key);
  const activates = key === 'Enter' || key === 'Space';
  const name = normal(focused);
  return { what: `${key} on "${focused}"`, restart: activates && RESTART_LABELS.includes(name), newGame: activates && NEW_GAME_LABELS.includes(name) };
}

async function changeLanguage(ctx: RunContext): Promise<Done> {
  const page = ctx.page;
  const trigger = page.locator('header .language-trigger').filter({ visible: true }).first();
  const box = await trigger.boundingBox();
  if (!box) return { what: 'language button not on screen' };
  const p = centreOf(box);
  // What the click lands on once the finite animations are over (a dialog closing, a menu opening):
  // the button, or something in its way. No length of time is guessed for the menu to open.
  const onTrigger = await page.evaluate(async ({ x, y }) => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return !!document.elementFromPoint(x, y)?.closest('header .language-trigger');
  }, p);
  await page.mouse.click(p.x, p.y);
  if (!onTrigger) return { what: 'language button covered (a dialog was in the way)' };
  const opened = await page
    .getByRole('menuitemradio')
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) return { what: 'language menu did not stay open' };
  // The items as they are now, read at once once the menu's entrance is over: a menu that closes
  // meanwhile (the focus moved) leaves nothing to wait for, never a wait without end.
  const items = await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return [...document.querySelectorAll('[role="menuitemradio"]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { name: (el.textContent ?? '').trim(), box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    });
  });
  if (!items.length) return { what: 'language menu closed before a choice' };
  const item = items[ctx.rng.int(items.length)]!;
  if (item.box.width === 0 || item.box.height === 0) return { what: `menu item ${item.name} has no box` };
  await page.mouse.click(item.box.x + item.box.width / 2, item.box.y + item.box.height / 2);
  return { what: `language → ${item.name}` };
}

/** One finger through CDP touch events (PixiJS sees pointerType 'touch'). */
async function touchDrag(cdp: CDPSession, from: Point, to: Point, steps: number): Promise<void> {
  const point = (x: number, y: number) => ({ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(from.x, from.y)] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps)] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Two fingers: finger 1 presses `a`, finger 2 presses `b`, both move to their ends, then they lift
 * one after the other; `between` runs after the first lift, with `ctx.midGesture` set (the
 * invariants hold mid-gesture too).
 */
async function twoFingers(ctx: { page: Page; midGesture: boolean }, a: [Point, Point], b: [Point, Point], firstUp: 1 | 2, between: () => Promise<void>): Promise<void> {
  const cdp = await ctx.page.context().newCDPSession(ctx.page);
  try {
    await twoFingerTouches(cdp, a, b, firstUp, async () => {
      ctx.midGesture = true;
      try {
        await between();
      } finally {
        ctx.midGesture = false;
      }
    });
  } finally {
    await cdp.detach();
  }
}

async function twoFingerTouches(cdp: CDPSession, a: [Point, Point], b: [Point, Point], firstUp: 1 | 2, between: () => Promise<void>): Promise<void> {
  const pt = (id: number, p: Point) => ({ id, x: p.x, y: p.y, radiusX: 4, radiusY: 4, force: 1 });
  const lerp = (p: Point, q: Point, k: number) => ({ x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pt(1, a[0])] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pt(1, lerp(a[0], a[1], 0.3))] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pt(1, lerp(a[0], a[1], 0.3)), pt(2, b[0])] });
  for (const k of [0.6, 1]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pt(1, lerp(a[0], a[1], k)), pt(2, lerp(b[0], b[1], k))] });
  }
  const stay = firstUp === 1 ? pt(2, b[1]) : pt(1, a[1]);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [stay] });
  await between();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Reads `read` once the app has reacted to the last input: two macrotasks let the store notify and
 * React commit (cheaper than waiting for frames, which SwiftShader draws slowly).
 */
async function settled<T>(page: Page, read: () => T): Promise<T> {
  // One round trip: the reader's source runs after the two macrotasks.
  return page.evaluate(`new Promise((resolve) => setTimeout(() => setTimeout(resolve))).then(${read.toString()})`) as Promise<T>;
}

/**
 * Checks the invariants of `snap`; the immediate ones fail at once, the eventual ones (animations
 * settling) are read again once nothing in the scene is on its way anywhere (the canvas's
 * `data-moving`, see src/scenes/shared/frames.ts), and fail if a drawn frame later they still
 * do not hold. No length of time is guessed.
 */
async function holds<S>(page: Page, read: () => Promise<S>, first: S, immediate: (s: S) => string[], eventual: (s: S) => string[]): Promise<S> {
  const broken = immediate(first);
  if (broken.length) throw new Error(`invariant broken:\n  ${broken.join('\n  ')}\nstate: ${JSON.stringify(first)}`);
  let snap = first;
  for (let readsAtRest = 0, framesUnchanged = 0; ; ) {
    const late = eventual(snap);
    if (!late.length) return snap;
    const moving = await page.evaluate(() => document.querySelector('.panel-scene canvas, .board-scene canvas')?.getAttribute('data-moving') === 'true');
    if (!moving && ++readsAtRest > 2) throw new Error(`invariant still broken with nothing in the scene moving:\n  ${late.join('\n  ')}\nstate: ${JSON.stringify(snap)}`);
    // "Moving" with nothing changing for 120 drawn frames: a drag that is held with no finger or
    // button down (a lost release), which a trainee would see as an object stuck in mid-air.
    if (moving && framesUnchanged > 120) throw new Error(`the scene says something is moving, but nothing changed in 120 frames (a drag never released?):\n  ${late.join('\n  ')}\nstate: ${JSON.stringify(snap)}`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const next = await read();
    framesUnchanged = JSON.stringify(next) === JSON.stringify(snap) ? framesUnchanged + 1 : 0;
    snap = next;
  }
}

async function exposeScene(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__lotoScene = (app) => {
      (window as unknown as { __lotoApp: unknown }).__lotoApp = app;
    };
    // The input the page received, for a failure's report: which element each press, release,
    // click and key reached, and when (a failure that depends on timing cannot be replayed).
    const trail: string[] = [];
    (window as unknown as { __inputTrail: string[] }).__inputTrail = trail;
    const name = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return String(target);
      const control = target.closest('button, a, input, [role="tab"], canvas, [role="dialog"]') ?? target;
      const label = (control.getAttribute('aria-label') || control.textContent || control.id || '').trim().slice(0, 30);
      return `${control.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
    };
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown']) {
      addEventListener(
        type,
        (event) => {
          const detail = event instanceof KeyboardEvent ? ` ${event.key}` : event instanceof PointerEvent ? ` ${event.pointerType} ${Math.round(event.clientX)},${Math.round(event.clientY)}` : '';
          trail.push(`${Math.round(performance.now())} ${type}${detail} → ${name(event.target)}${event.isTrusted ? '' : ' (untrusted)'}`);
          if (trail.length > 60) trail.shift();
        },
        true,
      );
    }
  });
}

/** Presses the main button of the open dialog (Understood, Confirm, Continue…). */
async function primaryInDialog(page: Page): Promise<Done & { newGame: boolean } | null> {
  const button = page.locator('[role="dialog"] .modal__footer .button--primary').last();
  const box = (await button.count()) ? await button.boundingBox() : null;
  if (!box) return null;
  const label = normal((await button.textContent()) ?? '');
  const pressed = await click(page, centreOf(box));
  // The label of the button aimed at counts too: during the dialog's opening animation the point
  // may report the layer above it.
  const name = pressed.name || label;
  return { what: `dialog's "${name}"`, restart: RESTART_LABELS.includes(normal(name)), newGame: NEW_GAME_LABELS.includes(normal(name)) };
}

/** Follows a link that took the trainee away back to the scene, as a trainee would (header nav). */
async function backToScene(ctx: RunContext, path: string): Promise<string | null> {
  const page = ctx.page;
  const where = new URL(page.url()).pathname;
  if (where === path) return null;
  // The header's link, as a trainee goes back. A dialog the page opened meanwhile (the challenge's
  // intro) can take the click: the address is checked, and the link pressed again.
  for (let tries = 0; tries < 3 && new URL(page.url()).pathname !== path; tries++) {
    await page.keyboard.press('Escape');
    const link = page.locator(`header nav a[href="${path}"]`).filter({ visible: true }).first();
    if (await link.count()) await link.click();
    else await page.goto(path);
  }
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  // The scene on screen is this page's, once it has drawn its first frame (the hook hands over its
  // app then): not the scene of the page the trainee had left for.
  await page.waitForFunction((selector) => {
    const canvas = document.querySelector(selector);
    try {
      return !!canvas && (window as unknown as { __lotoApp?: { canvas: unknown } }).__lotoApp?.canvas === canvas;
    } catch {
      return false; // the app handed over last was destroyed with its scene
    }
  }, path === '/simulador' ? '.panel-scene canvas' : '.board-scene canvas');
  return where;
}

// ---------------------------------------------------------------------------------------------
// The simulator.

interface SimSnap {
  path: string;
  errorScreen: boolean;
  stage: string | null;
  box: { width: number; height: number };
  canvas: Box | null;
  twins: { handle: Box | null; handleDisabled: boolean | null; lockpoint: Box | null; padlock: Box | null; padlockDisabled: boolean | null; trayTag: Box | null; hungTag: Box | null };
  steps: { errors: number; done: number; current: number; testDisabled: boolean; padlockItemDisabled: boolean; tagItemDisabled: boolean } | null;
  dialogs: { kind: string; tagReason: string | null }[];
  completeErrors: number | null;
  form: boolean;
  reason: string | null;
  /** The side panel's active tab (0 Steps, 1 Actions, 2 Help). */
  tab: number;
  announcement: string;
  pixi: { lock: Point; nodes: (Point & { deg: number })[] } | null;
}

function readSimulator(): SimSnap {
  const q = (s: string) => document.querySelector<HTMLElement>(s);
  const rect = (el: Element | null) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  };
  const disabled = (el: Element | null) => (el ? el.getAttribute('aria-disabled') === 'true' : null);
  const digits = (text: string | null | undefined) => Number(/\d+/.exec(text ?? '')?.[0] ?? 0);
  const panel = q('[data-testid="panel-scene"]');
  const errorCount = q('[data-testid="error-count"]');
  const steps = errorCount
    ? {
        errors: digits(errorCount.textContent),
        done: document.querySelectorAll('.progress-list__item.is-done').length,
        current: [...document.querySelectorAll('.progress-list__item')].findIndex((li) => li.getAttribute('aria-current') === 'step') + 1,
        testDisabled: !!q('.button--test')?.hasAttribute('disabled'),
        padlockItemDisabled: disabled(q('[data-testid="inventory-padlock"]')) ?? false,
        tagItemDisabled: disabled(q('[data-testid="inventory-tag"]')) ?? false,
      }
    : null;
  const dialogs = [...document.querySelectorAll('[role="dialog"]')].map((d) => {
    const kind = d.querySelector('[data-testid="complete-errors"]')
      ? 'complete'
      : d.querySelector('.tester-art')
        ? 'test_applied'
        : d.querySelector('.tag-card')
          ? 'tag'
          : d.classList.contains('help-overlay')
            ? 'help_overlay'
            : d.querySelector('.help-dialog')
              ? 'help'
              : d.querySelector('.modal__art')
                ? 'intro'
                : 'other';
    return { kind, tagReason: d.querySelector('.tag-card__reason')?.textContent ?? null };
  });
  const completeErrors = q('[data-testid="complete-errors"]');
  let pixi: SimSnap['pixi'] = null;
  const app = (window as unknown as { __lotoApp?: { stage: { children: { children: { x: number; y: number; rotation: number }[] }[] } } }).__lotoApp;
  const root = app?.stage?.children?.[0];
  if (panel?.querySelector('canvas') && root?.children?.length) {
    // The padlock is the root's last child (it stays on top); the lever is the container at the
    // pivot (found by the caller, who knows the layout).
    const lock = root.children[root.children.length - 1]!;
    pixi = { lock: { x: lock.x, y: lock.y }, nodes: root.children.map((c) => ({ x: c.x, y: c.y, deg: (c.rotation * 180) / Math.PI })) };
  }
  return {
    path: location.pathname,
    errorScreen: !!q('.error-screen'),
    stage: panel?.dataset.stage ?? null,
    box: { width: panel?.clientWidth ?? 0, height: panel?.clientHeight ?? 0 },
    canvas: rect(panel),
    twins: {
      handle: rect(q('[data-testid="twin-handle"]')),
      handleDisabled: disabled(q('[data-testid="twin-handle"]')),
      lockpoint: rect(q('[data-testid="twin-lockpoint"]')),
      padlock: rect(q('[data-testid="twin-padlock"]')),
      padlockDisabled: disabled(q('[data-testid="twin-padlock"]')),
      trayTag: rect(q('[data-testid="twin-tray-tag"]')),
      hungTag: rect(q('[data-testid="twin-hung-tag"]')),
    },
    steps,
    dialogs,
    completeErrors: completeErrors ? digits(completeErrors.textContent) : null,
    form: !!q('#tag-reason'),
    reason: (q('#tag-reason') as HTMLTextAreaElement | null)?.value ?? null,
    tab: [...document.querySelectorAll('.side-panel__tab')].findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
    announcement: q('[data-testid="announcer"]')?.textContent ?? '',
    pixi,
  };
}

interface SimContext extends RunContext {
  snap: SimSnap;
  /** The last error count seen in the Steps tab (or the completion dialog). */
  errors0: number;
  /** A reset was seen since the error count was last read. */
  resetSince: boolean;
  maxStage: number;
  completions: number;
  resets: number;
  midGesture: boolean;
}

const stageIndex = (stage: string | null) => STAGES.indexOf(stage as Stage);

function simulatorImmediate(ctx: SimContext, done: Done) {
  return (s: SimSnap): string[] => {
    const bad: string[] = [];
    const prev = ctx.snap;
    if (s.errorScreen) bad.push('the error screen is shown');
    const i = stageIndex(s.stage);
    const j = stageIndex(prev.stage);
    if (i < 0) return [...bad, `unknown stage ${s.stage}`];
    const reset = i < j || (done.restart === true && s.dialogs.some((d) => d.kind === 'help_overlay'));
    if (i < j && (!done.restart || i !== 0)) bad.push(`stage went back ${prev.stage} → ${s.stage} without a restart`);
    if (i > j + 1) bad.push(`stage skipped ${prev.stage} → ${s.stage}`);
    if (i < j && !s.dialogs.some((d) => d.kind === 'help_overlay')) bad.push('a restart did not bring back the help overlay');
    if (i !== j && !reset && !ANNOUNCE[s.stage!]?.includes(s.announcement)) bad.push(`stage ${s.stage} was not announced (live region says "${s.announcement}")`);
    if (reset && i !== j && !ANNOUNCE.reset!.includes(s.announcement)) bad.push(`the restart was not announced ("${s.announcement}")`);
    // The accessible twins follow the stage.
    const locked = i >= 2;
    const tagged = i >= 3;
    if (s.twins.handleDisabled !== (i !== 0)) bad.push(`lever twin aria-disabled=${s.twins.handleDisabled} at ${s.stage}`);
    if (!!s.twins.lockpoint === locked) bad.push(`lockout-point twin ${s.twins.lockpoint ? 'present' : 'missing'} at ${s.stage}`);
    if (s.twins.padlockDisabled !== locked) bad.push(`padlock twin aria-disabled=${s.twins.padlockDisabled} at ${s.stage}`);
    if (!!s.twins.trayTag === tagged) bad.push(`tray tag twin ${s.twins.trayTag ? 'present' : 'missing'} at ${s.stage}`);
    if (!!s.twins.hungTag !== tagged) bad.push(`hung tag twin ${s.twins.hungTag ? 'present' : 'missing'} at ${s.stage}`);
    // The Steps tab: progress, inventory, TEST and the error counter.
    if (s.steps) {
      if (s.steps.done !== i) bad.push(`Steps shows ${s.steps.done} steps done at ${s.stage}`);
      if (s.steps.current !== (i < 4 ? i + 1 : 0)) bad.push(`Steps marks step ${s.steps.current} as current at ${s.stage}`);
      if (s.steps.testDisabled !== (s.stage !== 'tagged')) bad.push(`TEST disabled=${s.steps.testDisabled} at ${s.stage}`);
      if (s.steps.padlockItemDisabled !== locked) bad.push(`padlock item aria-disabled=${s.steps.padlockItemDisabled} at ${s.stage}`);
      if (s.steps.tagItemDisabled !== tagged) bad.push(`tag item aria-disabled=${s.steps.tagItemDisabled} at ${s.stage}`);
    }
    const shownErrors = s.steps?.errors ?? s.completeErrors;
    if (shownErrors !== null && shownErrors !== undefined) {
      if (!reset && !ctx.resetSince && shownErrors < ctx.errors0) bad.push(`error counter went down ${ctx.errors0} → ${shownErrors} without a restart`);
      if (reset && shownErrors !== 0) bad.push(`error counter is ${shownErrors} right after a restart`);
      if (s.steps && s.completeErrors !== null && s.steps.errors !== s.completeErrors) bad.push(`error counter ${s.steps.errors} ≠ completion dialog ${s.completeErrors}`);
    }
    // Dialogs: one at a time, each only where the procedure allows it.
    if (s.dialogs.length > 1) bad.push(`${s.dialogs.length} dialogs open at once: ${s.dialogs.map((d) => d.kind).join(', ')}`);
    for (const d of s.dialogs) {
      if ((d.kind === 'complete' || d.kind === 'test_applied') && s.stage !== 'complete') bad.push(`${d.kind} dialog at ${s.stage}`);
      if (d.kind === 'tag' && !locked) bad.push(`tag dialog at ${s.stage}`);
      if (d.kind === 'tag' && !d.tagReason?.trim()) bad.push('a tag with an empty reason is shown');
    }
    if (s.form && s.stage !== 'locked') bad.push(`tag form shown at ${s.stage}`);
    return bad;
  };
}

function simulatorEventual(ctx: SimContext) {
  return (s: SimSnap): string[] => {
    if (!s.pixi || ctx.midGesture) return [];
    const L = layoutFor(s.box.width, s.box.height);
    const locked = stageIndex(s.stage) >= 2;
    const rest = locked ? L.lockOnPanel : L.lockHome;
    const bad: string[] = [];
    const { lock, nodes } = s.pixi;
    const levers = nodes.filter((n) => n.x === L.pivot.x && n.y === L.pivot.y);
    if (levers.length !== 1) return [`${levers.length} objects at the lever's pivot`];
    const leverDeg = levers[0]!.deg;
    const onPanel = Math.hypot(lock.x - L.lockOnPanel.x, lock.y - L.lockOnPanel.y) < 3;
    if (onPanel && s.stage === 'initial') bad.push('the padlock hangs on the panel while the power is on');
    if (Math.hypot(lock.x - rest.x, lock.y - rest.y) > 1) bad.push(`the padlock is drawn at ${at(lock)}, not at ${locked ? 'the lockout point' : 'home'} ${at(rest)} (${s.stage})`);
    const leverRest = s.stage === 'initial' ? LEVER_ON_DEG : LEVER_OFF_DEG;
    if (!(Math.abs(leverDeg - leverRest) < 1)) bad.push(`the lever is drawn at ${leverDeg.toFixed(1)}°, not ${leverRest}° (${s.stage})`);
    return bad;
  };
}

async function checkSimulator(ctx: SimContext, done: Done): Promise<void> {
  const away = await backToScene(ctx, '/simulador');
  if (away) ctx.log.push(`   (the trainee had left for ${away}; back through the header link)`);
  const read = () => settled(ctx.page, readSimulator);
  const s = await holds(ctx.page, read, await read(), simulatorImmediate(ctx, done), simulatorEventual(ctx));
  const i = stageIndex(s.stage);
  const reset = i < stageIndex(ctx.snap.stage) || (done.restart === true && s.dialogs.some((d) => d.kind === 'help_overlay'));
  if (reset) {
    ctx.resets++;
    ctx.resetSince = true;
    ctx.errors0 = 0;
  }
  const shown = s.steps?.errors ?? s.completeErrors;
  if (shown !== null && shown !== undefined) {
    ctx.errors0 = shown;
    ctx.resetSince = false;
  }
  if (s.stage === 'complete' && ctx.snap.stage !== 'complete') ctx.completions++;
  ctx.maxStage = Math.max(ctx.maxStage, i);
  if (!ctx.midGesture) ctx.log[ctx.log.length - 1] += `  → ${s.stage}${shown !== null && shown !== undefined ? `, ${shown} errors` : ''}${s.dialogs.length ? `, dialog ${s.dialogs.map((d) => d.kind)}` : ''}`;
  ctx.snap = s;
}

/** Brings the whole scene on screen with the mouse wheel (as a trainee would) before aiming at it. */
async function sceneInView(ctx: SimContext): Promise<void> {
  const canvas = ctx.snap.canvas;
  if (!canvas) return;
  const top = await headerBottom(ctx.page);
  if (canvas.y >= top && canvas.y + canvas.height <= VIEWPORT.height) return;
  const dy = canvas.y + canvas.height / 2 - (top + VIEWPORT.height) / 2;
  await wheelBy(ctx.page, dy, ctx.page.getByTestId('panel-scene'));
  const now = await settled(ctx.page, readSimulator);
  ctx.snap = { ...ctx.snap, canvas: now.canvas, twins: now.twins };
  ctx.log[ctx.log.length - 1] += ` (wheel ${Math.round(dy)})`;
}

function simulatorActions(): Action<SimContext>[] {
  const canvasPoint = (ctx: SimContext) => ctx.rng.pointIn(ctx.snap.canvas!);
  const anywhere = (ctx: SimContext) => ({ x: ctx.rng.int(VIEWPORT.width), y: ctx.rng.int(VIEWPORT.height) });
  const padlock = (ctx: SimContext) => (ctx.snap.twins.padlock ? centreOf(ctx.snap.twins.padlock) : canvasPoint(ctx));
  const leverTop = (ctx: SimContext) => {
    const h = ctx.snap.twins.handle;
    return h ? { x: h.x + h.width * (0.4 + 0.4 * ctx.rng.float()), y: h.y + h.height * (0.05 + 0.2 * ctx.rng.float()) } : canvasPoint(ctx);
  };
  const leverBottom = (ctx: SimContext) => {
    const h = ctx.snap.twins.handle;
    return h ? { x: h.x + h.width * (0.4 + 0.4 * ctx.rng.float()), y: h.y + h.height * (0.75 + 0.25 * ctx.rng.float()) } : canvasPoint(ctx);
  };
  const lockTarget = (ctx: SimContext) => {
    const t = ctx.snap.twins.lockpoint ?? ctx.snap.twins.padlock;
    return t ? ctx.rng.pointIn(t, 6) : canvasPoint(ctx);
  };
  const objects = (ctx: SimContext): Point[] =>
    [ctx.snap.twins.handle, ctx.snap.twins.padlock, ctx.snap.twins.trayTag, ctx.snap.twins.hungTag, ctx.snap.twins.lockpoint].filter((b): b is Box => !!b).map(centreOf);
  // Quick drags: SwiftShader draws every intermediate frame slowly.
  const steps = (ctx: SimContext) => (ctx.rng.chance(0.75) ? 1 : 2 + ctx.rng.int(3));
  const dialogOpen = (ctx: SimContext) => ctx.snap.dialogs.length > 0;

  return [
    {
      // The next step of the procedure done right, so that the random walk reaches every stage.
      name: 'next step',
      weight: () => 10,
      run: async (ctx) => {
        await sceneInView(ctx);
        const page = ctx.page;
        const { snap, rng } = ctx;
        const dialog = snap.dialogs.length ? await primaryInDialog(page) : null;
        if (dialog) return dialog;
        const tab = async (index: number) => {
          const box = await reach(page, page.locator('.side-panel__tab').nth(index));
          const pressed = box ? await click(page, centreOf(box)) : { name: '' };
          return { what: `tab "${pressed.name}"` };
        };
        switch (snap.stage) {
          case 'initial': {
            const p = snap.twins.handle ? centreOf(snap.twins.handle) : canvasPoint(ctx);
            await click(page, p);
            return { what: `lever ${at(p)}` };
          }
          case 'power_off': {
            const from = padlock(ctx);
            const to = lockTarget(ctx);
            await mouseDrag(page, from, to, steps(ctx));
            return { what: `padlock ${at(from)} → lockout point ${at(to)}` };
          }
          case 'locked': {
            if (!snap.form) {
              if (snap.tab !== 1) return tab(1);
              const p = snap.twins.trayTag ? centreOf(snap.twins.trayTag) : canvasPoint(ctx);
              await click(page, p);
              return { what: `tray tag ${at(p)}` };
            }
            if (!snap.reason?.trim()) {
              const box = await reach(page, page.locator('#tag-reason'));
              if (!box) return { what: 'reason not on screen' };
              const text = rng.pick(['Troca do rolamento', 'Bearing change', 'Wartung 🔧', 'a'.repeat(250)]);
              await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
              await page.keyboard.insertText(text);
              return { what: `reason ← ${JSON.stringify(text.slice(0, 30))}` };
            }
            const box = await reach(page, page.locator('.tag-form__submit'));
            if (!box) return { what: 'apply not on screen' };
            const pressed = await click(page, centreOf(box));
            return { what: `"${pressed.name}"` };
          }
          case 'tagged': {
            if (snap.tab !== 0) return tab(0);
            const box = await reach(page, page.locator('.button--test'));
            if (!box) return { what: 'TEST not on screen' };
            const pressed = await click(page, centreOf(box));
            return { what: `"${pressed.name}"` };
          }
          default: {
            if (snap.tab !== 0) return tab(0);
            const button = page.locator('.steps-tab__footer button');
            const box = await reach(page, button);
            if (!box) return { what: 'restart not on screen' };
            const pressed = await click(page, centreOf(box));
            const name = pressed.name || ((await button.textContent()) ?? '');
            return { what: `"${name}"`, restart: RESTART_LABELS.includes(normal(name)) };
          }
        }
      },
    },
    {
      name: 'drag lever',
      weight: (ctx) => (dialogOpen(ctx) ? 1 : 6),
      run: async (ctx) => {
        await sceneInView(ctx);
        const from = leverTop(ctx);
        const to = ctx.rng.chance(0.7) ? leverBottom(ctx) : anywhere(ctx);
        await mouseDrag(ctx.page, from, to, steps(ctx));
        return { what: `${at(from)} → ${at(to)}` };
      },
    },
    {
      name: 'drag padlock',
      weight: (ctx) => (dialogOpen(ctx) ? 1 : 10),
      run: async (ctx) => {
        await sceneInView(ctx);
        const from = padlock(ctx);
        const toTarget = ctx.rng.chance(0.6);
        const to = toTarget ? lockTarget(ctx) : anywhere(ctx);
        await mouseDrag(ctx.page, from, to, steps(ctx));
        return { what: `${at(from)} → ${toTarget ? 'lockout point ' : ''}${at(to)}` };
      },
    },
    {
      name: 'drag anywhere',
      weight: () => 4,
      run: async (ctx) => {
        await sceneInView(ctx);
        const from = ctx.rng.chance(0.5) ? canvasPoint(ctx) : anywhere(ctx);
        const to = anywhere(ctx);
        await mouseDrag(ctx.page, from, to, steps(ctx));
        return { what: `${at(from)} → ${at(to)}` };
      },
    },
    {
      name: 'click canvas',
      weight: () => 5,
      run: async (ctx) => {
        await sceneInView(ctx);
        const p = ctx.rng.chance(0.6) && objects(ctx).length ? ctx.rng.pick(objects(ctx)) : canvasPoint(ctx);
        const pressed = await click(ctx.page, p);
        return { what: `${at(p)} "${pressed.name}"`, restart: pressed.restart };
      },
    },
    {
      name: 'press a control',
      weight: (ctx) => (dialogOpen(ctx) ? 14 : 12),
      run: pressControl,
    },
    {
      name: 'key',
      weight: () => 14,
      run: pressKey,
    },
    {
      name: 'switch tab',
      weight: () => 5,
      run: async (ctx) => {
        const tabs = await ctx.page.locator('.side-panel__tab').all();
        const tab = ctx.rng.pick(tabs);
        const box = await reach(ctx.page, tab);
        if (!box) return { what: 'tab not on screen' };
        const pressed = await click(ctx.page, ctx.rng.pointIn(box, 3));
        return { what: `"${pressed.name}"` };
      },
    },
    {
      name: 'fill tag',
      weight: (ctx) => (ctx.snap.form && !dialogOpen(ctx) ? 12 : 0),
      run: async (ctx) => {
        const field = ctx.rng.pick(['#tag-reason', '#tag-reason', '#tag-permit', '#tag-operator']);
        const box = await reach(ctx.page, ctx.page.locator(field));
        if (!box) return { what: `${field} not on screen` };
        const text = ctx.rng.text();
        await ctx.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await ctx.page.keyboard.press('ControlOrMeta+A');
        await ctx.page.keyboard.press('Backspace');
        if (text.length <= 24 && !/[^\x20-\x7e]/.test(text)) await ctx.page.keyboard.type(text);
        else await ctx.page.keyboard.insertText(text);
        return { what: `${field} ← ${JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text)}` };
      },
    },
    {
      name: 'restart',
      weight: (ctx) => (ctx.snap.steps && !dialogOpen(ctx) ? 1 : 0),
      run: async (ctx) => {
        const button = ctx.page.locator('.steps-tab__footer button');
        const box = await reach(ctx.page, button);
        if (!box) return { what: 'restart not on screen' };
        const pressed = await click(ctx.page, centreOf(box));
        const name = pressed.name || ((await button.textContent()) ?? '');
        return { what: `"${name}"`, restart: RESTART_LABELS.includes(normal(name)) };
      },
    },
    {
      name: 'language',
      weight: (ctx) => (dialogOpen(ctx) ? 0.5 : 2),
      run: changeLanguage,
    },
    {
      name: 'touch drag',
      weight: () => 4,
      run: async (ctx) => {
        await sceneInView(ctx);
        const from = ctx.rng.pick([padlock(ctx), leverTop(ctx), canvasPoint(ctx)]);
        const to = ctx.rng.pick([lockTarget(ctx), leverBottom(ctx), anywhere(ctx)]);
        const cdp = await ctx.page.context().newCDPSession(ctx.page);
        try {
          await touchDrag(cdp, from, to, steps(ctx));
        } finally {
          await cdp.detach();
        }
        return { what: `${at(from)} → ${at(to)}` };
      },
    },
    {
      name: 'tap',
      weight: () => 3,
      run: async (ctx) => {
        await sceneInView(ctx);
        const p = ctx.rng.chance(0.6) && objects(ctx).length ? ctx.rng.pick(objects(ctx)) : canvasPoint(ctx);
        const name = await controlAt(ctx.page, p);
        await ctx.page.touchscreen.tap(p.x, p.y);
        return { what: `${at(p)} "${name}"`, restart: RESTART_LABELS.includes(normal(name)) };
      },
    },
    {
      name: 'two fingers',
      weight: (ctx) => (dialogOpen(ctx) ? 0.5 : 2),
      run: async (ctx) => {
        await sceneInView(ctx);
        const a: [Point, Point] = [ctx.rng.pick([padlock(ctx), leverTop(ctx)]), ctx.rng.pick([lockTarget(ctx), leverBottom(ctx), anywhere(ctx)])];
        const b: [Point, Point] = [ctx.rng.pick([padlock(ctx), leverTop(ctx), lockTarget(ctx), canvasPoint(ctx)]), ctx.rng.pick([lockTarget(ctx), leverBottom(ctx), anywhere(ctx)])];
        const firstUp = ctx.rng.chance(0.5) ? 1 : 2;
        await twoFingers(ctx, a, b, firstUp, () => checkSimulator(ctx, { what: 'first finger up' }));
        return { what: `finger 1 ${at(a[0])} → ${at(a[1])}, finger 2 ${at(b[0])} → ${at(b[1])}, finger ${firstUp} up first` };
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The challenge.

interface ChalSnap {
  path: string;
  errorScreen: boolean;
  points: number;
  attempts: number;
  remaining: number;
  dataAttempts: number;
  board: Box | null;
  tiles: { id: number; matched: boolean; pressed: boolean; box: Box }[];
  targets: { id: number; count: number; box: Box }[];
  banner: string | null;
  dialogs: { kind: string; verdict: string | null }[];
  complete: { description: string; correct: string; wrong: string; chart: string | null } | null;
  badges: number[] | null;
}

function readChallenge(): ChalSnap {
  const q = (s: string) => document.querySelector<HTMLElement>(s);
  const rect = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  };
  const num = (id: string) => {
    const text = q(`[data-testid="${id}"]`)?.textContent ?? '';
    return /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  };
  const board = q('[data-testid="board-scene"]');
  const tiles = [...document.querySelectorAll('[data-testid^="tile-"]')].map((el) => ({
    id: Number(el.getAttribute('data-testid')!.slice(5)),
    matched: el.getAttribute('data-matched') === 'true',
    pressed: el.getAttribute('aria-pressed') === 'true',
    box: rect(el),
  }));
  const targets = [...document.querySelectorAll('[data-testid^="target-"]')].map((el) => {
    // "Name. N hazards identified: a, b" once something is matched, else just the name.
    const label = el.getAttribute('aria-label') ?? '';
    const count = /\.\s*\D*(\d+)/.exec(label)?.[1];
    return { id: Number(el.getAttribute('data-testid')!.slice(7)), count: count ? Number(count) : 0, box: rect(el) };
  });
  const dialogs = [...document.querySelectorAll('[role="dialog"]')].map((d) => ({
    kind: d.classList.contains('quiz-feedback') ? 'feedback' : d.classList.contains('complete-dialog') ? 'complete' : 'other',
    verdict: d.querySelector('.quiz-feedback__verdict.is-correct') ? 'correct' : d.querySelector('.quiz-feedback__verdict.is-wrong') ? 'wrong' : null,
  }));
  const done = q('.complete-dialog');
  const complete = done
    ? {
        description: done.querySelector('.modal__description')?.textContent ?? '',
        correct: done.querySelector('[data-testid="result-correct"]')?.textContent ?? '',
        wrong: done.querySelector('[data-testid="result-wrong"]')?.textContent ?? '',
        chart: done.querySelector('[data-testid="result-chart"]')?.getAttribute('aria-label') ?? null,
      }
    : null;
  // The badges drawn on the targets: the board's texts that are whole numbers.
  type Node = { text?: unknown; children?: Node[] };
  const app = (window as unknown as { __lotoApp?: { stage: Node } }).__lotoApp;
  let badges: number[] | null = null;
  if (board?.querySelector('canvas') && app?.stage) {
    badges = [];
    const walk = (n: Node) => {
      if (typeof n.text === 'string' && /^\d+$/.test(n.text)) badges!.push(Number(n.text));
      n.children?.forEach(walk);
    };
    walk(app.stage);
  }
  return {
    path: location.pathname,
    errorScreen: !!q('.error-screen'),
    points: num('count-points'),
    attempts: num('count-attempts'),
    remaining: num('count-remaining'),
    dataAttempts: Number(board?.dataset.attempts ?? NaN),
    board: board ? rect(board) : null,
    tiles,
    targets,
    banner: q('[data-testid="complete-banner"]')?.textContent ?? null,
    dialogs,
    complete,
    badges,
  };
}

interface ChalContext extends RunContext {
  snap: ChalSnap;
  newGames: number;
  completions: number;
  maxPoints: number;
  midGesture: boolean;
}

const ANSWER = new Map(HAZARDS.map((h) => [h.id as number, h.energyId as number]));
const percent = (part: number, whole: number) => (whole ? Math.round((part * 100) / whole) : 0);
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

function challengeImmediate(ctx: ChalContext, done: Done & { newGame?: boolean }) {
  return (s: ChalSnap): string[] => {
    const bad: string[] = [];
    const prev = ctx.snap;
    if (s.errorScreen) bad.push('the error screen is shown');
    const { points, attempts, remaining } = s;
    if (![points, attempts, remaining].every(Number.isInteger)) return [...bad, `counters are not whole numbers: ${points}/${attempts}/${remaining}`];
    const wrong = attempts - points;
    if (points + remaining !== PER_GAME) bad.push(`points ${points} + remaining ${remaining} ≠ ${PER_GAME}`);
    if (wrong < 0) bad.push(`more points (${points}) than attempts (${attempts})`);
    if (s.dataAttempts !== attempts) bad.push(`board says ${s.dataAttempts} attempts, the counter ${attempts}`);
    if (s.tiles.length !== PER_GAME) bad.push(`${s.tiles.length} tiles dealt`);
    const matched = s.tiles.filter((t) => t.matched);
    if (matched.length !== points) bad.push(`${matched.length} tiles matched but ${points} points`);
    if (s.tiles.filter((t) => t.pressed).length > 1) bad.push('more than one tile picked');
    if (s.tiles.some((t) => t.pressed && t.matched)) bad.push('a matched tile is picked');
    if (s.targets.length !== ENERGIES.length) bad.push(`${s.targets.length} targets`);
    for (const target of s.targets) {
      const expected = matched.filter((t) => ANSWER.get(t.id) === target.id).length;
      if (target.count !== expected) bad.push(`target ${target.id} lists ${target.count} hazards, ${expected} of its hazards are matched`);
    }
    if ((s.banner !== null) !== (remaining === 0)) bad.push(`banner ${s.banner === null ? 'missing' : 'shown'} with ${remaining} remaining`);
    if (s.banner !== null && !numbersIn(s.banner).includes(attempts)) bad.push(`banner "${s.banner}" does not say ${attempts} attempts`);
    if (s.dialogs.length > 1) bad.push(`${s.dialogs.length} dialogs open at once`);
    if (s.complete) {
      if (remaining !== 0) bad.push(`completion dialog with ${remaining} remaining`);
      const [c, cp] = numbersIn(s.complete.correct);
      const [w, wp] = numbersIn(s.complete.wrong);
      if (c !== points || cp !== percent(points, attempts)) bad.push(`completion says "${s.complete.correct}" for ${points}/${attempts}`);
      if (w !== wrong || wp !== percent(wrong, attempts)) bad.push(`completion says "${s.complete.wrong}" for ${wrong}/${attempts}`);
      if (!numbersIn(s.complete.description).includes(attempts)) bad.push(`completion says "${s.complete.description}" for ${attempts} attempts`);
      if (s.complete.chart !== null && String(numbersIn(s.complete.chart)) !== String([percent(points, attempts), percent(wrong, attempts)])) bad.push(`chart says "${s.complete.chart}"`);
    }
    // Against the previous state: counters only grow, one drop at a time, except on a new game.
    const fresh = points === 0 && attempts === 0;
    const newGame = done.newGame === true && fresh;
    if (!newGame) {
      const dp = points - prev.points;
      const da = attempts - prev.attempts;
      const dw = wrong - (prev.attempts - prev.points);
      if (dp < 0 || da < 0 || dw < 0) bad.push(`counters went down without a new game: ${prev.points}/${prev.attempts} → ${points}/${attempts}`);
      if (da > 1) bad.push(`${da} attempts counted for one drop`);
      const lost = prev.tiles.filter((t) => t.matched && !s.tiles.some((u) => u.id === t.id && u.matched));
      if (lost.length) bad.push(`matched tiles became unmatched: ${lost.map((t) => t.id).join(', ')}`);
      if (da === 1) {
        // The drop that completes the game shows its feedback inside the result instead.
        const feedback = s.dialogs.find((d) => d.kind === 'feedback');
        const completed = remaining === 0 && s.dialogs.some((d) => d.kind === 'complete');
        if (completed) {
          if (feedback) bad.push('the last match opened a feedback dialog in front of the result');
        } else if (!feedback) bad.push('an attempt was counted without feedback');
        else if (feedback.verdict !== (dp === 1 ? 'correct' : 'wrong')) bad.push(`feedback says ${feedback.verdict} but points went ${prev.points} → ${points}`);
      }
    } else if (remaining !== PER_GAME || s.banner !== null || matched.length) {
      bad.push('a new game did not start clean');
    }
    return bad;
  };
}

function challengeEventual(ctx: ChalContext) {
  return (s: ChalSnap): string[] => {
    if (!s.badges || ctx.midGesture) return [];
    const drawn = [...s.badges].sort((a, b) => a - b);
    const listed = s.targets.map((t) => t.count).sort((a, b) => a - b);
    return String(drawn) === String(listed) ? [] : [`the target badges drawn (${drawn}) differ from the matches (${listed})`];
  };
}

async function checkChallenge(ctx: ChalContext, done: Done & { newGame?: boolean }): Promise<void> {
  const away = await backToScene(ctx, '/desafio');
  if (away) ctx.log.push(`   (the trainee had left for ${away}; back through the header link)`);
  const read = () => settled(ctx.page, readChallenge);
  const s = await holds(ctx.page, read, await read(), challengeImmediate(ctx, done), challengeEventual(ctx));
  if (done.newGame && s.attempts === 0 && ctx.snap.attempts !== 0) ctx.newGames++;
  if (s.remaining === 0 && ctx.snap.remaining !== 0) ctx.completions++;
  ctx.maxPoints = Math.max(ctx.maxPoints, s.points);
  if (!ctx.midGesture) ctx.log[ctx.log.length - 1] += `  → ${s.points}/${s.attempts}/${s.remaining}${s.dialogs.length ? `, dialog ${s.dialogs.map((d) => d.verdict ?? d.kind)}` : ''}`;
  ctx.snap = s;
}

/** Brings the whole board on screen with the mouse wheel, as a trainee would, then re-reads where things are. */
async function boardInView(ctx: ChalContext): Promise<void> {
  const board = ctx.snap.board;
  if (!board) return;
  const top = await headerBottom(ctx.page);
  if (board.y >= top && board.y + board.height <= VIEWPORT.height) return;
  const delta = board.height <= VIEWPORT.height - top ? board.y + board.height - VIEWPORT.height : board.y - top;
  await wheelBy(ctx.page, delta, ctx.page.getByTestId('board-scene'));
  const now = await settled(ctx.page, readChallenge);
  ctx.snap = { ...ctx.snap, board: now.board, tiles: ctx.snap.tiles.map((t) => ({ ...t, box: now.tiles.find((u) => u.id === t.id)?.box ?? t.box })), targets: ctx.snap.targets.map((t) => ({ ...t, box: now.targets.find((u) => u.id === t.id)?.box ?? t.box })) };
  ctx.log[ctx.log.length - 1] += ` (wheel ${Math.round(delta)})`;
}

function challengeActions(): Action<ChalContext>[] {
  const visible = (ctx: ChalContext, b: Box) => b.y + b.height / 2 > 0 && b.y + b.height / 2 < VIEWPORT.height;
  const tiles = (ctx: ChalContext, free: boolean) => ctx.snap.tiles.filter((t) => (!free || !t.matched) && visible(ctx, t.box));
  const boardPoint = (ctx: ChalContext) => {
    const b = ctx.snap.board!;
    const top = Math.max(b.y, 0);
    return ctx.rng.pointIn({ x: b.x, y: top, width: b.width, height: Math.min(b.y + b.height, VIEWPORT.height) - top });
  };
  const anywhere = (ctx: ChalContext) => ({ x: ctx.rng.int(VIEWPORT.width), y: ctx.rng.int(VIEWPORT.height) });
  const tileFrom = (ctx: ChalContext) => {
    const pool = tiles(ctx, ctx.rng.chance(0.85));
    return pool.length ? ctx.rng.pick(pool) : null;
  };
  const targetBox = (ctx: ChalContext, id: number) => ctx.snap.targets.find((t) => t.id === id)?.box;
  const aim = (ctx: ChalContext, tileId: number | undefined): { to: Point; what: string } => {
    const r = ctx.rng.float();
    if (tileId !== undefined && r < 0.55) return { to: ctx.rng.pointIn(targetBox(ctx, ANSWER.get(tileId)!)!, 8), what: 'its target' };
    if (r < 0.85) {
      const t = ctx.rng.pick(ctx.snap.targets);
      return { to: ctx.rng.pointIn(t.box, 8), what: `target ${t.id}` };
    }
    return { to: anywhere(ctx), what: 'anywhere' };
  };
  const steps = (ctx: ChalContext) => (ctx.rng.chance(0.75) ? 1 : 2 + ctx.rng.int(3));
  const dialogOpen = (ctx: ChalContext) => ctx.snap.dialogs.length > 0;

  return [
    {
      // A right answer (or closing the dialog), so that the random walk completes games.
      name: 'right answer',
      weight: () => 6,
      run: async (ctx) => {
        if (ctx.snap.dialogs.length) {
          const dialog = await primaryInDialog(ctx.page);
          if (dialog) return dialog;
        }
        await boardInView(ctx);
        const free = ctx.snap.tiles.filter((t) => !t.matched);
        if (!free.length) return { what: 'nothing left to match' };
        const tile = ctx.rng.pick(free);
        const from = centreOf(tile.box);
        const to = centreOf(targetBox(ctx, ANSWER.get(tile.id)!)!);
        await mouseDrag(ctx.page, from, to, steps(ctx));
        return { what: `tile ${tile.id} ${at(from)} → its target ${at(to)}` };
      },
    },
    {
      name: 'drag tile',
      weight: (ctx) => (dialogOpen(ctx) ? 1 : 16),
      run: async (ctx) => {
        await boardInView(ctx);
        const tile = tileFrom(ctx);
        const from = tile ? ctx.rng.pointIn(tile.box, 6) : boardPoint(ctx);
        const { to, what } = aim(ctx, tile?.id);
        await mouseDrag(ctx.page, from, to, steps(ctx));
        return { what: `tile ${tile?.id ?? '-'} ${at(from)} → ${what} ${at(to)}` };
      },
    },
    {
      name: 'drag anywhere',
      weight: () => 4,
      run: async (ctx) => {
        const from = ctx.rng.chance(0.5) ? boardPoint(ctx) : anywhere(ctx);
        const to = anywhere(ctx);
        await mouseDrag(ctx.page, from, to, steps(ctx));
        return { what: `${at(from)} → ${at(to)}` };
      },
    },
    {
      name: 'click board',
      weight: () => 8,
      run: async (ctx) => {
        await boardInView(ctx);
        const r = ctx.rng.float();
        const tile = tileFrom(ctx);
        const p = r < 0.4 && tile ? ctx.rng.pointIn(tile.box, 6) : r < 0.8 ? ctx.rng.pointIn(ctx.rng.pick(ctx.snap.targets).box, 6) : boardPoint(ctx);
        const pressed = await click(ctx.page, p);
        return { what: `${at(p)} "${pressed.name}"` };
      },
    },
    {
      name: 'press a control',
      weight: (ctx) => (dialogOpen(ctx) ? 16 : 6),
      run: pressControl,
    },
    {
      name: 'key',
      weight: (ctx) => (dialogOpen(ctx) ? 10 : 14),
      run: pressKey,
    },
    {
      name: 'wheel',
      weight: () => 2,
      run: async (ctx) => {
        const p = anywhere(ctx);
        const dy = ctx.rng.int(900) - 450;
        await ctx.page.mouse.move(p.x, p.y);
        await ctx.page.mouse.wheel(0, dy);
        return { what: `${dy} at ${at(p)}` };
      },
    },
    {
      name: 'new game',
      weight: (ctx) => (dialogOpen(ctx) ? 0 : 0.6),
      run: async (ctx) => {
        const button = ctx.page.locator('.new-game');
        const box = await reach(ctx.page, button);
        if (!box) return { what: 'new game not on screen' };
        const pressed = await click(ctx.page, ctx.rng.pointIn(box, 4));
        const name = pressed.name || ((await button.textContent()) ?? '');
        return { what: `"${name}"`, newGame: NEW_GAME_LABELS.includes(normal(name)) };
      },
    },
    {
      name: 'language',
      weight: (ctx) => (dialogOpen(ctx) ? 0.5 : 2),
      run: changeLanguage,
    },
    {
      name: 'touch drag',
      weight: (ctx) => (dialogOpen(ctx) ? 0.5 : 4),
      run: async (ctx) => {
        await boardInView(ctx);
        const tile = tileFrom(ctx);
        const from = tile ? ctx.rng.pointIn(tile.box, 6) : boardPoint(ctx);
        const { to, what } = aim(ctx, tile?.id);
        const cdp = await ctx.page.context().newCDPSession(ctx.page);
        try {
          await touchDrag(cdp, from, to, steps(ctx));
        } finally {
          await cdp.detach();
        }
        return { what: `tile ${tile?.id ?? '-'} ${at(from)} → ${what} ${at(to)}` };
      },
    },
    {
      name: 'tap',
      weight: () => 3,
      run: async (ctx) => {
        await boardInView(ctx);
        const tile = tileFrom(ctx);
        const p = ctx.rng.chance(0.5) && tile ? ctx.rng.pointIn(tile.box, 6) : ctx.rng.pointIn(ctx.rng.pick(ctx.snap.targets).box, 6);
        const name = await controlAt(ctx.page, p);
        await ctx.page.touchscreen.tap(p.x, p.y);
        return { what: `${at(p)} "${name}"`, newGame: NEW_GAME_LABELS.includes(normal(name)) };
      },
    },
    {
      name: 'two fingers',
      weight: (ctx) => (dialogOpen(ctx) ? 0.3 : 2),
      run: async (ctx) => {
        await boardInView(ctx);
        const t1 = tileFrom(ctx);
        const t2 = tileFrom(ctx);
        const a: [Point, Point] = [t1 ? centreOf(t1.box) : boardPoint(ctx), aim(ctx, t1?.id).to];
        const b: [Point, Point] = [t2 && ctx.rng.chance(0.8) ? centreOf(t2.box) : boardPoint(ctx), aim(ctx, t2?.id).to];
        const firstUp = ctx.rng.chance(0.5) ? 1 : 2;
        await twoFingers(ctx, a, b, firstUp, () => checkChallenge(ctx, { what: 'first finger up' }));
        return { what: `tiles ${t1?.id ?? '-'} ${at(a[0])} → ${at(a[1])} and ${t2?.id ?? '-'} ${at(b[0])} → ${at(b[1])}, finger ${firstUp} up first` };
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------

// Regressions the random runs found, replayed directly.

test('back on the simulator after the padlock is on, the lever is drawn OFF (random seed 101)', async ({ page }) => {
  await exposeScene(page);
  await openSimulator(page);
  const handle = await page.getByTestId('twin-handle').boundingBox();
  await page.mouse.click(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'power_off');
  await page.getByTestId('inventory-padlock').click();
  await expect(page.getByTestId('panel-scene')).toHaveAttribute('data-stage', 'locked');
  const nav = page.getByRole('banner').getByRole('navigation');
  await nav.getByRole('link', { name: 'Início' }).click();
  await nav.getByRole('link', { name: 'Simulador' }).click();
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length >= 2);
  const leverDeg = async () => {
    const s = await settled(page, readSimulator);
    const L = layoutFor(s.box.width, s.box.height);
    return s.pixi?.nodes.find((n) => n.x === L.pivot.x && n.y === L.pivot.y)?.deg;
  };
  await expect.poll(leverDeg).toBeCloseTo(LEVER_OFF_DEG, 0);
});

test.describe('random actions', () => {
  // A touch-screen desktop (projector, plant-floor display): mouse, keyboard and fingers.
  test.use({ hasTouch: true });

  test('500 random actions on the simulator keep the procedure in order and log no error', async ({ page }, testInfo) => {
    test.setTimeout(TIMEOUT_MS);
    console.log(`[random] simulator seed ${SEED} (replay: RANDOM_SEED=${SEED})`);
    await exposeScene(page);
    await openSimulator(page);
    const ctx: SimContext = {
      page,
      rng: new Rng(SEED),
      log: [],
      errors: [],
      snap: await settled(page, readSimulator),
      errors0: 0,
      resetSince: false,
      maxStage: 0,
      completions: 0,
      resets: 0,
      midGesture: false,
    };
    recordErrors(page, ctx.errors);
    expect(ctx.snap.stage).toBe('initial');
    expect(ctx.snap.pixi, 'the scene hook hands over the Pixi application').not.toBeNull();
    await runRandom(ctx, testInfo, ACTIONS, simulatorActions(), checkSimulator);
    console.log(`[random] simulator: furthest stage ${STAGES[ctx.maxStage]}, ${ctx.completions} completions, ${ctx.resets} restarts`);
  });

  test('500 random actions on the challenge keep the counters consistent and log no error', async ({ page }, testInfo) => {
    test.setTimeout(TIMEOUT_MS);
    console.log(`[random] challenge seed ${SEED} (replay: RANDOM_SEED=${SEED})`);
    await exposeScene(page);
    await openChallenge(page, SEED % 1000);
    const ctx: ChalContext = { page, rng: new Rng(SEED), log: [], errors: [], snap: await settled(page, readChallenge), newGames: 0, completions: 0, maxPoints: 0, midGesture: false };
    recordErrors(page, ctx.errors);
    expect([ctx.snap.points, ctx.snap.attempts, ctx.snap.remaining]).toEqual([0, 0, 16]);
    expect(ctx.snap.badges, 'the scene hook hands over the Pixi application').not.toBeNull();
    await runRandom(ctx, testInfo, ACTIONS, challengeActions(), checkChallenge);
    console.log(`[random] challenge: best ${ctx.maxPoints} points, ${ctx.completions} completions, ${ctx.newGames} new games`);
  });
});
