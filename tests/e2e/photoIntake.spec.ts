import { build } from 'rolldown';
import { withoutMetadata } from '../../src/rules/machineFile';
import type * as PhotoIntake from '../../src/ui/common/photoIntake';
import { expect, test } from './fixtures';

// The photo intake (src/ui/common/photoIntake.ts) in the real browser, under the site's strict
// Content-Security-Policy: no page uses it yet (the machine editor will), so the module is
// bundled here and evaluated in the page. The photo is made here too: a JPEG drawn in the page,
// with an EXIF block spliced in that turns it a quarter (orientation 6) and holds a GPS position.

/** The photo intake as one script that sets `window.__photoIntake`. */
async function intakeScript(): Promise<string> {
  const out = await build({ input: 'src/ui/common/photoIntake.ts', write: false, output: { format: 'iife', name: '__photoIntake' }, logLevel: 'silent' });
  return `${out.output[0].code}\nwindow.__photoIntake = __photoIntake; true`;
}

const SECRET = 'GPS-SECRET-LOCATION';

/**
 * An APP1 EXIF segment (big-endian TIFF): IFD0 with an image description, orientation 6 (the
 * camera was turned: show it turned a quarter clockwise) and a GPS IFD with a latitude.
 */
function exifSegment(): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(124));
  const ascii = (at: number, text: string) => [...text].forEach((ch, i) => tiff.setUint8(at + i, ch.charCodeAt(0)));
  const entry = (at: number, tag: number, type: number, count: number, value: number, short = false) => {
    tiff.setUint16(at, tag);
    tiff.setUint16(at + 2, type);
    tiff.setUint32(at + 4, count);
    if (short) tiff.setUint16(at + 8, value);
    else tiff.setUint32(at + 8, value);
  };
  ascii(0, 'MM');
  tiff.setUint16(2, 42);
  tiff.setUint32(4, 8);
  // IFD0 at 8: three entries, then the next IFD's offset (none).
  tiff.setUint16(8, 3);
  entry(10, 0x010e, 2, SECRET.length + 1, 50); // ImageDescription, at 50
  entry(22, 0x0112, 3, 1, 6, true); // Orientation = 6
  entry(34, 0x8825, 4, 1, 70); // GPS IFD, at 70
  tiff.setUint32(46, 0);
  ascii(50, SECRET);
  // GPS IFD at 70: latitude reference "N" and latitude 23° 33' 0" as three rationals at 100.
  tiff.setUint16(70, 2);
  entry(72, 0x0001, 2, 2, 0);
  ascii(80, 'N');
  entry(84, 0x0002, 5, 3, 100);
  tiff.setUint32(96, 0);
  [23, 1, 33, 1, 0, 1].forEach((v, i) => tiff.setUint32(100 + i * 4, v));
  const body = new Uint8Array(tiff.buffer);
  const segment = new Uint8Array(2 + 2 + 6 + body.length);
  segment.set([0xff, 0xe1, (segment.length - 2) >> 8, (segment.length - 2) & 0xff]);
  segment.set([...'Exif'].map((c) => c.charCodeAt(0)), 4);
  segment.set(body, 10);
  return segment;
}

/** True when `needle` occurs in `bytes`. */
function contains(bytes: Uint8Array, needle: string): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  return text.includes(needle);
}

