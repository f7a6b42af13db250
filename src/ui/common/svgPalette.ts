/**
 * The hand-drawn SVG figures' palette and strokes (the knowledge figures, the simulator's tester
 * picture): the site's CSS variables, with their hex values as fallbacks, and the navy outline
 * every part is drawn with.
 */
export const PALETTE = {
  navy900: 'var(--navy-900, #0b1529)',
  navy800: 'var(--navy-800, #14213d)',
  navy700: 'var(--navy-700, #1f3157)',
  steel700: 'var(--steel-700, #3e4c63)',
  steel500: 'var(--steel-500, #5b6b82)',
  steel300: 'var(--steel-300, #a9b5c7)',
  steel200: 'var(--steel-200, #d3dae5)',
  steel100: 'var(--steel-100, #e9edf3)',
  paper: 'var(--paper, #f5f7fa)',
  white: 'var(--white, #ffffff)',
  danger: 'var(--danger, #c8102e)',
  dangerSoft: 'var(--danger-soft, #fde8eb)',
  caution: 'var(--caution, #ffc20e)',
  cautionDark: 'var(--caution-dark, #8a6400)',
  safe: 'var(--safe, #0f7b3a)',
  safeSoft: 'var(--safe-soft, #e3f4ea)',
  blue: 'var(--mandatory, #0b5cad)',
} as const;

/** The outline every part is drawn with, and its thin variant. */
export const INK = { stroke: PALETTE.navy800, strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
export const THIN = { ...INK, strokeWidth: 1.5 } as const;
