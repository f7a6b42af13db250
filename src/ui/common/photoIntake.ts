/**
 * A photo of a machine taken in: the file the author picks (JPEG, PNG, WebP, or HEIC where the
 * browser decodes it) is checked by its bytes, decoded with its EXIF orientation applied, scaled to
 * at most 2048 px on its long side and encoded again as a JPEG on the device. The new file carries
 * only pixels: the camera's metadata (GPS position, device, date) is not in it. An SVG or anything
 * that is not a picture the browser decodes is refused with the reason.
 *
 * Decoding goes through `createImageBitmap` from the bytes, never an `<img src="blob:…">`: the
 * site's Content-Security-Policy allows no blob: images.
 */
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE, sniffImage } from '../../rules/machineFile';

export { sniffImage };

/** The largest photo file taken, before it is re-encoded. */
export const MAX_PHOTO_INPUT_BYTES = 25 * 1024 * 1024;
/** The JPEG quality of a re-encoded photo (and the lower one tried when that is over the stored limit). */
export const PHOTO_QUALITY = 0.85;
const LOWER_QUALITY = 0.7;

/** Why a photo was not taken. */
export type IntakeProblem =
  /** Over MAX_PHOTO_INPUT_BYTES. */
  | 'too_large'
  /** Not a JPEG, PNG, WebP or HEIC by its bytes (an SVG, a GIF, a document). */
  | 'not_image'
  /** A HEIC photo this browser cannot decode: save it as JPEG first. */
  | 'heic_unsupported'
  /** Its bytes say picture, but the browser cannot decode it (damaged or truncated). */
  | 'cannot_decode'
  /** The device could not encode it again (no canvas, out of memory), or the result is still over the stored limit. */
  | 'not_encoded';

export type IntakeResult = { ok: true; type: 'image/jpeg'; bytes: Uint8Array; width: number; height: number } | { ok: false; problem: IntakeProblem };

/** The size a picture of `width` × `height` is stored at: the same, or scaled down to `max` on its long side. */
export function targetSize(width: number, height: number, max: number = MAX_PHOTO_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A canvas of this size: an OffscreenCanvas where there is one (a worker, any current browser), else a page canvas. */
function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The canvas's pixels as a JPEG file (no metadata: the encoder writes pixels only). */
async function encode(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Uint8Array | null> {
  const blob =
    'convertToBlob' in canvas
      ? await canvas.convertToBlob({ type: 'image/jpeg', quality })
      : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return sniffImage(bytes) === 'image/jpeg' ? bytes : null;
}

/**
 * Takes in a photo: refuses one over 25 MB or one that is not a picture by its bytes, decodes it
 * with its EXIF orientation applied, scales it to at most 2048 px on its long side and encodes it
 * again as a JPEG (quality 0.85, or 0.7 when that is over the stored limit), on a white ground for a
 * transparent PNG or WebP.
 */
export async function intakePhoto(file: Blob): Promise<IntakeResult> {
  if (file.size > MAX_PHOTO_INPUT_BYTES) return { ok: false, problem: 'too_large' };
  const sniffed = sniffImage(new Uint8Array(await file.slice(0, 32).arrayBuffer()));
  if (!sniffed) return { ok: false, problem: 'not_image' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, problem: sniffed === 'image/heic' || sniffed === 'image/heif' ? 'heic_unsupported' : 'cannot_decode' };
  }
  try {
    const { width, height } = targetSize(bitmap.width, bitmap.height);
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return { ok: false, problem: 'not_encoded' };
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    for (const quality of [PHOTO_QUALITY, LOWER_QUALITY]) {
      const bytes = await encode(canvas, quality);
      if (!bytes) return { ok: false, problem: 'not_encoded' };
      if (bytes.length <= MAX_PHOTO_BYTES) return { ok: true, type: 'image/jpeg', bytes, width, height };
    }
    return { ok: false, problem: 'not_encoded' };
  } catch {
    return { ok: false, problem: 'not_encoded' };
  } finally {
    bitmap.close();
  }
}

export { decodes } from '../../platform/photoDecode';
