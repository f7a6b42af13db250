/**
 * Text in boxes for the placard and the inspection certification PDFs: paragraphs set at the
 * largest size from a maximum down to a minimum at which they fit their box (shrink, then wrap),
 * and below that cut with an ellipsis: a text never leaves its box. Every line drawn can be
 * reported with the box it was fitted into (the tests check each one).
 */
import type { PDFPage, RGB } from 'pdf-lib';
import { Typesetter, type Family } from './certificatePdf';

/** A rectangle in PDF points; `y` is its bottom edge. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One line as drawn: its left edge, baseline, width and size, and the box it had to stay in. */
export interface DrawnText {
  /** 0 for the first page. */
  readonly page: number;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly size: number;
  readonly box: Box;
}

/** A paragraph of a box. */
export interface Para {
  readonly text: string;
  readonly family: Family;
  readonly color: RGB;
  /** Its size relative to the box's size (1 by default). */
  readonly scale?: number;
  /** Space before it, in units of the box's size (not before the first). */
  readonly gap?: number;
  /** Drawn in the hanging indent on its first line (a step's number, a bullet). */
  readonly marker?: string;
  readonly markerFamily?: Family;
  readonly markerColor?: RGB;
  /** The hanging indent, in units of the box's size. */
  readonly indent?: number;
  readonly align?: 'left' | 'center' | 'right';
}

/** The line height, in units of the size. */
export const LEADING = 1.2;
/** A baseline lies this far (in units of the size) under the top of its line. */
const ASCENT = 0.93;
const ELLIPSIS = '…';

interface Laid {
  readonly para: Para;
  readonly lines: string[];
}

/** A paragraph set: its lines at `size`, and the height they take. */
interface Setting {
  readonly laid: Laid[];
  readonly size: number;
  readonly height: number;
}

/** Draws fitted text on pages, one Typesetter per page; collects the characters the fonts lack. */
export class Writer {
  private readonly setters = new Map<PDFPage, Typesetter>();
  private measurer: Typesetter | null = null;
  private readonly heights = new Map<string, number>();
  private readonly widths = new Map<string, number>();
  private readonly families = new Map<Family, number>();
  constructor(private readonly onText?: (text: DrawnText) => void) {}

  private ts(page: PDFPage): Typesetter {
    let t = this.setters.get(page);
    if (!t) {
      t = new Typesetter(page);
      this.setters.set(page, t);
      this.measurer ??= t;
    }
    return t;
  }

  /** Characters neither font has (printed as '?'). */
  missing(): string[] {
    const all = new Set<string>();
    for (const t of this.setters.values()) for (const ch of t.missing) all.add(ch);
    return [...all];
  }

  /** The width of a line (measured with any page's setter: widths do not depend on the page). */
  width(page: PDFPage, family: Family, text: string, size: number): number {
    // Widths scale with the size: each text is measured once, at 1 pt (fontkit's layout is slow).
    const key = `${this.familyId(family)}:${text}`;
    let unit = this.widths.get(key);
    if (unit === undefined) {
      unit = (this.measurer ?? this.ts(page)).width(family, text, 1);
      this.widths.set(key, unit);
    }
    return unit * size;
  }

  /**
   * Breaks text into lines no wider than `maxWidth`: words added while the sum of their widths
   * and the spaces fits, each line then measured whole (kerning) and given back its last word
   * if it does not fit after all; a word longer than a line is cut (as Typesetter.wrap does).
   */
  private wrapLine(page: PDFPage, family: Family, text: string, size: number, maxWidth: number): string[] {
    const words = text.split(/[ \t]+/).filter(Boolean);
    const space = this.width(page, family, ' ', size);
    const lines: string[][] = [];
    let current: string[] = [];
    let cw = 0;
    const flush = () => {
      // The whole line's real width; give words back to the next line while it is too wide.
      const carry: string[] = [];
      while (current.length > 1 && this.width(page, family, current.join(' '), size) > maxWidth) carry.unshift(current.pop() as string);
      lines.push(current);
      current = carry;
      cw = carry.reduce((n, x, i) => n + this.width(page, family, x, size) + (i > 0 ? space : 0), 0);
    };
    for (const word of words) {
      const ww = this.width(page, family, word, size);
      if (current.length > 0 && cw + space + ww > maxWidth) flush();
      while (current.length > 0 && cw + space + ww > maxWidth) flush();
      if (current.length === 0 && ww > maxWidth) {
        // A word longer than a line: cut it where it stops fitting.
        let chars = [...word];
        while (chars.length > 1 && this.width(page, family, chars.join(''), size) > maxWidth) {
          let n = chars.length - 1;
          while (n > 1 && this.width(page, family, chars.slice(0, n).join(''), size) > maxWidth) n--;
          lines.push([chars.slice(0, n).join('')]);
          chars = chars.slice(n);
        }
        current = [chars.join('')];
        cw = this.width(page, family, current[0] as string, size);
        continue;
      }
      cw += (current.length > 0 ? space : 0) + ww;
      current.push(word);
    }
    if (current.length > 0) flush();
    while (current.length > 0) flush();
    return lines.map((l) => l.join(' '));
  }

  private wrap(page: PDFPage, p: Para, size: number, width: number): string[] {
    const fs = size * (p.scale ?? 1);
    const w = width - (p.indent ?? 0) * size;
    if (w <= 0) return [];
    return p.text.split('\n').flatMap((part) => this.wrapLine(page, p.family, part, fs, w));
  }

