import { CanvasTextMetrics, TextStyle, type TextStyleOptions } from 'pixi.js';

const ELLIPSIS = '…';

/**
 * Fits free text (typed by a trainee) into at most `maxLines` lines of `style`: whitespace runs
 * become one space, and text that does not fit is cut on a code point (never inside an emoji's
 * surrogate pair) and ends with an ellipsis. Measured, not counted, so wide letters, emoji and
 * any script fit the same box.
 */
export function fitLines(text: string, style: TextStyleOptions, maxLines: number): string {
  const measured = new TextStyle(style);
  const fits = (candidate: string) => CanvasTextMetrics.measureText(candidate, measured).lines.length <= maxLines && fitsWidth(candidate, measured);
  const clean = text.replace(/\s+/g, ' ').trim();
  if (fits(clean)) return clean;
  const chars = Array.from(clean);
  // Binary search for the longest prefix that still fits with its ellipsis.
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(`${chars.slice(0, mid).join('').trimEnd()}${ELLIPSIS}`)) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
}

/** Without word wrap a single line can still be too wide: check it against the wrap width. */
function fitsWidth(candidate: string, style: TextStyle): boolean {
  if (style.wordWrap) return true;
  return CanvasTextMetrics.measureText(candidate, style).width <= style.wordWrapWidth;
}

/**
 * The pieces Pixi's word wrap keeps whole: words, themselves cut after a hyphen or a dash
 * ("Druckluft-" "Absperrventil"), as Pixi breaks there. A non-breaking hyphen ("V‑5") holds.
 */
export function wrapPieces(text: string): string[] {
  return text.split(/\s+/).flatMap((word) => word.split(/(?<=[-\u2010\u2013\u2014\u00ad])/)).filter((piece) => piece !== '');
}

/**
 * A wrapped label's style with its font shrunk just enough (never below `minSize`) for its longest
 * word to fit on one line, so long compounds ("Gravitationsenergie" on a phone) do not break in
 * the middle. The line height shrinks with the font. `measured`: `style` unwrapped as a TextStyle,
 * for a caller that fits many texts to one style. The style itself comes back when nothing shrinks.
 */
export function wordFitStyle(text: string, style: TextStyleOptions, minSize: number, measured: TextStyle = new TextStyle({ ...style, wordWrap: false })): TextStyleOptions {
  const size = Number(style.fontSize ?? minSize);
  const width = style.wordWrapWidth ?? Infinity;
  const widest = Math.max(0, ...wrapPieces(text).map((word) => CanvasTextMetrics.measureText(word, measured).width));
  if (widest <= width) return style;
  const fitted = Math.max(minSize, Math.floor((size * width) / widest));
  const lineHeight = style.lineHeight === undefined ? undefined : (style.lineHeight * fitted) / size;
  return { ...style, fontSize: fitted, ...(lineHeight === undefined ? {} : { lineHeight }) };
}
