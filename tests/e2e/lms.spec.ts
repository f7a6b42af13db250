// The packages as an LMS runs them. SCORM: a test LMS page (tests/e2e/lms/) puts scorm-again's
// LMS-side API on its window and holds the package's launch page in a frame, as an LMS player
// does; the trainee passes, fails, or closes the window mid-way and comes back. cmi5: the package
// is launched with the launch parameters of a local test LRS, which records every statement.
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buildPackages, removePackages, servePackages, type BuiltPackages, type PackageServer } from './lmsPackages';
import { startLrs, type StoredStatement, type TestLrs } from './lrs.mjs';
import { beginPump, passPump, PUMP_FIRST_STEPS, waitForMachine } from './scenario';

// The English work order passPump knows (order 100023 under OSHA), judged at 80 %.
const LESSON = 'cenario:bomba-p101:osha:100023';
test.use({ locale: 'en-US' });
// The servers' ports: scorm12, scorm2004 and cmi5 take three in a row from LMS_SPEC_PORT (default 4821).
const PORT = Number(process.env.LMS_SPEC_PORT ?? 4821);

type Scorm = 'scorm12' | 'scorm2004';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Cmi = Record<string, any>;
interface LmsData {
  cmi: Cmi;
  calls: string[];
}

/** What an LMS hands a first launch: who the learner is and the mastery score from the manifest. */
function firstLaunch(kind: Scorm, mastery: string): Cmi {
  return kind === 'scorm12'
    ? { core: { student_id: 'emp-0042', student_name: 'Smith, Ann' }, student_data: { mastery_score: String(Math.round(Number(mastery) * 100)) } }
    : { learner_id: 'emp-0042', learner_name: 'Smith, Ann', scaled_passing_score: mastery };
}

/** What an LMS hands the next launch after a suspended session. */
function nextLaunch(kind: Scorm, before: Cmi, mastery: string): Cmi {
  const first = firstLaunch(kind, mastery);
  return kind === 'scorm12'
    ? { ...first, core: { ...first.core, entry: 'resume', lesson_status: before.core.lesson_status }, suspend_data: before.suspend_data }
    : { ...first, entry: 'resume', completion_status: before.completion_status, suspend_data: before.suspend_data };
}

/** The mastery score the package's manifest sets, as the LMS reads it. */
function manifestMastery(built: BuiltPackages, kind: Scorm): string {
  if (kind === 'scorm12') return String(Number(/<adlcp:masteryscore>(\d+)<\/adlcp:masteryscore>/.exec(built.manifests.scorm12)![1]) / 100);
  return /minNormalizedMeasure>([\d.]+)</.exec(built.manifests.scorm2004)?.[1] ?? /minNormalizedMeasure="([\d.]+)"/.exec(built.manifests.scorm2004)![1]!;
}

async function openCourse(page: Page, server: PackageServer, kind: Scorm, data: Cmi): Promise<Frame> {
  await page.evaluate(({ kind, url, data }) => (window as unknown as { openCourse: (k: string, u: string, d: unknown) => void }).openCourse(kind, url, data), { kind, url: server.url(kind), data });
  await expect.poll(() => page.frames().find((f) => f.url().includes('/lms/content/'))).toBeTruthy();
  const frame = page.frames().find((f) => f.url().includes('/lms/content/'))!;
  await waitForMachine(frame);
  return frame;
}

/**
 * What the cmi5 lesson left waiting in the origin's localStorage when its page went, by verb, other
 * than `terminated` (sent by the way back itself, and carried on by keepalive if the page's wait
 * ran out): the page's closing sends only what waits, so an empty list means it sent nothing more.
 * Read from the page the lesson went to, on the same origin; nothing can change it after the
 * lesson's page has gone, so no waiting is needed.
 */
const CMI5_QUEUE_PREFIX = 'loto_cmi5_queue:'; // src/lms/cmi5.ts
const leftWaiting = (page: Page): Promise<string[]> =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => (JSON.parse(localStorage.getItem(k)!) as { verb: { id: string } }).verb.id).filter((id) => !id.endsWith('/terminated')), CMI5_QUEUE_PREFIX);

const lmsData = (page: Page): Promise<LmsData> => page.evaluate(() => (window as unknown as { lmsData: () => LmsData }).lmsData());
const closeCourse = (page: Page) => page.evaluate(() => (window as unknown as { closeCourse: () => void }).closeCourse());

