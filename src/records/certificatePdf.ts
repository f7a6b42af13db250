/**
 * A certificate as a one-page A4 landscape PDF (pdf-lib), in the site's typeface, with the
 * verification QR code drawn as vector squares. Everything printed about the training comes from
 * the signed data; the instructor settings give only the issuer's logo and name for the header.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatCertificateDate, formatDuration, formatHours, formatScore, formatTrainingDates, type CertificateTexts } from './certificateTexts';
import { certificateView } from './certificateView';
import { loadCertificateFonts, type CertificateFonts, type FontFiles } from './certificateFonts';
import type { InstructorSettings, SignedCertificate } from './types';

/** Something the PDF could not print as given; the certificate is still made. */
export type CertificateWarning =
  | { readonly kind: 'missing_characters'; readonly characters: readonly string[] }
  | { readonly kind: 'logo_unreadable' }
  /** More syllabus lines or assessments than the page holds at a readable size: the rest were left out. */
  | { readonly kind: 'content_cut'; readonly field: 'syllabus' | 'assessments'; readonly printed: number; readonly total: number };

/** Options of certificatePdf. */
export interface CertificatePdfOptions {
  /** The font files; by default fetched from the build (loadCertificateFonts). */
  readonly fonts?: CertificateFonts;
  /** Told about characters replaced by REPLACEMENT_CHARACTER, or a logo that could not be read. */
  readonly onWarning?: (warning: CertificateWarning) => void;
}

/** Printed instead of a character neither Barlow subset has. */
export const REPLACEMENT_CHARACTER = '?';

/** A4 landscape, in PDF points. */
export const PAGE_WIDTH = 841.89;
export const PAGE_HEIGHT = 595.28;
/** The content's left and right margin. */
export const MARGIN = 48;

const NAVY = rgb(0.07, 0.15, 0.27);
const INK = rgb(0.12, 0.13, 0.15);
const GREY = rgb(0.36, 0.38, 0.42);
const YELLOW = rgb(0.96, 0.72, 0);
const RULE = rgb(0.75, 0.77, 0.8);

/** One weight (shared with the placard and inspection PDFs): the latin font first, latin-ext for what latin lacks. */
export interface Family {
  readonly primary: PDFFont;
  readonly fallback: PDFFont;
  readonly primarySet: ReadonlySet<number>;
  readonly fallbackSet: ReadonlySet<number>;
}

interface Run {
  readonly text: string;
  readonly font: PDFFont;
}

/** Draws text in runs of the font that has each character, and reports what neither has. */
export class Typesetter {
  readonly missing = new Set<string>();
  constructor(private readonly page: PDFPage) {}

  runs(family: Family, text: string): Run[] {
    const out: { text: string; font: PDFFont }[] = [];
    for (const ch of text.normalize('NFC')) {
      const cp = ch.codePointAt(0) as number;
      let font: PDFFont;
      let glyph = ch;
      if (family.primarySet.has(cp)) font = family.primary;
      else if (family.fallbackSet.has(cp)) font = family.fallback;
      else if (/\s/.test(ch)) {
        // A no-break or thin space (French "92 %") the fonts lack prints as a plain space.
        font = family.primary;
        glyph = ' ';
      } else if (/^\p{M}$/u.test(ch) || /[\u200b-\u200d]/.test(ch) || ch === '\ufe0f') {
        // A combining mark NFC could not fold, or an invisible joiner: nothing to draw.
        this.missing.add(ch);
        continue;
      } else {
        this.missing.add(ch);
        font = family.primary;
        glyph = REPLACEMENT_CHARACTER;
      }
      const last = out[out.length - 1];
      if (last && last.font === font) last.text += glyph;
      else out.push({ text: glyph, font });
    }
    return out;
  }

