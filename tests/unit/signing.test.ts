import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ID_PATTERN, newCertificateId } from '../../src/records/certificateId';
import { qrModuleMm } from '../../src/records/certificatePdf';
import {
  base64urlToBytes,
  bytesToBase64url,
  canonicalJson,
  certificateUrl,
  certificateUrlV1,
  digitsToBytes,
  bytesToDigits,
  generateKeyPair,
  isStrictPublicKey,
  keyIdOf,
  MAX_FRAGMENT_LENGTH,
  parseCertificateUrl,
  readCertificateUrl,
  signCertificate,
  textToBase64url,
  verifyCertificate,
} from '../../src/records/signing';
import type { CertificateData, CertificateDataV2, SignedCertificate } from '../../src/records/types';
import { sampleData, signedSample, signedSampleV1 } from './certificateFixture';

describe('canonicalJson', () => {
  it('gives the same text whatever the key order, at every depth, with no whitespace', () => {
    const a = { b: 1, a: { y: [3, { z: 1, x: 'é' }], x: null }, c: 'ção' };
    const b = { c: 'ção', a: { x: null, y: [3, { x: 'é', z: 1 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"x":null,"y":[3,{"x":"é","z":1}]},"b":1,"c":"ção"}');
  });
  it('keeps array order (a reordered list is different data)', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
  it('refuses what JSON cannot carry', () => {
    expect(() => canonicalJson({ a: undefined })).toThrow();
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson({ a: Infinity })).toThrow();
  });
  it('a certificate rebuilt with its keys in another order signs the same bytes', () => {
    const d = sampleData('0123456789abcdef');
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(d).reverse()))) as CertificateData;
    expect(canonicalJson(reordered)).toBe(canonicalJson(d));
  });
});

describe('base64url', () => {
  it('round-trips every byte value, with no +, / or =', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = bytesToBase64url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect([...base64urlToBytes(text)]).toEqual([...bytes]);
    for (let n = 0; n < 6; n++) expect([...base64urlToBytes(bytesToBase64url(bytes.slice(0, n)))]).toEqual([...bytes.slice(0, n)]);
  });
  it('refuses other characters', () => {
    expect(() => base64urlToBytes('ab+c')).toThrow();
    expect(() => base64urlToBytes('ab c')).toThrow();
    expect(() => base64urlToBytes('abcde')).toThrow();
  });
});

describe('keys and identifiers', () => {
  it('keyIdOf is the first 16 hex characters of SHA-256 of the public key', async () => {
    const { publicKey } = await generateKeyPair();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', publicKey as Uint8Array<ArrayBuffer>));
    const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(await keyIdOf(publicKey)).toBe(hex.slice(0, 16));
    expect(publicKey).toHaveLength(32);
  });
  it('newCertificateId gives LOTO- and 12 Crockford base32 characters, never the same twice', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newCertificateId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(CERTIFICATE_ID_PATTERN);
    // Every one of the 32 characters turns up (the whole alphabet is used).
    expect(new Set([...ids].join('').slice(0, 24000).replace(/LOTO-/g, '')).size).toBe(32);
  });
});

