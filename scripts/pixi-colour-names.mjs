/**
 * A stand-in for colord's names plugin in the build (vite.config.ts, leaveOutUnusedLibraryCode):
 * Pixi's Color reads CSS colour names through it. Black, white and transparent (the names Pixi
 * itself uses) come from a table; any other name is read by the browser's own 2D canvas, so every
 * CSS name still reads as before without a table of 148 of them (1.3 KB of gzip on every scene
 * page). An unknown name reads as no colour, as with colord's plugin.
 * tests/unit/pixiColourNames.test.ts checks it.
 */
const KNOWN = { black: [0, 0, 0, 1], white: [255, 255, 255, 1], transparent: [0, 0, 0, 0] };
let context;
function byBrowser(name) {
  if (context === undefined) {
    const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : typeof document === 'object' ? document.createElement('canvas') : null;
    context = (canvas && canvas.getContext('2d')) || null;
  }
  if (!context) return null;
  context.fillStyle = '#010203';
  context.fillStyle = name;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(context.fillStyle);
  if (!hex || context.fillStyle === '#010203') return null;
  return { r: parseInt(hex[1], 16), g: parseInt(hex[2], 16), b: parseInt(hex[3], 16), a: 1 };
}
export default function names(_Colord, parsers) {
  parsers.string.push([
    (input) => {
      const name = input.toLowerCase();
      if (!/^[a-z]+$/.test(name)) return null;
      const known = KNOWN[name];
      return known ? { r: known[0], g: known[1], b: known[2], a: known[3] } : byBrowser(name);
    },
    'name',
  ]);
}
