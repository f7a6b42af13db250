/**
 * Signing and verifying certificates with Ed25519 (@noble/ed25519 v3, its async API, which hashes
 * with WebCrypto's SHA-512), and carrying a signed certificate in a URL fragment, which browsers
 * never send to a server.
 */
import * as ed from '@noble/ed25519';
import { isLanguage } from '../rules/language';
import { isRuleSet } from '../rules/ruleSet';
import { CERTIFICATE_ID_PATTERN } from './certificateId';
import type { CertificateData, SignedCertificate } from './types';

/** An Ed25519 key pair: 32-byte private (secret) key and 32-byte public key. */
export interface KeyPair {
  readonly privateKey: Uint8Array;
  readonly publicKey: Uint8Array;
}

/** A new random Ed25519 key pair. */
export async function generateKeyPair(): Promise<KeyPair> {
  const { secretKey, publicKey } = await ed.keygenAsync();
  return { privateKey: secretKey, publicKey };
}

/**
 * JSON with object keys sorted (by UTF-16 code units) at every depth and no whitespace, so the
 * same data always gives the same bytes whatever order its keys were written in. Array order is
 * kept. Refuses what JSON cannot carry faithfully (undefined, NaN, Infinity, functions, bigints).
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((v: unknown) => canonicalJson(v)).join(',')}]`;
      if (value instanceof Uint8Array) throw new TypeError('canonicalJson: bytes must be encoded first');
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj).sort();
      const parts: string[] = [];
      for (const k of keys) {
        if (obj[k] === undefined) throw new TypeError(`canonicalJson: "${k}" is undefined`);
        parts.push(`${JSON.stringify(k)}:${canonicalJson(obj[k])}`);
      }
      return `{${parts.join(',')}}`;
    }
    default:
      throw new TypeError(`canonicalJson: a ${typeof value} is not JSON`);
  }
}

/** Bytes as base64url (RFC 4648 §5), without padding. */
export function bytesToBase64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url (padding optional) to bytes; throws on any other character or an impossible length. */
export function base64urlToBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('not base64url');
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) throw new Error('not base64url: impossible length');
  const bin = atob(bare.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (bare.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Text (UTF-8) as base64url. */
export function textToBase64url(text: string): string {
  return bytesToBase64url(new TextEncoder().encode(text));
}

/** base64url to text; throws when the bytes are not valid UTF-8. */
export function base64urlToText(text: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(base64urlToBytes(text));
}

/** SHA-256 of some bytes, as hex (a photo's name in the library and in a procedure version). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key's fingerprint: SHA-256 of the 32 public-key bytes, hex, first 16 characters. */
export async function keyIdOf(publicKey: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', publicKey as Uint8Array<ArrayBuffer>));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function messageOf(data: CertificateData): Uint8Array {
  return new TextEncoder().encode(canonicalJson(data));
}

/**
 * Signs the canonical JSON of `data`. Throws when `data.keyId` is not the fingerprint of
 * `publicKey` or when the key pair does not belong together, so a certificate is never issued
 * that would fail its own verification.
 */
export async function signCertificate(data: CertificateData, privateKey: Uint8Array, publicKey: Uint8Array): Promise<SignedCertificate> {
  const keyId = await keyIdOf(publicKey);
  if (data.keyId !== keyId) throw new Error(`signCertificate: data.keyId ${data.keyId} is not the public key's ${keyId}`);
  const derived = await ed.getPublicKeyAsync(privateKey);
  if (bytesToBase64url(derived) !== bytesToBase64url(publicKey)) throw new Error('signCertificate: the private key does not belong to the public key');
  const signature = await ed.signAsync(messageOf(data), privateKey);
  return { data, signature: bytesToBase64url(signature), publicKey: bytesToBase64url(publicKey) };
}

/**
 * Whether 32 bytes are a public key a signature may be checked against: a canonical encoding
 * (RFC 8032 §5.1.3: y < p, and no x = 0 with the sign bit set) of a point that is not of small
 * order. The 8 torsion points (the identity among them) would let anyone "sign" anything: with
 * the identity as the key, R = identity and S = 0 verify for every message.
 */
export function isStrictPublicKey(publicKey: Uint8Array): boolean {
  if (publicKey.length !== 32) return false;
  try {
    return !ed.Point.fromBytes(publicKey, false).isSmallOrder();
  } catch {
    return false;
  }
}

/** The group order L (RFC 8032 §5.1): a signature's S must be below it. */
const GROUP_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;

/** Whether a signature's S (its last 32 bytes, little-endian) is canonical: S < L (RFC 8032 §5.1.7, step 1). */
function canonicalS(signature: Uint8Array): boolean {
  let s = 0n;
  for (let i = 63; i >= 32; i--) s = (s << 8n) | BigInt(signature[i]!);
  return s < GROUP_ORDER;
}

/**
 * Each public key checked once (strict, see isStrictPublicKey) and imported once into the
 * browser's own Ed25519 (Web Crypto: some 30 times faster than the script, which matters when a
 * backup of 100 000 signed attempts is checked); null where the key is refused, undefined where
 * the browser has no Ed25519 and the script checks.
 */
const verifyKeys = new Map<string, Promise<CryptoKey | null | undefined>>();
function verifyKey(publicKey: Uint8Array): Promise<CryptoKey | null | undefined> {
  const id = bytesToBase64url(publicKey);
  let key = verifyKeys.get(id);
  if (!key) {
    key = isStrictPublicKey(publicKey)
      ? crypto.subtle.importKey('raw', publicKey as Uint8Array<ArrayBuffer>, { name: 'Ed25519' }, false, ['verify']).then(
          (k) => k,
          () => undefined,
        )
      : Promise.resolve(null);
    if (verifyKeys.size > 64) verifyKeys.clear();
    verifyKeys.set(id, key);
  }
  return key;
}

/**
 * Ed25519 verification as RFC 8032 (§5.1.7) has it: non-canonical and small-order keys refused,
 * a non-canonical S refused; the equation checked by the browser's Web Crypto where it has
 * Ed25519 (cofactorless, as RFC 8032 and `@noble/ed25519` with `zip215: false`), by the script
 * otherwise.
 */
export async function verifyStrict(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): Promise<boolean> {
  if (signature.length !== 64 || publicKey.length !== 32 || !canonicalS(signature)) return false;
  const key = await verifyKey(publicKey);
  if (key === null) return false;
  try {
    if (key) return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature as Uint8Array<ArrayBuffer>, message as Uint8Array<ArrayBuffer>);
  } catch {
    // The browser's check failed to run: the script's below.
  }
  try {
    return await ed.verifyAsync(signature, message, publicKey, { zip215: false });
  } catch {
    return false;
  }
}

/** Result of a verification: `keyId` is the fingerprint of the key carried in the certificate ('' when it is unreadable). */
export interface Verification {
  readonly valid: boolean;
  readonly keyId: string;
}

/**
 * True only when the signature is a valid Ed25519 signature of the canonical JSON of `data` by
 * the public key carried with it (a strict key: see isStrictPublicKey), AND `data.keyId` is that
 * key's fingerprint.
 */
export async function verifyCertificate(signed: SignedCertificate): Promise<Verification> {
  let publicKey: Uint8Array;
  try {
    publicKey = base64urlToBytes(signed.publicKey);
  } catch {
    return { valid: false, keyId: '' };
  }
  if (publicKey.length !== 32) return { valid: false, keyId: '' };
  const keyId = await keyIdOf(publicKey);
  try {
    const signature = base64urlToBytes(signed.signature);
    if (signature.length !== 64 || signed.data.keyId !== keyId) return { valid: false, keyId };
    const valid = await verifyStrict(signature, messageOf(signed.data), publicKey);
    return { valid, keyId };
  } catch {
    // A malformed point or a field canonicalJson refuses: not a valid signature.
    return { valid: false, keyId };
  }
}

/** The path of the verification page. */
export const VERIFY_PATH = '/verificar';

/** Largest fragment accepted, in characters (a certificate is about 2–3 KB, or 3,000 digits compressed). */
export const MAX_FRAGMENT_LENGTH = 16 * 1024;

/** Largest certificate JSON a compressed fragment may inflate to (a certificate is 2–4 KB). */
export const MAX_CERTIFICATE_JSON_BYTES = 64 * 1024;

/**
 * The first form of the verification address, still read: `#c=` and the base64url of the canonical
 * JSON of the signed certificate. Eight assessments made it too long for a QR code.
 */
export function certificateUrlV1(origin: string, signed: SignedCertificate): string {
  return `${origin.replace(/\/+$/, '')}${VERIFY_PATH}#c=${textToBase64url(canonicalJson(signed))}`;
}

async function pipeThrough(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = source.pipeThrough(transform as ReadableWritablePair<Uint8Array, Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      throw new Error('inflates too far');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

/**
 * Bytes as decimal digits, two bytes (a big-endian number up to 65535) to five digits and a last
 * odd byte to three. A QR code holds digits at 3⅓ bits each, so this takes about a quarter less
 * room than base64url (which a QR code holds as 8-bit bytes), and digits are safe in any address.
 */
export function bytesToDigits(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) out += String((bytes[i]! << 8) | bytes[i + 1]!).padStart(5, '0');
  if (bytes.length % 2 === 1) out += String(bytes[bytes.length - 1]).padStart(3, '0');
  return out;
}

/** Decimal digits back to bytes; throws on any other character, an impossible length or a group too large. */
export function digitsToBytes(text: string): Uint8Array {
  if (!/^[0-9]*$/.test(text) || (text.length % 5 !== 0 && text.length % 5 !== 3)) throw new Error('not digits');
  const out = new Uint8Array(Math.floor(text.length / 5) * 2 + (text.length % 5 === 3 ? 1 : 0));
  let o = 0;
  for (let i = 0; i + 5 <= text.length; i += 5) {
    const n = Number(text.slice(i, i + 5));
    if (n > 0xffff) throw new Error('not digits');
    out[o++] = n >> 8;
    out[o++] = n & 0xff;
  }
  if (text.length % 5 === 3) {
    const n = Number(text.slice(-3));
    if (n > 0xff) throw new Error('not digits');
    out[o] = n;
  }
  return out;
}

/**
 * The verification address: `#d=` and the canonical JSON of the signed certificate, compressed
 * (raw DEFLATE, RFC 1951) and written as digits (bytesToDigits). The fragment never goes to a server.
 */
export async function certificateUrl(origin: string, signed: SignedCertificate): Promise<string> {
  const deflated = await pipeThrough(new TextEncoder().encode(canonicalJson(signed)), new CompressionStream('deflate-raw'));
  return `${origin.replace(/\/+$/, '')}${VERIFY_PATH}#d=${bytesToDigits(deflated)}`;
}

/** Why a fragment was refused. */
export type CertificateUrlError = 'empty' | 'too_large' | 'not_base64' | 'not_json' | 'not_a_certificate';

/** A parsed fragment: the certificate (not yet verified), or why there is none. */
export type ParsedCertificateUrl =
  | { readonly ok: true; readonly certificate: SignedCertificate }
  | { readonly ok: false; readonly reason: CertificateUrlError };

function fragmentParam(hash: string): { name: 'c' | 'd'; payload: string } | CertificateUrlError {
  if (hash.length > MAX_FRAGMENT_LENGTH + 2048) return 'too_large';
  const fragment = hash.includes('#') ? hash.slice(hash.indexOf('#') + 1) : hash;
  const param = fragment.split('&').find((p) => p.startsWith('c=') || p.startsWith('d='));
  if (param === undefined) return fragment.trim() === '' ? 'empty' : 'not_a_certificate';
  const payload = param.slice(2);
  if (payload === '') return 'empty';
  if (payload.length > MAX_FRAGMENT_LENGTH) return 'too_large';
  return { name: param[0] as 'c' | 'd', payload };
}

function certificateOf(text: string): ParsedCertificateUrl {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  return isSignedCertificate(value) ? { ok: true, certificate: value } : { ok: false, reason: 'not_a_certificate' };
}

/**
 * Reads the first form, `#c=<base64url>` (a location.hash, with or without '#'; a whole URL is
 * accepted too). Checks size, encoding and the certificate's shape; it does not verify the
 * signature. The compressed form (`#d=`) needs readCertificateUrl.
 */
export function parseCertificateUrl(hash: string): ParsedCertificateUrl {
  const param = fragmentParam(hash);
  if (typeof param === 'string') return { ok: false, reason: param };
  if (param.name !== 'c') return { ok: false, reason: 'not_a_certificate' };
  let text: string;
  try {
    text = base64urlToText(param.payload);
  } catch {
    return { ok: false, reason: 'not_base64' };
  }
  return certificateOf(text);
}

/** What is wrong with a fragment that cannot hold a certificate at all, known without decoding it (null: it may hold one). */
export function certificateUrlProblem(hash: string): CertificateUrlError | null {
  const param = fragmentParam(hash);
  return typeof param === 'string' ? param : null;
}

/** Reads either form of the address: `#d=` (compressed digits) or `#c=` (base64url). */
export async function readCertificateUrl(hash: string): Promise<ParsedCertificateUrl> {
  const param = fragmentParam(hash);
  if (typeof param === 'string') return { ok: false, reason: param };
  if (param.name === 'c') return parseCertificateUrl(hash);
  let bytes: Uint8Array;
  try {
    bytes = digitsToBytes(param.payload);
  } catch {
    return { ok: false, reason: 'not_base64' };
  }
  let text: string;
  try {
    // Inflated with a ceiling, so a small fragment cannot expand into gigabytes.
    text = new TextDecoder('utf-8', { fatal: true }).decode(await pipeThrough(bytes, new DecompressionStream('deflate-raw'), MAX_CERTIFICATE_JSON_BYTES));
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  return certificateOf(text);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length <= max;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isIsoDate = (v: unknown): v is string => isString(v, 40) && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
const isBase64url = (v: unknown): v is string => isString(v, 200) && /^[A-Za-z0-9_-]+$/.test(v);
const isPerson = (v: unknown): boolean => isObject(v) && isString(v.name, 200) && isString(v.qualification, 400);

const isRole = (v: unknown): boolean => v === 'authorized' || v === 'affected' || v === 'other';

/** True when `value` has every field of a SignedCertificate with the right types (the signature is not checked). */
export function isSignedCertificate(value: unknown): value is SignedCertificate {
  if (!isObject(value) || !isBase64url(value.signature) || !isBase64url(value.publicKey)) return false;
  const d = value.data;
  if (!isObject(d)) return false;
  if (!isString(d.id) || !CERTIFICATE_ID_PATTERN.test(d.id) || !isIsoDate(d.issuedAt) || !isLanguage(d.language)) return false;
  if (!isString(d.keyId) || !/^[0-9a-f]{16}$/.test(d.keyId)) return false;
  const t = d.trainee;
  if (!isObject(t) || !isString(t.name, 200) || t.name.trim() === '' || !isString(t.employeeNo, 100) || !isString(t.company, 400) || !isString(t.site, 400)) return false;
  const c = d.course;
  if (!isObject(c) || !isNumber(c.hours) || !isString(c.place, 400) || !Array.isArray(c.syllabus) || !c.syllabus.every((l) => isString(l, 400))) return false;
  if (d.v === 2) {
    // The second version: a role, the practice time, and a list of instructors (at least one).
    if (!isRole(d.role) || !isNumber(c.practiceSeconds) || c.practiceSeconds < 0) return false;
    if (!Array.isArray(d.instructors) || d.instructors.length === 0 || d.instructors.length > 10 || !d.instructors.every(isPerson) || !isPerson(d.technicalLead)) return false;
  } else {
    if (d.v !== undefined || !isPerson(d.instructor) || !isPerson(d.technicalLead)) return false;
  }
  if (!Array.isArray(d.passed)) return false;
  return d.passed.every(
    (p) =>
      isObject(p) &&
      isString(p.activity, 200) &&
      isString(p.title, 400) &&
      (p.ruleSet === null || isRuleSet(p.ruleSet)) &&
      isNumber(p.score) &&
      isIsoDate(p.finishedAt),
  );
}
