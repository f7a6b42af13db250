/**
 * The placard's QR code: the address of the machine's practice on the device that scans it, with
 * the approval it was printed from in the fragment (which browsers never send to a server), signed
 * with the installation's key when the version was approved. The practice page and /verificar
 * check it as a certificate is checked: the signature, and whether the key is this installation's.
 */
import * as ed from '@noble/ed25519';
import { ROUTES } from '../platform/routes';
import type { ProcedureVersionData } from './procedureTypes';
import { base64urlToBytes, base64urlToText, bytesToBase64url, canonicalJson, keyIdOf, textToBase64url, verifyStrict, type KeyPair } from './signing';

/** What a placard's QR code says of the approval (short keys: it must fit a QR code at the machine). */
export interface PlacardStamp {
  /** The machine's id. */
  readonly m: string;
  /** The version. */
  readonly v: number;
  /** The approver's name and role. */
  readonly n: string;
  readonly r: string;
  /** Approved on, review by (YYYY-MM-DD). */
  readonly d: string;
  readonly b: string;
  /** The first 16 bytes of the SHA-256 of the version's signed data, base64url: which version exactly. */
  readonly h: string;
  /** The signing key's fingerprint. */
  readonly k: string;
}

/** The stamp of a version, with its signature and public key, as the row keeps it. */
export interface SignedStamp {
  readonly stamp: PlacardStamp;
  readonly signature: string;
  readonly publicKey: string;
}

/** The fragment parameter that carries a stamp. */
export const STAMP_PARAM = 'placa';
/** The longest approver's name or role a stamp carries (a longer one is cut, with an ellipsis). */
export const STAMP_NAME_CHARS = 40;
/** The longest stamp fragment read. */
const MAX_STAMP_CHARS = 2000;

/** The hash a stamp names: SHA-256 of the canonical JSON of the version's data, first 16 bytes. */
export async function versionHash(data: ProcedureVersionData): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(data)) as BufferSource));
  return bytesToBase64url(digest.slice(0, 16));
}

/** Signs the stamp of a version. */
export async function signStamp(data: ProcedureVersionData, keys: KeyPair): Promise<SignedStamp> {
  // Names are cut to 40 characters: the QR code must stay readable at the machine, and `h` names the version exactly.
  const cut = (text: string) => ([...text].length > STAMP_NAME_CHARS ? `${[...text].slice(0, STAMP_NAME_CHARS - 1).join('')}…` : text);
  const stamp: PlacardStamp = { m: data.machineId, v: data.version, n: cut(data.approval.name), r: cut(data.approval.role), d: data.approval.date, b: data.approval.reviewBy, h: await versionHash(data), k: await keyIdOf(keys.publicKey) };
  const signature = await ed.signAsync(new TextEncoder().encode(canonicalJson(stamp)), keys.privateKey);
  return { stamp, signature: bytesToBase64url(signature), publicKey: bytesToBase64url(keys.publicKey) };
}

/** The practice of a machine's first work order (or the list of work orders) on this site. */
export function practiceUrl(origin: string, workOrderId: string | null): string {
  return `${origin.replace(/\/+$/, '')}${workOrderId ? `${ROUTES.scenarios}/${encodeURIComponent(workOrderId)}?modo=pratica` : ROUTES.scenarios}`;
}

/** The address a placard's QR code holds: the practice address, the stamp in the fragment. */
export function placardUrl(origin: string, workOrderId: string | null, signed: SignedStamp): string {
  return `${practiceUrl(origin, workOrderId)}#${STAMP_PARAM}=${textToBase64url(canonicalJson(signed.stamp))}.${signed.signature}.${signed.publicKey}`;
}

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** The stamp in an address or fragment, not yet verified, or null when there is none or it does not read. */
export function parseStamp(hashOrUrl: string): SignedStamp | null {
  const fragment = hashOrUrl.includes('#') ? hashOrUrl.slice(hashOrUrl.indexOf('#') + 1) : hashOrUrl;
  if (fragment.length > MAX_STAMP_CHARS) return null;
  const param = fragment.split('&').find((p) => p.startsWith(`${STAMP_PARAM}=`));
  if (!param) return null;
  const [stampText, signature, publicKey, ...rest] = param.slice(STAMP_PARAM.length + 1).split('.');
  if (!stampText || !signature || !publicKey || rest.length > 0) return null;
  try {
    const stamp = JSON.parse(base64urlToText(stampText)) as Record<string, unknown>;
    const keys = Object.keys(stamp).sort().join();
    if (keys !== 'b,d,h,k,m,n,r,v') return null;
    if (!isText(stamp.m, 40) || typeof stamp.v !== 'number' || !Number.isInteger(stamp.v) || stamp.v < 1 || !isText(stamp.n, 120) || !isText(stamp.r, 120)) return null;
    if (!isText(stamp.d, 10) || !isText(stamp.b, 10) || !isText(stamp.h, 22) || !isText(stamp.k, 16)) return null;
    return { stamp: stamp as unknown as PlacardStamp, signature, publicKey };
  } catch {
    return null;
  }
}

/** Whether the stamp's signature holds ('valid'), holds with a key this installation does not know ('unknown_key'), or not ('invalid'). */
export async function verifyStamp(signed: SignedStamp, knownIds: readonly string[]): Promise<'valid' | 'unknown_key' | 'invalid'> {
  try {
    const publicKey = base64urlToBytes(signed.publicKey);
    if (publicKey.length !== 32 || (await keyIdOf(publicKey)) !== signed.stamp.k) return 'invalid';
    const ok = await verifyStrict(base64urlToBytes(signed.signature), new TextEncoder().encode(canonicalJson(signed.stamp)), publicKey);
    if (!ok) return 'invalid';
    return knownIds.includes(signed.stamp.k) ? 'valid' : 'unknown_key';
  } catch {
    return 'invalid';
  }
}
