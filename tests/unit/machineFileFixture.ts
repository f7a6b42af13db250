/** Machine-file fixtures: the first bytes of each kind of picture (the rest does not matter to the sniffer). */
const text = (s: string): Uint8Array => new TextEncoder().encode(s);

export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const WEBP = text('RIFF\x24\0\0\0WEBPVP8 ');
export const HEIC = new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0]);
export const HEIF = new Uint8Array([0, 0, 0, 0x18, ...text('ftypmif1'), 0, 0, 0, 0]);
export const SVG = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML = text('<!doctype html><html><body>hi</body></html>');
export const GIF = text('GIF89a\x01\0\x01\0');
export { text };
