import type { Graphics } from 'pixi.js';
import type { Rect } from '../shared/drag';
import { PALETTE, SAFETY } from '../shared/palette';
import { iconContext, type IconName } from './icons';

/** The board's colours, by role, from the shared palette. */
export const BOARD_COLORS = {
  panel: PALETTE.navy,
  panelEdge: PALETTE.navyEdge,
  panelTitleBar: PALETTE.navyLight,
  tile: PALETTE.white,
  tileEdge: PALETTE.steelLight,
  icon: SAFETY.danger,
  target: PALETTE.paper,
  targetEdge: PALETTE.steel,
  safe: SAFETY.safe,
  safeSoft: PALETTE.greenSoft,
  caution: SAFETY.caution,
  hover: SAFETY.mandatory,
  badge: PALETTE.navy,
  hint: PALETTE.steelDark,
} as const;

/** A panel (hazards or energies) with its title bar and a hazard-stripe accent under the title. */
export function drawPanel(g: Graphics, r: Rect, titleHeight: number): void {
  g.clear();
  g.roundRect(r.x, r.y, r.width, r.height, 16).fill(BOARD_COLORS.panel).stroke({ width: 2, color: BOARD_COLORS.panelEdge });
  g.roundRect(r.x, r.y, r.width, titleHeight, 16).fill(BOARD_COLORS.panelTitleBar);
  g.rect(r.x, r.y + titleHeight - 16, r.width, 16).fill(BOARD_COLORS.panelTitleBar);
  for (let x = r.x + 16; x < r.x + r.width - 16; x += 24) {
    g.poly([x, r.y + titleHeight, x + 12, r.y + titleHeight, x + 8, r.y + titleHeight + 4, x - 4, r.y + titleHeight + 4]).fill(BOARD_COLORS.caution);
  }
}

/** A hazard tile's card: shadow, outline (thick yellow when picked), check mark once matched. */
export function drawTileCard(g: Graphics, size: { width: number; height: number }, matched: boolean, selected: boolean): void {
  const { width, height } = size;
  g.clear();
  g.roundRect(3, 4, width, height, 12).fill({ color: PALETTE.shadow, alpha: 0.25 });
  g.roundRect(0, 0, width, height, 12)
    .fill(matched ? BOARD_COLORS.safeSoft : BOARD_COLORS.tile)
    .stroke({ width: selected ? 5 : 2, color: selected ? BOARD_COLORS.caution : matched ? BOARD_COLORS.safe : BOARD_COLORS.tileEdge });
  if (matched) {
    g.circle(width - 18, 18, 13).fill(BOARD_COLORS.safe);
    g.moveTo(width - 24, 18).lineTo(width - 19, 23).lineTo(width - 11, 13).stroke({ width: 3, color: PALETTE.white, cap: 'round', join: 'round' });
  }
}

/** A catalogue icon (24 × 24 units) in one colour: its shared drawing (see iconContext). */
export function drawIcon(g: Graphics, icon: IconName, color: number): void {
  g.context = iconContext(icon, color);
}

/** An energy target's card and the badge behind its count (green once it has a match). */
export function drawTargetCard(g: Graphics, size: { width: number; height: number }, matched: boolean): void {
  const { width, height } = size;
  g.clear();
  g.roundRect(0, 0, width, height, 12).fill(matched ? BOARD_COLORS.safeSoft : BOARD_COLORS.target).stroke({ width: 2, color: matched ? BOARD_COLORS.safe : BOARD_COLORS.targetEdge });
  g.circle(width - 20, 20, 15).fill(matched ? BOARD_COLORS.safe : BOARD_COLORS.badge);
}

/** The outline of a target under a dragged tile (blue: the place to act). */
export function drawTargetHighlight(g: Graphics, size: { width: number; height: number }): void {
  g.clear();
  g.roundRect(-4, -4, size.width + 8, size.height + 8, 15).stroke({ width: 6, color: BOARD_COLORS.hover }).fill({ color: BOARD_COLORS.hover, alpha: 0.12 });
}

/** The dashed "drop here" box at the foot of an empty target. */
export function drawDropHint(g: Graphics, size: { width: number; height: number }): void {
  g.clear();
  const inset = 8;
  const w = size.width - inset * 2;
  const h = 34;
  const y = size.height - h - inset;
  // Dashed outline: Pixi has no dashed stroke, so draw the dashes.
  for (let x = inset; x < inset + w; x += 14) g.moveTo(x, y).lineTo(Math.min(x + 8, inset + w), y).moveTo(x, y + h).lineTo(Math.min(x + 8, inset + w), y + h);
  for (let yy = y; yy < y + h; yy += 14) g.moveTo(inset, yy).lineTo(inset, Math.min(yy + 8, y + h)).moveTo(inset + w, yy).lineTo(inset + w, Math.min(yy + 8, y + h));
  g.stroke({ width: 2, color: BOARD_COLORS.hint });
}