  width(family: Family, text: string, size: number): number {
    return this.runs(family, text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  /** Draws one line; `align` is relative to x (left edge, centre or right edge). Returns the width drawn. */
  line(family: Family, text: string, x: number, y: number, size: number, color: RGB, align: 'left' | 'center' | 'right' = 'left'): number {
    const runs = this.runs(family, text);
    const width = runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
    let cx = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    for (const r of runs) {
      this.page.drawText(r.text, { x: cx, y, size, font: r.font, color });
      cx += r.font.widthOfTextAtSize(r.text, size);
    }
    return width;
  }

  /** The largest size up to `max` at which `text` fits in `maxWidth` on one line (no lower bound: it always fits). */
  fitSize(family: Family, text: string, max: number, maxWidth: number): number {
    const w = this.width(family, text, max);
    return w <= maxWidth ? max : Math.floor(((max * maxWidth) / w) * 100) / 100;
  }

  /** One line shrunk to fit `maxWidth`. */
  fitLine(family: Family, text: string, x: number, y: number, max: number, maxWidth: number, color: RGB, align: 'left' | 'center' | 'right' = 'left'): number {
    const size = this.fitSize(family, text, max, maxWidth);
    this.line(family, text, x, y, size, color, align);
    return size;
  }

  /** Breaks text into lines no wider than maxWidth at `size`; a word longer than a line is cut. */
  wrap(family: Family, text: string, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (this.width(family, candidate, size) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current !== '') lines.push(current);
      current = word;
      while (this.width(family, current, size) > maxWidth && [...current].length > 1) {
        const chars = [...current];
        let n = chars.length - 1;
        while (n > 1 && this.width(family, chars.slice(0, n).join(''), size) > maxWidth) n--;
        lines.push(chars.slice(0, n).join(''));
        current = chars.slice(n).join('');
      }
    }
    if (current !== '') lines.push(current);
    return lines;
  }

  /**
   * A paragraph in a box: the largest size from `max` down to `min` whose lines fit `maxLines`;
   * below `min` it keeps shrinking (to 4 pt) rather than overflow. Nothing is dropped: what is
   * still left over joins the last line, which the caller draws with fitLine (it shrinks to fit).
   */
  fitParagraph(family: Family, text: string, max: number, min: number, maxWidth: number, maxLines: number): { lines: string[]; size: number } {
    let size = max;
    let lines = this.wrap(family, text, size, maxWidth);
    while (lines.length > maxLines && size > 4) {
      size = Math.max(4, size - (size > min ? 0.5 : 0.25));
      lines = this.wrap(family, text, size, maxWidth);
    }
    if (lines.length > maxLines) lines = [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
    return { lines, size };
  }
}

export async function family(doc: PDFDocument, files: FontFiles): Promise<Family> {
  const primary = await doc.embedFont(files.latin, { subset: true });
  const fallback = await doc.embedFont(files.latinExt, { subset: true });
  return { primary, fallback, primarySet: new Set(primary.getCharacterSet()), fallbackSet: new Set(fallback.getCharacterSet()) };
}

async function embedLogo(doc: PDFDocument, logo: InstructorSettings['logo']): Promise<PDFImage | null> {
  if (!logo) return null;
  return logo.mime === 'image/png' ? doc.embedPng(logo.bytes) : doc.embedJpg(logo.bytes);
}

/** The QR code's printed side, in PDF points (128 pt: 45.2 mm). */
export const QR_SIDE = 128;
/** The smallest module (one black or white square) a phone camera reads reliably from print, in mm. */
export const MIN_QR_MODULE_MM = 0.35;
/** Two modules of quiet zone inside the printed square. */
const QR_QUIET = 2;

/** The printed size of one module of the URL's QR code in mm, or 0 when it does not fit a QR code at all. */
export function qrModuleMm(url: string): number {
  try {
    const size = QRCode.create(url, { errorCorrectionLevel: 'L' }).modules.size;
    return ((QR_SIDE / 72) * 25.4) / (size + 2 * QR_QUIET);
  } catch {
    return 0;
  }
}

/**
 * True when the verification URL fits in a QR code that a phone reads at the printed size
 * (modules of at least MIN_QR_MODULE_MM: version 27 at most). Checked before signing.
 */
export function verifyUrlFitsQr(url: string): boolean {
  return qrModuleMm(url) >= MIN_QR_MODULE_MM;
}

/** The characters of `texts` that neither font of the certificate has (besides spaces), each once. */
export async function unprintableCharacters(texts: readonly string[], fonts: CertificateFonts): Promise<string[]> {
  const sets = [fonts.regular.latin, fonts.regular.latinExt].map((bytes) => new Set(fontkit.create(bytes).characterSet));
  const boldSets = [fonts.bold.latin, fonts.bold.latinExt].map((bytes) => new Set(fontkit.create(bytes).characterSet));
  const missing = new Set<string>();
  for (const text of texts) {
    for (const ch of text.normalize('NFC')) {
      if (/\s/.test(ch)) continue;
      const cp = ch.codePointAt(0) as number;
      if (!sets.some((set) => set.has(cp)) || !boldSets.some((set) => set.has(cp))) missing.add(ch);
    }
  }
  return [...missing];
}

/** The QR code's dark modules as one SVG path in module units (a rectangle per run of a row). */
export function qrPath(url: string): { path: string; size: number } {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'L' });
  const n = qr.modules.size;
  let path = '';
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      path += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  return { path, size: n };
}

