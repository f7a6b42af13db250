/**
 * The placard posted at the machine (issue 26): one landscape page (A4 or US Letter) with a red
 * DANGER band, the machine, its identifier, the procedure's version and clause, the annotated
 * photo with the numbered isolation points, the energy source table, the steps to apply and to
 * remove the lockout, the notes, who prepared and approved it, and the QR code of its practice.
 * In one language or two: in two, every text is given in the first language and then, in blue,
 * in the second. The energy table continues on further pages (its headings repeated, header and
 * footer on each) only when it does not fit. Every text fits its box (pdfLayout.ts); a draft
 * (no approval) is printed with a DRAFT watermark.
 */
import fontkit from '@pdf-lib/fontkit';
import { degrees, PDFDocument, rgb, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { LANGUAGE_TAGS } from '../rules/language';
import { GRID, photoSlots } from '../rules/photoLayout';
import { drawQr, family, MIN_QR_MODULE_MM, type Family } from './certificatePdf';
import type { CertificateFonts } from './certificateFonts';
import { LEADING, Writer, type Box, type DrawnText, type Para } from './pdfLayout';
import type { PlacardColumn, PlacardInput } from './procedureTypes';

/** The page sizes, landscape, in PDF points. */
export const PLACARD_PAGE = { a4: [841.89, 595.28], letter: [792, 612] } as const satisfies Record<PlacardInput['paper'], readonly [number, number]>;
/** The margin around the content. */
export const PLACARD_MARGIN = 22;
/** The QR code's printed side (28.2 mm: an address with the approval stamp, about 450 characters, at modules of at least 0.35 mm). */
export const PLACARD_QR_SIDE = 80;

/** Something the placard could not print as given; the placard is still made. */
export type PlacardWarning =
  | { readonly kind: 'missing_characters'; readonly characters: readonly string[] }
  /** A photo that could not be read is printed as a grey box. */
  | { readonly kind: 'photo_unreadable'; readonly index: number };

/** Options of placardPdf. */
export interface PlacardPdfOptions {
  readonly onWarning?: (warning: PlacardWarning) => void;
  /** Each line of text drawn, with the box it was fitted into (for tests). */
  readonly onText?: (text: DrawnText) => void;
  /** Where the photo area (the 1000 × 600 grid) lies on the first page, and each marker's centre (for tests). */
  readonly onPhotoArea?: (area: Box, markers: readonly { readonly number: number; readonly x: number; readonly y: number }[]) => void;
}

const RED = rgb(0.784, 0.063, 0.137);
const INK = rgb(0.1, 0.11, 0.13);
/** The second language's colour. */
const SECOND = rgb(0.04, 0.3, 0.58);
const GREY = rgb(0.36, 0.38, 0.42);
const RULE = rgb(0.7, 0.72, 0.76);
const HEAD = rgb(0.13, 0.16, 0.22);
const ZEBRA = rgb(0.95, 0.955, 0.965);
const WHITE = rgb(1, 1, 1);
const PALE = rgb(0.8, 0.84, 0.9);
const PHOTO_GREY = rgb(0.88, 0.89, 0.9);
const BROKEN_GREY = rgb(0.74, 0.75, 0.77);
const NOTE_BG = rgb(1, 0.96, 0.82);
const NOTE_RULE = rgb(0.93, 0.67, 0);

/** A tag's cell colour and text colour by the first letter of the tag (the tag's text is always printed too). */
const TAG_COLOURS: Record<string, readonly [RGB, RGB]> = {
  E: [rgb(1, 0.8, 0), INK],
  H: [rgb(0.96, 0.5, 0.1), INK],
  P: [rgb(0.07, 0.36, 0.72), WHITE],
  G: [rgb(0.42, 0.2, 0.6), WHITE],
  M: [rgb(0, 0.48, 0.3), WHITE],
  S: [rgb(0, 0.44, 0.5), WHITE],
  T: [rgb(0.7, 0.08, 0.08), WHITE],
  C: [rgb(0.45, 0.3, 0.15), WHITE],
};
const OTHER_TAG: readonly [RGB, RGB] = [rgb(0.35, 0.36, 0.38), WHITE];

/** The energy table's columns, in order, with their share of the table's width. */
const COLUMNS = ['tag', 'energy', 'device', 'method', 'lockout', 'verify'] as const;
/** The tag column's share of the table's width; the others share the rest by how much text they hold. */
const TAG_SHARE = 0.085;
/** The left column's share of the width (the photo's), widest first: a narrower one leaves the table more room. */
const SHARE_CHOICES = [0.35, 0.31, 0.28, 0.25] as const;

/** The table and the steps are set at one size, the largest from MAX_SIZE down to MIN_SIZE at which all fits one page. */
const MAX_SIZE = 10;
const MIN_SIZE = 6.5;
/** Two languages hold twice the text: down to this size before the table continues on another page. */
const MIN_SIZE_BILINGUAL = 6;
/** The size the table and steps are set at when the table continues on another page. */
const PAGED_SIZE = 7.5;
const GAP = 8;

/** True when `url` fits the placard's QR code at a printed module a phone reads (MIN_QR_MODULE_MM). */
export function placardQrFits(url: string): boolean {
  try {
    const n = QRCode.create(url, { errorCorrectionLevel: 'L' }).modules.size;
    return ((PLACARD_QR_SIDE / 72) * 25.4) / (n + 4) >= MIN_QR_MODULE_MM;
  } catch {
    return false;
  }
}

interface Fonts {
  readonly regular: Family;
  readonly bold: Family;
}

/** A text in each language of the placard: the first in ink, the second in blue. */
function both(cols: readonly PlacardColumn[], pick: (c: PlacardColumn) => string, fonts: Fonts, first: Partial<Para> = {}, second: Partial<Para> = {}): Para[] {
  return cols.map((c, i) =>
    i === 0 ? { text: pick(c), family: fonts.regular, color: INK, ...first } : { text: pick(c), family: fonts.regular, color: SECOND, gap: 0.15, ...second },
  );
}

async function embedPhoto(doc: PDFDocument, photo: PlacardInput['photos'][number]): Promise<PDFImage | null> {
  const tries = photo.type === 'image/png' ? [() => doc.embedPng(photo.bytes), () => doc.embedJpg(photo.bytes)] : [() => doc.embedJpg(photo.bytes), () => doc.embedPng(photo.bytes)];
  for (const attempt of tries) {
    try {
      return await attempt();
    } catch {
      // Not this format (or not an image): try the other, then give up.
    }
  }
  return null;
}

/** The safety alert symbol (a triangle with an exclamation mark), `side` wide, its bottom left at (x, y). */
function drawAlert(page: PDFPage, x: number, y: number, side: number): void {
  const h = side * 0.88;
  page.drawSvgPath(`M0 ${h}L${side / 2} 0L${side} ${h}Z`, { x, y: y + h, color: WHITE });
  const bar = side * 0.11;
  page.drawSvgPath(`M${side / 2 - bar / 2} ${h * 0.3}h${bar}l${-bar * 0.15} ${h * 0.38}h${-bar * 0.7}z`, { x, y: y + h, color: RED });
  page.drawCircle({ x: x + side / 2, y: y + h * 0.17, size: bar * 0.62, color: RED });
}

/** A numbered marker: a filled circle with its number, ringed in white so it shows on any photo. */
function drawMarker(w: Writer, page: PDFPage, pageIndex: number, bold: Family, n: number, x: number, y: number, r: number): void {
  page.drawCircle({ x, y, size: r + 1.6, color: WHITE });
  page.drawCircle({ x, y, size: r, color: RED });
  const text = String(n);
  const natural = w.width(page, bold, text, r * 1.25);
  const size = natural > r * 1.6 ? (r * 1.25 * r * 1.6) / natural : r * 1.25;
  w.line(page, pageIndex, bold, text, x, y - size * 0.34, size, WHITE, 'center', { x: x - r, y: y - r, width: 2 * r, height: 2 * r });
}

/**
 * The placard as PDF bytes. Throws when `input.qr` does not fit a QR code a phone reads at the
 * printed size (see placardQrFits).
 */
export async function placardPdf(input: PlacardInput, fonts: CertificateFonts, options: PlacardPdfOptions = {}): Promise<Uint8Array> {
  if (!placardQrFits(input.qr)) throw new Error(`placardPdf: the address (${input.qr.length} characters) is too long for the placard's QR code`);
  const cols: readonly PlacardColumn[] = input.columns;
  const first = input.columns[0];
  const bilingual = cols.length > 1;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const f: Fonts = { regular: await family(doc, fonts.regular), bold: await family(doc, fonts.bold) };
  const w = new Writer(options.onText);
  const [W, H] = PLACARD_PAGE[input.paper];
  const M = PLACARD_MARGIN;
  const cw = W - 2 * M;

  doc.setTitle(`${first.title} – ${first.machineName} (${input.machineId}) – ${first.labels.version} ${input.version}`);
  doc.setSubject(input.clause);
  doc.setLanguage(LANGUAGE_TAGS[first.language]);
  doc.setCreator('LOTO Trainer');
  doc.setProducer('LOTO Trainer (pdf-lib)');
  doc.setKeywords([input.machineId, `v${input.version}`, ...(input.keyId ? [input.keyId] : [])]);
  if (input.approval && /^\d{4}-\d{2}-\d{2}$/.test(input.approval.date)) {
    // The approval's day keeps one version's PDF the same bytes each time it is printed.
    const day = new Date(`${input.approval.date}T00:00:00Z`);
    if (!Number.isNaN(day.getTime())) {
      doc.setCreationDate(day);
      doc.setModificationDate(day);
    }
  }

  // Vertical bands: the red band, the machine strip, the body, the footer.
  const BAND_H = 38;
  const INFO_H = bilingual ? 50 : 46;
  const FOOT_H = PLACARD_QR_SIDE + 4;
  const bandY = H - M - BAND_H;
  const infoY = bandY - 6 - INFO_H;
  const bodyTop = infoY - GAP;
  const bodyBottom = M + FOOT_H + GAP;
  const bodyH = bodyTop - bodyBottom;

  // ---- The energy table: rows measured at a size, split over pages. ----
  const pairs = first.rows.map((row, i) => ({ tag: row.tag, point: row.point ?? null, cells: cols.map((c) => c.rows[i] ?? row) }));
  const cellPad = 3;
  // Each text column's share grows with the text it holds (less than in proportion), at least 9 %.
  const weights = COLUMNS.slice(1).map((key) => {
    const chars = pairs.reduce((n, p) => n + p.cells.reduce((m, c) => m + [...c[key]].length, 0), 0) / Math.max(1, pairs.length);
    return Math.pow(Math.max(8, chars), 0.75);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((x) => Math.max(0.09, ((1 - TAG_SHARE) * x) / sum));
  const rawSum = raw.reduce((a, b) => a + b, 0);
  const shares = [TAG_SHARE, ...raw.map((x) => ((1 - TAG_SHARE) * x) / rawSum)];
  const colX = (x0: number, width: number): { x: number; width: number }[] => {
    let x = x0;
    return shares.map((s) => {
      const cell = { x, width: width * s };
      x += width * s;
      return cell;
    });
  };
  // The first page, measured on before anything is drawn.
  const page1 = doc.addPage([W, H]);
  const probe = page1;
  const cellParas = (pair: (typeof pairs)[number], key: (typeof COLUMNS)[number]): Para[] =>
    pair.cells.map((row, i) => (i === 0 ? { text: row[key], family: f.regular, color: INK } : { text: row[key], family: f.regular, color: SECOND, gap: 0.15 }));
  const headParas = (key: (typeof COLUMNS)[number]): Para[] =>
    cols.map((c, i) => (i === 0 ? { text: c.headings[key], family: f.bold, color: WHITE, scale: 0.92 } : { text: c.headings[key], family: f.regular, color: PALE, scale: 0.85, gap: 0.1 }));
  const markerR = (size: number) => size * 1.1;
  /** The tag and its point's marker side by side when the cell is wide enough, else one above the other. */
  const tagSideBySide = (pair: (typeof pairs)[number], size: number, cellW: number) =>
    pair.point === null || w.width(probe, f.bold, pair.tag, size * 1.5) + 2 * markerR(size) + 10 <= cellW;
  const tagMin = (pair: (typeof pairs)[number], size: number, cellW: number) => {
    const tagH = size * 1.5 * LEADING;
    const badge = pair.point !== null ? 2 * markerR(size) + 4 : 0;
    return (tagSideBySide(pair, size, cellW) ? Math.max(tagH, badge) : tagH + badge) + 2 * cellPad;
  };
  const headHeight = (size: number, width: number) => Math.max(...colX(0, width).map((c, i) => w.height(probe, headParas(COLUMNS[i] as (typeof COLUMNS)[number]), size, c.width - 2 * cellPad))) + 2 * cellPad;
  const rowHeight = (pair: (typeof pairs)[number], size: number, width: number) => {
    const cells = colX(0, width);
    return Math.max(tagMin(pair, size, (cells[0] as { width: number }).width), ...cells.slice(1).map((c, i) => w.height(probe, cellParas(pair, COLUMNS[i + 1] as (typeof COLUMNS)[number]), size, c.width - 2 * cellPad) + 2 * cellPad));
  };
  const tableHeight = (size: number, width: number) => headHeight(size, width) + pairs.reduce((n, p) => n + rowHeight(p, size, width), 0);

  // ---- The steps, side by side under the table; the scope and the notes under the photo. ----
  const HEADING_H = bilingual ? 16 : 15;
  const stepParas = (pick: (c: PlacardColumn) => readonly string[]): Para[] =>
    pick(first).flatMap((_, k) =>
      cols.map((c, i): Para =>
        i === 0
          ? { text: pick(c)[k] ?? '', family: f.regular, color: INK, marker: `${k + 1}`, markerFamily: f.bold, markerColor: RED, indent: 1.5, gap: bilingual ? 0.35 : 0.45 }
          : { text: pick(c)[k] ?? '', family: f.regular, color: SECOND, indent: 1.5, gap: 0.05 },
      ),
    );
  const apply = stepParas((c) => c.apply);
  const remove = stepParas((c) => c.remove);
  const scope = both(cols, (c) => c.intendedUse, f);
  const notes: Para[] = first.notes.flatMap((_, k) =>
    cols.map((c, i): Para =>
      i === 0
        ? { text: c.notes[k] ?? '', family: f.regular, color: INK, marker: '!', markerFamily: f.bold, markerColor: RED, indent: 1.1, gap: 0.45 }
        : { text: c.notes[k] ?? '', family: f.regular, color: SECOND, indent: 1.1, gap: 0.1 },
    ),
  );

  /** The body's columns for a left column of `share` of the width: the photo and the scope at the left; the table and the steps at the right. */
  const PAD = 11;
  const geometry = (share: number) => {
    const leftW = Math.round(cw * share);
    const rightX = M + leftW + GAP + 4;
    const rightW = W - M - rightX;
    const frameH = (leftW - 2 * PAD) * 0.7 + 2 * PAD;
    const leftH = bodyH - frameH - GAP - HEADING_H - 4;
    return { leftW, rightX, rightW, stepW: (rightW - GAP) / 2, frameH, leftH };
  };
  type Geometry = ReturnType<typeof geometry>;
  const stepsHeight = (g: Geometry, size: number) => HEADING_H + 4 + Math.max(w.height(probe, apply, size, g.stepW), w.height(probe, remove, size, g.stepW));
  const leftHeight = (g: Geometry, size: number) => w.height(probe, scope, size, g.leftW - 8) + (notes.length > 0 ? w.height(probe, notes, size, g.leftW - 16) + 16 : 0);
  const fitsOnePage = (g: Geometry, size: number) => leftHeight(g, size) <= g.leftH && tableHeight(size, g.rightW) + GAP + stepsHeight(g, size) <= bodyH;

  // The largest size (and the widest photo at it) at which everything fits one page.
  let g = geometry(SHARE_CHOICES[0]);
  let size = PAGED_SIZE;
  let onePage = false;
  for (const share of SHARE_CHOICES) {
    const cand = geometry(share);
    // Binary search on the quarter-point grid from MIN_SIZE to MAX_SIZE.
    let lo = 0;
    const min = bilingual ? MIN_SIZE_BILINGUAL : MIN_SIZE;
    let hi = Math.round((MAX_SIZE - min) * 4);
    if (!fitsOnePage(cand, min)) continue;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fitsOnePage(cand, min + mid / 4)) lo = mid;
      else hi = mid - 1;
    }
    const s = min + lo / 4;
    if (!onePage || s > size + 1e-9) {
      g = cand;
      size = s;
      onePage = true;
    }
  }
  const { leftW, rightX, rightW, stepW } = g;
  const stepsH = onePage ? bodyH - tableHeight(size, rightW) - GAP : Math.min(stepsHeight(g, size), bodyH * 0.5);
  const tableH1 = bodyH - stepsH - GAP;
  // Rows never taller than the room on any page (the cells then fit their text smaller).
  const contW = cw;
  const maxRow = Math.min(tableH1 - headHeight(size, rightW), bodyH - headHeight(size, contW));
  const pages: { rows: { pair: (typeof pairs)[number]; index: number }[] }[] = [{ rows: [] }];
  {
    let used = headHeight(size, rightW);
    let room = tableH1;
    pairs.forEach((pair, index) => {
      const width = pages.length === 1 ? rightW : contW;
      const h = Math.min(maxRow, rowHeight(pair, size, width));
      if (used + h > room + 1e-6 && (pages[pages.length - 1] as (typeof pages)[number]).rows.length > 0) {
        pages.push({ rows: [] });
        used = headHeight(size, contW) + Math.min(maxRow, rowHeight(pair, size, contW));
        room = bodyH;
      } else used += h;
      (pages[pages.length - 1] as (typeof pages)[number]).rows.push({ pair, index });
    });
  }
  const total = pages.length;

  const drawTable = (page: PDFPage, pi: number, rows: (typeof pages)[number]['rows'], x0: number, top: number, width: number): void => {
    const cells = colX(x0, width);
    const hh = headHeight(size, width);
    page.drawRectangle({ x: x0, y: top - hh, width, height: hh, color: HEAD });
    cells.forEach((c, i) => {
      const key = COLUMNS[i] as (typeof COLUMNS)[number];
      w.box(page, pi, headParas(key).map((p) => (i === 0 ? { ...p, align: 'center' as const } : p)), { x: c.x + cellPad, y: top - hh + cellPad, width: c.width - 2 * cellPad, height: hh - 2 * cellPad }, size, 4, 'middle');
    });
    let y = top - hh;
    rows.forEach(({ pair, index }) => {
      const h = Math.min(maxRow, rowHeight(pair, size, width));
      if (index % 2 === 1) page.drawRectangle({ x: x0, y: y - h, width, height: h, color: ZEBRA });
      const [bg, fg] = TAG_COLOURS[pair.tag.trim().charAt(0).toUpperCase()] ?? OTHER_TAG;
      const tagCell = cells[0] as { x: number; width: number };
      page.drawRectangle({ x: tagCell.x, y: y - h, width: tagCell.width, height: h, color: bg });
      const tagBox: Box = { x: tagCell.x + 1.5, y: y - h + cellPad, width: tagCell.width - 3, height: h - 2 * cellPad };
      const tagPara: Para = { text: pair.tag, family: f.bold, color: fg, scale: 1.5, align: 'center' };
      if (pair.point === null) w.box(page, pi, [tagPara], tagBox, size, 3, 'middle');
      else {
        const r = markerR(size);
        if (tagSideBySide(pair, size, tagCell.width)) {
          const mid = tagBox.y + tagBox.height / 2;
          w.box(page, pi, [{ ...tagPara, align: 'left' }], { x: tagBox.x + 2, y: tagBox.y, width: tagBox.width - 2 * r - 6, height: tagBox.height }, size, 3, 'middle');
          drawMarker(w, page, pi, f.bold, pair.point, tagBox.x + tagBox.width - r - 2, mid, r);
        } else {
          const badge = 2 * r + 4;
          w.box(page, pi, [tagPara], { ...tagBox, y: tagBox.y + badge, height: tagBox.height - badge }, size, 3, 'bottom');
          drawMarker(w, page, pi, f.bold, pair.point, tagCell.x + tagCell.width / 2, tagBox.y + badge / 2, r);
        }
      }
      cells.slice(1).forEach((c, i) => {
        const key = COLUMNS[i + 1] as (typeof COLUMNS)[number];
        w.box(page, pi, cellParas(pair, key), { x: c.x + cellPad, y: y - h + cellPad, width: c.width - 2 * cellPad, height: h - 2 * cellPad }, size, 4);
      });
      page.drawLine({ start: { x: x0, y: y - h }, end: { x: x0 + width, y: y - h }, thickness: 0.5, color: RULE });
      y -= h;
    });
    // Column rules and the frame.
    for (const c of cells.slice(1)) page.drawLine({ start: { x: c.x, y: top - hh }, end: { x: c.x, y }, thickness: 0.5, color: RULE });
    page.drawRectangle({ x: x0, y, width, height: top - y, borderColor: HEAD, borderWidth: 0.8 });
  };

  /** A section heading: a dark bar with the first language at the left and the second at the right. */
  const heading = (page: PDFPage, pi: number, x: number, top: number, width: number, pick: (c: PlacardColumn) => string, colour: RGB = HEAD): void => {
    page.drawRectangle({ x, y: top - HEADING_H, width, height: HEADING_H, color: colour });
    const inner = { x: x + 5, y: top - HEADING_H + 2, width: width - 10, height: HEADING_H - 4 };
    if (!bilingual) {
      w.box(page, pi, [{ text: pick(first), family: f.bold, color: WHITE }], inner, 9, 5, 'middle');
      return;
    }
    const second = cols[1] as PlacardColumn;
    const half = inner.width * 0.5 - 4;
    w.box(page, pi, [{ text: pick(first), family: f.bold, color: WHITE }], { ...inner, width: half }, 9, 5, 'middle');
    w.box(page, pi, [{ text: pick(second), family: f.regular, color: PALE, align: 'right' }], { ...inner, x: inner.x + inner.width - half, width: half }, 9, 5, 'middle');
  };

  /** "Page 1/2" in each language (or the label's own {{page}} and {{pages}}). */
  const pageText = (pi: number): string => {
    const labels = cols.map((c) => (c.labels.page.includes('{{') ? c.labels.page.replace('{{page}}', String(pi + 1)).replace('{{pages}}', String(total)) : `${c.labels.page} ${pi + 1}/${total}`));
    return labels.filter((t, i) => labels.indexOf(t) === i).join(' · ');
  };

  const footer = (page: PDFPage, pi: number): void => {
    const top = M + FOOT_H;
    const side = PLACARD_QR_SIDE;
    const qrX = W - M - side;
    // The QR code at the bottom right, what it is for at its left.
    drawQr(page, input.qr, qrX, M, side);
    const captionW = 104;
    const caption = cols.map((c, i): Para => ({ text: c.labels.scan, family: i === 0 ? f.bold : f.regular, color: i === 0 ? INK : SECOND, align: 'right', gap: 0.2 }));
    w.box(page, pi, caption, { x: qrX - 4 - captionW, y: M, width: captionW, height: side - 6 }, 8, 4.5, 'bottom');
    const fx = M;
    const fw = qrX - captionW - 14 - fx;
    page.drawLine({ start: { x: fx, y: top }, end: { x: W - M, y: top }, thickness: 1.2, color: HEAD });
    const a = input.approval;
    const dash = '—';
    const person = (p: { name: string; role: string } | null) => (p ? [p.name, p.role] : [dash]);
    const fields: { label: (c: PlacardColumn) => string; value: string[]; share: number }[] = [
      { label: (c) => c.labels.preparedBy, value: person(input.preparedBy), share: 0.26 },
      { label: (c) => c.labels.approvedBy, value: person(a), share: 0.26 },
      { label: (c) => c.labels.date, value: [a ? a.date : dash], share: 0.14 },
      { label: (c) => c.labels.reviewBy, value: [a ? a.reviewBy : dash], share: 0.14 },
      // The version, and the fingerprint of the key that signed it.
      { label: (c) => c.labels.version, value: [String(input.version), input.keyId ?? ''], share: 0.2 },
    ];
    let x = fx;
    const cellTop = top - 5;
    const cellH = FOOT_H - 7;
    fields.forEach((field, i) => {
      const width = fw * field.share - 6;
      if (i > 0) page.drawLine({ start: { x: x - 3, y: cellTop }, end: { x: x - 3, y: cellTop - cellH }, thickness: 0.5, color: RULE });
      const labelParas: Para[] = cols.map((c, k) => ({ text: field.label(c), family: f.regular, color: k === 0 ? GREY : SECOND, scale: 0.9, gap: 0 }));
      const labelH = Math.min(cellH * 0.45, cols.length * 7 * 0.9 * 1.2 + 0.5);
      w.box(page, pi, labelParas, { x: x + 2, y: cellTop - labelH, width, height: labelH }, 7, 4);
      const values: Para[] = field.value.filter((v) => v !== '').map((v, k) => ({ text: v, family: k === 0 ? f.bold : f.regular, color: k === 0 ? INK : GREY, scale: k === 0 ? 1 : 0.85 }));
      w.box(page, pi, values, { x: x + 2, y: cellTop - cellH, width, height: cellH - labelH - 3 }, 10, 5);
      x += fw * field.share;
    });
  };

  const header = (page: PDFPage, pi: number): void => {
    // The red band: the alert symbol and DANGER, the title at the right.
    page.drawRectangle({ x: M, y: bandY, width: cw, height: BAND_H, color: RED });
    drawAlert(page, M + 10, bandY + 6, 30);
    const dangerText = cols.map((c) => c.danger).filter((t, i, all) => all.indexOf(t) === i).join(' · ');
    const dangerW = cw * 0.38;
    w.box(page, pi, [{ text: dangerText, family: f.bold, color: WHITE }], { x: M + 48, y: bandY + 3, width: dangerW - 48, height: BAND_H - 6 }, 28, 10, 'middle');
    const titleBox: Box = { x: M + dangerW + 8, y: bandY + 3, width: cw - dangerW - 18, height: BAND_H - 6 };
    w.box(page, pi, both(cols, (c) => c.title, f, { family: f.bold, color: WHITE, align: 'right' }, { color: WHITE, scale: 0.8, gap: 0, align: 'right' }), titleBox, bilingual ? 14 : 17, 6, 'middle');

    // The machine: its name (and the untranslated warning), and at the right its identifier, version and clause.
    const idW = 200;
    const nameBox: Box = { x: M, y: infoY, width: cw - idW - GAP, height: INFO_H };
    const nameParas: Para[] = both(cols, (c) => c.machineName, f, { family: f.bold, scale: 1 }, { family: f.bold, scale: 0.72, gap: 0.05 });
    const flags = cols.filter((c) => c.untranslated).map((c): Para => ({ text: `${c.language.toUpperCase()} · ${c.labels.untranslated}`, family: f.regular, color: GREY, scale: 0.5, gap: 0.15 }));
    w.box(page, pi, [...nameParas, ...flags], nameBox, bilingual ? 20 : 24, 6, 'middle');
    const idBox: Box = { x: W - M - idW, y: infoY, width: idW, height: INFO_H };
    page.drawRectangle({ x: idBox.x, y: idBox.y, width: idBox.width, height: idBox.height, borderColor: HEAD, borderWidth: 1.5 });
    page.drawRectangle({ x: idBox.x, y: idBox.y, width: 6, height: idBox.height, color: HEAD });
    const versionText = cols
      .map((c) => c.labels.version)
      .filter((t, i, all) => all.indexOf(t) === i)
      .join(' / ');
    w.box(
      page,
      pi,
      [
        { text: input.machineId, family: f.bold, color: INK, scale: 1.5 },
        { text: `${versionText} ${input.version}`, family: f.bold, color: INK, gap: 0.2 },
        { text: `${input.clause}  ·  ${pageText(pi)}`, family: f.regular, color: GREY, scale: 0.9 },
      ],
      { x: idBox.x + 14, y: idBox.y + 4, width: idBox.width - 20, height: idBox.height - 8 },
      10,
      4,
      'middle',
    );
  };

  const watermark = (page: PDFPage): void => {
    if (input.approval) return;
    const text = cols.map((c) => c.labels.draft).filter((t, i, all) => all.indexOf(t) === i).join(' · ');
    const angle = Math.atan2(H - 2 * M, W - 2 * M);
    const diagonal = Math.hypot(W - 2 * M, H - 2 * M) * 0.72;
    const sizeW = Math.min(150, (150 * diagonal) / Math.max(1, w.width(page, f.bold, text, 150)));
    const tw = w.width(page, f.bold, text, sizeW);
    // Centred on the page: the baseline starts half the text back along the diagonal, and a third of the size down.
    const cx = W / 2 - (Math.cos(angle) * tw) / 2 + Math.sin(angle) * sizeW * 0.35;
    const cy = H / 2 - (Math.sin(angle) * tw) / 2 - Math.cos(angle) * sizeW * 0.35;
    // Drawn rotated in the latin font alone (a draft label is a plain word); a letter it lacks prints as '?'.
    const printable = [...text].map((ch) => (f.bold.primarySet.has(ch.codePointAt(0) as number) ? ch : '?')).join('');
    page.drawText(printable, { x: cx, y: cy, size: sizeW, font: f.bold.primary, color: RED, opacity: 0.13, rotate: degrees((angle * 180) / Math.PI) });
  };

  // ---- Page 1. ----
  header(page1, 0);
  // The photo area (the 1000 × 600 grid, 10 : 7) in a frame, with room for the markers at its edges.
  const pad = PAD;
  const areaW = leftW - 2 * pad;
  const areaH = areaW * 0.7;
  const frame: Box = { x: M, y: bodyTop - areaH - 2 * pad, width: leftW, height: areaH + 2 * pad };
  const area: Box = { x: frame.x + pad, y: frame.y + pad, width: areaW, height: areaH };
  page1.drawRectangle({ ...frame, color: input.photos.length === 0 ? PHOTO_GREY : WHITE, borderColor: RULE, borderWidth: 0.8 });
  const slots = photoSlots(input.photos);
  const gx = (x: number) => area.x + (x / GRID.width) * area.width;
  const gy = (y: number) => area.y + area.height - (y / GRID.height) * area.height;
  for (const [i, photo] of input.photos.entries()) {
    const slot = slots[i];
    if (!slot) continue;
    const rect = { x: gx(slot.x), y: gy(slot.y + slot.height), width: (slot.width / GRID.width) * area.width, height: (slot.height / GRID.height) * area.height };
    const image = await embedPhoto(doc, photo);
    if (image) page1.drawImage(image, rect);
    else {
      page1.drawRectangle({ ...rect, color: BROKEN_GREY });
      options.onWarning?.({ kind: 'photo_unreadable', index: i });
    }
  }
  const markers = input.points.map((p) => ({ number: p.number, x: gx(Math.min(GRID.width, Math.max(0, p.x))), y: gy(Math.min(GRID.height, Math.max(0, p.y))) }));
  for (const m of markers) drawMarker(w, page1, 0, f.bold, m.number, m.x, m.y, 8);
  options.onPhotoArea?.(area, markers);

  // Under the photo: the scope and intended use, then the notes.
  const leftTop = frame.y - GAP;
  heading(page1, 0, M, leftTop, leftW, (c) => c.intendedUseHeading);
  const leftTextTop = leftTop - HEADING_H - 4;
  const leftH = leftTextTop - bodyBottom;
  {
    // The scope and the notes share the room by what they need, at one size.
    let ls = onePage ? size : 8.5;
    const fits = (s: number) => w.height(page1, scope, s, leftW - 8) + (notes.length ? w.height(page1, notes, s, leftW - 16) + 16 : 0) <= leftH;
    while (ls > 5.5 && !fits(ls)) ls -= 0.25;
    const notesNeed = notes.length ? w.height(page1, notes, ls, leftW - 16) + 8 : 0;
    const notesH = notes.length ? Math.min(notesNeed, Math.max(leftH * 0.5, leftH - w.height(page1, scope, ls, leftW - 8) - 8)) : 0;
    w.box(page1, 0, scope, { x: M + 4, y: bodyBottom + notesH + (notes.length ? 8 : 0), width: leftW - 8, height: leftH - notesH - (notes.length ? 8 : 0) }, ls, 4.5);
    if (notes.length) {
      page1.drawRectangle({ x: M, y: bodyBottom, width: leftW, height: notesH, color: NOTE_BG });
      page1.drawRectangle({ x: M, y: bodyBottom, width: 3, height: notesH, color: NOTE_RULE });
      w.box(page1, 0, notes, { x: M + 8, y: bodyBottom + 4, width: leftW - 16, height: notesH - 8 }, ls, 4.5);
    }
  }

  // At the right: the table, then the steps to apply and to remove the lockout.
  drawTable(page1, 0, (pages[0] as (typeof pages)[number]).rows, rightX, bodyTop, rightW);
  const stepsTop = bodyBottom + stepsH;
  heading(page1, 0, rightX, stepsTop, stepW, (c) => c.applyHeading, RED);
  heading(page1, 0, rightX + stepW + GAP, stepsTop, stepW, (c) => c.removeHeading);
  const stepBox = (x: number): Box => ({ x, y: bodyBottom, width: stepW, height: stepsH - HEADING_H - 4 });
  // Both lists at one size: the size the longer of the two fits at.
  const stepSize = Math.min(w.fit(page1, apply, stepBox(rightX), size, 4.5).size, w.fit(page1, remove, stepBox(rightX), size, 4.5).size);
  w.box(page1, 0, apply, stepBox(rightX), stepSize, 4.5);
  w.box(page1, 0, remove, stepBox(rightX + stepW + GAP), stepSize, 4.5);
  footer(page1, 0);
  watermark(page1);

  // ---- The table's continuation. ----
  for (let pi = 1; pi < total; pi++) {
    const page = doc.addPage([W, H]);
    header(page, pi);
    drawTable(page, pi, (pages[pi] as (typeof pages)[number]).rows, M, bodyTop, contW);
    footer(page, pi);
    watermark(page);
  }

  const missing = w.missing();
  if (missing.length > 0) options.onWarning?.({ kind: 'missing_characters', characters: missing });
  return doc.save();
}
