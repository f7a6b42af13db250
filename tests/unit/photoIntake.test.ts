import { afterEach, describe, expect, it, vi } from 'vitest';
import { intakePhoto, MAX_PHOTO_INPUT_BYTES, sniffImage, targetSize } from '../../src/ui/common/photoIntake';
import { GIF, HEIC, HTML, JPEG, PNG, SVG } from './machineFileFixture';

afterEach(() => vi.unstubAllGlobals());

describe('targetSize', () => {
  it('keeps a picture of at most 2048 px on its long side as it is', () => {
    expect(targetSize(2048, 1536)).toEqual({ width: 2048, height: 1536 });
    expect(targetSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(targetSize(1, 2048)).toEqual({ width: 1, height: 2048 });
  });

  it('scales a larger one down to 2048 px on its long side, keeping its proportions', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(targetSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(targetSize(1000, 3000)).toEqual({ width: 683, height: 2048 });
    expect(targetSize(12000, 2)).toEqual({ width: 2048, height: 1 });
    expect(targetSize(4096, 4096)).toEqual({ width: 2048, height: 2048 });
  });
});

describe('intakePhoto refuses before decoding', () => {
  const decoder = vi.fn(async () => {
    throw new Error('must not decode');
  });

  it('a file over 25 MB', async () => {
    vi.stubGlobal('createImageBitmap', decoder);
    const big = new Blob([JPEG, new Uint8Array(MAX_PHOTO_INPUT_BYTES)]);
    expect(await intakePhoto(big)).toEqual({ ok: false, problem: 'too_large' });
    expect(decoder).not.toHaveBeenCalled();
  });

  it.each([
    ['an SVG', SVG],
    ['an HTML page', HTML],
    ['a GIF', GIF],
    ['an empty file', new Uint8Array()],
  ])('%s: not a picture', async (_what, bytes) => {
    vi.stubGlobal('createImageBitmap', decoder);
    expect(await intakePhoto(new Blob([bytes as BlobPart], { type: 'image/jpeg' }))).toEqual({ ok: false, problem: 'not_image' });
    expect(decoder).not.toHaveBeenCalled();
  });

  it('a HEIC photo the browser cannot decode says so; a damaged JPEG cannot be decoded', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'))));
    expect(await intakePhoto(new Blob([HEIC]))).toEqual({ ok: false, problem: 'heic_unsupported' });
    expect(await intakePhoto(new Blob([JPEG]))).toEqual({ ok: false, problem: 'cannot_decode' });
    expect(await intakePhoto(new Blob([PNG]))).toEqual({ ok: false, problem: 'cannot_decode' });
  });

  it('sniffImage is the machine file\'s', () => {
    expect(sniffImage(PNG)).toBe('image/png');
  });
});
