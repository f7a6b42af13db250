/** Reading a generated PDF back in unit tests: text items per page (pdfjs), images drawn, the QR code's modules. */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';

export interface TextItem {
  readonly str: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The text's rotation (radians; 0 for upright text). */
  readonly angle: number;
}

/** One page as read back: its size, its text items and lines (items on one baseline joined), and where each image lies. */
export interface PageRead {
  readonly size: [number, number];
  readonly items: TextItem[];
  readonly lines: string[];
  readonly images: { x: number; y: number; width: number; height: number }[];
}

/** Every page of the PDF, and its metadata. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: PageRead[]; title: string; language: string }> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: PageRead[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    for (const it of content.items) {
      if (!('str' in it) || it.str === '') continue;
      const [a, b] = it.transform as number[];
      items.push({ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, width: it.width, height: it.height, angle: Math.atan2(b as number, a as number) });
    }
    const byLine = new Map<number, TextItem[]>();
    for (const it of items.filter((i) => i.angle === 0)) {
      const key = Math.round(it.y * 2) / 2;
      byLine.set(key, [...(byLine.get(key) ?? []), it]);
    }
    const lines = [...byLine.entries()].sort((a, b) => b[0] - a[0]).map(([, its]) => its.sort((a, b) => a.x - b.x).map((i) => i.str).join(''));
    // Follow the transformation matrix to where each image is painted (its unit square).
    const ops = await page.getOperatorList();
    const images: PageRead['images'] = [];
    let ctm = [1, 0, 0, 1, 0, 0];
    const stack: number[][] = [];
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i] as unknown[];
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (fn === OPS.transform) {
        const [a, b, c, d, e, f] = args as number[] as [number, number, number, number, number, number];
        const [A, B, C, D, E, F] = ctm as [number, number, number, number, number, number];
        ctm = [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
      } else if (fn === OPS.paintImageXObject) {
        const [a, , , d, e, f] = ctm as [number, number, number, number, number, number];
        images.push({ x: e, y: f, width: a, height: d });
      }
    });
    const [, , w, h] = page.view as [number, number, number, number];
    pages.push({ size: [w, h], items, lines, images });
  }
  const meta = await pdf.getMetadata();
  const info = meta.info as { Title?: string; Language?: string };
  await pdf.destroy();
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lang = doc.catalog.get(doc.context.obj('Lang') as never);
  return { pages, title: info.Title ?? doc.getTitle() ?? '', language: lang ? String(lang).replace(/^\(|\)$/g, '') : '' };
}

/** Text compared without whitespace: pdfjs and the layout may split or space runs differently. */
export const squash = (s: string) => s.replace(/\s+/g, '');

/** Pairs of upright text items whose boxes (baseline - 20 % to baseline + 75 % of the size) overlap. */
export function overlaps(items: readonly TextItem[]): string[] {
  const found: string[] = [];
  const boxes = items.filter((i) => i.str.trim() !== '' && i.angle === 0).map((i) => ({ i, x0: i.x, x1: i.x + i.width, y0: i.y - 0.2 * i.height, y1: i.y + 0.75 * i.height }));
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      const p = boxes[a] as (typeof boxes)[number];
      const q = boxes[b] as (typeof boxes)[number];
      if (p.x0 < q.x1 - 0.3 && q.x0 < p.x1 - 0.3 && p.y0 < q.y1 - 0.3 && q.y0 < p.y1 - 0.3) found.push(`${p.i.str} / ${q.i.str}`);
    }
  }
  return found;
}

/** The QR codes drawn on a page (row,col of each dark module), and the modules of `url`'s code. */
export async function qrReadBack(bytes: Uint8Array, url: string, pageIndex = 0): Promise<{ drawn: Set<string>; expected: Set<string>; n: number; moduleMm: number }> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(pageIndex).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const ops = streams.map((st) => new TextDecoder().decode(st instanceof PDFRawStream ? decodePDFRawStream(st).decode() : (st as PDFRawStream).getContents())).join('\n');
  const qr = QRCode.create(url, { errorCorrectionLevel: 'L' });
  const expected = new Set<string>();
  for (let r = 0; r < qr.modules.size; r++) for (let c = 0; c < qr.modules.size; c++) if (qr.modules.get(r, c)) expected.add(`${r},${c}`);
  // The path is drawn in module units under a scale that flips y, in black; the first such path with modules is the code.
  for (const m of ops.matchAll(/([\d.]+) 0 0 -([\d.]+) 0 0 cm\n0 0 0 rg\n[^\n]*\n([\s\S]*?)\nf\n/g)) {
    const [, sx, sy, body] = m;
    const drawn = new Set<string>();
    const lines = (body as string).split('\n');
    for (let i = 0; i < lines.length; i++) {
      const move = /^(\d+) (\d+) m$/.exec(lines[i] as string);
      if (!move) continue;
      const end = Number((lines[i + 1] as string).split(' ')[0]);
      for (let c = Number(move[1]); c < end; c++) drawn.add(`${move[2]},${c}`);
    }
    if (drawn.size > 0 && Math.abs(Number(sx) - Number(sy)) < 1e-6) return { drawn, expected, n: qr.modules.size, moduleMm: (Number(sx) * 25.4) / 72 };
  }
  return { drawn: new Set(), expected, n: qr.modules.size, moduleMm: 0 };
}

/** The page's content stream, decoded. */
async function contentOf(bytes: Uint8Array, pageIndex: number): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(pageIndex).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return streams.map((st) => new TextDecoder().decode(st instanceof PDFRawStream ? decodePDFRawStream(st).decode() : (st as PDFRawStream).getContents())).join('\n');
}

/** The rectangles pdf-lib filled in the colour `rg` (e.g. "0.74 0.75 0.77"), as x, y, width, height. */
export async function filledRects(bytes: Uint8Array, rg: string, pageIndex = 0): Promise<{ x: number; y: number; width: number; height: number }[]> {
  const ops = await contentOf(bytes, pageIndex);
  const out: { x: number; y: number; width: number; height: number }[] = [];
  const re = new RegExp(`${rg.replace(/\./g, '\\.')} rg\\n(?:[^\\n]*\\n)*?1 0 0 1 ([\\d.-]+) ([\\d.-]+) cm\\n(?:[^\\n]*\\n)*?0 0 m\\n0 ([\\d.-]+) l\\n([\\d.-]+) [\\d.-]+ l\\n`, 'g');
  for (const m of ops.matchAll(re)) out.push({ x: Number(m[1]), y: Number(m[2]), width: Number(m[4]), height: Number(m[3]) });
  return out;
}
