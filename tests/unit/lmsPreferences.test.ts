// What the LMS says about the learner and the launch: the language preference in each standard's
// free text, the parts of a cmi5 launch address, and the way back to the LMS (cmi5 returnURL).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { returnAddress, offerReturn, lessonFinished, returnToLms } from '../../src/lms/exit';
import { hasCmi5Params, isCmi5Launch, missingCmi5Params } from '../../src/platform/launch';
import { lmsLanguage } from '../../src/lms/preferences';
import { connectScorm, type FoundApi } from '../../src/lms/scorm';
import { resetStore, store } from '../../src/state/store';

describe('lmsLanguage', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['pt_BR', 'pt'],
    ['en_US', 'en'],
    ['en-GB', 'en'],
    ['de', 'de'],
    ['DE-de', 'de'],
    [' fr-CA ', 'fr'],
    ['es-419', 'es'],
    ['ja-JP,de-DE,fr', 'de'],
    ['it;q=0.9,es;q=0.8', 'es'],
    ['deu', 'de'],
    ['fre', 'fr'],
    ['English', 'en'],
    ['English (United States)', 'en'],
    ['Português', 'pt'],
    ['Español', 'es'],
    ['Français', 'fr'],
    ['Deutsch', 'de'],
  ])('reads %j as %s', (value, language) => {
    expect(lmsLanguage(value)).toBe(language);
  });

  it.each([[''], ['   '], ['it-IT'], ['ja'], ['zz-ZZ,xx'], ['q=0.5'], ['ptBR'], ['english-ish'.repeat(200)], [null], [undefined], [42], [['de']]])('finds nothing in %j', (value) => {
    expect(lmsLanguage(value)).toBeNull();
  });
});

describe('the learner language a SCORM LMS gives', () => {
  it('SCORM 1.2: cmi.student_preference.language', () => {
    const lms = new Scorm12API({ logLevel: 5 });
    lms.loadFromJSON({ core: { student_id: 'u-1' }, student_preference: { language: 'de-DE' } } as never, 'cmi');
    expect(connectScorm({ kind: 'scorm12', api: lms } as unknown as FoundApi)!.language).toBe('de');
  });

  it('SCORM 2004: cmi.learner_preference.language', () => {
    const lms = new Scorm2004API({ logLevel: 5 });
    lms.loadFromJSON({ learner_id: 'u-2', learner_preference: { language: 'fr-FR' } } as never, 'cmi');
    expect(connectScorm({ kind: 'scorm2004', api: lms } as unknown as FoundApi)!.language).toBe('fr');
  });

  it('none given, or one the site does not speak: null', () => {
    const empty = new Scorm2004API({ logLevel: 5 });
    expect(connectScorm({ kind: 'scorm2004', api: empty } as unknown as FoundApi)!.language).toBeNull();
    const italian = new Scorm12API({ logLevel: 5 });
    italian.loadFromJSON({ student_preference: { language: 'it' } } as never, 'cmi');
    expect(connectScorm({ kind: 'scorm12', api: italian } as unknown as FoundApi)!.language).toBeNull();
  });
});

const FULL = '?endpoint=https%3A%2F%2Flrs.test%2Fxapi%2F&fetch=https%3A%2F%2Flms.test%2Ffetch%2F1&actor=%7B%7D&registration=r&activityId=https%3A%2F%2Flms.test%2Fau';