/** The interactions the LMS holds, in order. */
const interactions = (cmi: Cmi): Cmi[] => Object.keys(cmi.interactions ?? {}).sort((a, b) => Number(a) - Number(b)).map((k) => cmi.interactions[k]);

for (const kind of ['scorm12', 'scorm2004'] as const) {
  test.describe(`${kind} in a test LMS`, () => {
    test.describe.configure({ mode: 'serial' });
    let built: BuiltPackages;
    let server: PackageServer;
    let mastery: string;
    test.beforeAll(async () => {
      built = buildPackages({ lesson: LESSON, mastery: '0.8' });
      server = await servePackages(built, { port: kind === 'scorm12' ? PORT : PORT + 1, extraDir: 'tests/e2e/lms', extraFiles: { 'scorm-again.min.js': 'node_modules/scorm-again/dist/scorm-again.min.js' } });
      mastery = manifestMastery(built, kind);
    });
    test.afterAll(async () => {
      await server?.close();
      if (built) removePackages(built);
    });
    test.beforeEach(async ({ page }) => {
      await page.goto(`${server.origin}/lms/lms.html`);
    });

    test('a right lockout is passed with its score, every action an interaction, and the session ends normally', async ({ page }) => {
      expect(mastery).toBe('0.8');
      const frame = await openCourse(page, server, kind, firstLaunch(kind, mastery));
      // The LMS named the learner: nobody is asked who takes the assessment.
      await expect(frame.getByRole('dialog')).toHaveCount(0);
      await passPump(frame);
      const { cmi, calls } = await lmsData(page);
      if (kind === 'scorm12') {
        expect(cmi.core).toMatchObject({ lesson_status: 'passed', score: { raw: '100', min: '0', max: '100' } });
        expect(cmi.core.session_time).not.toMatch(/^0+:00:00/);
      } else {
        expect(cmi).toMatchObject({ completion_status: 'completed', success_status: 'passed', score: { scaled: '1', raw: '100' } });
        expect(cmi.session_time).toMatch(/^PT/);
      }
      const list = interactions(cmi);
      // One per action of the lockout, the work and the restart (passPump's 28).
      expect(list).toHaveLength(28);
      expect(list[0]).toMatchObject({ id: 'a1-read_sheet', type: 'performance' });
      expect(list.some((i) => /lock/.test(i.id))).toBe(true);
      expect(calls).toContain(kind === 'scorm12' ? 'LMSCommit' : 'Commit');
      // On the device the result is the LMS learner's; no certificate is offered inside a package
      // (its verification address would be the LMS's file).
      await frame.getByRole('banner').getByRole('link', { name: 'User area' }).click();
      await expect(frame.getByTestId('certificate-in-package')).toBeVisible();
      await expect(frame.getByText('Smith, Ann').first()).toBeVisible();
      await closeCourse(page);
      await expect.poll(async () => (await lmsData(page)).calls).toContain(kind === 'scorm12' ? 'LMSFinish' : 'Terminate');
      const after = (await lmsData(page)).cmi;
      expect(kind === 'scorm12' ? after.core.exit : after.exit).toBe(kind === 'scorm12' ? '' : 'normal');
    });

    test('starting work without a lockout fails at once, and the LMS hears it', async ({ page }) => {
      const frame = await openCourse(page, server, kind, firstLaunch(kind, mastery));
      // Straight to work, nothing isolated: the machine hurts someone and the assessment ends there.
      await frame.getByTestId('start-work').press('Enter');
      await expect(frame.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
      const { cmi } = await lmsData(page);
      if (kind === 'scorm12') expect(cmi.core.lesson_status).toBe('failed');
      else expect(cmi).toMatchObject({ completion_status: 'completed', success_status: 'failed' });
      expect(interactions(cmi).some((i) => i.result === (kind === 'scorm12' ? 'wrong' : 'incorrect'))).toBe(true);
    });

    test('a retake that fails keeps the pass and the score the LMS holds (issue 22)', async ({ page }) => {
      const first = firstLaunch(kind, mastery);
      // The LMS holds a pass with 100 from an earlier attempt.
      const held = kind === 'scorm12' ? { ...first, core: { ...first.core, lesson_status: 'passed', score: { raw: '100', min: '0', max: '100' } } } : { ...first, completion_status: 'completed', success_status: 'passed', score: { raw: '100', scaled: '1', min: '0', max: '100' } };
      const frame = await openCourse(page, server, kind, held);
      // The new session writes the status it holds, not a lower one.
      expect((await lmsData(page)).calls).toEqual(expect.arrayContaining(kind === 'scorm12' ? ['LMSSetValue cmi.core.lesson_status=passed'] : ['SetValue cmi.completion_status=completed', 'SetValue cmi.success_status=passed']));
      await frame.getByTestId('start-work').press('Enter');
      await expect(frame.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
      await closeCourse(page);
      const { cmi } = await lmsData(page);
      if (kind === 'scorm12') expect(cmi.core).toMatchObject({ lesson_status: 'passed', score: { raw: '100' } });
      else expect(cmi).toMatchObject({ completion_status: 'completed', success_status: 'passed', score: { raw: '100', scaled: '1' } });
      // The retake's actions are still journalled.
      expect(interactions(cmi).some((i) => i.result === (kind === 'scorm12' ? 'wrong' : 'incorrect'))).toBe(true);
    });

    test("the learner's language from the LMS is the lesson's, without becoming the device's", async ({ page }) => {
      // Free text, as LMSs write it: SCORM 2004 a language tag, SCORM 1.2 often with an underscore.
      const preference = kind === 'scorm12' ? { student_preference: { language: 'de_DE' } } : { learner_preference: { language: 'de-DE' } };
      const frame = await openCourse(page, server, kind, { ...firstLaunch(kind, mastery), ...preference });
      await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
      await expect(frame.getByRole('banner').getByRole('link', { name: 'Benutzerbereich' })).toBeVisible();
      await expect(frame.getByTestId('start-work')).toBeVisible();
      // The browser speaks English and nobody chose a language on this device: that stays so.
      expect(await frame.evaluate(() => localStorage.getItem('preferred_language'))).toBeNull();
    });

    test('closed mid-way, it is suspended; reopened on another device, it goes on from the LMS data to a pass', async ({ page }) => {
      let frame = await openCourse(page, server, kind, firstLaunch(kind, mastery));
      await beginPump(frame);
      await closeCourse(page);
      await expect.poll(async () => (await lmsData(page)).calls).toContain(kind === 'scorm12' ? 'LMSFinish' : 'Terminate');
      const first = (await lmsData(page)).cmi;
      expect(kind === 'scorm12' ? first.core.exit : first.exit).toBe('suspend');
      expect(kind === 'scorm12' ? first.core.lesson_status : first.completion_status).toBe('incomplete');
      expect(first.suspend_data).toMatch(/^L1\[/);
      expect(interactions(first)).toHaveLength(PUMP_FIRST_STEPS);
      // Another device: nothing of the attempt is left in this browser's storage.
      await page.evaluate(() => localStorage.clear());
      frame = await openCourse(page, server, kind, nextLaunch(kind, first, mastery));
      await expect(frame.getByText('Your work was resumed where you left off.')).toBeVisible();
      // The resumed session writes its status too (some LMSs mark a session without one completed).
      const resumed = kind === 'scorm12' ? ['LMSSetValue cmi.core.lesson_status=incomplete'] : ['SetValue cmi.completion_status=incomplete', 'SetValue cmi.success_status=unknown'];
      expect((await lmsData(page)).calls).toEqual(expect.arrayContaining(resumed));
      await passPump(frame, 'Ann Smith', PUMP_FIRST_STEPS);
      // 100 points: the sheet read and the notice given in the first session count.
      const { cmi } = await lmsData(page);
      if (kind === 'scorm12') expect(cmi.core).toMatchObject({ lesson_status: 'passed', score: { raw: '100' } });
      else expect(cmi).toMatchObject({ success_status: 'passed', score: { raw: '100' } });
      expect(interactions(cmi)[0]!.id).toMatch(new RegExp(`^a${PUMP_FIRST_STEPS + 1}-`));
    });
  });
}

test.describe('cmi5 with a test LRS', () => {
  test.describe.configure({ mode: 'serial' });
  let built: BuiltPackages;
  let lrs: TestLrs;
  test.beforeAll(async () => {
    built = buildPackages({ lesson: LESSON, mastery: '0.8' });
    // The LRS and the unzipped package on one origin, as an LMS serving both would.
    lrs = await startLrs({ port: PORT + 2, staticDir: built.folders.cmi5 });
  });
  test.afterAll(async () => {
    await lrs?.close();
    if (built) removePackages(built);
  });

  const verbs = (list: StoredStatement[]) => list.map((s) => s.verb.id.replace('http://adlnet.gov/expapi/verbs/', '').replace('https://w3id.org/xapi/adl/verbs/', ''));

  test('a pass, then a closed session: initialized, passed, completed, terminated, each in the session, by the rules', async ({ page, consoleGuard }) => {
    // Chromium logs the LRS's 404 for a document not yet written (checked below).
    consoleGuard.expectError(/status of 404/);
    const launch = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal' });
    await page.goto(launch.url('/index.html'));
    await waitForMachine(page);
    await passPump(page);
    await page.goto('about:blank');
    const mine = () => lrs.statements.filter((s) => s.context?.registration === launch.registration);
    await expect.poll(() => verbs(mine()).includes('terminated')).toBe(true);
    const cmi5 = mine().filter((s) => (s.context?.contextActivities?.category ?? []).some((c) => c.id === 'https://w3id.org/xapi/cmi5/context/categories/cmi5'));
    // launched (by the LMS) and initialized first, terminated last; passed and completed between, in either order (cmi5 9.3).
    const order = verbs(cmi5);
    expect(order.slice(0, 2)).toEqual(['launched', 'initialized']);
    expect(order.at(-1)).toBe('terminated');
    expect(order.slice(2, -1).sort()).toEqual(['completed', 'passed']);
    // The only requests the LRS answered 404: the learner's preferences and the resume state, which nobody had written yet (xAPI's "no document").
    const missing = lrs.requests.filter((r) => r.status === 404).map((r) => r.query.profileId ?? r.query.stateId);
    expect(missing).toEqual(['cmi5LearnerPreferences', 'https://loto-trainer.app/xapi/state/resume']);
    for (const s of cmi5.slice(1)) {
      expect(s.context?.extensions?.['https://w3id.org/xapi/cmi5/context/extensions/sessionid']).toBe(launch.sessionId);
      expect(s.object.id).toBe(launch.activityId);
    }
    const passed = cmi5.find((s) => s.verb.id.endsWith('/passed'))!;
    expect(passed.result).toMatchObject({ success: true, score: { scaled: 1 } });
    expect(passed.result?.duration).toMatch(/^PT/);
    expect(passed.context?.extensions?.['https://w3id.org/xapi/cmi5/context/extensions/masteryscore']).toBe(0.8);
    expect(cmi5.at(-1)!.result?.duration).toMatch(/^PT/);
    // The actions were reported too, as statements cmi5 allows (the session, not the cmi5 category).
    expect(mine().length - cmi5.length).toBe(28);
  });

  test('closed mid-way and launched again in the same registration: it goes on from the State API to a pass', async ({ page, consoleGuard }) => {
    consoleGuard.expectError(/status of 404/);
    const first = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal' });
    await page.goto(first.url('/index.html'));
    await waitForMachine(page);
    await beginPump(page);
    await page.goto('about:blank');
    const mine = () => lrs.statements.filter((s) => s.context?.registration === first.registration);
    await expect.poll(() => verbs(mine()).includes('terminated')).toBe(true);
    expect(verbs(mine()).filter((v) => v !== 'answered')).toEqual(['launched', 'initialized', 'terminated']);
    // Another device, the same registration, a new session.
    await page.goto(`${lrs.origin}/index.html?clear`);
    await page.evaluate(() => localStorage.clear());
    const second = lrs.cmi5Launch({ registration: first.registration, masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal' });
    expect(second.sessionId).not.toBe(first.sessionId);
    await page.goto(second.url('/index.html'));
    await waitForMachine(page);
    await expect(page.getByText('Your work was resumed where you left off.')).toBeVisible();
    await passPump(page, 'Ann Smith', PUMP_FIRST_STEPS);
    // The statement is on its way when the result shows: wait for the LRS to hold it.
    await expect.poll(() => mine().some((s) => s.verb.id.endsWith('/passed'))).toBe(true);
    const passed = mine().find((s) => s.verb.id.endsWith('/passed'))!;
    expect(passed.result).toMatchObject({ success: true, score: { scaled: 1 } });
    expect(passed.context?.extensions?.['https://w3id.org/xapi/cmi5/context/extensions/sessionid']).toBe(second.sessionId);
  });

  test('a fail: failed and completed, never passed, then terminated', async ({ page, consoleGuard }) => {
    consoleGuard.expectError(/status of 404/);
    const launch = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal' });
    await page.goto(launch.url('/index.html'));
    await waitForMachine(page);
    await page.getByTestId('start-work').press('Enter');
    await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
    await page.goto('about:blank');
    const mine = () => lrs.statements.filter((s) => s.context?.registration === launch.registration);
    await expect.poll(() => verbs(mine()).includes('terminated')).toBe(true);
    const order = verbs(mine()).filter((v) => v !== 'answered');
    expect(order.slice(0, 2)).toEqual(['launched', 'initialized']);
    expect(order.slice(2, -1).sort()).toEqual(['completed', 'failed']);
    expect(order.at(-1)).toBe('terminated');
    expect(mine().find((s) => s.verb.id.endsWith('/failed'))!.result).toMatchObject({ success: false });
  });

  test('a pass made while the LRS is away survives the tab closing: the next launch sends it, and a mistake then reports no failed (issue 22)', async ({ context, page, consoleGuard }) => {
    consoleGuard.expectError(/status of 404|ERR_|Failed to load resource/);
    const first = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal' });
    await page.goto(first.url('/index.html'));
    await waitForMachine(page);
    const mine = () => lrs.statements.filter((s) => s.context?.registration === first.registration);
    await expect.poll(() => verbs(mine())).toEqual(['launched', 'initialized']);
    // The record store stops answering; the learner passes and closes the tab.
    lrs.setMode('refuse');
    await passPump(page);
    await page.close();
    expect(verbs(mine())).toEqual(['launched', 'initialized']);
    // The store is back; the LMS launches the registration again in a new tab of the same browser.
    lrs.setMode('ok');
    const second = lrs.cmi5Launch({ registration: first.registration, masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal' });
    const again = await context.newPage();
    await again.goto(second.url('/index.html'));
    await waitForMachine(again);
    const session = (id: string) => verbs(mine().filter((s) => s.context?.extensions?.['https://w3id.org/xapi/cmi5/context/extensions/sessionid'] === id)).filter((v) => v !== 'answered');
    // What the closed tab left waiting arrives with the new launch.
    await expect.poll(() => session(first.sessionId).sort()).toEqual(['completed', 'initialized', 'launched', 'passed', 'terminated']);
    // A mistake in the new session: never failed after the pass in this registration.
    await again.getByTestId('start-work').press('Enter');
    await expect(again.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
    await again.goto('about:blank');
    await expect.poll(() => session(second.sessionId)).toEqual(['launched', 'initialized', 'terminated']);
    expect(verbs(mine())).not.toContain('failed');
    const ids = mine().map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('with a returnURL: after the assessment, "Back to the course" sends terminated once and goes there', async ({ page, consoleGuard }) => {
    consoleGuard.expectError(/status of 404/);
    lrs.setFile('/course/returned.html', '<!doctype html><html lang="en"><title>The course</title><h1>Back in the course</h1></html>');
    const launch = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal', returnURL: `${lrs.origin}/course/returned.html?from=loto` });
    await page.goto(launch.url('/index.html'));
    await waitForMachine(page);
    // While the lesson goes on, the way back is there, above the header, for a learner who wants to leave.
    const way = page.getByTestId('lms-return');
    await expect(way).toHaveAttribute('data-finished', 'false');
    await expect(way.getByRole('button', { name: 'Back to the course' })).toBeVisible();
    await expect(page.getByTestId('lms-return-card')).toHaveCount(0);
    await passPump(page);
    await expect(way).toHaveAttribute('data-finished', 'true');
    const card = page.getByTestId('lms-return-card');
    await expect(card.getByRole('status')).toContainText('Lesson finished');
    const mine = () => lrs.statements.filter((s) => s.context?.registration === launch.registration);
    expect(verbs(mine())).not.toContain('terminated');
    await card.getByRole('button', { name: 'Back to the course' }).click();
    await page.waitForURL(`${lrs.origin}/course/returned.html?from=loto`);
    await expect(page.getByRole('heading', { name: 'Back in the course' })).toBeVisible();
    // terminated reaches the LRS (before the page goes, or carried on by keepalive when the LRS
    // is slower than the page's wait), and the page's closing sent nothing more.
    await expect.poll(() => verbs(mine()).at(-1)).toBe('terminated');
    expect(await leftWaiting(page)).toEqual([]);
    const order = verbs(mine());
    expect(order.filter((v) => v === 'terminated')).toHaveLength(1);
    expect(order.at(-1)).toBe('terminated');
    expect(order.filter((v) => v !== 'answered').sort()).toEqual(['completed', 'initialized', 'launched', 'passed', 'terminated']);
  });

  test('leaving mid-way by the bar: terminated once, the work kept in the State API, then the returnURL', async ({ page, consoleGuard }) => {
    consoleGuard.expectError(/status of 404/);
    lrs.setFile('/course/returned.html', '<!doctype html><html lang="en"><title>The course</title><h1>Back in the course</h1></html>');
    const launch = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal', returnURL: '/course/returned.html' });
    await page.goto(launch.url('/index.html'));
    await waitForMachine(page);
    await beginPump(page);
    // A relative returnURL is the LMS's address resolved against the lesson's.
    await page.getByTestId('lms-return').getByRole('button', { name: 'Back to the course' }).click();
    await page.waitForURL(`${lrs.origin}/course/returned.html`);
    const mine = () => lrs.statements.filter((s) => s.context?.registration === launch.registration);
    await expect.poll(() => verbs(mine()).includes('terminated')).toBe(true);
    expect(await leftWaiting(page)).toEqual([]);
    expect(verbs(mine()).filter((v) => v !== 'answered')).toEqual(['launched', 'initialized', 'terminated']);
    const state = () => lrs.document('state', { agent: launch.actor, activityId: launch.activityId, registration: launch.registration, stateId: 'https://loto-trainer.app/xapi/state/resume' });
    await expect.poll(() => JSON.parse(state() ?? 'null') as unknown).toMatchObject({ resume: expect.stringMatching(/^L1\[/), completed: false });
  });

  test('no returnURL, no way back offered', async ({ page, consoleGuard }) => {
    consoleGuard.expectError(/status of 404/);
    const launch = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal' });
    await page.goto(launch.url('/index.html'));
    await waitForMachine(page);
    await page.getByTestId('start-work').press('Enter');
    await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
    await expect(page.getByTestId('lms-return')).toHaveCount(0);
  });

  test("the learner's language from the LMS is the lesson's; a switch with the picker wins for the session, a reload included", async ({ page, consoleGuard }) => {
    consoleGuard.expectError(/status of 404/);
    const launch = lrs.cmi5Launch({ masteryScore: 0.8, moveOn: 'CompletedAndPassed', launchMode: 'Normal', languagePreference: 'it-IT,de-DE,en-US' });
    await page.goto(launch.url('/index.html'));
    await waitForMachine(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Benutzerbereich' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBeNull();
    await page.getByRole('button', { name: /Sprache wählen/ }).click();
    await page.getByRole('menuitemradio', { name: /Français/ }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Espace utilisateur' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('fr');
    await page.reload();
    await waitForMachine(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Espace utilisateur' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a partial cmi5 launch says what is missing, reports nothing, and the lesson still works', async ({ page, consoleGuard }) => {
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    const full = new URL(lrs.cmi5Launch({ masteryScore: 0.8 }).url('/index.html'));
    full.searchParams.delete('fetch');
    full.searchParams.set('registration', '');
    const before = lrs.requests.length;
    await page.goto(full.href);
    await waitForMachine(page);
    const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Incomplete launch address' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('missing: fetch, registration');
    expect(warnings.some((w) => /cmi5 launch: missing or empty fetch, registration/.test(w))).toBe(true);
    // The lesson plays on this device, as on the plain site (nobody named: the site asks who it is);
    // nothing goes to the LMS's record store.
    await page.getByRole('dialog', { name: 'Who is taking this assessment?' }).getByRole('button', { name: 'Continue without a name' }).click();
    await beginPump(page);
    expect(lrs.requests.slice(before)).toEqual([]);
    expect(consoleGuard.errors).toEqual([]);
  });
});

test('the plain site opened with part of a cmi5 launch loads the LMS code and says what is missing', async ({ page }) => {
  // Nothing here is a package: only the address's parameters can bring the LMS code in.
  await page.goto('/cenarios/bomba-p101?modo=avaliacao&endpoint=https%3A%2F%2Flrs.test%2Fxapi%2F&actor=&registration=8a4f1c2e-0d3b-4c5a-9e6f-7b8c9d0e1f2a');
  await waitForMachine(page);
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Incomplete launch address' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('missing: fetch, actor, activityId');
});
