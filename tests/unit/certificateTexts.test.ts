import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCertificateDate, formatHours, formatScore, localIsoDateTime } from '../../src/records/certificateTexts';
import { fill } from '../../src/records/verifyTexts';
import { CERTIFICATE_TEXTS, VERIFY_TEXTS } from './localeTexts';
import { LANGUAGE_CODES } from '../../src/rules/language';
import { RULE_SETS } from '../../src/rules/ruleSet';

/** Every leaf of an object as [path, value]. */
function leaves(o: unknown, path = ''): [string, unknown][] {
  if (o !== null && typeof o === 'object') return Object.entries(o).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [[path, o]];
}
const placeholders = (s: unknown) => (typeof s === 'string' ? [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort() : []);

describe.each([
  ['certificate', CERTIFICATE_TEXTS],
  ['verification page', VERIFY_TEXTS],
] as const)('%s texts', (_name, all) => {
  it('have the same keys and placeholders in all five languages, none empty', () => {
    const pt = leaves(all.pt).filter(([, v]) => typeof v !== 'function');
    for (const lang of LANGUAGE_CODES) {
      const other = leaves(all[lang]).filter(([, v]) => typeof v !== 'function');
      expect(other.map(([k]) => k), lang).toEqual(pt.map(([k]) => k));
      for (const [k, v] of other) {
        expect(typeof v === 'string' && v.trim() !== '', `${lang}${k}`).toBe(true);
        expect(placeholders(v), `${lang}${k}`).toEqual(placeholders(pt.find(([pk]) => pk === k)?.[1]));
      }
    }
  });
  it('French puts a no-break space before a colon (never a plain one)', () => {
    for (const [k, v] of leaves(all.fr)) if (typeof v === 'string') expect(v, k).not.toMatch(/ :/);
  });
});

describe('certificate texts', () => {
  it('name every rule set, and state the NR-1 Annex II limit of a simulation in every language', () => {
    for (const lang of LANGUAGE_CODES) {
      const t = CERTIFICATE_TEXTS[lang];
      for (const r of RULE_SETS) expect(t.ruleSetNames[r]).toBeTruthy();
      expect(t.simulationNotice).toMatch(/NR-1/);
      expect(t.simulationNotice).toMatch(/2\.5/);
      expect(VERIFY_TEXTS[lang].meaning.competence).toMatch(/NR-1.*2\.5/);
      expect(VERIFY_TEXTS[lang].meaning.provesText).toContain('{{keyId}}');
    }
  });
  it('hours take the plural each language needs', () => {
    expect(formatHours(CERTIFICATE_TEXTS.pt, 1)).toBe('1 hora');
    expect(formatHours(CERTIFICATE_TEXTS.pt, 8)).toBe('8 horas');
    expect(formatHours(CERTIFICATE_TEXTS.pt, 0.5)).toBe('0,5 hora');
    expect(formatHours(CERTIFICATE_TEXTS.en, 1)).toBe('1 hour');
    expect(formatHours(CERTIFICATE_TEXTS.en, 1.5)).toBe('1.5 hours');
    expect(formatHours(CERTIFICATE_TEXTS.fr, 1.5)).toBe('1,5 heure');
    expect(formatHours(CERTIFICATE_TEXTS.de, 16)).toBe('16 Stunden');
    expect(formatHours(CERTIFICATE_TEXTS.es, 1)).toBe('1 hora');
  });
  it('scores as each language writes a percentage', () => {
    expect(formatScore(CERTIFICATE_TEXTS.en, 92)).toBe('92%');
    expect(formatScore(CERTIFICATE_TEXTS.pt, 92)).toBe('92%');
    expect(formatScore(CERTIFICATE_TEXTS.de, 92)).toBe('92\u00a0%');
    expect(formatScore(CERTIFICATE_TEXTS.fr, 92.5)).toMatch(/^92,5[\u00a0\u202f]%$/);
  });
  it('the date is the one the issuer wrote, whatever the reader’s time zone', () => {
    // 23:30 in São Paulo is already the next day in UTC: the certificate says the 20th.
    expect(formatCertificateDate('pt-BR', '2026-11-20T23:30:00-03:00')).toBe('20 de novembro de 2026');
    expect(formatCertificateDate('de-DE', '2026-11-20T23:30:00-03:00')).toBe('20. November 2026');
    expect(formatCertificateDate('en-US', '2026-01-02T00:10:00+01:00')).toBe('January 2, 2026');
  });
  it('localIsoDateTime writes the local date with its offset', () => {
    const d = new Date(2026, 10, 20, 23, 30, 5);
    const iso = localIsoDateTime(d);
    expect(iso.startsWith('2026-11-20T23:30:05')).toBe(true);
    expect(iso).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(d.getTime());
  });
  it('fill replaces every placeholder', () => {
    expect(fill('a {{keyId}} b {{keyId}}', { keyId: 'k' })).toBe('a k b k');
  });
});

describe('loadCertificateFonts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });
  it('fetches the four WOFF files once, and tries again after a failure', async () => {
    let fail = true;
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(fail ? new Response('', { status: 404 }) : new Response(new Uint8Array([url.length]))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { loadCertificateFonts } = await import('../../src/records/certificateFonts');
    await expect(loadCertificateFonts()).rejects.toThrow(/404/);
    fail = false;
    fetchMock.mockClear();
    const fonts = await loadCertificateFonts();
    await loadCertificateFonts();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const urls = fetchMock.mock.calls.map(([u]) => u);
    for (const name of ['barlow-latin-400-normal.woff', 'barlow-latin-ext-400-normal.woff', 'barlow-latin-700-normal.woff', 'barlow-latin-ext-700-normal.woff']) {
      expect(urls.some((u) => u.endsWith(name))).toBe(true);
    }
    expect(fonts.regular.latin).toBeInstanceOf(Uint8Array);
  });
});
