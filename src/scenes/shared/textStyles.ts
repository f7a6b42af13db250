import type { TextStyleOptions } from 'pixi.js';
import { PALETTE } from './palette';

/** The scenes' typeface (self-hosted Barlow Condensed), with fallbacks while it loads. */
export const FONT = "'Barlow Condensed', 'Barlow', Arial, sans-serif";

/** A bold label style. */
export function label(size: number, color: number, extra: Partial<TextStyleOptions> = {}): TextStyleOptions {
  return { fontFamily: FONT, fontSize: size, fontWeight: '700', fill: color, ...extra };
}

// Styles are made once, here: a new style object on a render would give its Text a new TextStyle
// (and a re-measured, redrawn texture) on every render.

/** Room for the trainee's text on the hung tag (in the tag's coordinates; see TAG_SIZE). */
export const TAG_TEXT_WIDTH = 98;

/** The MCC panel's texts. */
export const PANEL_STYLES = {
  title: label(17, PALETTE.navy, { letterSpacing: 0.5 }),
  switchLit: label(17, PALETTE.white),
  switchDim: label(17, PALETTE.steelShadow),
  switchOff: label(17, PALETTE.black),
  hint: label(18, PALETTE.black),
  tray: label(18, PALETTE.yellow, { letterSpacing: 1 }),
  trayTag: label(11, PALETTE.white),
  zeroVolts: label(26, PALETTE.green),
  tagDanger: label(19, PALETTE.white, { letterSpacing: 1 }),
  doNotOperate: label(15, PALETTE.black, { align: 'center', wordWrap: true, wordWrapWidth: 104 }),
  /** The tag's reason: up to REASON_LINES lines, then an ellipsis. */
  reason: { fontFamily: FONT, fontSize: 12, fill: PALETTE.navy, wordWrap: true, wordWrapWidth: TAG_TEXT_WIDTH, breakWords: true, lineHeight: 20 },
  permit: { fontFamily: FONT, fontSize: 11, fill: PALETTE.steelShadow, wordWrapWidth: TAG_TEXT_WIDTH },
  operator: { fontFamily: FONT, fontSize: 12, fontWeight: '700', fill: PALETTE.black, wordWrapWidth: TAG_TEXT_WIDTH },
} satisfies Record<string, TextStyleOptions>;

/** Lines of the reason shown on the hung tag. */
export const REASON_LINES = 3;

/** Hazard and energy names shrink for a long word down to this size, then break. */
export const MIN_NAME_SIZE = 13;

/** The challenge board's texts; the name and matched-line styles depend on the card's width. */
export const BOARD_STYLES = {
  panelTitle: label(24, PALETTE.yellow, { letterSpacing: 1 }),
  badge: label(17, PALETTE.white),
  dropHere: { fontFamily: FONT, fontSize: 15, fontWeight: '600', fill: PALETTE.steelDark },
  /** A hazard tile's name (centred) in a card `width` wide. */
  tileName: (width: number): TextStyleOptions => ({ ...label(19, PALETTE.ink), align: 'center', wordWrap: true, wordWrapWidth: width - 12, breakWords: true, lineHeight: 20 }),
  /** An energy target's name in a card `width` wide. */
  targetName: (width: number): TextStyleOptions => ({ ...label(19, PALETTE.ink), wordWrap: true, wordWrapWidth: width - 18, breakWords: true, lineHeight: 20 }),
  /** One hazard matched to a target, one line. */
  matched: (width: number): TextStyleOptions => ({ fontFamily: FONT, fontSize: 15, fill: PALETTE.greenDark, fontWeight: '600', wordWrapWidth: width - 18 }),
} satisfies Record<string, TextStyleOptions | ((width: number) => TextStyleOptions)>;
