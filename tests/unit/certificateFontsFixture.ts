/** The certificate's typefaces for unit tests (Node only: read from the installed package). */
import { readFileSync } from 'node:fs';
import { CERTIFICATE_FONT_FILES, type CertificateFonts } from '../../src/records/certificateFonts';

const fontDir = new URL('../../node_modules/@fontsource/barlow/files/', import.meta.url);
const read = (name: string) => new Uint8Array(readFileSync(new URL(name, fontDir)));
/** The certificate's typefaces, read from the package (as the build serves them). */
export const FONTS: CertificateFonts = {
  regular: { latin: read(CERTIFICATE_FONT_FILES.regular.latin), latinExt: read(CERTIFICATE_FONT_FILES.regular.latinExt) },
  bold: { latin: read(CERTIFICATE_FONT_FILES.bold.latin), latinExt: read(CERTIFICATE_FONT_FILES.bold.latinExt) },
};
