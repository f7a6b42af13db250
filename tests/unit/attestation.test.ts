import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installationKey, installationKeyIds, signAttempt, verifyAttempt } from '../../src/records/attestation';
import { RecordsDb } from '../../src/records/db';
import { isOwnCertificate, issueCertificate, knownKeyIds, passedAssessments, type IssueForm } from '../../src/records/certificates';
import { hashPin } from '../../src/state/kioskPin';
import * as records from '../../src/records/records';
import { generateKeyPair, keyIdOf } from '../../src/records/signing';
import type { AttemptRow, CertificateDataV2, Trainee } from '../../src/records/types';
import { attemptRow } from './attemptRowFixture';
import { SETTINGS, signedSample } from './certificateFixture';
import { FONTS } from './certificateFontsFixture';

let n = 0;
let trainee: Trainee;
beforeEach(async () => {
  n += 1;
  records.useRecordsDatabase(`attestation-${n}`);
  const saved = await records.saveTrainee({ name: 'Ana Souza' });
  if (!saved.ok) throw new Error('no trainee');
  trainee = saved.trainee;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PIN = await hashPin('4821');
const FORM: IssueForm = { workloadHours: 4, role: 'authorized', instructors: [{ name: 'Márcia Gonçalves', qualification: 'Engenheira de Segurança do Trabalho' }], pin: '4821' };
const issue = (attempts: readonly AttemptRow[]) =>
  issueCertificate(records, { trainee, attempts, settings: SETTINGS, language: 'pt', titleOf: (a) => a.activity, origin: 'https://loto.example', form: FORM, keptPin: PIN, fonts: FONTS });
/** A backup of this device with `attempts` in place of its own. */
const backupWith = async (attempts: readonly unknown[]) => JSON.stringify({ ...(JSON.parse(await records.exportBackup()) as object), attempts });
const ownKeyId = async () => (await installationKeyIds(records.database()))[0]!;

// Signing, issuing and the PDF take seconds on a loaded 2-core machine: a timeout here would let an issue
// still running write into the next test's database.
describe('attempts signed on the device that recorded them', { timeout: 60_000 }, () => {
  it('a finished attempt is saved signed with the installation key, over its canonical JSON, and a certificate rests on it', async () => {
    await records.saveAttempt(attemptRow({ id: 'own1', traineeId: trainee.id }));
    const [saved] = await records.listAttempts(trainee.id);
    expect(saved).toMatchObject({ id: 'own1', keyId: await ownKeyId() });
    expect(saved!.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(await verifyAttempt(saved!, [await ownKeyId()])).toBe(true);
    // Any field changed, and the signature no longer holds.
    expect(await verifyAttempt({ ...saved!, score: 100 }, [await ownKeyId()])).toBe(false);
    expect(await verifyAttempt({ ...saved!, traineeId: 'someone-else' }, [await ownKeyId()])).toBe(false);
    const { signed } = await issue([saved!]);
    expect(signed.data.passed.map((p) => p.activity)).toEqual(['bomba-p101']);
    expect(signed.data.keyId).toBe(await ownKeyId());
  });

  it('a hand-written backup: its passed assessment is imported but marked foreign, not offered, and never certified', async () => {
    await records.saveAttempt(attemptRow({ id: 'real', traineeId: trainee.id, passed: false, score: 40 }));
    const [real] = await records.listAttempts(trainee.id);
    const forged = attemptRow({ id: 'nobody-took-it', traineeId: trainee.id, score: 100 });
    const altered = { ...real!, id: real!.id, passed: true, score: 100 };
    const otherKeys = await generateKeyPair();
    const otherDevice = await signAttempt(attemptRow({ id: 'elsewhere', traineeId: trainee.id }), otherKeys);
    const copied = { ...(await signAttempt(attemptRow({ id: 'copied', traineeId: trainee.id }), otherKeys)), foreign: undefined };
    const result = await records.importBackup(await backupWith([forged, { ...altered, id: 'altered' }, otherDevice, copied]));
    expect(result).toMatchObject({ ok: true, attempts: { added: 4, duplicates: 0 }, skipped: 0 });
    const byId = new Map((await records.listAttempts(trainee.id)).map((a) => [a.id, a]));
    for (const id of ['nobody-took-it', 'altered', 'elsewhere', 'copied']) expect(byId.get(id)?.foreign).toBe(true);
    expect(byId.get('real')?.foreign).toBeUndefined();
    // The dialog offers none of them, and the issue function refuses them even when handed them.
    expect(passedAssessments([...byId.values()])).toEqual([]);
    await expect(issue([...byId.values()])).rejects.toThrow(/no_passed/);
    await expect(issue([{ ...byId.get('nobody-took-it')!, foreign: undefined } as unknown as AttemptRow])).rejects.toThrow(/no_passed/);
    expect(await records.database().certificates.count()).toBe(0);
  });

  it('a forged attempt next to a genuine one: the certificate rests on the genuine one only', async () => {
    await records.saveAttempt(attemptRow({ id: 'genuine', traineeId: trainee.id, activity: 'prensa-ph301' }));
    await records.importBackup(await backupWith([attemptRow({ id: 'forged', traineeId: trainee.id, activity: 'bomba-p101' })]));
    const { signed } = await issue(await records.listAttempts(trainee.id));
    expect(signed.data.passed.map((p) => p.activity)).toEqual(['prensa-ph301']);
    // The practice time stated is the genuine attempt's 10 minutes: the forged one adds nothing.
    expect((signed.data as CertificateDataV2).course.practiceSeconds).toBe(600);
  });

  it('this device’s own backup comes back trusted (its signatures hold); a key the deployment lists in loto-config.json is trusted too', async () => {
    await records.saveAttempt(attemptRow({ id: 'mine', traineeId: trainee.id }));
    const backup = await records.exportBackup();
    await records.database().attempts.clear();
    expect(await records.importBackup(backup)).toMatchObject({ attempts: { added: 1 } });
    const [back] = await records.listAttempts(trainee.id);
    expect(back!.foreign).toBeUndefined();
    expect((await issue([back!])).signed.data.passed).toHaveLength(1);

    const partner = await generateKeyPair();
    const partnerId = await keyIdOf(partner.publicKey);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ certificateKeys: [partnerId] }), { status: 200 })));
    const fromPartner = await signAttempt(attemptRow({ id: 'partner', traineeId: trainee.id }), partner);
    await records.importBackup(await backupWith([fromPartner]));
    expect((await records.listAttempts(trainee.id)).find((a) => a.id === 'partner')?.foreign).toBeUndefined();
  });

  it('an attempt recorded before attempts were signed (unsigned, already in this device’s database) stays usable: signed once when a certificate is issued', async () => {
    const old = attemptRow({ id: 'before', traineeId: trainee.id });
    await records.database().attempts.put(old);
    const { signed } = await issue([old]);
    expect(signed.data.passed).toHaveLength(1);
    const now = await records.database().attempts.get('before');
    expect(await verifyAttempt(now!, [await ownKeyId()])).toBe(true);
  });
});

