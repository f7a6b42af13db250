import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLACARD_MARGIN, PLACARD_PAGE, placardPdf, type PlacardWarning } from '../../src/records/placardPdf';
import type { DrawnText } from '../../src/records/pdfLayout';
import type { PlacardInput } from '../../src/records/procedureTypes';
import { photoSlots } from '../../src/rules/photoLayout';
import type { Language } from '../../src/rules/language';
import { FONTS } from './certificateFontsFixture';
import { JPEG, longColumn, photoPng, placardInput, POINTS, TEXTS, column } from './placardFixture';
import { filledRects, overlaps, qrReadBack, readPdf, squash, type PageRead } from './pdfReadBack';

async function make(input: PlacardInput) {
  const drawn: DrawnText[] = [];
  const warnings: PlacardWarning[] = [];
  const bytes = await placardPdf(input, FONTS, { onText: (t) => drawn.push(t), onWarning: (w) => warnings.push(w) });
  return { bytes, drawn, warnings, ...(await readPdf(bytes)) };
}

/** The texts drawn in each box, in order, one string per box (its lines joined by spaces). */
function boxTexts(drawn: readonly DrawnText[], page = 0): string[] {
  const byBox = new Map<string, string[]>();
  for (const t of drawn.filter((d) => d.page === page)) {
    const key = `${t.box.x},${t.box.y},${t.box.width},${t.box.height}`;
    byBox.set(key, [...(byBox.get(key) ?? []), t.text]);
  }
  return [...byBox.values()].map((lines) => lines.join(' '));
}

/** Every line drawn stays in its box, every text item (as read back) inside the page's margins, and no two overlap. */
function expectInside(drawn: readonly DrawnText[], pages: readonly PageRead[], paper: PlacardInput['paper']): void {
  const [W, H] = PLACARD_PAGE[paper];
  for (const t of drawn) {
    const b = t.box;
    expect(t.x, t.text).toBeGreaterThanOrEqual(b.x - 0.5);
    expect(t.x + t.width, t.text).toBeLessThanOrEqual(b.x + b.width + 0.5);
    expect(t.y - 0.2 * t.size, t.text).toBeGreaterThanOrEqual(b.y - 0.5);
    expect(t.y + 0.75 * t.size, t.text).toBeLessThanOrEqual(b.y + b.height + 0.5);
  }
  for (const page of pages) {
    expect(page.size).toEqual([W, H].map((n) => expect.closeTo(n, 1)));
    for (const it of page.items.filter((i) => i.angle === 0)) {
      expect(it.x, it.str).toBeGreaterThanOrEqual(PLACARD_MARGIN - 0.5);
      expect(it.x + it.width, it.str).toBeLessThanOrEqual(W - PLACARD_MARGIN + 0.5);
      expect(it.y - 0.2 * it.height, it.str).toBeGreaterThanOrEqual(PLACARD_MARGIN - 1);
      expect(it.y + 0.75 * it.height, it.str).toBeLessThanOrEqual(H - PLACARD_MARGIN + 0.5);
    }
    expect(overlaps(page.items)).toEqual([]);
  }
  // What was traced is what the PDF holds: each traced line is found on its baseline, in its place.
  for (const t of drawn) {
    const page = pages[t.page] as PageRead;
    const found = page.items.filter((i) => i.angle === 0 && Math.abs(i.y - t.y) < 0.6 && i.x >= t.x - 0.6 && i.x + i.width <= t.x + t.width + 0.6);
    expect(squash(found.sort((a, b) => a.x - b.x).map((i) => i.str).join('')), t.text).toBe(squash(t.text));
  }
}