  /** The paragraphs set at `size` in `width`. */
  set(page: PDFPage, paras: readonly Para[], size: number, width: number): Setting {
    let height = 0;
    const laid: Laid[] = [];
    paras.forEach((para, i) => {
      const lines = this.wrap(page, para, size, width);
      if (i > 0) height += (para.gap ?? 0) * size;
      height += lines.length * size * (para.scale ?? 1) * LEADING;
      laid.push({ para, lines });
    });
    return { laid, size, height };
  }

  /** The height the paragraphs take at `size` in `width` (remembered: layouts measure the same texts many times). */
  height(page: PDFPage, paras: readonly Para[], size: number, width: number): number {
    const key = `${size}|${width}|${paras.map((p) => `${this.familyId(p.family)},${p.scale ?? 1},${p.gap ?? 0},${p.indent ?? 0}:${p.text}`).join('\u0000')}`;
    let h = this.heights.get(key);
    if (h === undefined) {
      h = this.set(page, paras, size, width).height;
      this.heights.set(key, h);
    }
    return h;
  }

  private familyId(family: Family): number {
    let id = this.families.get(family);
    if (id === undefined) {
      id = this.families.size;
      this.families.set(family, id);
    }
    return id;
  }

  /**
   * The paragraphs at the largest size from `max` down to `min` (by quarter points) at which they
   * fit the box; below `min`, the lines that fit at `min` with an ellipsis at the end of the last.
   */
  fit(page: PDFPage, paras: readonly Para[], box: Box, max: number, min: number): Setting & { cut: boolean } {
    for (let size = max; size >= min - 1e-9; size = Math.round((size - 0.25) * 100) / 100) {
      const s = this.set(page, paras, size, box.width);
      if (s.height <= box.height + 1e-6) return { ...s, cut: false };
    }
    // Not even one line at `min`: the size one line of the box takes.
    const size = Math.min(min, box.height / (LEADING * Math.max(...paras.map((p) => p.scale ?? 1), 1)));
    const full = this.set(page, paras, size, box.width);
    const laid: Laid[] = [];
    let height = 0;
    let cut = false;
    for (const [i, l] of full.laid.entries()) {
      const lh = size * (l.para.scale ?? 1) * LEADING;
      const gap = i > 0 ? (l.para.gap ?? 0) * size : 0;
      const room = Math.floor((box.height + 1e-6 - height - gap) / lh);
      if (room <= 0) {
        cut = true;
        break;
      }
      if (room >= l.lines.length) {
        laid.push(l);
        height += gap + l.lines.length * lh;
        continue;
      }
      laid.push({ para: l.para, lines: l.lines.slice(0, room) });
      height += gap + room * lh;
      cut = true;
      break;
    }
    if (cut) {
      // The last line kept ends with an ellipsis, shortened until it fits.
      const last = laid[laid.length - 1];
      if (last && last.lines.length > 0) {
        const fs = size * (last.para.scale ?? 1);
        const w = box.width - (last.para.indent ?? 0) * size;
        let chars = [...(last.lines[last.lines.length - 1] as string)];
        while (chars.length > 0 && this.width(page, last.para.family, `${chars.join('').trimEnd()}${ELLIPSIS}`, fs) > w) chars = chars.slice(0, -1);
        last.lines[last.lines.length - 1] = `${chars.join('').trimEnd()}${ELLIPSIS}`;
      }
    }
    return { laid, size, height, cut };
  }

  /** Draws a setting in the box, from its top (or centred in it). */
  draw(page: PDFPage, pageIndex: number, setting: Setting, box: Box, valign: 'top' | 'middle' | 'bottom' = 'top'): void {
    const size = setting.size;
    let y = box.y + box.height - (valign === 'middle' ? (box.height - setting.height) / 2 : valign === 'bottom' ? box.height - setting.height : 0);
    setting.laid.forEach((l, i) => {
      const p = l.para;
      const fs = size * (p.scale ?? 1);
      const indent = (p.indent ?? 0) * size;
      if (i > 0) y -= (p.gap ?? 0) * size;
      l.lines.forEach((line, k) => {
        const baseline = y - ASCENT * fs;
        if (k === 0 && p.marker) this.line(page, pageIndex, p.markerFamily ?? p.family, p.marker, box.x, baseline, fs, p.markerColor ?? p.color, 'left', box);
        const align = p.align ?? 'left';
        const x = align === 'left' ? box.x + indent : align === 'center' ? box.x + indent + (box.width - indent) / 2 : box.x + box.width;
        this.line(page, pageIndex, p.family, line, x, baseline, fs, p.color, align, box);
        y -= fs * LEADING;
      });
    });
  }

  /** Fits and draws in one go. */
  box(page: PDFPage, pageIndex: number, paras: readonly Para[], box: Box, max: number, min: number, valign: 'top' | 'middle' | 'bottom' = 'top'): Setting & { cut: boolean } {
    const s = this.fit(page, paras, box, max, min);
    this.draw(page, pageIndex, s, box, valign);
    return s;
  }

  /** One line, reported with its box. */
  line(page: PDFPage, pageIndex: number, family: Family, text: string, x: number, y: number, size: number, color: RGB, align: 'left' | 'center' | 'right', box: Box): void {
    if (text === '') return;
    const width = this.ts(page).line(family, text, x, y, size, color, align);
    const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    this.onText?.({ page: pageIndex, text, x: left, y, width, size, box });
  }
}
