// The SCORM side of the LMS run-time: formats, resume data, finding the API, and what an LMS
// (scorm-again's LMS-side API, as a real LMS would hold it) receives.
import { describe, expect, it } from 'vitest';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { isoDuration, scorm12Timespan, scorm2004Timestamp } from '../../src/lms/format';
import { decodeResume, encodeResume, type ScenarioResume } from '../../src/lms/resume';
import { connectScorm, findScormApi, type FoundApi } from '../../src/lms/scorm';
import { restoreAttempt } from '../../src/rules/attemptRecord';
import { play, rightWay, scenarioWith, TAG } from './attemptPlay';

describe('time formats', () => {
  it('writes SCORM 1.2 timespans as HHHH:MM:SS.SS', () => {
    expect(scorm12Timespan(0)).toBe('0000:00:00.00');
    expect(scorm12Timespan(3_723_450)).toBe('0001:02:03.45');
    expect(scorm12Timespan(-5)).toBe('0000:00:00.00');
  });
  it('writes ISO 8601 durations for SCORM 2004 and xAPI', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(90_500)).toBe('PT1M30.5S');
    expect(isoDuration(3_600_000)).toBe('PT1H');
    expect(isoDuration(3_723_450)).toBe('PT1H2M3.45S');
  });
  it('writes SCORM 2004 timestamps to hundredths', () => {
    expect(scorm2004Timestamp(Date.UTC(2026, 10, 23, 9, 5, 7, 891))).toBe('2026-11-23T09:05:07.89Z');
  });
});

/** A press work order played right, as resume data. */
function pressResume(): ScenarioResume {
  const scenario = scenarioWith('bomba-p101');
  const a = play(scenario, 'osha', 'avaliacao', rightWay(scenario, 'osha'));
  return { kind: 'scenario', record: { version: a.version, id: a.id, scenario: a.scenario, seed: a.seed, ruleSet: a.ruleSet, mode: a.mode, language: a.language, startedAt: a.startedAt, log: a.log } };
}

describe('resume data', () => {
  it('gives back a work order that replays to the same attempt', () => {
    const state = pressResume();
    const { data, cut } = encodeResume(state, 4096);
    expect(cut).toBe(0);
    expect(data.length).toBeLessThan(4096);
    const back = decodeResume(data);
    expect(back).toEqual(state);
    const restored = restoreAttempt(JSON.stringify((back as ScenarioResume).record));
    expect(restored.ok).toBe(true);
    if (restored.ok) {
      expect(restored.attempt.phase).toBe('done');
      expect(restored.attempt.result?.passed).toBe(true);
      expect(restored.attempt.tags).toEqual(play(scenarioWith('bomba-p101'), 'osha', 'avaliacao', rightWay(scenarioWith('bomba-p101'), 'osha')).tags);
    }
  });

  it('keeps the longest beginning of a log that does not fit the limit, and that beginning replays', () => {
    const state = pressResume();
    const long: ScenarioResume = {
      ...state,
      record: { ...state.record, log: Array.from({ length: 400 }, (_, i) => ({ action: { type: 'tag' as const, device: 'q1', tag: { name: `${TAG.name} ${i}`, reason: 'x'.repeat(60) } }, at: state.record.startedAt + i })) },
    };
    const { data, cut } = encodeResume(long, 4096);
    expect(data.length).toBeLessThanOrEqual(4096);
    expect(cut).toBeGreaterThan(0);
    const back = decodeResume(data) as ScenarioResume;
    expect(back.record.log.length).toBe(400 - cut);
    expect(back.record.log).toEqual(long.record.log.slice(0, 400 - cut));
    // One more entry would not have fitted.
    expect(encodeResume({ ...long, record: { ...long.record, log: long.record.log.slice(0, 401 - cut) } }, Infinity).data.length).toBeGreaterThan(4096);
  });

  it('round-trips the challenge and the guided lesson', () => {
    const challenge = { kind: 'challenge', seed: 42, startedAt: 1_700_000_000_000, drops: [[3, 1], [5, 5]] } as const;
    expect(decodeResume(encodeResume(challenge, 4096).data)).toEqual(challenge);
    const sim = { kind: 'simulator', stage: 'tagged', errors: 2, startedAt: 1_700_000_000_000, tag: { reason: 'Troca <b>"rolamento"</b>', operator: 'José', permitNumber: '' } } as const;
    expect(decodeResume(encodeResume(sim, 4096).data)).toEqual(sim);
  });

  it('refuses what is not its own, damaged or out of shape', () => {
    for (const bad of [null, '', 'hello', 'L1{', 'L2["c",1,1,[]]', 'L1["c",-1,1,[]]', 'L1["c",1,1,[[1]]]', 'L1["g","nowhere",0,1,"","",""]', 'L1["s",1,"x","bomba-p101",1,"osha","avaliacao","pt",1,[[99,5]]]', 'L1["s",1,"x","bomba-p101",1,"osha","avaliacao","pt",1,[[5,"q1"]]]', 'L1["z"]']) {
      expect(decodeResume(bad)).toBeNull();
    }
  });
});

