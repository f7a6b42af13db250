import type { Frame, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A page, or the frame a test LMS holds the site in: the keyboard helpers work in either. */
type Where = Page | Frame;
const keyboardOf = (where: Where) => ('keyboard' in where ? where.keyboard : where.page().keyboard);

/**
 * Closes the open dialog with Escape once the dialog has taken the focus: a dialog is drawn a
 * moment before it listens for Escape, so on a loaded machine an Escape pressed at once was lost.
 */
export async function escapeDialog(where: Where): Promise<void> {
  await expect.poll(() => where.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  await keyboardOf(where).press('Escape');
  await dialogsSettled(where);
}

/**
 * Waits until no dialog is open and the last one closed has handed its focus back. Radix moves the
 * focus back in a timer after the dialog is gone; a key pressed before that timer went to the
 * control that got the focus back (the sheet opened again instead of "Notify", on a loaded CI
 * machine). A timer set now runs after that one.
 */
export async function dialogsSettled(where: Where): Promise<void> {
  await expect(where.getByRole('dialog')).toHaveCount(0);
  await where.evaluate(() => new Promise((resolve) => setTimeout(resolve, 30)));
}

/**
 * Presses a button of the page with Enter once no dialog is open and the last one has handed its
 * focus back (dialogsSettled): pressed in that gap, the Enter went to the part whose dialog had
 * just closed and opened it again (on a loaded machine, after "Take my padlock off").
 */
export async function keyPress(where: Where, name: string): Promise<void> {
  await dialogsSettled(where);
  await where.getByRole('button', { name }).press('Enter');
}

/** Waits for the machine scene's first frame. */
export async function waitForMachine(page: Where): Promise<void> {
  await expect(page.locator('.machine-scene canvas')).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 0);
}

/** Clicks a part on the canvas with the mouse (where its twin lies), then an action in its dialog. */
export function mouseDo(page: Page, part: string, action: string | RegExp): Promise<void> {
  return canvasDo(page, part, action, 'mouse');
}

/** Taps a part on the canvas with a finger (where its twin lies), then taps an action in its dialog. */
export function tapDo(page: Page, part: string, action: string | RegExp): Promise<void> {
  return canvasDo(page, part, action, 'finger');
}

async function canvasDo(page: Page, part: string, action: string | RegExp, how: 'mouse' | 'finger'): Promise<void> {
  const twin = page.getByTestId(`part-${part}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The point must reach the canvas (nothing over it, no dialog closing). The part is scrolled
  // into view and found again on every try: a dialog just closed hands the focus back to its
  // button a moment later, which can scroll the page away from the part.
  let at = { x: 0, y: 0 };
  await expect
    .poll(async () => {
      await twin.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await twin.boundingBox())!;
      at = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
      return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, at);
    })
    .toBe('CANVAS');
  const dialog = page.getByRole('dialog');
  if (how === 'mouse') {
    await page.mouse.click(at.x, at.y);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: action }).click();
  } else {
    await page.touchscreen.tap(at.x, at.y);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: action }).tap();
  }
}

/** Hangs a tag by finger: the part tapped on the canvas, "Hang the tag" and "Hang it" tapped, the form typed on the screen's keyboard. */
export async function tagByFinger(page: Page, part: string, name: string, reason: string): Promise<void> {
  await tapDo(page, part, 'Hang the tag');
  const form = page.getByTestId('scenario-tag-form');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Reason for the work').fill(reason);
  await form.getByRole('button', { name: 'Hang it' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Opens a part's actions with the keyboard on its twin, then presses an action with Enter. */
export async function keyDo(page: Where, part: string, action: string | RegExp, how: Hooks = {}): Promise<void> {
  const say = how.say ?? ((text: string) => text);
  await dialogsSettled(page);
  await page.getByTestId(`part-${part}`).press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await how.check?.(`${part} dialog`);
  await dialog.getByRole('button', { name: typeof action === 'string' ? say(action) : action }).press('Enter');
}

export async function tagByKeyboard(page: Where, part: string, name: string, reason: string, how: Hooks = {}): Promise<void> {
  const say = how.say ?? ((text: string) => text);
  await keyDo(page, part, 'Hang the tag', how);
  const form = page.getByTestId('scenario-tag-form');
  await form.getByLabel(say('Your name')).fill(name);
  await form.getByLabel(say('Reason for the work')).fill(reason);
  await how.check?.(`${part} tag form`);
  await form.getByLabel(say('Reason for the work')).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * What a driver may be given: `check`, run after every action and while every dialog is open
 * (e.g. "nothing wider than the screen"), and `say`, which turns the driver's English names into
 * the page's language (see `sayIn` in lang.ts).
 */
export interface Hooks {
  check?: (where: string) => Promise<void>;
  say?: (english: string) => string;
}


/**
 * Work order 100023 (the pump fed from bucket 3, no colleague, a working tester) done right by
 * keyboard, in English under OSHA, from the open page to the result: passed with 100 points.
 * `from` skips the first steps (they were done before a reload or in an earlier LMS session):
 * `PUMP_FIRST_STEPS` of them are the sheet, the notice, STOP and the bucket switched off.
 */
export async function passPump(page: Where, name = 'Ann Smith', from = 0, how: Hooks = {}): Promise<void> {
  for (const step of pumpSteps(page, name, how).slice(from)) await step();
  await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'true');
  await how.check?.('result');
}

/** passPump's steps, each a function. */
function pumpSteps(page: Where, name: string, how: Hooks = {}): (() => Promise<void>)[] {
  const say = how.say ?? ((text: string) => text);
  const press = async (button: string) => {
    await keyPress(page, say(button));
    await how.check?.(button);
  };
  const keyDo_ = (part: string, action: string) => keyDo(page, part, action, how);
  return [
    async () => {
      await page.getByRole('button', { name: say('Procedure sheet') }).press('Enter');
      await expect(page.getByTestId('sheet-sources')).toContainText(say('MCC-1 bucket 3'));
      await how.check?.('procedure sheet');
      await escapeDialog(page);
    },
    () => press('Notify affected people'),
    () => keyDo_('stop', 'Press STOP'),
    () => keyDo_('bucket-3', 'Switch off (position 0)'),
    async () => {
      await keyDo_('discharge-valve', 'Shut the valve');
      await keyDo_('suction-valve', 'Shut the valve');
      await keyDo_('bucket-3', 'Put my padlock on');
      await tagByKeyboard(page, 'bucket-3', name, 'Bearing change', how);
      for (const valve of ['discharge-valve', 'suction-valve']) {
        await keyDo_(valve, 'Put my padlock on');
        await tagByKeyboard(page, valve, name, 'Bearing change', how);
      }
      await keyDo_('drain', 'Open the valve');
      await keyDo_('gauge', 'Read the gauge');
      await press('Check no one is exposed (before the try-out)');
      await keyDo_('start', 'Press START (try-out)');
      await press('Declare it safe and start the work');
      await press('Work done: guards back on, tools and people out');
      await keyDo_('drain', 'Shut the valve');
      for (const device of ['bucket-3', 'discharge-valve', 'suction-valve']) {
        await keyDo_(device, 'Take my tag off');
        await keyDo_(device, 'Take my padlock off');
      }
      await press('Notify affected people');
      await keyDo_('bucket-3', 'Switch on (position I)');
      await press('Hand the machine back');
    },
  ];
}

/** How many of passPump's first steps (see `from`) make the lockout's beginning. */
export const PUMP_FIRST_STEPS = 4;

/** The first PUMP_FIRST_STEPS steps of passPump only (the sheet, the notice, STOP, the bucket off). */
export async function beginPump(page: Where): Promise<void> {
  for (const step of pumpSteps(page, '').slice(0, PUMP_FIRST_STEPS)) await step();
}