test('a photo is re-encoded on the device: at most 2048 px, its EXIF orientation applied, no EXIF or GPS left', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(await intakeScript());
  // A 3000 × 1000 JPEG: red on its left third, blue on the rest (the camera's pixels, before turning).
  const plain = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(3000, 1000);
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0000ff';
    g.fillRect(0, 0, 3000, 1000);
    g.fillStyle = '#ff0000';
    g.fillRect(0, 0, 1000, 1000);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  // The EXIF block goes right after the JPEG's start marker.
  const exif = exifSegment();
  const photo = new Uint8Array([...plain.slice(0, 2), ...exif, ...plain.slice(2)]);
  expect(contains(photo, 'Exif') && contains(photo, SECRET)).toBe(true);

  const result = await page.evaluate(async (bytes) => {
    const intake = (window as unknown as { __photoIntake: typeof PhotoIntake }).__photoIntake;
    const file = new File([new Uint8Array(bytes)], 'IMG_0001.JPG', { type: 'image/jpeg' });
    const taken = await intake.intakePhoto(file);
    if (!taken.ok) return { ...taken, bytes: [] as number[], top: [] as number[], bottom: [] as number[] };
    // What the re-encoded photo shows: the colour at the top and at the bottom of its middle column.
    const bitmap = await createImageBitmap(new Blob([taken.bytes as BlobPart], { type: taken.type }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const pixel = (y: number) => [...g.getImageData(Math.floor(bitmap.width / 2), y, 1, 1).data.slice(0, 3)];
    return { ...taken, bytes: [...taken.bytes], decoded: [bitmap.width, bitmap.height], top: pixel(100), bottom: pixel(bitmap.height - 100) };
  }, [...photo]);

  expect(result.ok).toBe(true);
  if (!result.ok) return;
  // 3000 × 1000 turned a quarter is 1000 × 3000, scaled to 2048 on its long side.
  expect([result.width, result.height]).toEqual([683, 2048]);
  expect(result).toMatchObject({ type: 'image/jpeg', decoded: [683, 2048] });
  // Turned clockwise, the left (red) third of the camera's pixels is now at the top.
  const [r1, , b1] = result.top;
  const [r2, , b2] = result.bottom;
  expect(r1! > 200 && b1! < 60).toBe(true);
  expect(b2! > 200 && r2! < 60).toBe(true);
  // The new file carries pixels only: no EXIF block, no description, no GPS position.
  const out = new Uint8Array(result.bytes);
  expect(out[0] === 0xff && out[1] === 0xd8).toBe(true);
  expect(contains(out, 'Exif')).toBe(false);
  expect(contains(out, SECRET)).toBe(false);
  expect(contains(out, 'MM\0*')).toBe(false);

  // A photo imported in a machine file keeps its pixels and loses its metadata without being
  // encoded again: the same camera file, stripped, still decodes (now as its pixels are stored).
  const stripped = withoutMetadata(photo, 'image/jpeg')!;
  expect(contains(stripped, 'Exif') || contains(stripped, SECRET)).toBe(false);
  expect(stripped.length).toBe(plain.length);
  const decoded = await page.evaluate(async (bytes) => {
    const intake = (window as unknown as { __photoIntake: typeof PhotoIntake }).__photoIntake;
    const photo = (width: number, height: number) => ({ id: 'photo-1', type: 'image/jpeg' as const, width, height, bytes: new Uint8Array(bytes) });
    return [await intake.decodes(photo(3000, 1000)), await intake.decodes(photo(1000, 3000))];
  }, [...stripped]);
  expect(decoded).toEqual([true, false]);
});

test('an SVG is refused by its bytes, and a photo that is not a picture the browser decodes is refused', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(await intakeScript());
  const results = await page.evaluate(async () => {
    const intake = (window as unknown as { __photoIntake: typeof PhotoIntake }).__photoIntake;
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.jpg', { type: 'image/jpeg' });
    // A JPEG's first bytes and nothing a decoder can use.
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6])], 'broken.jpg', { type: 'image/jpeg' });
    const photo = { id: 'photo-1', type: 'image/jpeg' as const, width: 10, height: 10, bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) };
    return [await intake.intakePhoto(svg), await intake.intakePhoto(broken), await intake.decodes(photo)];
  });
  expect(results).toEqual([
    { ok: false, problem: 'not_image' },
    { ok: false, problem: 'cannot_decode' },
    false,
  ]);
});

test('a 12-megapixel photo is taken in at 2048 × 1536 (the time it took is noted in the report)', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.evaluate(await intakeScript());
  const result = await page.evaluate(async () => {
    const intake = (window as unknown as { __photoIntake: typeof PhotoIntake }).__photoIntake;
    // 4000 × 3000 with detail everywhere, so the encoder has a camera-like amount of work.
    const canvas = new OffscreenCanvas(4000, 3000);
    const g = canvas.getContext('2d')!;
    for (let x = 0; x < 4000; x += 50) for (let y = 0; y < 3000; y += 50) {
      g.fillStyle = `rgb(${(x * 7) % 256}, ${(y * 13) % 256}, ${((x + y) * 3) % 256})`;
      g.fillRect(x, y, 50, 50);
    }
    const file = new File([await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })], 'big.jpg', { type: 'image/jpeg' });
    const start = performance.now();
    const taken = await intake.intakePhoto(file);
    const ms = performance.now() - start;
    return { ok: taken.ok, width: taken.ok ? taken.width : 0, height: taken.ok ? taken.height : 0, size: file.size, ms };
  });
  testInfo.annotations.push({ type: 'intake', description: `${(result.size / 1e6).toFixed(1)} MB, 12 MP, re-encoded in ${Math.round(result.ms)} ms` });
  console.log(`12 MP photo (${(result.size / 1e6).toFixed(1)} MB) re-encoded in ${Math.round(result.ms)} ms`);
  expect(result).toMatchObject({ ok: true, width: 2048, height: 1536 });
});