describe('sign and verify', () => {
  it('a signed certificate verifies, and reports its key', async () => {
    const { keys, signed } = await signedSample();
    expect(await verifyCertificate(signed)).toEqual({ valid: true, keyId: await keyIdOf(keys.publicKey) });
  });

  const alterations: [string, (d: CertificateDataV2) => CertificateData][] = [
    ['the name', (d) => ({ ...d, trainee: { ...d.trainee, name: 'Joao Conceicao' } })],
    ['the hours', (d) => ({ ...d, course: { ...d.course, hours: 16 } })],
    ['the date', (d) => ({ ...d, issuedAt: '2026-11-21T14:30:00.000Z' })],
    ['the identifier', (d) => ({ ...d, id: 'LOTO-7K3M9Q2XH4BE' })],
    ['a passed score', (d) => ({ ...d, passed: d.passed.map((p, i) => (i === 1 ? { ...p, score: 100 } : p)) })],
    ['the instructor', (d) => ({ ...d, instructors: [{ ...d.instructors[0]!, name: 'Outra Pessoa' }] })],
    ['an instructor added', (d) => ({ ...d, instructors: [...d.instructors, { name: 'Outra Pessoa', qualification: 'Técnica' }] })],
    ['the role', (d) => ({ ...d, role: 'affected' })],
    ['the practice time', (d) => ({ ...d, course: { ...d.course, practiceSeconds: 36000 } })],
    ['the version', (d) => { const { v: _v, ...rest } = d; return { ...rest, instructor: d.instructors[0]! } as unknown as CertificateData; }],
    ['a syllabus line', (d) => ({ ...d, course: { ...d.course, syllabus: [...d.course.syllabus, 'Trabalho em altura'] } })],
    ['an added field', (d) => ({ ...d, extra: 'x' }) as unknown as CertificateData],
  ];
  it.each(alterations)('altering %s makes it invalid', async (_what, alter) => {
    const { signed } = await signedSample();
    const altered: SignedCertificate = { ...signed, data: alter(signed.data) };
    expect(canonicalJson(altered.data)).not.toBe(canonicalJson(signed.data));
    expect((await verifyCertificate(altered)).valid).toBe(false);
  });

  it('another Ed25519 implementation (Node’s crypto) accepts the signature over the canonical JSON', async () => {
    const { createPublicKey, verify } = await import('node:crypto');
    const { signed } = await signedSample();
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: signed.publicKey }, format: 'jwk' });
    const message = Buffer.from(canonicalJson(signed.data), 'utf8');
    expect(verify(null, message, key, base64urlToBytes(signed.signature))).toBe(true);
    expect(verify(null, Buffer.from(canonicalJson({ ...signed.data, id: 'LOTO-000000000000' }), 'utf8'), key, base64urlToBytes(signed.signature))).toBe(false);
  });

  it('a keyId that is not the public key’s fingerprint is invalid even with a good signature', async () => {
    const keys = await generateKeyPair();
    const data = sampleData('0123456789abcdef');
    // signCertificate refuses to issue it …
    await expect(signCertificate(data, keys.privateKey, keys.publicKey)).rejects.toThrow(/keyId/);
    // … and one signed by other means (the signature itself is good) still fails verification.
    const ed = await import('@noble/ed25519');
    const sig = await ed.signAsync(new TextEncoder().encode(canonicalJson(data)), keys.privateKey);
    const forged: SignedCertificate = { data, signature: bytesToBase64url(sig), publicKey: bytesToBase64url(keys.publicKey) };
    expect(await verifyCertificate(forged)).toEqual({ valid: false, keyId: await keyIdOf(keys.publicKey) });
  });

  it('another key swapped in (with its own keyId) does not verify the first key’s signature', async () => {
    const { signed } = await signedSample();
    const other = await generateKeyPair();
    const otherId = await keyIdOf(other.publicKey);
    const swapped: SignedCertificate = { ...signed, data: { ...signed.data, keyId: otherId }, publicKey: bytesToBase64url(other.publicKey) };
    expect(await verifyCertificate(swapped)).toEqual({ valid: false, keyId: otherId });
  });

  it('a corrupt signature or public key is invalid, not an exception', async () => {
    const { signed } = await signedSample();
    const flipped = signed.signature[0] === 'A' ? 'B' + signed.signature.slice(1) : 'A' + signed.signature.slice(1);
    expect((await verifyCertificate({ ...signed, signature: flipped })).valid).toBe(false);
    expect((await verifyCertificate({ ...signed, signature: 'abc' })).valid).toBe(false);
    expect(await verifyCertificate({ ...signed, publicKey: '!!' })).toEqual({ valid: false, keyId: '' });
  });

  it('a private key that is not the public key’s is refused at signing', async () => {
    const a = await generateKeyPair();
    const b = await generateKeyPair();
    await expect(signCertificate(sampleData(await keyIdOf(a.publicKey)), b.privateKey, a.publicKey)).rejects.toThrow();
  });
});

