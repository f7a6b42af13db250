/**
 * The site's typeface (Barlow, from @fontsource/barlow) for certificates. pdf-lib's fontkit reads
 * WOFF (not WOFF2) and, with `subset: true`, writes a plain TrueType subset into the PDF. Barlow
 * comes split by script: the latin file has Western European letters (ã, ç, ü, ø, æ, ß), the
 * latin-ext file Central European ones (ł, ż, ć, ő, ř); a certificate embeds both.
 */
import latin400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff?url';
import latinExt400 from '@fontsource/barlow/files/barlow-latin-ext-400-normal.woff?url';
import latin700 from '@fontsource/barlow/files/barlow-latin-700-normal.woff?url';
import latinExt700 from '@fontsource/barlow/files/barlow-latin-ext-700-normal.woff?url';

/** One weight of the typeface: its latin and latin-ext files (WOFF bytes). */
export interface FontFiles {
  readonly latin: Uint8Array;
  readonly latinExt: Uint8Array;
}

/** The two weights a certificate uses. */
export interface CertificateFonts {
  readonly regular: FontFiles;
  readonly bold: FontFiles;
}

/** The WOFF files' paths under node_modules, for tests and scripts that read them from disk. */
export const CERTIFICATE_FONT_FILES = {
  regular: { latin: 'barlow-latin-400-normal.woff', latinExt: 'barlow-latin-ext-400-normal.woff' },
  bold: { latin: 'barlow-latin-700-normal.woff', latinExt: 'barlow-latin-ext-700-normal.woff' },
} as const;

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`certificate font ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let loading: Promise<CertificateFonts> | null = null;

/** Fetches the four font files the build emitted (same origin, so CSP connect-src 'self' allows it); once per page. */
export function loadCertificateFonts(): Promise<CertificateFonts> {
  loading ??= Promise.all([bytesOf(latin400), bytesOf(latinExt400), bytesOf(latin700), bytesOf(latinExt700)]).then(
    ([l4, e4, l7, e7]) => ({ regular: { latin: l4, latinExt: e4 }, bold: { latin: l7, latinExt: e7 } }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
