/**
 * Work orders and the challenge across tabs, reloads, trips through the history and a clock set
 * back (issue 22). A "tab" is a fresh copy of the state code (its own memory) over the browser's
 * storage: localStorage is the device's, sessionStorage the tab's own (saved and put back to
 * switch between tabs, or copied to duplicate one).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HAZARDS } from '../../src/rules/catalog';
import { CURRENT_ATTEMPT_KEY, TAB_ATTEMPT_KEY, TAB_CHALLENGE_KEY } from '../../src/records/keys';

const ASSESSMENT = { id: 'bomba-p101', seed: 100023, mode: 'avaliacao' as const, ruleSet: 'osha' as const, language: 'pt' as const };
const PRACTICE = { ...ASSESSMENT, mode: 'pratica' as const };

const pages: (() => void)[] = [];

/** A tab: the state code loaded afresh, as a new page does. */
async function openTab() {
  vi.resetModules();
  // The built-in work orders read, as a work order's page reads its own before it opens it.
  await import('../../src/rules/builtInScenarios');
  const scenario = await import('../../src/state/scenario');
  const challenge = await import('../../src/state/challenge');
  const { store } = await import('../../src/state/store');
  const { scenarioRow } = await import('../../src/records/rows');
  const { leaveTabs } = await import('../../src/state/tabs');
  pages.push(leaveTabs);
  return { ...scenario, ...challenge, store, scenarioRow, leave: leaveTabs, notices: () => store.notices.map((n) => n.title.key) };
}

/** This tab's sessionStorage, to put back when the test returns to it. */
function tabMemory(): Record<string, string> {
  return Object.fromEntries(Object.entries(sessionStorage));
}
function switchTo(memory: Record<string, string>): void {
  sessionStorage.clear();
  for (const [key, value] of Object.entries(memory)) sessionStorage.setItem(key, value);
}

// The first load of the state code is slow on a busy machine; the tests then load it in milliseconds.
beforeAll(async () => {
  await openTab();
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  // Every page of the test is closed: none answers the next test's tabs.
  pages.splice(0).forEach((leave) => leave());
});

describe('two tabs of one work order', () => {
  it('a second tab on the same address starts an attempt of its own, and says why', async () => {
    const tab1 = await openTab();
    tab1.openScenario(ASSESSMENT);
    tab1.act({ type: 'read_sheet' });
    const first = tab1.scenarioSlice().attempt!.id;
    sessionStorage.clear(); // a new tab: empty sessionStorage, the same localStorage
    const tab2 = await openTab();
    tab2.openScenario(ASSESSMENT);
    expect(tab2.scenarioSlice().attempt!.id).not.toBe(first);
    expect(tab2.scenarioSlice().attempt!.log).toEqual([]);
    expect(tab2.notices()).toContain('scenarios.notices.otherTab');
    expect(tab2.notices()).not.toContain('scenarios.notices.resumed');
  });

  it('a tab reloaded after another tab saved its own attempt resumes its own', async () => {
    const tab1 = await openTab();
    tab1.openScenario(PRACTICE);
    tab1.act({ type: 'read_sheet' });
    tab1.act({ type: 'notify' });
    const mine = tab1.scenarioSlice().attempt!.id;
    const memory1 = tabMemory();
    sessionStorage.clear();
    const tab2 = await openTab();
    tab2.openScenario(PRACTICE);
    tab2.act({ type: 'press_stop', control: 'stop' });
    switchTo(memory1);
    tab1.leave(); // the page before the reload is gone
    const reloaded = await openTab();
    reloaded.openScenario(PRACTICE);
    expect(reloaded.scenarioSlice().attempt!.id).toBe(mine);
    expect(reloaded.scenarioSlice().attempt!.log.map((e) => e.action.type)).toEqual(['read_sheet', 'notify']);
    expect(reloaded.notices()).toContain('scenarios.notices.resumed');
  });

  it('a copy of a tab (duplicated with its memory) does not play the attempt the first one holds', async () => {
    const tab1 = await openTab();
    tab1.openScenario(PRACTICE);
    tab1.act({ type: 'read_sheet' });
    const held = tab1.scenarioSlice().attempt!.id;
    const copy = await openTab(); // the same sessionStorage: a duplicated tab
    copy.openScenario(PRACTICE);
    // The first tab answers over the tabs' channel: the copy starts its own attempt.
    await vi.waitFor(() => expect(copy.scenarioSlice().attempt!.id).not.toBe(held));
    expect(copy.scenarioSlice().attempt!.log).toEqual([]);
    expect(copy.notices()).toContain('scenarios.notices.otherTab');
    expect(tab1.scenarioSlice().attempt!.id).toBe(held);
  });

  it('an attempt finished in another tab is never continued, not even by a copy of that tab', async () => {
    const tab1 = await openTab();
    tab1.openScenario(ASSESSMENT);
    tab1.act({ type: 'read_sheet' });
    const id = tab1.scenarioSlice().attempt!.id;
    const copied = tabMemory(); // duplicated before the end
    tab1.act({ type: 'lock', device: 'stop' }); // a critical mistake: failed, finished
    expect(tab1.scenarioSlice().attempt!.phase).toBe('done');
    expect(sessionStorage.getItem(TAB_ATTEMPT_KEY)).toBeNull();
    switchTo(copied);
    const copy = await openTab();
    copy.openScenario(ASSESSMENT);
    expect(copy.scenarioSlice().attempt!.id).not.toBe(id);
    expect(copy.scenarioSlice().attempt!.phase).toBe('lockout');
  });

  it('finishing leaves another tab’s work order in progress on the device', async () => {
    const tab1 = await openTab();
    tab1.openScenario(ASSESSMENT);
    sessionStorage.clear();
    const tab2 = await openTab();
    tab2.openScenario({ ...ASSESSMENT, id: 'transportador-c201', seed: 100000 });
    tab2.act({ type: 'read_sheet' });
    tab1.act({ type: 'lock', device: 'stop' });
    expect(JSON.parse(localStorage.getItem(CURRENT_ATTEMPT_KEY)!)).toMatchObject({ id: tab2.scenarioSlice().attempt!.id });
  });
});

