/** Machine-file fixtures: the structure of each kind of picture (no real pixels: the sniffer and the metadata stripper read only the structure). */
const text = (s: string): Uint8Array => new TextEncoder().encode(s);

/** A JPEG's structure: its start, a JFIF header, the image data (a stand-in) and its end. */
export const JPEG = new Uint8Array([
  0xff, 0xd8,
  0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x12, 0x34,
  0xff, 0xd9,
]);
/** A PNG's structure: its signature, a 1 × 1 header chunk and its end chunk (checksums not computed). */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
  0, 0, 0, 13, ...text('IHDR'), 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, ...text('IEND'), 0xae, 0x42, 0x60, 0x82,
]);
/** A WebP's structure: RIFF, its size, WEBP and one image chunk of four bytes. */
export const WEBP = new Uint8Array([...text('RIFF'), 16, 0, 0, 0, ...text('WEBP'), ...text('VP8 '), 4, 0, 0, 0, 1, 2, 3, 4]);
export const HEIC = new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0]);
export const HEIF = new Uint8Array([0, 0, 0, 0x18, ...text('ftypmif1'), 0, 0, 0, 0]);
export const SVG = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML = text('<!doctype html><html><body>hi</body></html>');
export const GIF = text('GIF89a\x01\0\x01\0');
export { text };