describe('keys that sign anything (RFC 8032 §5.1.3 decoding, small order)', () => {
  const bytes = (...head: number[]) => Uint8Array.from({ length: 32 }, (_, i) => head[i] ?? 0);
  /** The identity point (0, 1): 0x01 and 31 zero bytes. */
  const identity = bytes(1);
  /** (0, -1), of order 2: y = p - 1 = 2^255 - 20, little-endian. */
  const orderTwo = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 0xec : i === 31 ? 0x7f : 0xff));
  /** The identity again, written with y = p + 1 (not reduced: y ≥ p). */
  const identityUnreduced = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 0xee : i === 31 ? 0x7f : 0xff));
  const zeros = new Uint8Array(32);
  /** A certificate "signed" by `publicKey` with R and S = 0, which a lax check accepts for a key of small order. */
  const forged = async (publicKey: Uint8Array, r: Uint8Array): Promise<SignedCertificate> => ({
    data: sampleData(await keyIdOf(publicKey)),
    signature: bytesToBase64url(Uint8Array.from([...r, ...zeros])),
    publicKey: bytesToBase64url(publicKey),
  });

  it('the identity point as the key: refused, not "valid for any data"', async () => {
    const cert = await forged(identity, identity);
    expect(await verifyCertificate(cert)).toEqual({ valid: false, keyId: await keyIdOf(identity) });
    // Any data at all, with the same signature.
    expect((await verifyCertificate({ ...cert, data: { ...cert.data, trainee: { ...cert.data.trainee, name: 'Ninguém' } } })).valid).toBe(false);
  });

  it('another point of small order (0, -1) as the key: refused', async () => {
    // R = identity works when the challenge k is even, R = (0, -1) when it is odd: one of the two
    // passed the lax check.
    for (const r of [identity, orderTwo]) expect((await verifyCertificate(await forged(orderTwo, r))).valid).toBe(false);
  });

  it('a non-canonical encoding (y ≥ p) is refused', async () => {
    expect((await verifyCertificate(await forged(identityUnreduced, identity))).valid).toBe(false);
  });

  it('a signature whose S is not reduced (S + L) is refused, though the equation holds for it', async () => {
    const keys = await generateKeyPair();
    const good = await signCertificate(sampleData(await keyIdOf(keys.publicKey)), keys.privateKey, keys.publicKey);
    const signature = base64urlToBytes(good.signature);
    // S + L, little-endian, still 32 bytes whenever S < 2^256 - L (always for a reduced S).
    const L = 2n ** 252n + 27742317777372353535851937790883648493n;
    let s = 0n;
    for (let i = 63; i >= 32; i--) s = (s << 8n) | BigInt(signature[i]!);
    let big = s + L;
    const malleated = Uint8Array.from(signature);
    for (let i = 32; i < 64; i++) {
      malleated[i] = Number(big & 0xffn);
      big >>= 8n;
    }
    expect((await verifyCertificate(good)).valid).toBe(true);
    expect((await verifyCertificate({ ...good, signature: bytesToBase64url(malleated) })).valid).toBe(false);
  });

  it('isStrictPublicKey: small-order and non-canonical encodings out, a real key in', async () => {
    for (const key of [identity, orderTwo, identityUnreduced, bytes(), bytes(...new Array<number>(31).fill(0), 0x80), bytes(1, ...new Array<number>(30).fill(0), 0x80)]) expect(isStrictPublicKey(key)).toBe(false);
    expect(isStrictPublicKey(new Uint8Array(31))).toBe(false);
    expect(isStrictPublicKey((await generateKeyPair()).publicKey)).toBe(true);
  });
});