/** A window chain as the browser gives it: parents up to the top, maybe an opener. */
function frames(depth: number, at: number, api: Record<string, unknown>, name: 'API' | 'API_1484_11'): Window {
  const top = {} as Record<string, unknown>;
  top.parent = top;
  let win = top;
  const chain = [top];
  for (let i = 1; i < depth; i += 1) {
    win = { parent: win };
    chain.push(win);
  }
  chain[depth - 1 - at]![name] = api;
  return win as unknown as Window;
}

describe('finding the SCORM API', () => {
  const api12 = new Scorm12API({ logLevel: 5 }) as unknown as Record<string, unknown>;
  const api2004 = new Scorm2004API({ logLevel: 5 }) as unknown as Record<string, unknown>;

  it('looks in this window, then up the parents', () => {
    expect(findScormApi(frames(1, 0, api12, 'API'))?.kind).toBe('scorm12');
    expect(findScormApi(frames(4, 3, api12, 'API'))?.kind).toBe('scorm12');
    expect(findScormApi(frames(4, 2, api2004, 'API_1484_11'))?.kind).toBe('scorm2004');
  });

  it('then in the opener and its parents', () => {
    const lone = { opener: frames(3, 2, api2004, 'API_1484_11') } as Record<string, unknown>;
    lone.parent = lone;
    expect(findScormApi(lone as unknown as Window)?.kind).toBe('scorm2004');
  });

  it('passes over a window of another origin, and finds nothing where there is nothing', () => {
    const foreign = new Proxy({}, { get: () => { throw new DOMException('Blocked a frame', 'SecurityError'); } });
    const win = { parent: foreign } as unknown as Window;
    expect(findScormApi(win)).toBeNull();
    const alone = {} as Record<string, unknown>;
    alone.parent = alone;
    expect(findScormApi(alone as unknown as Window)).toBeNull();
  });

  it('takes the standard the package says when an LMS offers both', () => {
    const both = frames(2, 1, api12, 'API');
    (both.parent as unknown as Record<string, unknown>).API_1484_11 = api2004;
    expect(findScormApi(both)?.kind).toBe('scorm2004');
    expect(findScormApi(both, 'scorm12')?.kind).toBe('scorm12');
  });
});