describe('a clock set back during a work order', () => {
  it('the attempt never finishes before it started, and keeps the time it really took', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    const start = Date.UTC(2026, 10, 26, 10, 0);
    vi.setSystemTime(start);
    const tab = await openTab();
    tab.openScenario(ASSESSMENT);
    vi.advanceTimersByTime(2 * 60_000);
    tab.act({ type: 'read_sheet' });
    // The clock is put back by an hour (by hand, or a time sync), then 3 more minutes pass.
    vi.setSystemTime(Date.now() - 60 * 60_000);
    vi.advanceTimersByTime(3 * 60_000);
    tab.act({ type: 'lock', device: 'stop' });
    const a = tab.scenarioSlice().attempt!;
    expect(a.phase).toBe('done');
    expect(a.startedAt).toBe(start);
    expect(a.finishedAt).toBe(start + 5 * 60_000);
    const row = tab.scenarioRow(a, null);
    expect(row.finishedAt - row.startedAt).toBe(5 * 60_000);
  });

  it('a resumed attempt (another page, another clock) is not stamped before its last action', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    const start = Date.UTC(2026, 10, 26, 10, 0);
    vi.setSystemTime(start);
    const tab = await openTab();
    tab.openScenario(ASSESSMENT);
    vi.advanceTimersByTime(60_000);
    tab.act({ type: 'read_sheet' });
    vi.setSystemTime(start - 60 * 60_000);
    tab.leave(); // the page before the reload is gone
    const reloaded = await openTab();
    reloaded.openScenario(ASSESSMENT);
    reloaded.act({ type: 'lock', device: 'stop' });
    const a = reloaded.scenarioSlice().attempt!;
    expect(a.finishedAt).toBeGreaterThanOrEqual(start + 60_000);
    expect(a.finishedAt).toBeGreaterThanOrEqual(a.startedAt);
  });
});

describe('coming back to the challenge in the same tab', () => {
  const energyOf = (hazardId: number) => HAZARDS.find((h) => h.id === hazardId)!.energyId;

  it('a game in progress is dealt and played as it was left', async () => {
    const tab = await openTab();
    const { game, seed } = tab.challenge();
    const [a, b, c] = game.dealt as number[];
    tab.dropHazard(a, energyOf(a!));
    tab.dropHazard(b, (energyOf(b!) % 11) + 1); // a wrong drop
    tab.dropHazard(c, energyOf(c!));
    const back = await openTab();
    const restored = back.challenge();
    expect(restored.seed).toBe(seed);
    expect(restored.game.dealt).toEqual(game.dealt);
    expect(restored.game.matches.map((m) => m.hazardId)).toEqual([a, c]);
    expect(restored.game.misses.map((m) => m.hazardId)).toEqual([b]);
    expect(restored.game.attempts).toBe(3);
    expect(restored.startedAt).toBe(tab.challenge().startedAt);
  });

  it('a completed game is not brought back as in progress: a new deal starts', async () => {
    const tab = await openTab();
    const { game } = tab.challenge();
    for (const id of game.dealt) tab.dropHazard(id, energyOf(id));
    expect(tab.challenge().game.matches).toHaveLength(16);
    expect(sessionStorage.getItem(TAB_CHALLENGE_KEY)).toBeNull();
    const back = await openTab();
    expect(back.challenge().game.matches).toEqual([]);
    expect(back.challenge().game.attempts).toBe(0);
  });

  it('another tab does not get this tab’s game', async () => {
    const tab = await openTab();
    const [a] = tab.challenge().game.dealt as number[];
    tab.dropHazard(a, energyOf(a!));
    sessionStorage.clear();
    const other = await openTab();
    expect(other.challenge().game.attempts).toBe(0);
  });
});
