/**
 * The certification of a periodic inspection of an energy control procedure (OSHA
 * 1910.147(c)(6)(ii): the machine, the date, the employees included and the inspector), as a
 * portrait A4 or US Letter PDF: the title and clause, the label/value fields, the employees, the
 * deviations and what was done, the statement and the inspector's signature line. Long lists
 * continue on further pages (their heading repeated, the title and footer on each); every text
 * fits its box (pdfLayout.ts).
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { LANGUAGE_TAGS } from '../rules/language';
import { family } from './certificatePdf';
import type { CertificateFonts } from './certificateFonts';
import { LEADING, Writer, type Box, type DrawnText, type Para } from './pdfLayout';
import type { InspectionCertificateInput } from './procedureTypes';

/** The page sizes, portrait, in PDF points. */
export const INSPECTION_PAGE = { a4: [595.28, 841.89], letter: [612, 792] } as const satisfies Record<InspectionCertificateInput['paper'], readonly [number, number]>;
/** The margin around the content. */
export const INSPECTION_MARGIN = 48;

/** Options of inspectionPdf. */
export interface InspectionPdfOptions {
  /** Characters neither font has (printed as '?'). */
  readonly onMissingCharacters?: (characters: readonly string[]) => void;
  /** Each line of text drawn, with the box it was fitted into (for tests). */
  readonly onText?: (text: DrawnText) => void;
}

const NAVY = rgb(0.07, 0.15, 0.27);
const INK = rgb(0.12, 0.13, 0.15);
const GREY = rgb(0.36, 0.38, 0.42);
const RULE = rgb(0.75, 0.77, 0.8);
const YELLOW = rgb(0.96, 0.72, 0);
const SIZE = 10;

