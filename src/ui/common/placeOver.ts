import type { CSSProperties } from 'react';
import type { Rect } from '../../scenes/shared/drag';
import { toBox, type Fit } from '../../scenes/shared/fit';

/** CSS that puts a DOM twin exactly over a canvas object (design rect, scene fit). */
export function placeOver(rect: Rect, fit: Fit): CSSProperties {
  const box = toBox(rect, fit);
  return { left: box.x, top: box.y, width: box.width, height: box.height };
}