/** Everything the LMS holds, write-only elements included, as plain data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const stored = (lms: Scorm12API | Scorm2004API): Record<string, any> => JSON.parse(JSON.stringify(lms.cmi));

describe('what a SCORM 1.2 LMS receives', () => {
  it('starts incomplete and suspended, journals interactions, ends passed with the score and session time', () => {
    const lms = new Scorm12API({ logLevel: 5 });
    let clock = 1_000;
    const conn = connectScorm({ kind: 'scorm12', api: lms } as unknown as FoundApi, () => clock)!;
    expect(conn.resume).toBeNull();
    expect(stored(lms).core).toMatchObject({ lesson_status: 'incomplete', exit: 'suspend' });
    conn.interaction({ id: 'a1-lock', type: 'performance', response: 'lock.q1', correct: null, result: 'incorrect', description: 'lock q1', at: Date.UTC(2026, 0, 1, 10), latencyMs: 1500 });
    conn.interaction({ id: 'd1 h3', type: 'matching', response: 'h3.e1', correct: 'h3.e1', result: 'correct', description: 'hazard 3', at: Date.UTC(2026, 0, 1, 10), latencyMs: 0 });
    conn.setResume('L1["c",1,1,[]]');
    clock += 90_500;
    conn.outcome({ completed: true, passed: true, score: 92 });
    conn.terminate();
    const cmi = stored(lms);
    expect(cmi.core.lesson_status).toBe('passed');
    expect(cmi.core.score).toMatchObject({ raw: '92', min: '0', max: '100' });
    // Sent as 0000:01:30.50; scorm-again keeps it in its own HH:MM:SS.S form.
    expect(cmi.core.session_time).toMatch(/^0{0,2}00:01:30\.50?$/);
    expect(cmi.core.exit).toBe('');
    expect(cmi.suspend_data).toBe('L1["c",1,1,[]]');
    expect(cmi.interactions['0']).toMatchObject({ id: 'a1-lock', type: 'performance', student_response: 'lock.q1', result: 'wrong', latency: '00:00:01.5' });
    expect(cmi.interactions['1']).toMatchObject({ id: 'd1_h3', type: 'matching', result: 'correct' });
    expect(lms.isTerminated()).toBe(true);
  });

  it('writes SCORM 1.2 vocabulary itself (an LMS stricter than scorm-again refuses "incorrect")', () => {
    const sent: Record<string, string> = {};
    const api = { LMSInitialize: () => 'true', LMSFinish: () => 'true', LMSCommit: () => 'true', LMSGetLastError: () => '0', LMSGetValue: () => '', LMSSetValue: (e: string, v: string) => ((sent[e] = v), 'true') };
    const conn = connectScorm({ kind: 'scorm12', api } as FoundApi, () => 0)!;
    conn.interaction({ id: 'a1', type: 'other', response: 'x.y', correct: null, result: 'incorrect', description: '', at: 0, latencyMs: 1500 });
    expect(sent['cmi.interactions.0.result']).toBe('wrong');
    expect(sent['cmi.interactions.0.type']).toBe('performance');
    expect(sent['cmi.interactions.0.latency']).toBe('0000:00:01.50');
  });

  it('reads the mastery score and the resume data of a returning learner', () => {
    const lms = new Scorm12API({ logLevel: 5 });
    lms.loadFromJSON({ core: { entry: 'resume', student_id: 'u-7', student_name: 'Souza, Ana' }, suspend_data: 'L1["c",7,1,[]]', student_data: { mastery_score: '75' } } as never, 'cmi');
    const conn = connectScorm({ kind: 'scorm12', api: lms } as unknown as FoundApi)!;
    expect(conn.resume).toBe('L1["c",7,1,[]]');
    expect(conn.masteryScore).toBe(0.75);
    expect(conn.learner).toEqual({ id: 'u-7', name: 'Souza, Ana' });
    expect(conn.resumeLimit).toBe(4096);
  });

  it('suspends an unfinished lesson when the window closes', () => {
    const lms = new Scorm12API({ logLevel: 5 });
    const conn = connectScorm({ kind: 'scorm12', api: lms } as unknown as FoundApi)!;
    conn.setResume('L1["g","locked",1,1,"","",""]');
    conn.terminate();
    expect(stored(lms).core).toMatchObject({ lesson_status: 'incomplete', exit: 'suspend' });
    expect(stored(lms).suspend_data).toBe('L1["g","locked",1,1,"","",""]');
  });
});

describe('what a SCORM 2004 LMS receives', () => {
  it('reports completion and success apart, the scaled score, ISO durations and timestamps', () => {
    const lms = new Scorm2004API({ logLevel: 5 });
    lms.loadFromJSON({ scaled_passing_score: '0.8', learner_id: 'u-9', learner_name: 'Costa, M.' } as never, 'cmi');
    let clock = 0;
    const conn = connectScorm({ kind: 'scorm2004', api: lms } as unknown as FoundApi, () => clock)!;
    expect(conn.masteryScore).toBe(0.8);
    expect(conn.resumeLimit).toBe(64_000);
    expect(stored(lms).completion_status).toBe('incomplete');
    conn.interaction({ id: 'a3-operate', type: 'performance', response: 'operate.q1_off', correct: null, result: 'neutral', description: 'operate q1 off', at: Date.UTC(2026, 0, 1, 10), latencyMs: 2_000 });
    clock = 61_000;
    conn.outcome({ completed: true, passed: false, score: 55 });
    conn.terminate();
    const cmi = stored(lms);
    expect(cmi.completion_status).toBe('completed');
    expect(cmi.success_status).toBe('failed');
    expect(cmi.score).toMatchObject({ scaled: '0.55', raw: '55', min: '0', max: '100' });
    expect(cmi.session_time).toBe('PT1M1S');
    expect(cmi.exit).toBe('normal');
    expect(cmi.interactions['0']).toMatchObject({ id: 'a3-operate', type: 'performance', result: 'neutral', latency: 'PT2S', timestamp: '2026-01-01T10:00:00.00Z' });
  });
});

describe('a retake never takes a pass away (issue 22)', () => {
  it('SCORM 1.2: passed with 100 stays passed with 100 after a failed retake; a better retake raises a lower pass', () => {
    const lms = new Scorm12API({ logLevel: 5 });
    lms.loadFromJSON({ core: { lesson_status: 'passed', score: { raw: '100', min: '0', max: '100' } } } as never, 'cmi');
    const conn = connectScorm({ kind: 'scorm12', api: lms } as unknown as FoundApi)!;
    conn.outcome({ completed: true, passed: false, score: 0 });
    conn.terminate();
    expect(stored(lms).core.lesson_status).toBe('passed');
    expect(stored(lms).core.score.raw).toBe('100');

    const again = new Scorm12API({ logLevel: 5 });
    again.loadFromJSON({ core: { lesson_status: 'passed', score: { raw: '80', min: '0', max: '100' } } } as never, 'cmi');
    const better = connectScorm({ kind: 'scorm12', api: again } as unknown as FoundApi)!;
    better.outcome({ completed: true, passed: true, score: 95 });
    better.terminate();
    expect(stored(again).core).toMatchObject({ lesson_status: 'passed', score: { raw: '95' } });
  });

  it('SCORM 2004: success_status passed stays passed, completion stays completed, the score is not lowered', () => {
    const lms = new Scorm2004API({ logLevel: 5 });
    lms.loadFromJSON({ success_status: 'passed', completion_status: 'completed', score: { raw: '90', scaled: '0.9', min: '0', max: '100' } } as never, 'cmi');
    const conn = connectScorm({ kind: 'scorm2004', api: lms } as unknown as FoundApi)!;
    conn.outcome({ completed: false, passed: false, score: 10 });
    conn.outcome({ completed: true, passed: false, score: 0 });
    conn.terminate();
    const cmi = stored(lms);
    expect(cmi.success_status).toBe('passed');
    expect(cmi.completion_status).toBe('completed');
    expect(cmi.score).toMatchObject({ raw: '90', scaled: '0.9' });
  });

  it('before any pass the latest verdict stands: failed, then passed on a retake', () => {
    const lms = new Scorm2004API({ logLevel: 5 });
    lms.loadFromJSON({ success_status: 'failed', completion_status: 'completed', score: { raw: '40', scaled: '0.4' } } as never, 'cmi');
    const conn = connectScorm({ kind: 'scorm2004', api: lms } as unknown as FoundApi)!;
    conn.outcome({ completed: true, passed: true, score: 85 });
    conn.terminate();
    expect(stored(lms)).toMatchObject({ success_status: 'passed', score: { raw: '85', scaled: '0.85' } });
  });
});

/** The elements a session wrote, in order, as `element=value`. */
function writes(found: FoundApi): string[] {
  const written: string[] = [];
  const api = found.api as unknown as Record<string, (...args: string[]) => string>;
  const name = found.kind === 'scorm12' ? 'LMSSetValue' : 'SetValue';
  const set = api[name]!.bind(api);
  api[name] = (element: string, value: string) => {
    written.push(`${element}=${value}`);
    return set(element, value);
  };
  return written;
}

