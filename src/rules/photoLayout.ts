/**
 * Where a machine's photos lie under its parts, the same in the editor and in the trainee scene.
 * A machine's parts are placed on a 1000 × 600 grid (machine.ts); the scene spreads that grid to
 * 1143 × 800 design units (scenes/machine/layout.ts), so the area the photos fill has the shape
 * 10 : 7. Its photos (one to three) share it in equal columns, left to right in their order, each
 * as large as fits its column without being cut or stretched, centred in it.
 */

/** How much wider than tall the machine's drawing area is (1000 × 160/140 by 600 × 200/150). */
export const PHOTO_AREA_ASPECT = 10 / 7;

/** The grid a machine's parts are placed on (machine.ts: x 0–1000, y 0–600). */
export const GRID = { width: 1000, height: 600 } as const;

/** A photo's size in pixels (only its shape matters). */
export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/** Where one photo lies, in grid units (x 0–1000, y 0–600). */
export interface PhotoSlot {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The place of each photo on the grid: equal columns, each photo contained in its column. A photo
 * with no usable size (0 or not a number) fills its column.
 */
export function photoSlots(photos: readonly PhotoSize[]): PhotoSlot[] {
  const n = photos.length;
  if (n === 0) return [];
  const column = GRID.width / n;
  // A grid unit across is this many grid units down, on screen (the area is 10 : 7, the grid 10 : 6).
  const across = (PHOTO_AREA_ASPECT * GRID.height) / GRID.width;
  return photos.map((photo, i) => {
    const aspect = photo.width / photo.height;
    // The column's shape on screen, and the photo's.
    const columnAspect = (column * across) / GRID.height;
    let width = column;
    let height: number = GRID.height;
    if (Number.isFinite(aspect) && aspect > 0) {
      if (aspect > columnAspect) height = (column * across) / aspect;
      else width = (GRID.height * aspect) / across;
    }
    return { x: i * column + (column - width) / 2, y: (GRID.height - height) / 2, width, height };
  });
}