describe('the placard PDF', () => {
  it.each(['a4', 'letter'] as const)('is one landscape %s page with its title and language', async (paper) => {
    const { pages, title, language, drawn } = await make(placardInput(['en'], { paper }));
    expect(pages).toHaveLength(1);
    const [w, h] = (pages[0] as PageRead).size;
    expect(w).toBeCloseTo(PLACARD_PAGE[paper][0], 0);
    expect(h).toBeCloseTo(PLACARD_PAGE[paper][1], 0);
    expect(w).toBeGreaterThan(h);
    expect(title).toContain('Hydraulic press PH-301');
    expect(title).toContain('press-ph301');
    expect(language).toBe('en-US');
    expectInside(drawn, pages, paper);
  });

  it('prints every field: the table cells, the steps, the notes, the names, the version and the approval', async () => {
    const input = placardInput(['en']);
    const { drawn } = await make(input);
    const boxes = boxTexts(drawn);
    const has = (needle: string) => expect(boxes.some((b) => squash(b).includes(squash(needle))), needle).toBe(true);
    const t = TEXTS.en;
    for (const row of t.rows) for (const cell of [row.tag, row.energy, row.device, row.method, row.lockout, row.verify]) has(cell);
    for (const text of [...t.apply, ...t.remove, ...t.notes, ...Object.values(t.headings)]) has(text);
    for (const text of [t.danger, t.title, t.machineName, t.intendedUseHeading, t.intendedUse, t.applyHeading, t.removeHeading, t.labels.scan, t.labels.preparedBy, t.labels.approvedBy, t.labels.date, t.labels.reviewBy]) has(text);
    for (const text of ['press-ph301', 'Version 3', 'OSHA 1910.147(c)(4)', 'Márcia Gonçalves', 'Maintenance manager', '2026-11-20', '2027-11-20', 'Jürgen Groß', 'Maintenance engineer', 'ed25519:7f3a9c21b4e8d05a', 'Page 1/1']) has(text);
    // The steps are numbered 1… in order, each number at the left of its step.
    const numbers = drawn.filter((d) => /^\d+$/.test(d.text) && d.size < 12).map((d) => d.text);
    expect(numbers.join(' ')).toContain('1 2 3 4 5 6 7');
    // The draft watermark is only on a draft.
    expect(drawn.some((d) => d.text === '—')).toBe(false);
  });

  it('two languages: every text in both, the second in its own colour, and the untranslated column says so', async () => {
    const input = placardInput(['en', 'es'], { columns: [column('en'), column('es', true)] });
    const { drawn, pages } = await make(input);
    expect(pages).toHaveLength(1);
    const boxes = boxTexts(drawn).map(squash);
    for (const lang of ['en', 'es'] as const) {
      const t = TEXTS[lang];
      for (const text of [t.title, t.machineName, t.intendedUse, ...t.apply, ...t.remove, ...t.notes, ...t.rows.flatMap((r) => [r.energy, r.device, r.method, r.lockout, r.verify]), t.labels.approvedBy, t.labels.scan]) {
        expect(boxes.some((b) => b.includes(squash(text))), `${lang}: ${text}`).toBe(true);
      }
    }
    expect(boxes.some((b) => b.includes(squash(`ES · ${TEXTS.es.labels.untranslated}`)))).toBe(true);
    expect(boxes.some((b) => b.includes(squash(TEXTS.en.labels.untranslated)))).toBe(false);
    expect(boxes.some((b) => b.includes(squash('DANGER · PELIGRO')))).toBe(true);
    expectInside(drawn, pages, 'a4');
  });

  const LANGS: [string, PlacardInput][] = [
    ...(['pt', 'en', 'es', 'fr', 'de'] as Language[]).map((l): [string, PlacardInput] => [l, placardInput([l])]),
    ...(['pt', 'en', 'es', 'fr', 'de'] as Language[]).map((l): [string, PlacardInput] => [`${l} on Letter, a draft`, placardInput([l], { paper: 'letter', approval: null })]),
    ['en + es', placardInput(['en', 'es'])],
    ['de + fr on Letter', placardInput(['de', 'fr'], { paper: 'letter' })],
    ['long German texts', placardInput(['de'], { columns: [longColumn('de')] })],
    ['long German and French texts', placardInput(['de', 'fr'], { columns: [longColumn('de'), longColumn('fr')], paper: 'letter', preparedBy: { name: 'W'.repeat(120), role: 'Sicherheitsingenieurin '.repeat(6) }, approval: { name: 'Maximilian Ærøskøbing Müller-Lüdenscheidt von Hohenzollern-Sigmaringen und Großwürdenbach-Schwarzenberg Ende', role: 'Leiterin Instandhaltung und Arbeitssicherheit', date: '2026-11-20', reviewBy: '2027-11-20' }, machineId: 'x'.repeat(64) })],
  ];
  it.each(LANGS)('(%s) every text stays in its box and on the page, none overlapping', async (_what, input) => {
    const { drawn, pages, warnings } = await make(input);
    expect(drawn.length).toBeGreaterThan(100);
    expectInside(drawn, pages, input.paper);
    expect(warnings).toEqual([]);
  });

  it('more text than the page holds: cut with an ellipsis, still inside its box, never over another', async () => {
    const huge = (language: Language) => {
      const c = longColumn(language);
      const more = (list: readonly string[], n: number) => Array.from({ length: n }, (_, i) => `${list[i % list.length] as string} ${list[(i + 1) % list.length] as string}`);
      return { ...c, apply: more(c.apply, 12), remove: more(c.remove, 10), notes: more(c.notes, 8) };
    };
    const input = placardInput(['de', 'fr'], { columns: [huge('de'), huge('fr')] });
    const { drawn, pages } = await make(input);
    expectInside(drawn, pages, 'a4');
    expect(drawn.some((d) => d.text.endsWith('…'))).toBe(true);
  });

  it('a character neither Barlow subset has prints as "?" and is reported, not a crash', async () => {
    const { drawn, warnings } = await make(placardInput(['en'], { columns: [{ ...column('en'), machineName: 'Пресс PH-301 李' }] }));
    expect(warnings).toEqual([{ kind: 'missing_characters', characters: ['П', 'р', 'е', 'с', '李'] }]);
    expect(drawn.some((d) => d.text === 'Пресс PH-301 李')).toBe(true);
  });

  it('long texts: a 120-character machine name is printed whole, a 600-character intended use too', async () => {
    const col = longColumn('de');
    const { drawn } = await make(placardInput(['de'], { columns: [col] }));
    const boxes = boxTexts(drawn).map(squash);
    expect([...col.machineName]).toHaveLength(120);
    expect(boxes).toContain(squash(col.machineName));
    expect([...col.intendedUse]).toHaveLength(600);
    expect(boxes.some((b) => b.includes(squash(col.intendedUse)))).toBe(true);
  });

  it('draws exactly the QR code of the address, upright, on every page', async () => {
    const input = placardInput(['en'], { columns: [{ ...column('en'), rows: twentyRows('en') }] });
    const { bytes, pages } = await make(input);
    expect(pages.length).toBeGreaterThan(1);
    for (let p = 0; p < pages.length; p++) {
      const { drawn, expected, n, moduleMm } = await qrReadBack(bytes, input.qr, p);
      expect(drawn.size).toBe(expected.size);
      expect([...drawn].filter((k) => !expected.has(k))).toEqual([]);
      for (const [r, c] of [[0, 0], [0, n - 7], [n - 7, 0]] as const) for (let k = 0; k < 7; k++) expect(drawn.has(`${r},${c + k}`)).toBe(true);
      expect(moduleMm).toBeGreaterThanOrEqual(0.35);
    }
  });

  it('refuses an address too long for a QR code a phone reads at the printed size', async () => {
    await expect(placardPdf(placardInput(['en'], { qr: `https://loto.example.com/${'x'.repeat(1500)}` }), FONTS)).rejects.toThrow(/QR/);
  });

  it('a 20-row table continues on a second page with its headings repeated, header and footer on each page', async () => {
    const rows = twentyRows('en');
    const { drawn, pages } = await make(placardInput(['en'], { columns: [{ ...column('en'), rows }] }));
    expect(pages).toHaveLength(2);
    const t = TEXTS.en;
    for (const p of [0, 1]) {
      const boxes = boxTexts(drawn, p).map(squash);
      for (const text of [...Object.values(t.headings), t.danger, t.title, t.machineName, t.labels.approvedBy, 'Márcia Gonçalves', `Page ${p + 1}/2`]) expect(boxes.some((b) => b.includes(squash(text))), `page ${p + 1}: ${text}`).toBe(true);
    }
    // Each source is printed once, in order, across the two pages.
    const tags = drawn.filter((d) => /^[EHPG]\d+$/.test(d.text)).map((d) => d.text);
    expect(tags).toEqual(rows.map((r) => r.tag));
    expect(drawn.filter((d) => d.page === 1 && /^[EHPG]\d+$/.test(d.text)).length).toBeGreaterThan(0);
    expectInside(drawn, pages, 'a4');
  });

  it('a draft has a diagonal DRAFT watermark and "—" where the approval would be; an approved one has neither', async () => {
    const draft = await make(placardInput(['en'], { approval: null }));
    const marks = draft.pages[0]!.items.filter((i) => i.angle !== 0);
    expect(marks.map((i) => i.str)).toEqual(['DRAFT']);
    expect(marks[0]!.angle).toBeGreaterThan(0.3);
    expect(draft.drawn.filter((d) => d.text === '—')).toHaveLength(3);
    expect(boxTexts(draft.drawn).join(' ')).not.toContain('Márcia');
    const approved = await make(placardInput(['en']));
    expect(approved.pages[0]!.items.filter((i) => i.angle !== 0)).toEqual([]);
    expect(approved.drawn.filter((d) => d.text === '—')).toHaveLength(0);
  });

  it.each([
    ['one photo', [{ bytes: photoPng(420, 300), type: 'image/png' as const, width: 420, height: 300 }]],
    ['three photos (PNG, JPEG, PNG)', [
      { bytes: photoPng(300, 400), type: 'image/png' as const, width: 300, height: 400 },
      { bytes: JPEG, type: 'image/jpeg' as const, width: 120, height: 90 },
      { bytes: photoPng(400, 300, 60), type: 'image/png' as const, width: 400, height: 300 },
    ]],
  ])('%s: laid out as photoSlots lays them out, each marker at its isolation point', async (_what, photos) => {
    const { pages } = await make(placardInput(['en'], { photos }));
    const page = pages[0] as PageRead;
    expect(page.images).toHaveLength(photos.length);
    const slots = photoSlots(photos);
    // The grid's place on the page, from each drawn photo and its slot: the same for every photo.
    const maps = page.images.map((img, i) => {
      const s = slots[i]!;
      const sx = img.width / s.width;
      const sy = img.height / s.height;
      return { sx, sy, x0: img.x - s.x * sx, top: img.y + img.height + s.y * sy };
    });
    for (const m of maps) {
      expect(m.sx).toBeCloseTo(maps[0]!.sx, 3);
      expect(m.sy).toBeCloseTo(maps[0]!.sy, 3);
      expect(m.x0).toBeCloseTo(maps[0]!.x0, 2);
      expect(m.top).toBeCloseTo(maps[0]!.top, 2);
    }
    // The area keeps the scene's 10 : 7 shape.
    expect((1000 * maps[0]!.sx) / (600 * maps[0]!.sy)).toBeCloseTo(10 / 7, 3);
    const { sx, sy, x0, top } = maps[0]!;
    for (const p of POINTS) {
      const ex = x0 + p.x * sx;
      const ey = top - p.y * sy;
      const near = page.items.filter((i) => i.str === String(p.number) && Math.abs(i.x + i.width / 2 - ex) < 1 && Math.abs(i.y + 0.34 * i.height - ey) < 1);
      expect(near, `marker ${p.number}`).toHaveLength(1);
    }
  });

  it('without photos: a plain grey box with the markers; a photo that cannot be read is a grey box, never a crash', async () => {
    const none = await make(placardInput(['en'], { photos: [] }));
    expect(none.pages[0]!.images).toEqual([]);
    // The markers: numbers in 16-point circles.
    expect(none.drawn.filter((d) => d.box.width === 16 && d.box.height === 16).map((d) => d.text)).toEqual(['1', '2', '3', '4', '5']);
    const photos: PlacardInput['photos'] = [
      { bytes: photoPng(300, 400), type: 'image/png', width: 300, height: 400 },
      { bytes: Uint8Array.of(0xff, 0xd8, 1, 2, 3), type: 'image/jpeg', width: 300, height: 400 },
      { bytes: JPEG, type: 'image/png', width: 120, height: 90 },
    ];
    const broken = await make(placardInput(['en'], { photos }));
    expect(broken.warnings).toEqual([{ kind: 'photo_unreadable', index: 1 }]);
    // The JPEG given as a PNG is still read; the broken one is a grey box where its slot is.
    expect(broken.pages[0]!.images).toHaveLength(2);
    const greyBoxes = await filledRects(broken.bytes, '0.74 0.75 0.77');
    expect(greyBoxes).toHaveLength(1);
    expect(await filledRects((await make(placardInput(['en']))).bytes, '0.74 0.75 0.77')).toEqual([]);
    const [first, third] = broken.pages[0]!.images;
    const box = greyBoxes[0]!;
    expect(box.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(box.x + box.width).toBeLessThan(third!.x + 1);
  });
});

/** Twenty sources: the press's five, four times over, tagged E1…, H1…, P1…, G1…. */
function twentyRows(language: Language): PlacardInput['columns'][0]['rows'] {
  const counts = new Map<string, number>();
  return Array.from({ length: 20 }, (_, i) => {
    const r = TEXTS[language].rows[i % 5]!;
    const letter = r.tag.charAt(0);
    const n = (counts.get(letter) ?? 0) + 1;
    counts.set(letter, n);
    return { ...r, tag: `${letter}${n}`, point: null };
  });
}

describe.runIf(process.env.PLACARD_OUT)('the placards to look at', () => {
  it('writes en, pt and en+es placards on A4 and Letter to PLACARD_OUT', async () => {
    const dir = process.env.PLACARD_OUT as string;
    mkdirSync(dir, { recursive: true });
    const cases: [string, PlacardInput][] = [
      ['en-a4', placardInput(['en'])],
      ['pt-a4', placardInput(['pt'])],
      ['en-es-a4', placardInput(['en', 'es'])],
      ['en-letter', placardInput(['en'], { paper: 'letter' })],
      ['de-letter', placardInput(['de'], { paper: 'letter', approval: null })],
      ['en-es-letter', placardInput(['en', 'es'], { paper: 'letter' })],
      ['fr-a4-20rows', placardInput(['fr'], { columns: [{ ...column('fr'), rows: twentyRows('fr') }] })],
    ];
    for (const [name, input] of cases) writeFileSync(join(dir, `placard-${name}.pdf`), await placardPdf(input, FONTS));
  }, 120_000);
});
