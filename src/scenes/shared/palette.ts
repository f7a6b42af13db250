/**
 * The one palette of the scenes (and of the overlay's canvas chart): the safety colours as
 * ISO 3864 / ANSI Z535 use them, an industrial navy and steel greys. The same values are the
 * design tokens in src/ui/styles/base.css; a unit test keeps the two equal.
 */

/** Safety colours by meaning (ISO 3864-1 / ANSI Z535.1). */
export const SAFETY = {
  /** Red: danger, stop, prohibition, the personal padlock and the DANGER tag. */
  danger: 0xc8102e,
  /** Yellow: caution, warning, hazard stripes and walkways. */
  caution: 0xffc20e,
  /** Green: safe condition, done, correct. */
  safe: 0x0f7b3a,
  /** Blue: mandatory action (a place to act: the drop target under a dragged tile). */
  mandatory: 0x0b5cad,
} as const;

/** Every colour the scenes draw with, by name. */
export const PALETTE = {
  // Room and cabinet (the MCC).
  wall: 0x1b2a47,
  wallLine: 0x22335a,
  floor: 0x3b4657,
  floorDark: 0x2d3644,
  walkway: SAFETY.caution,
  steelLight: 0xd3dae5,
  steel: 0xa9b5c7,
  steelMid: 0x8796ad,
  steelDark: 0x5b6b82,
  steelShadow: 0x3e4c63,
  chrome: 0xe6eaf0,
  cableBundle: 0x1f2937,
  /** Neighbouring MCC sections, in the shade. */
  peer: 0x2a3a5c,
  peerTop: 0x263552,
  peerBucket: 0x30426a,
  peerLamp: 0x3c6e4f,
  /** The voltage tester's display. */
  meterScreen: 0x1d2a21,
  // Navy and neutrals.
  navy: 0x14213d,
  navyLight: 0x1f3157,
  navyEdge: 0x2c4372,
  ink: 0x101828,
  inkSoft: 0x3f4a5c,
  paper: 0xf5f7fa,
  black: 0x111111,
  shadow: 0x000000,
  white: 0xffffff,
  // Safety colours and their shades.
  red: SAFETY.danger,
  redDark: 0x8e0b20,
  redLight: 0xe8455c,
  yellow: SAFETY.caution,
  yellowDark: 0xc99400,
  /** A lit green lamp or display (brighter than the safety green, which reads on paper). */
  green: 0x22c55e,
  greenDark: SAFETY.safe,
  greenSoft: 0xe3f4ea,
  blue: SAFETY.mandatory,
} as const;

/** A palette colour as CSS (`#rrggbb`), for canvas 2D code outside Pixi (the result chart) and SVG. */
export function css(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}