describe('the verification URL', () => {
  it('carries the certificate in the fragment and reads back to the same, still valid, certificate', async () => {
    const { signed } = await signedSample();
    const url = await certificateUrl('https://loto.example.com/', signed);
    expect(url).toMatch(/^https:\/\/loto\.example\.com\/verificar#d=[0-9]+$/);
    const parsed = await readCertificateUrl(new URL(url).hash);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(canonicalJson(parsed.certificate)).toBe(canonicalJson(signed));
    expect((await verifyCertificate(parsed.certificate)).valid).toBe(true);
    // A whole URL is read as well.
    expect((await readCertificateUrl(url)).ok).toBe(true);
    // The compressed address makes a much smaller QR code than the first form (larger modules at the same printed size).
    expect(qrModuleMm(url)).toBeGreaterThan(qrModuleMm(certificateUrlV1('https://loto.example.com/', signed)) * 1.2);
  });

  it('still reads the first form of the address (#c=, base64url) and verifies a first-version certificate', async () => {
    const { signed } = await signedSampleV1();
    expect('v' in signed.data).toBe(false);
    const url = certificateUrlV1('https://loto.example.com', signed);
    expect(url.startsWith('https://loto.example.com/verificar#c=')).toBe(true);
    const parsed = await readCertificateUrl(new URL(url).hash);
    expect(parsed.ok && canonicalJson(parsed.certificate)).toBe(canonicalJson(signed));
    expect(parsed.ok && (await verifyCertificate(parsed.certificate)).valid).toBe(true);
    expect(parseCertificateUrl(url).ok).toBe(true);
    // And a first-version certificate in the new form too.
    const again = await readCertificateUrl(await certificateUrl('https://loto.example.com', signed));
    expect(again.ok && (await verifyCertificate(again.certificate)).valid).toBe(true);
  });

  it('digits round-trip every byte value, odd lengths too, and refuse anything else', () => {
    const all = Uint8Array.from({ length: 257 }, (_, i) => (i * 37) & 0xff);
    for (const n of [0, 1, 2, 3, 256, 257]) expect([...digitsToBytes(bytesToDigits(all.slice(0, n)))]).toEqual([...all.slice(0, n)]);
    expect(() => digitsToBytes('65536')).toThrow();
    expect(() => digitsToBytes('256')).toThrow();
    expect(() => digitsToBytes('1234')).toThrow();
    expect(() => digitsToBytes('12a45')).toThrow();
  });

  it('refuses a compressed fragment that is corrupt, not a certificate, or inflates too far', async () => {
    expect(await readCertificateUrl('#d=12a')).toEqual({ ok: false, reason: 'not_base64' });
    expect(await readCertificateUrl('#d=1234')).toEqual({ ok: false, reason: 'not_base64' });
    expect(await readCertificateUrl('#d=' + bytesToDigits(Uint8Array.of(0xff, 0xff, 0xff, 0x01)))).toEqual({ ok: false, reason: 'not_json' });
    const deflate = async (bytes: Uint8Array) => new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
    expect(await readCertificateUrl('#d=' + bytesToDigits(await deflate(new TextEncoder().encode('{"hello":"world"}'))))).toEqual({ ok: false, reason: 'not_a_certificate' });
    // A small fragment that would inflate to 1 MB is stopped at the ceiling.
    const bomb = await deflate(new Uint8Array(1024 * 1024).fill(32));
    expect(bytesToDigits(bomb).length).toBeLessThan(MAX_FRAGMENT_LENGTH);
    expect(await readCertificateUrl('#d=' + bytesToDigits(bomb))).toEqual({ ok: false, reason: 'not_json' });
  });

  it('refuses an empty fragment', () => {
    expect(parseCertificateUrl('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseCertificateUrl('#c=')).toEqual({ ok: false, reason: 'empty' });
  });
  it('refuses a fragment without a certificate', () => {
    expect(parseCertificateUrl('#top')).toEqual({ ok: false, reason: 'not_a_certificate' });
  });
  it('refuses what is not base64url', () => {
    expect(parseCertificateUrl('#c=abc$def')).toEqual({ ok: false, reason: 'not_base64' });
    expect(parseCertificateUrl('#c=abcde')).toEqual({ ok: false, reason: 'not_base64' });
    // Valid base64url, but the bytes are not UTF-8.
    expect(parseCertificateUrl('#c=' + bytesToBase64url(Uint8Array.of(0xff, 0xfe, 0xfd)))).toEqual({ ok: false, reason: 'not_base64' });
  });
  it('refuses what is not JSON', () => {
    expect(parseCertificateUrl('#c=' + textToBase64url('{"data": oops'))).toEqual({ ok: false, reason: 'not_json' });
  });
  it('refuses JSON that is not a certificate, field by field', async () => {
    const { signed } = await signedSample();
    const enc = (v: unknown) => '#c=' + textToBase64url(JSON.stringify(v));
    expect(parseCertificateUrl(enc(signed)).ok).toBe(true);
    const bad: unknown[] = [
      { hello: 'world' },
      [signed],
      { ...signed, signature: 42 },
      { ...signed, data: { ...signed.data, id: 'LOTO-123' } },
      { ...signed, data: { ...signed.data, language: 'it' } },
      { ...signed, data: { ...signed.data, issuedAt: 'yesterday' } },
      { ...signed, data: { ...signed.data, course: { ...signed.data.course, hours: '8' } } },
      { ...signed, data: { ...signed.data, trainee: { ...signed.data.trainee, name: '' } } },
      { ...signed, data: { ...signed.data, passed: [{ ...signed.data.passed[0], ruleSet: 'iso' }] } },
      { ...signed, data: { ...signed.data, keyId: 'XYZ' } },
    ];
    for (const b of bad) expect(parseCertificateUrl(enc(b)), JSON.stringify(b).slice(0, 80)).toEqual({ ok: false, reason: 'not_a_certificate' });
  });
  it('refuses an oversized fragment before decoding it', () => {
    const big = '#c=' + 'A'.repeat(MAX_FRAGMENT_LENGTH + 4);
    expect(parseCertificateUrl(big)).toEqual({ ok: false, reason: 'too_large' });
    expect(parseCertificateUrl('#c=' + 'A'.repeat(MAX_FRAGMENT_LENGTH * 10))).toEqual({ ok: false, reason: 'too_large' });
  });
});
