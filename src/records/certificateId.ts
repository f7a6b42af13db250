/** Crockford's base32 alphabet: no I, L, O or U, so an identifier read aloud or retyped is not misread. */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The shape of a certificate identifier: 'LOTO-' and 12 Crockford base32 characters (60 random bits). */
export const CERTIFICATE_ID_PATTERN = /^LOTO-[0-9A-HJKMNP-TV-Z]{12}$/;

/** A new unique certificate identifier, 'LOTO-' + 12 Crockford base32 characters from the system's CSPRNG. */
export function newCertificateId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  // 256 is a multiple of 32, so taking the low five bits of each byte is unbiased.
  let id = 'LOTO-';
  for (const b of bytes) id += CROCKFORD_BASE32[b & 31];
  return id;
}