describe('every session writes the status (some LMSs mark a session without one as completed)', () => {
  const statusOf = (list: string[]) => list.filter((w) => /lesson_status|completion_status|success_status/.test(w));

  it('SCORM 1.2: a resumed session that ends with no outcome writes lesson_status, never lower than held', () => {
    for (const [held, written] of [['', 'incomplete'], ['not attempted', 'incomplete'], ['browsed', 'incomplete'], ['incomplete', 'incomplete'], ['completed', 'completed'], ['failed', 'failed'], ['passed', 'passed']] as const) {
      const lms = new Scorm12API({ logLevel: 5 });
      lms.loadFromJSON({ core: { entry: 'resume', lesson_status: held }, suspend_data: 'L1["c",1,1,[]]' } as never, 'cmi');
      const found = { kind: 'scorm12', api: lms } as unknown as FoundApi;
      const list = writes(found);
      const conn = connectScorm(found)!;
      conn.terminate();
      expect(statusOf(list), held).toEqual([`cmi.core.lesson_status=${written}`]);
      expect(stored(lms).core.lesson_status, held).toBe(written);
    }
  });

  it('SCORM 2004: a resumed session that ends with no outcome writes completion_status and success_status, never lower than held', () => {
    const cases = [
      [['unknown', 'unknown'], ['incomplete', 'unknown']],
      [['not attempted', 'unknown'], ['incomplete', 'unknown']],
      [['incomplete', 'unknown'], ['incomplete', 'unknown']],
      [['completed', 'failed'], ['completed', 'failed']],
      [['completed', 'passed'], ['completed', 'passed']],
      [['incomplete', 'passed'], ['incomplete', 'passed']],
    ] as const;
    for (const [[completion, success], [completionAfter, successAfter]] of cases) {
      const lms = new Scorm2004API({ logLevel: 5 });
      lms.loadFromJSON({ entry: 'resume', completion_status: completion, success_status: success, suspend_data: 'L1["c",1,1,[]]' } as never, 'cmi');
      const found = { kind: 'scorm2004', api: lms } as unknown as FoundApi;
      const list = writes(found);
      const conn = connectScorm(found)!;
      conn.terminate();
      expect(statusOf(list), `${completion}/${success}`).toEqual([`cmi.completion_status=${completionAfter}`, `cmi.success_status=${successAfter}`]);
      expect(stored(lms), `${completion}/${success}`).toMatchObject({ completion_status: completionAfter, success_status: successAfter });
    }
  });
});
