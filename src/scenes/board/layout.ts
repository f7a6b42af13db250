import type { Rect } from '../shared/drag';

/** Where the board's panels, tiles and targets sit, in design units. */
export interface BoardLayout {
  orientation: 'landscape' | 'portrait';
  width: number;
  height: number;
  hazardsPanel: Rect;
  energiesPanel: Rect;
  /** Title bar height of each panel. */
  titleHeight: number;
  /** Tile boxes in deal order (16). */
  tiles: Rect[];
  /** Target boxes in energy order (11). */
  targets: Rect[];
}

/** Both grids have four columns (specification §9). */
export const COLUMNS = 4;
const PAD = 12;
const GAP = 10;

function grid(panel: Rect, titleHeight: number, count: number, cellHeight: number): Rect[] {
  const cellWidth = (panel.width - PAD * 2 - GAP * (COLUMNS - 1)) / COLUMNS;
  return Array.from({ length: count }, (_, i) => ({
    x: panel.x + PAD + (i % COLUMNS) * (cellWidth + GAP),
    y: panel.y + titleHeight + PAD + Math.floor(i / COLUMNS) * (cellHeight + GAP),
    width: cellWidth,
    height: cellHeight,
  }));
}

function build(orientation: 'landscape' | 'portrait'): BoardLayout {
  const titleHeight = 46;
  const tileHeight = orientation === 'landscape' ? 124 : 118;
  const targetHeight = orientation === 'landscape' ? 178 : 150;
  const panelWidth = orientation === 'landscape' ? 600 : 600;
  const hazardsHeight = titleHeight + PAD * 2 + tileHeight * 4 + GAP * 3;
  const energiesHeight = titleHeight + PAD * 2 + targetHeight * 3 + GAP * 2;
  const hazardsPanel: Rect = { x: 0, y: 0, width: panelWidth, height: hazardsHeight };
  const energiesPanel: Rect =
    orientation === 'landscape'
      ? { x: panelWidth + 20, y: 0, width: panelWidth, height: energiesHeight }
      : { x: 0, y: hazardsHeight + 16, width: panelWidth, height: energiesHeight };
  return {
    orientation,
    width: orientation === 'landscape' ? panelWidth * 2 + 20 : panelWidth,
    height: orientation === 'landscape' ? Math.max(hazardsHeight, energiesHeight) : energiesPanel.y + energiesHeight,
    hazardsPanel,
    energiesPanel,
    titleHeight,
    tiles: grid(hazardsPanel, titleHeight, 16, tileHeight),
    targets: grid(energiesPanel, titleHeight, 11, targetHeight),
  };
}

const LAYOUTS = { landscape: build('landscape'), portrait: build('portrait') };

/** The arrangement for a box: side by side when it is wide, stacked on a phone. */
export function boardLayoutFor(boxWidth: number, boxHeight: number): BoardLayout {
  return boxWidth >= boxHeight * 1.2 ? LAYOUTS.landscape : LAYOUTS.portrait;
}
