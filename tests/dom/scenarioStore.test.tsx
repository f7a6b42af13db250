import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, CURRENT_ATTEMPT_KEY, FINISHED_ATTEMPTS_KEY, openScenario, readFinished, scenarioSlice } from '../../src/state/scenario';
import { store } from '../../src/state/store';
// The built-in work orders read, as a work order's page reads its own before it opens it.
import '../../src/rules/builtInScenarios';

const PUMP = { id: 'bomba-p101', seed: 100023, mode: 'pratica' as const, ruleSet: 'osha' as const, language: 'pt' as const };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the attempt in the store', () => {
  it('is saved on every action and resumed from the saved log after a reload', () => {
    openScenario(PUMP, 1000);
    act({ type: 'read_sheet' }, 2000);
    act({ type: 'press_stop', control: 'stop' }, 3000);
    act({ type: 'operate', device: 'bucket-3', position: 'off' }, 4000);
    const saved = JSON.parse(localStorage.getItem(CURRENT_ATTEMPT_KEY)!) as { log: unknown[] };
    expect(saved.log).toHaveLength(3);
    // A reload: a fresh store, the same address.
    delete store.scenario;
    openScenario(PUMP, 9000);
    expect(scenarioSlice().attempt!.machine.positions['bucket-3']).toBe('off');
    expect(scenarioSlice().attempt!.startedAt).toBe(1000);
    expect(store.notices.map((n) => n.title.key)).toContain('scenarios.notices.resumed');
  });

  it('keeps the attempt in memory when storage is full, says so once, and saves it when room comes back', () => {
    openScenario(PUMP, 1000);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    act({ type: 'read_sheet' }, 2000);
    act({ type: 'notify' }, 3000);
    expect(scenarioSlice().unsaved).toBe(true);
    expect(scenarioSlice().attempt!.log).toHaveLength(2);
    expect(store.notices.filter((n) => n.title.key === 'scenarios.notices.unsaved')).toHaveLength(1);
    setItem.mockRestore();
    act({ type: 'press_stop', control: 'stop' }, 4000);
    expect(scenarioSlice().unsaved).toBe(false);
    expect((JSON.parse(localStorage.getItem(CURRENT_ATTEMPT_KEY)!) as { log: unknown[] }).log).toHaveLength(3);
    expect(store.notices.map((n) => n.title.key)).toContain('scenarios.notices.saved');
  });

  it('a damaged saved attempt is set aside with a notice, not lost, and a new one starts', () => {
    localStorage.setItem(CURRENT_ATTEMPT_KEY, '{"version":1,"id":"x", "scenario": "bomba-p101", "log": [');
    openScenario(PUMP, 1000);
    expect(localStorage.getItem(`${CURRENT_ATTEMPT_KEY}_unreadable`)).toContain('"id":"x"');
    expect(store.notices.map((n) => n.title.key)).toContain('scenarios.notices.unreadable');
    expect(scenarioSlice().attempt!.log).toEqual([]);
  });

  it('a finished attempt moves to the finished list', () => {
    openScenario({ ...PUMP, mode: 'avaliacao' }, 1000);
    act({ type: 'lock', device: 'stop' }, 2000);
    expect(scenarioSlice().attempt!.phase).toBe('done');
    expect(localStorage.getItem(CURRENT_ATTEMPT_KEY)).toBeNull();
    expect(readFinished().map((a) => [a.scenario, a.result?.passed])).toEqual([['bomba-p101', false]]);
    expect(JSON.parse(localStorage.getItem(FINISHED_ATTEMPTS_KEY)!)).toHaveLength(1);
  });
});