describe('the parts of a cmi5 launch address', () => {
  it('a whole launch misses nothing', () => {
    expect(isCmi5Launch(FULL)).toBe(true);
    expect(hasCmi5Params(FULL)).toBe(true);
    expect(missingCmi5Params(FULL)).toEqual([]);
  });

  it('an address with no cmi5 parameter is no launch at all', () => {
    for (const search of ['', '?seed=42', '?semente=1&modo=avaliacao', '?quiosque=1']) {
      expect(isCmi5Launch(search)).toBe(false);
      expect(hasCmi5Params(search)).toBe(false);
      expect(missingCmi5Params(search)).toEqual([]);
    }
  });

  it('names what a partial launch lacks, in the standard order', () => {
    const partial = '?endpoint=https%3A%2F%2Flrs.test%2Fxapi%2F&actor=%7B%7D&activityId=https%3A%2F%2Flms.test%2Fau';
    expect(isCmi5Launch(partial)).toBe(false);
    expect(hasCmi5Params(partial)).toBe(true);
    expect(missingCmi5Params(partial)).toEqual(['fetch', 'registration']);
    expect(missingCmi5Params('?fetch=https%3A%2F%2Flms.test%2Ffetch%2F1')).toEqual(['endpoint', 'actor', 'registration', 'activityId']);
  });

  it('an empty parameter counts as missing', () => {
    const empty = FULL.replace('registration=r', 'registration=');
    expect(isCmi5Launch(empty)).toBe(false);
    expect(missingCmi5Params(empty)).toEqual(['registration']);
    expect(missingCmi5Params('?endpoint=')).toEqual(['endpoint', 'fetch', 'actor', 'registration', 'activityId']);
  });
});

describe('the way back to a cmi5 LMS', () => {
  afterEach(() => {
    resetStore();
    vi.useRealTimers();
  });

  it('takes http(s) addresses, relative ones resolved against the lesson, and nothing else', () => {
    const base = 'https://lms.test/content/7/index.html?endpoint=x';
    expect(returnAddress('https://lms.test/course/7', base)).toBe('https://lms.test/course/7');
    expect(returnAddress('/course/7?done=1', base)).toBe('https://lms.test/course/7?done=1');
    expect(returnAddress('http://other.test/', base)).toBe('http://other.test/');
    expect(returnAddress('javascript:alert(1)', base)).toBeNull();
    expect(returnAddress('data:text/html,hi', base)).toBeNull();
    expect(returnAddress('', base)).toBeNull();
    expect(returnAddress(null, base)).toBeNull();
  });

  it('without a usable returnURL nothing is offered', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const conn = { returnUrl: 'javascript:void 0', terminate: vi.fn(), flush: vi.fn(() => Promise.resolve()) };
    expect(offerReturn(conn, 'https://lms.test/au/')).toBe(false);
    expect(store.lmsReturn).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('javascript:void 0'));
    expect(offerReturn({ ...conn, returnUrl: null }, 'https://lms.test/au/')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('terminates once, waits for the statements, then goes to the returnURL', async () => {
    const order: string[] = [];
    let delivered!: () => void;
    const conn = {
      returnUrl: '../course/7',
      terminate: vi.fn(() => void order.push('terminate')),
      flush: vi.fn(() => new Promise<void>((resolve) => (delivered = () => (order.push('flushed'), resolve())))),
    };
    expect(offerReturn(conn, 'https://lms.test/content/au/index.html')).toBe(true);
    expect(store.lmsReturn).toEqual({ finished: false, leaving: false });
    lessonFinished();
    expect(store.lmsReturn?.finished).toBe(true);
    const go = vi.fn((url: string) => void order.push(`go ${url}`));
    const leaving = returnToLms(go);
    // A second press while the first is on its way does nothing more.
    await returnToLms(go);
    expect(store.lmsReturn?.leaving).toBe(true);
    expect(go).not.toHaveBeenCalled();
    delivered();
    await leaving;
    expect(order).toEqual(['terminate', 'flushed', 'go https://lms.test/content/course/7']);
    expect(conn.terminate).toHaveBeenCalledTimes(1);
  });

  it('an LRS that does not answer does not keep the learner: it goes after a few seconds', async () => {
    vi.useFakeTimers();
    const conn = { returnUrl: 'https://lms.test/course', terminate: vi.fn(), flush: vi.fn(() => new Promise<void>(() => undefined)) };
    offerReturn(conn, 'https://lms.test/au/');
    const go = vi.fn();
    const leaving = returnToLms(go);
    await vi.advanceTimersByTimeAsync(2900);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await leaving;
    expect(go).toHaveBeenCalledWith('https://lms.test/course');
  });
});
