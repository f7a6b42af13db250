import { describe, expect, it } from 'vitest';
import { afterWrongPin, KIOSK_DEFAULTS, KIOSK_LIMITS, kioskFromQuery, minutesText, parseDuration, parseKiosk, PIN_PATTERN, pinWait, readKiosk, readPinTries, withoutKioskQuery } from '../../src/rules/kiosk';
import { hashPin, pinMatches } from '../../src/state/kioskPin';

describe('kiosk settings read back from the device', () => {
  it('keeps valid settings', () => {
    expect(parseKiosk(JSON.stringify({ on: true, idleSeconds: 300, warnSeconds: 20, language: 'de' }))).toEqual({ on: true, idleSeconds: 300, warnSeconds: 20, language: 'de', pin: null });
    // Saved before the kiosk had a language: the screen keeps whatever language it has.
    expect(parseKiosk(JSON.stringify({ on: true, idleSeconds: 300, warnSeconds: 20 }))).toEqual({ on: true, idleSeconds: 300, warnSeconds: 20, language: null, pin: null });
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{on: true'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a list', '[true, 180, 30]'],
    ['a string', '"on"'],
  ])('falls back to off and the defaults: %s', (_name, text) => {
    expect(parseKiosk(text)).toEqual(KIOSK_DEFAULTS);
    expect(KIOSK_DEFAULTS).toEqual({ on: false, idleSeconds: 180, warnSeconds: 30, language: null, pin: null });
  });

  it('reads each field on its own: a bad time takes its default, anything but true is off', () => {
    expect(readKiosk({ on: 'yes', idleSeconds: 5, warnSeconds: 20, language: 'fr' })).toEqual({ on: false, idleSeconds: 180, warnSeconds: 20, language: 'fr', pin: null });
    expect(readKiosk({ on: true, idleSeconds: 300, warnSeconds: 1e9, language: 'klingon' })).toEqual({ on: true, idleSeconds: 300, warnSeconds: 30, language: null, pin: null });
    expect(readKiosk({ on: true, idleSeconds: '300', warnSeconds: 12.5, language: 'DE' })).toEqual({ on: true, idleSeconds: 180, warnSeconds: 30, language: null, pin: null });
    expect(readKiosk({ on: true, idleSeconds: Number.NaN, warnSeconds: null, language: ['pt'] })).toEqual({ on: true, idleSeconds: 180, warnSeconds: 30, language: null, pin: null });
  });
});

describe('the instructor PIN', () => {
  it('is kept as a salted hash: the right PIN opens, another does not, and the same PIN hashes differently each time', async () => {
    const kept = await hashPin('4821');
    expect(JSON.stringify(kept)).not.toContain('4821');
    expect(await pinMatches('4821', kept)).toBe(true);
    expect(await pinMatches('4822', kept)).toBe(false);
    expect(await pinMatches('', kept)).toBe(false);
    expect((await hashPin('4821')).hash).not.toBe(kept.hash);
    // Read back from the device with the rest of the settings; anything else is no PIN.
    expect(readKiosk({ on: true, pin: kept }).pin).toEqual(kept);
    expect(readKiosk({ on: true, pin: { salt: kept.salt, hash: 'short' } }).pin).toBeNull();
    expect(readKiosk({ on: true, pin: '4821' }).pin).toBeNull();
  });

  it('wrong tries: free up to 4, then 30 s doubling with each one, at most an hour', () => {
    let tries = { wrong: 0, until: 0 };
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      tries = afterWrongPin(tries, 1000);
      waits.push(pinWait(tries, 1000));
    }
    expect(waits).toEqual([0, 0, 0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000]);
    expect(pinWait(tries, 1000 + 3_600_000)).toBe(0);
    expect(pinWait({ wrong: 9, until: 1e15 }, 0)).toBe(3_600_000);
    expect(readPinTries(JSON.stringify({ wrong: 6, until: 5 }))).toEqual({ wrong: 6, until: 5 });
    for (const bad of [null, 'x', '{"wrong":"6","until":5}', '[]', '{"wrong":-1,"until":0}']) expect(readPinTries(bad)).toEqual({ wrong: 0, until: 0 });
  });

  it('is 4 to 8 digits', () => {
    expect(['1234', '12345678'].every((p) => PIN_PATTERN.test(p))).toBe(true);
    expect(['123', '123456789', '12a4', ' 1234', ''].some((p) => PIN_PATTERN.test(p))).toBe(false);
  });
});

describe('?quiosque= in the address', () => {
  it.each([
    ['?quiosque=1', true],
    ['?quiosque=true', true],
    ['?semente=4&quiosque=1', true],
    ['?quiosque=0', false],
    ['?quiosque=false', false],
    ['?quiosque=', null],
    ['?quiosque=talvez', null],
    ['', null],
    ['?seed=3', null],
  ])('%s → %s', (search, expected) => {
    expect(kioskFromQuery(search)).toBe(expected);
  });

  it('is taken out of the address, the rest kept', () => {
    expect(withoutKioskQuery('?quiosque=1')).toBe('');
    expect(withoutKioskQuery('?semente=100000&quiosque=1&modo=avaliacao')).toBe('?semente=100000&modo=avaliacao');
  });
});

describe('times typed by the instructor', () => {
  const idle = KIOSK_LIMITS.idleSeconds;
  const warn = KIOSK_LIMITS.warnSeconds;

  it('reads minutes with a comma or a point, and seconds', () => {
    expect(parseDuration('3', 'minutes', idle)).toEqual({ ok: true, seconds: 180 });
    expect(parseDuration(' 2,5 ', 'minutes', idle)).toEqual({ ok: true, seconds: 150 });
    expect(parseDuration('1.25', 'minutes', idle)).toEqual({ ok: true, seconds: 75 });
    expect(parseDuration('60', 'minutes', idle)).toEqual({ ok: true, seconds: 3600 });
    expect(parseDuration('30', 'seconds', warn)).toEqual({ ok: true, seconds: 30 });
  });

  it.each(['', 'abc', '3 min', '-2', '1e3', '2,5,1', 'Infinity', '0x10'])('refuses %j as not a number', (text) => {
    expect(parseDuration(text, 'minutes', idle)).toEqual({ ok: false, error: 'not_a_number' });
  });

  it('refuses times out of bounds', () => {
    expect(parseDuration('0,5', 'minutes', idle)).toEqual({ ok: false, error: 'too_short' });
    expect(parseDuration('0', 'minutes', idle)).toEqual({ ok: false, error: 'too_short' });
    expect(parseDuration('61', 'minutes', idle)).toEqual({ ok: false, error: 'too_long' });
    expect(parseDuration('9', 'seconds', warn)).toEqual({ ok: false, error: 'too_short' });
    expect(parseDuration('121', 'seconds', warn)).toEqual({ ok: false, error: 'too_long' });
  });

  it('shows seconds as minutes', () => {
    expect(minutesText(180)).toBe('3');
    expect(minutesText(150)).toBe('2.5');
    expect(minutesText(100)).toBe('1.67');
  });
});