/** The inspection certification as PDF bytes. */
export async function inspectionPdf(input: InspectionCertificateInput, fonts: CertificateFonts, options: InspectionPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await family(doc, fonts.regular);
  const bold = await family(doc, fonts.bold);
  const w = new Writer(options.onText);
  const [W, H] = INSPECTION_PAGE[input.paper];
  const M = INSPECTION_MARGIN;
  const cw = W - 2 * M;
  doc.setTitle(`${input.title} – ${input.inspector}`);
  doc.setSubject(input.clause);
  doc.setLanguage(LANGUAGE_TAGS[input.language]);
  doc.setCreator('LOTO Trainer');
  doc.setProducer('LOTO Trainer (pdf-lib)');

  const FOOTER_TOP = M + 14;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const newPage = (): void => {
    page = doc.addPage([W, H]);
    pages.push(page);
    const pi = pages.length - 1;
    // The title in full on the first page, smaller on the next ones; the clause under it.
    const titleH = pi === 0 ? 52 : 26;
    w.box(page, pi, [{ text: input.title, family: bold, color: NAVY }], { x: M, y: H - M - titleH, width: cw, height: titleH }, pi === 0 ? 20 : 12, 8, 'bottom');
    w.box(page, pi, [{ text: input.clause, family: regular, color: GREY }], { x: M, y: H - M - titleH - 16, width: cw, height: 14 }, 10, 5);
    page.drawRectangle({ x: M, y: H - M - titleH - 24, width: cw, height: 3, color: YELLOW });
    y = H - M - titleH - 36;
  };
  /** Makes room for `h` points, on a new page when this one is full. */
  const room = (h: number): void => {
    if (y - h < FOOTER_TOP + 8) newPage();
  };
  const pi = () => pages.length - 1;
  const bodyRoom = () => H - M - 26 - 36 - FOOTER_TOP - 8;

  newPage();

  // The fields: a label column and a value column, each value up to six lines.
  const labelW = cw * 0.32;
  const valueW = cw - labelW - 12;
  for (const field of input.fields) {
    const label: Para[] = [{ text: field.label, family: regular, color: GREY }];
    const value: Para[] = [{ text: field.value, family: bold, color: INK }];
    const h = Math.min(6 * SIZE * LEADING, Math.max(w.height(page, label, SIZE, labelW), w.height(page, value, SIZE, valueW))) + 6;
    room(h);
    w.box(page, pi(), label, { x: M, y: y - h + 3, width: labelW, height: h - 6 }, SIZE, 6);
    w.box(page, pi(), value, { x: M + labelW + 12, y: y - h + 3, width: valueW, height: h - 6 }, SIZE, 6);
    page.drawLine({ start: { x: M, y: y - h }, end: { x: M + cw, y: y - h }, thickness: 0.5, color: RULE });
    y -= h;
  }
  y -= 10;

  /** A heading and its numbered items; the heading is repeated on each page the list reaches. */
  const list = (heading: string, items: readonly string[], numbered: boolean): void => {
    const headH = 22;
    const itemParas = (text: string, n: number): Para[] => [{ text, family: regular, color: INK, marker: numbered ? `${n}.` : '•', markerFamily: numbered ? bold : regular, markerColor: GREY, indent: 2.2 }];
    const itemHeight = (text: string, n: number) => Math.min(bodyRoom() - headH - 4, w.height(page, itemParas(text, n), SIZE, cw)) + 4;
    const drawHeading = (): void => {
      w.box(page, pi(), [{ text: heading, family: bold, color: NAVY }], { x: M, y: y - headH + 4, width: cw, height: headH - 6 }, 12, 6, 'bottom');
      page.drawLine({ start: { x: M, y: y - headH + 2 }, end: { x: M + cw, y: y - headH + 2 }, thickness: 0.8, color: NAVY });
      y -= headH + 2;
    };
    // The heading stays with its first item.
    room(headH + 2 + (items.length > 0 ? itemHeight(items[0] as string, 1) : 0));
    drawHeading();
    items.forEach((text, i) => {
      const h = itemHeight(text, i + 1);
      if (y - h < FOOTER_TOP + 8) {
        newPage();
        drawHeading();
      }
      w.box(page, pi(), itemParas(text, i + 1), { x: M, y: y - h + 2, width: cw, height: h - 4 }, SIZE, 6);
      y -= h;
    });
    y -= 10;
  };
  list(input.employeesHeading, input.employees, true);
  list(input.deviationsHeading, input.deviations, false);

  // The statement and the signature, together.
  const statement: Para[] = [{ text: input.statement, family: regular, color: INK }];
  const statementH = Math.min(bodyRoom() - 90, w.height(page, statement, SIZE + 1, cw)) + 6;
  const signatureH = 78;
  room(statementH + signatureH);
  w.box(page, pi(), statement, { x: M, y: y - statementH + 3, width: cw, height: statementH - 6 }, SIZE + 1, 6);
  y -= statementH;
  const lineY = y - 46;
  const sigW = Math.min(280, cw);
  page.drawLine({ start: { x: M, y: lineY }, end: { x: M + sigW, y: lineY }, thickness: 0.7, color: INK });
  w.box(page, pi(), [{ text: input.inspector, family: bold, color: INK }], { x: M, y: lineY - 18, width: sigW, height: 15 }, 11, 6);
  w.box(page, pi(), [{ text: input.signatureLabel, family: regular, color: GREY }], { x: M, y: lineY - 31, width: sigW, height: 12 }, 9, 5);

  // The footer on every page, with the page number.
  pages.forEach((p, i) => {
    p.drawLine({ start: { x: M, y: FOOTER_TOP }, end: { x: M + cw, y: FOOTER_TOP }, thickness: 0.5, color: RULE });
    const number = `${i + 1}/${pages.length}`;
    const box: Box = { x: M, y: M - 4, width: cw - 40, height: 14 };
    w.box(p, i, [{ text: input.footer, family: regular, color: GREY }], box, 8, 4.5);
    w.box(p, i, [{ text: number, family: regular, color: GREY, align: 'right' }], { x: M + cw - 36, y: M - 4, width: 36, height: 14 }, 8, 4.5);
  });

  const missing = w.missing();
  if (missing.length > 0) options.onMissingCharacters?.(missing);
  return doc.save();
}
