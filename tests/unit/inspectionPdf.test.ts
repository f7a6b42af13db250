import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSPECTION_MARGIN, INSPECTION_PAGE, inspectionPdf } from '../../src/records/inspectionPdf';
import type { DrawnText } from '../../src/records/pdfLayout';
import type { InspectionCertificateInput } from '../../src/records/procedureTypes';
import { FONTS } from './certificateFontsFixture';
import { inspectionInput } from './placardFixture';
import { overlaps, readPdf, squash, type PageRead } from './pdfReadBack';

async function make(input: InspectionCertificateInput) {
  const drawn: DrawnText[] = [];
  const missing: string[] = [];
  const bytes = await inspectionPdf(input, FONTS, { onText: (t) => drawn.push(t), onMissingCharacters: (c) => missing.push(...c) });
  return { bytes, drawn, missing, ...(await readPdf(bytes)) };
}

/** Every line in its box, every item inside the margins, none overlapping. */
function expectInside(drawn: readonly DrawnText[], pages: readonly PageRead[], paper: InspectionCertificateInput['paper']): void {
  const [W, H] = INSPECTION_PAGE[paper];
  for (const t of drawn) {
    expect(t.x, t.text).toBeGreaterThanOrEqual(t.box.x - 0.5);
    expect(t.x + t.width, t.text).toBeLessThanOrEqual(t.box.x + t.box.width + 0.5);
    expect(t.y - 0.2 * t.size, t.text).toBeGreaterThanOrEqual(t.box.y - 0.5);
    expect(t.y + 0.75 * t.size, t.text).toBeLessThanOrEqual(t.box.y + t.box.height + 0.5);
  }
  for (const page of pages) {
    expect(page.size[0]).toBeCloseTo(W, 0);
    expect(page.size[1]).toBeCloseTo(H, 0);
    for (const it of page.items) {
      expect(it.x, it.str).toBeGreaterThanOrEqual(INSPECTION_MARGIN - 0.5);
      expect(it.x + it.width, it.str).toBeLessThanOrEqual(W - INSPECTION_MARGIN + 0.5);
      expect(it.y - 0.2 * it.height, it.str).toBeGreaterThanOrEqual(INSPECTION_MARGIN - 5);
      expect(it.y + 0.75 * it.height, it.str).toBeLessThanOrEqual(H - INSPECTION_MARGIN + 0.5);
    }
    expect(overlaps(page.items)).toEqual([]);
  }
}

const boxTexts = (drawn: readonly DrawnText[]) => {
  const byBox = new Map<string, string[]>();
  for (const t of drawn) {
    const key = `${t.page}:${t.box.x},${t.box.y},${t.box.width},${t.box.height}`;
    byBox.set(key, [...(byBox.get(key) ?? []), t.text]);
  }
  return [...byBox.values()].map((l) => squash(l.join(' ')));
};

describe('the inspection certification PDF', () => {
  it.each(['a4', 'letter'] as const)('is one portrait %s page with the title, clause, every field, the employees, the deviations, the statement and the inspector', async (paper) => {
    const input = inspectionInput(4, { paper });
    const { pages, drawn, title, language, missing } = await make(input);
    expect(pages).toHaveLength(1);
    const [w, h] = (pages[0] as PageRead).size;
    expect(h).toBeGreaterThan(w);
    expect(title).toContain(input.title);
    expect(language).toBe('en-US');
    const boxes = boxTexts(drawn);
    for (const text of [input.title, input.clause, ...input.fields.flatMap((f) => [f.label, f.value]), input.employeesHeading, ...input.employees, input.deviationsHeading, ...input.deviations, input.statement, input.signatureLabel, input.inspector, input.footer, '1/1']) {
      expect(boxes.some((b) => b.includes(squash(text))), text).toBe(true);
    }
    // The inspector's name is under the signature line, on the page itself.
    expect((pages[0] as PageRead).lines).toContain(input.inspector);
    expectInside(drawn, pages, paper);
    expect(missing).toEqual([]);
  });

  it('50 employees continue on a second page, the heading repeated; every name is printed once', async () => {
    const input = inspectionInput(50);
    const { pages, drawn } = await make(input);
    expect(pages).toHaveLength(2);
    const boxes = boxTexts(drawn);
    for (const name of input.employees) expect(boxes.filter((b) => b.endsWith(squash(name)) || b === squash(name)).length, name).toBe(1);
    const headings = drawn.filter((d) => d.text === input.employeesHeading);
    expect(headings.map((d) => d.page)).toEqual([0, 1]);
    for (const p of [0, 1]) {
      expect(drawn.some((d) => d.page === p && d.text === input.footer)).toBe(true);
      expect(drawn.some((d) => d.page === p && d.text === `${p + 1}/2`)).toBe(true);
    }
    // The statement and the signature are on the last page, together.
    expect(drawn.find((d) => d.text === input.inspector)?.page).toBe(1);
    expectInside(drawn, pages, 'a4');
  });

  it('long texts (German, 600-character values, 120-character names) stay in their boxes', async () => {
    const long = (s: string, n: number) => (s + ' ').repeat(Math.ceil(n / (s.length + 1))).slice(0, n).trim();
    const input = inspectionInput(12, {
      language: 'de',
      paper: 'letter',
      title: long('Wiederkehrende Prüfung eines Verfahrens zur Beherrschung gefährlicher Energien', 200),
      fields: [
        { label: long('Maschine oder Anlage', 80), value: long('Hydraulische Presse PH-301 (press-ph301)', 300) },
        { label: 'Beobachtet', value: long('Werkzeugwechsel in der Spätschicht: Abschalten, Freischalten, Entlastung des Hydrospeichers und Prüfung.', 600) },
      ],
      employees: Array.from({ length: 12 }, (_, i) => long(`Maximilian Müller-Lüdenscheidt ${i}`, 120)),
      deviations: Array.from({ length: 3 }, () => long('Das Entlastungsventil V-2 war nicht offen gesichert. Sofort behoben; die Gruppe wurde nachgeschult.', 400)),
      statement: long('Ich bestätige, dass diese wiederkehrende Prüfung durchgeführt wurde.', 600),
      inspector: 'W'.repeat(120),
      footer: long('LOTO Trainer · press-ph301', 300),
    });
    const { pages, drawn } = await make(input);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expectInside(drawn, pages, 'letter');
  });
});

describe.runIf(process.env.PLACARD_OUT)('the inspection certification to look at', () => {
  it('writes an A4 and a two-page Letter certification to PLACARD_OUT', async () => {
    const dir = process.env.PLACARD_OUT as string;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'inspection-en-a4.pdf'), await inspectionPdf(inspectionInput(6), FONTS));
    writeFileSync(join(dir, 'inspection-en-letter-50.pdf'), await inspectionPdf(inspectionInput(50, { paper: 'letter' }), FONTS));
  }, 60_000);
});
