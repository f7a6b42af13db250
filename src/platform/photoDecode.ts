/**
 * Whether a machine file's photo is a picture this browser decodes, at the size the file says:
 * what an import asks before it stores a photo (src/records/machineLibrary.ts). Decoded from its
 * bytes with `createImageBitmap`, never through a blob: image (the CSP forbids them).
 */
import type { MachinePhoto } from '../rules/machineFile';

/**
 * True when a machine file's photo decodes in this browser at the size the file says (its EXIF
 * orientation applied): what `importMachine` asks before it stores a photo (machineLibrary.ts).
 */
export async function decodes(photo: MachinePhoto): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(new Blob([photo.bytes as BlobPart], { type: photo.type }), { imageOrientation: 'from-image' });
    const same = bitmap.width === photo.width && bitmap.height === photo.height;
    bitmap.close();
    return same;
  } catch {
    return false;
  }
}