describe('the installation key', { timeout: 60_000 }, () => {
  it('two tabs making it at once end up with one key', async () => {
    const [a, b] = [new RecordsDb(`two-tabs-${n}`), new RecordsDb(`two-tabs-${n}`)];
    const [first, second] = await Promise.all([installationKey(a), installationKey(b)]);
    expect(bytesEqual(first.publicKey, second.publicKey)).toBe(true);
    expect(bytesEqual((await installationKey(a)).publicKey, first.publicKey)).toBe(true);
    a.close();
    b.close();
  });
});

const bytesEqual = (x: Uint8Array, y: Uint8Array) => x.length === y.length && x.every((v, i) => v === y[i]);

describe('certificates signed by a foreign key', { timeout: 60_000 }, () => {
  it('are kept on import but are not this installation’s (unless loto-config.json lists the key)', async () => {
    const { signed } = await signedSample();
    const row = { id: signed.data.id, traineeId: trainee.id, issuedAt: 1_790_000_000_000, signed };
    const result = await records.importBackup(JSON.stringify({ ...(JSON.parse(await records.exportBackup()) as object), certificates: [row] }));
    expect(result).toMatchObject({ ok: true, certificates: { added: 1 } });
    const [kept] = await records.listCertificates(trainee.id);
    expect(kept!.signed).toEqual(signed);
    expect(isOwnCertificate(kept!.signed, await knownKeyIds(records))).toBe(false);
    // Issued here: its own.
    await records.saveAttempt(attemptRow({ id: 'here', traineeId: trainee.id }));
    const own = await issue(await records.listAttempts(trainee.id));
    expect(isOwnCertificate(own.signed, await knownKeyIds(records))).toBe(true);
    // The deployment lists the other key: now the installation's.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ certificateKeys: [signed.data.keyId] }), { status: 200 })));
    expect(isOwnCertificate(kept!.signed, await knownKeyIds(records))).toBe(true);
  });
});