/** The QR code drawn as one vector path on a white square with a quiet zone. */
export function drawQr(page: PDFPage, url: string, x: number, y: number, side: number): void {
  const { path, size } = qrPath(url);
  // Two modules of quiet zone inside the square; the page around it is white too.
  const quiet = QR_QUIET;
  const cell = side / (size + 2 * quiet);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  page.drawSvgPath(path, { x: x + quiet * cell, y: y + side - quiet * cell, scale: cell, color: rgb(0, 0, 0) });
}

/**
 * The certificate as PDF bytes. Names in any Latin script print in Barlow; a character neither
 * Barlow subset has prints as REPLACEMENT_CHARACTER and is reported through `onWarning`.
 * Throws when `verifyUrl` does not fit in a QR code (see verifyUrlFitsQr).
 */
export async function certificatePdf(
  signed: SignedCertificate,
  settings: InstructorSettings,
  texts: CertificateTexts,
  verifyUrl: string,
  options: CertificatePdfOptions = {},
): Promise<Uint8Array> {
  const d = signed.data;
  const view = certificateView(d);
  // A certificate that cannot be verified from its own page is not issued.
  if (!verifyUrlFitsQr(verifyUrl)) throw new Error(`certificatePdf: the verification URL (${verifyUrl.length} characters) is too long for a QR code`);
  const fonts = options.fonts ?? (await loadCertificateFonts());
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await family(doc, fonts.regular);
  const bold = await family(doc, fonts.bold);
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const ts = new Typesetter(page);
  const W = PAGE_WIDTH;
  const H = PAGE_HEIGHT;
  const left = MARGIN;
  const right = W - MARGIN;
  const contentWidth = right - left;
  const centre = W / 2;

  doc.setTitle(`${texts.title} – ${d.trainee.name} – ${d.id}`);
  doc.setSubject(texts.courseName);
  doc.setAuthor(settings.companyName || (view.instructors[0]?.name ?? ''));
  doc.setCreator('LOTO Trainer');
  doc.setProducer('LOTO Trainer (pdf-lib)');
  doc.setLanguage(texts.locale);
  doc.setKeywords([d.id, d.keyId]);

  // Frame: a navy rule and a thin inner one.
  page.drawRectangle({ x: 18, y: 18, width: W - 36, height: H - 36, borderColor: NAVY, borderWidth: 1.5 });
  page.drawRectangle({ x: 23, y: 23, width: W - 46, height: H - 46, borderColor: RULE, borderWidth: 0.5 });

  // Header: logo and issuer at the left, identifier and date of issue at the right.
  const headerTop = H - 44;
  const rightBlockWidth = 220;
  let logoWidth = 0;
  try {
    const logo = await embedLogo(doc, settings.logo);
    if (logo) {
      const scale = Math.min(150 / logo.width, 50 / logo.height);
      logoWidth = logo.width * scale;
      page.drawImage(logo, { x: left, y: headerTop - logo.height * scale, width: logoWidth, height: logo.height * scale });
      logoWidth += 12;
    }
  } catch {
    options.onWarning?.({ kind: 'logo_unreadable' });
  }
  if (settings.companyName.trim() !== '') {
    ts.fitLine(bold, settings.companyName, left + logoWidth, headerTop - 30, 15, contentWidth - logoWidth - rightBlockWidth - 12, NAVY);
  }
  ts.line(regular, texts.identifier, right, headerTop - 8, 8.5, GREY, 'right');
  ts.fitLine(bold, d.id, right, headerTop - 22, 12, rightBlockWidth, INK, 'right');
  ts.fitLine(regular, `${texts.issued} ${formatCertificateDate(texts.locale, d.issuedAt)}`, right, headerTop - 36, 9, rightBlockWidth, GREY, 'right');
  page.drawRectangle({ x: left, y: H - 108, width: contentWidth, height: 3, color: YELLOW });

  // Title, the trainee and the course.
  ts.fitLine(bold, texts.title, centre, H - 140, 28, contentWidth, NAVY, 'center');
  ts.fitLine(regular, texts.certifies, centre, H - 162, 12, contentWidth, GREY, 'center');
  const name = d.trainee.name.trim();
  const oneLine = ts.fitSize(bold, name, 30, contentWidth);
  if (oneLine >= 18 || !/\s/.test(name)) {
    ts.line(bold, name, centre, H - 194, oneLine, INK, 'center');
  } else {
    // A long name on two lines, each shrunk to the same size so neither overflows.
    const half = ts.width(bold, name, 20) / 2;
    const lines = ts.wrap(bold, name, 20, Math.max(half * 1.15, ts.width(bold, name.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), ''), 20)));
    const [l1, ...rest] = lines;
    const l2 = rest.join(' ');
    const size = Math.min(20, ts.fitSize(bold, l1 ?? '', 20, contentWidth), ts.fitSize(bold, l2, 20, contentWidth));
    ts.line(bold, l1 ?? '', centre, H - 182, size, INK, 'center');
    ts.line(bold, l2, centre, H - 182 - size * 1.15, size, INK, 'center');
  }
  const who = [
    d.trainee.employeeNo.trim() !== '' ? `${texts.employeeNo}${texts.colon}${d.trainee.employeeNo}` : '',
    d.trainee.company.trim() !== '' ? `${texts.company}${texts.colon}${d.trainee.company}` : '',
    d.trainee.site.trim() !== '' ? `${texts.site}${texts.colon}${d.trainee.site}` : '',
  ].filter(Boolean);
  if (who.length > 0) ts.fitLine(regular, who.join('   ·   '), centre, H - 222, 10.5, contentWidth, GREY, 'center');
  ts.fitLine(regular, texts.completed, centre, H - 241, 11.5, contentWidth, INK, 'center');
  ts.fitLine(bold, texts.courseName, centre, H - 259, 14, contentWidth, NAVY, 'center');
  // The instructor's stated workload with the practice time recorded beside it, and the role; then
  // the dates of the assessments passed (the issue date is in the header, labelled) and the place.
  const facts = [
    `${texts.workload}${texts.colon}${formatHours(texts, d.course.hours)}`,
    view.practiceSeconds !== null ? `${texts.practice}${texts.colon}${formatDuration(texts, view.practiceSeconds)}` : '',
    view.role !== null ? `${texts.role}${texts.colon}${texts.roles[view.role]}` : '',
  ].filter(Boolean);
  ts.fitLine(regular, facts.join('   ·   '), centre, H - 278, 10.5, contentWidth, INK, 'center');
  const when = view.dates
    ? `${view.dates.from === view.dates.to ? texts.trainingDate : texts.trainingDates}${texts.colon}${formatTrainingDates(texts.locale, view.dates)}`
    : `${texts.date}${texts.colon}${formatCertificateDate(texts.locale, d.issuedAt)}`;
  const facts2 = [when, d.course.place.trim() !== '' ? `${texts.place}${texts.colon}${d.course.place}` : ''].filter(Boolean);
  ts.fitLine(regular, facts2.join('   ·   '), centre, H - 293, 10.5, contentWidth, INK, 'center');

  // Two columns: the syllabus, and the assessments passed.
  const colTop = H - 318;
  // The table stops above the QR code; the syllabus, at the left, can go down to just above the signature lines.
  const colBottom = 176;
  const syllabusBottom = 154;
  const split = left + contentWidth * 0.42;
  const gap = 18;
  page.drawLine({ start: { x: left, y: colTop + 14 }, end: { x: right, y: colTop + 14 }, thickness: 0.5, color: RULE });
  ts.line(bold, texts.syllabus, left, colTop, 10, NAVY);
  {
    const width = split - left - gap - 10;
    const available = colTop - 14 - syllabusBottom;
    let size = 9.5;
    let blocks = d.course.syllabus.map((l) => ts.wrap(regular, l, size, width));
    const heightOf = (s: number, b: string[][]) => b.reduce((n, x) => n + x.length, 0) * s * 1.3;
    while (heightOf(size, blocks) > available && size > 4) {
      size -= 0.25;
      blocks = d.course.syllabus.map((l) => ts.wrap(regular, l, size, width));
    }
    let y = colTop - 16;
    let printed = 0;
    for (const block of blocks) {
      // A syllabus line is printed whole or not at all; what does not fit is reported.
      if (y - (block.length - 1) * size * 1.3 < syllabusBottom) break;
      block.forEach((l, i) => {
        if (i === 0) ts.line(regular, '•', left, y, size, GREY);
        ts.fitLine(regular, l, left + 10, y, size, width, INK);
        y -= size * 1.3;
      });
      printed++;
    }
    if (printed < blocks.length) options.onWarning?.({ kind: 'content_cut', field: 'syllabus', printed, total: blocks.length });
  }
  {
    const x0 = split;
    const width = right - x0;
    // Columns: assessment, rule set, score, date.
    const cols = [x0, x0 + width * 0.38, x0 + width * 0.74, x0 + width * 0.84];
    const widths = [width * 0.38 - 8, width * 0.36 - 8, width * 0.1 - 6, width * 0.16];
    ts.line(bold, texts.assessments, x0, colTop, 10, NAVY);
    const rows = d.passed.map((p) => [
      p.title,
      p.ruleSet === null ? texts.noRuleSet : texts.ruleSetNames[p.ruleSet],
      formatScore(texts, p.score),
      new Intl.DateTimeFormat(texts.locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${/^\d{4}-\d{2}-\d{2}/.exec(p.finishedAt)?.[0] ?? p.finishedAt}T00:00:00Z`),
      ),
    ]);
    if (rows.length === 0) {
      ts.line(regular, texts.noAssessments, x0, colTop - 16, 9.5, GREY);
    } else {
      // The header's baseline is at colTop - 16; each row's is size * 1.35 lower, down to colBottom.
      const room = colTop - 16 - colBottom;
      const size = Math.max(4, Math.min(9, room / (rows.length * 1.35)));
      const fitting = Math.max(1, Math.floor(room / (size * 1.35) + 1e-9));
      if (rows.length > fitting) options.onWarning?.({ kind: 'content_cut', field: 'assessments', printed: fitting, total: rows.length });
      let y = colTop - 16;
      [texts.assessment, texts.ruleSet, texts.score, texts.assessmentDate].forEach((h, i) => ts.fitLine(bold, h, cols[i] as number, y, size, widths[i] as number, GREY));
      for (const row of rows.slice(0, fitting)) {
        y -= size * 1.35;
        row.forEach((cell, i) => ts.fitLine(regular, cell, cols[i] as number, y, size, widths[i] as number, INK));
      }
    }
  }

  // Signatures: the trainee (NR-1 1.7.1.1 asks for the worker's signature), the instructor and
  // the technical lead; the QR code at the right.
  const qrSide = QR_SIDE;
  const qrX = right - qrSide;
  const qrY = 40;
  const sigRight = qrX - 20;
  const signatures = [
    { role: texts.traineeSignature, name: d.trainee.name, qualification: d.trainee.employeeNo !== '' ? `${texts.employeeNo}${texts.colon}${d.trainee.employeeNo}` : '' },
    ...view.instructors.map((p) => ({ role: texts.instructor, name: p.name, qualification: p.qualification })),
    { role: texts.technicalLead, name: d.technicalLead.name, qualification: d.technicalLead.qualification },
  ];
  const sigGap = signatures.length > 3 ? 12 : 20;
  const sigWidth = (sigRight - left - (signatures.length - 1) * sigGap) / signatures.length;
  const lineY = 140;
  signatures.forEach((s, i) => {
    const x = left + i * (sigWidth + sigGap);
    const mid = x + sigWidth / 2;
    page.drawLine({ start: { x, y: lineY }, end: { x: x + sigWidth, y: lineY }, thickness: 0.6, color: INK });
    // The role right under the line, then the name (up to two lines) and the qualification (up to two).
    ts.fitLine(regular, s.role, mid, lineY - 10, 7.5, sigWidth, NAVY, 'center');
    let sy = lineY - 21;
    const n = ts.fitParagraph(bold, s.name, 9.5, 7, sigWidth, 2);
    const q = ts.fitParagraph(regular, s.qualification, 7.5, 5.5, sigWidth, 2);
    for (const l of n.lines) {
      ts.fitLine(bold, l, mid, sy, n.size, sigWidth, INK, 'center');
      sy -= n.size * 1.15;
    }
    // A name shrunk below the qualification's size leaves room for the qualification's taller letters.
    sy -= Math.max(0, q.size - n.size) * 1.15;
    for (const l of q.lines) {
      ts.fitLine(regular, l, mid, sy, q.size, sigWidth, GREY, 'center');
      sy -= q.size * 1.15;
    }
  });

  drawQr(page, verifyUrl, qrX, qrY, qrSide);
  ts.fitLine(regular, `${texts.signingKey}${texts.colon}${d.keyId}`, qrX + qrSide / 2, qrY - 10, 7, qrSide + 20, GREY, 'center');

  // Bottom, laid out from the frame upwards: how to verify, and what a simulator cannot replace.
  const bottomWidth = sigRight - left;
  const verify = ts.fitParagraph(regular, texts.verify, 7.5, 6, bottomWidth, 2);
  const notice = ts.fitParagraph(bold, texts.simulationNotice, 7.5, 6, bottomWidth, 3);
  let y = 34 + (notice.lines.length - 1) * notice.size * 1.25 + 3 + verify.lines.length * verify.size * 1.25;
  for (const l of verify.lines) {
    ts.fitLine(regular, l, left, y, verify.size, bottomWidth, GREY);
    y -= verify.size * 1.25;
  }
  y -= 3;
  for (const l of notice.lines) {
    ts.fitLine(bold, l, left, y, notice.size, bottomWidth, INK);
    y -= notice.size * 1.25;
  }

  if (ts.missing.size > 0) options.onWarning?.({ kind: 'missing_characters', characters: [...ts.missing] });
  // A fixed date keeps the same certificate's PDF byte-for-byte the same.
  const issued = new Date(d.issuedAt);
  if (!Number.isNaN(issued.getTime())) {
    doc.setCreationDate(issued);
    doc.setModificationDate(issued);
  }
  return doc.save();
}
