import { expect, test, type Page } from '@playwright/test';
import * as ed from '@noble/ed25519';
import { placardUrl, signStamp } from '../../src/records/placardStamp';
import type { ProcedureRow, ProcedureVersionData } from '../../src/records/procedureTypes';
import { expectAccessible } from './a11y';
import { bytesToBase64url, canonicalJson, generateKeyPair, keyIdOf, type KeyPair } from '../../src/records/signing';

// A plant's installation key: the deployment lists it in loto-config.json, so this browser trusts it.
const keys: KeyPair = await generateKeyPair();
const keyId = await keyIdOf(keys.publicKey);
const MACHINE = 'plant-pump-p7';

/** An approved version as procedures.ts stores it, signed with the plant's key. */
async function version(n: number, name: string): Promise<ProcedureRow> {
  const data: ProcedureVersionData = {
    format: 'loto-procedure',
    v: 1,
    id: `${MACHINE}~${n}`,
    machineId: MACHINE,
    version: n,
    machineRevision: n,
    machine: { id: MACHINE, name: { pt: 'Bomba P-7' } },
    workOrders: [],
    photos: [],
    ruleSet: 'osha',
    text: { intendedUse: { pt: 'Troca do rolamento.' }, responsible: { pt: 'Cada autorizado coloca e retira o seu cadeado.' } },
    preparedBy: { name: 'Joe Lee', role: 'Líder de manutenção' },
    approval: { name, role: 'Gerente de SSMA', date: `2026-0${n}-10`, reviewBy: `2027-0${n}-09` },
    approvedAt: Date.UTC(2026, n - 1, 10),
    keyId,
  };
  const signature = bytesToBase64url(await ed.signAsync(new TextEncoder().encode(canonicalJson(data)), keys.privateKey));
  return { id: data.id, machineId: MACHINE, version: n, data, signature, publicKey: bytesToBase64url(keys.publicKey), placard: await signStamp(data, keys) };
}

const v1 = await version(1, 'Marta Quispe');
const v2 = await version(2, 'Marta Quispe');

async function trustThePlantKey(page: Page) {
  await page.route('**/loto-config.json', (route) => route.fulfill({ json: { certificateKeys: [keyId] } }));
}

/** The device holds versions 1 and 2 (imported from a backup on the records page). */
async function holdVersions(page: Page) {
  await page.goto('/usuarios');
  const edited = { ...v2, id: `${MACHINE}~3`, version: 3, data: { ...v2.data, id: `${MACHINE}~3`, version: 3 } };
  const backup = { format: 'loto-trainer-backup', version: 3, exportedAt: new Date().toISOString(), trainees: [], attempts: [], certificates: [], instructor: null, procedures: [v1, v2, edited], procedurePhotos: [], procedureDrafts: [], inspections: [] };
  await page.getByTestId('import-backup').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  await expect(page.getByTestId('import-message')).toContainText('Procedimentos: 2 versões aprovadas, 0 inspeções e 0 rascunhos adicionados.');
  await expect(page.getByTestId('import-message')).toContainText('1 registro de procedimento adulterado (assinatura ou foto não confere) não foi importado.');
}

/** One character of the stamp's signed JSON changed (the approver's name). */
function altered(url: string): string {
  const [before, fragment] = url.split('#placa=') as [string, string];
  const [stamp, ...rest] = fragment.split('.');
  const json = Buffer.from(stamp!, 'base64url').toString('utf8').replace('Marta', 'Marte');
  return `${before}#placa=${Buffer.from(json, 'utf8').toString('base64url')}.${rest.join('.')}`;
}

test('the practice opened from a placard says the approval holds, and that a newer version is current', async ({ page, baseURL }) => {
  await trustThePlantKey(page);
  await holdVersions(page);
  const url = placardUrl(baseURL!, 'bomba-p101', v1.placard);
  await page.goto(url);
  const banner = page.getByTestId('placard-banner');
  await expect(banner).toHaveAttribute('data-result', 'valid');
  await expect(banner).toContainText('Cartaz de bloqueio verificado: versão 1, aprovada por Marta Quispe, assinada por esta instalação.');
  await expect(banner).toContainText('Desatualizado: a versão vigente é a 2.');
  // The practice itself is there under it, its address given its work order number.
  await expect(page.getByTestId('work-order')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Detalhes' })).toHaveAttribute('href', `/verificar#${url.split('#')[1]}`);
  await expectAccessible(page, 'with the placard banner');
  await banner.getByRole('button', { name: 'Fechar' }).click();
  await expect(banner).toHaveCount(0);
});

test('a placard with one character altered: the banner says so', async ({ page, baseURL }) => {
  await trustThePlantKey(page);
  await page.goto(altered(placardUrl(baseURL!, 'bomba-p101', v2.placard)));
  const banner = page.getByTestId('placard-banner');
  await expect(banner).toHaveAttribute('data-result', 'altered');
  await expect(banner).toContainText('O QR code deste cartaz não confere com a assinatura: o cartaz foi adulterado.');
});

test('a placard of a plant machine this device does not have: the verdict shows above "not found"', async ({ page, baseURL }) => {
  await trustThePlantKey(page);
  await page.goto(placardUrl(baseURL!, 'plant-pump-p7-bearing', v2.placard));
  await expect(page.getByTestId('placard-banner')).toHaveAttribute('data-result', 'valid');
  await expect(page.getByTestId('placard-banner')).toContainText('versão 2, aprovada por Marta Quispe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a placard whose key this installation does not know: valid signature, key unknown', async ({ page, baseURL }) => {
  await page.goto(placardUrl(baseURL!, 'bomba-p101', v1.placard));
  await expect(page.getByTestId('placard-banner')).toHaveAttribute('data-result', 'unknown_key');
  await expect(page.getByTestId('placard-banner')).toContainText('assinatura válida, mas de uma chave desconhecida desta instalação');
});

test('/verificar with the pasted address shows every field, that this device holds that very version, and that it is out of date', async ({ page, baseURL }) => {
  await trustThePlantKey(page);
  await holdVersions(page);
  await page.goto('/verificar');
  const paste = page.getByTestId('placard-paste');
  await paste.getByLabel('Texto do QR code do cartaz').fill('https://example.com/not-a-placard');
  await paste.getByRole('button', { name: 'Verificar' }).click();
  await expect(paste.getByRole('alert')).toHaveText('Este não é um endereço de cartaz. Cole o texto completo do QR code.');
  await paste.getByLabel('Texto do QR code do cartaz').fill(placardUrl(baseURL!, 'bomba-p101', v1.placard));
  await paste.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verificar um cartaz de bloqueio');
  await expect(page.getByTestId('placard-status')).toHaveAttribute('data-result', 'valid');
  await expect(page.getByTestId('placard-status')).toContainText('Assinatura válida, assinada por esta instalação');
  const fields = page.getByTestId('placard-fields');
  await expect(fields.locator('[data-field=machine]')).toHaveText(MACHINE);
  await expect(fields.locator('[data-field=version]')).toHaveText('1');
  await expect(fields.locator('[data-field=approver]')).toHaveText('Marta Quispe (Gerente de SSMA)');
  await expect(fields.locator('[data-field=date]')).toHaveText('2026-01-10');
  await expect(fields.locator('[data-field=review]')).toHaveText('2027-01-09');
  await expect(fields.locator('[data-field=key]')).toHaveText(keyId);
  await expect(page.locator('[data-held=matches]')).toHaveText('Este dispositivo tem a versão 1 deste procedimento, e ela é exatamente a do cartaz.');
  await expect(page.locator('[data-held=outdated]')).toHaveText('Este cartaz está desatualizado: a versão vigente é a 2.');
  await expectAccessible(page, 'on a placard’s verification');
  // The current version's placard: matches, and is current.
  await page.goto(`/verificar#${placardUrl(baseURL!, 'bomba-p101', v2.placard).split('#')[1]}`);
  await expect(page.locator('[data-held=current]')).toHaveText('A versão 2 é a vigente neste dispositivo.');
  await expect(page.locator('[data-held=outdated]')).toHaveCount(0);
  // Altered: says so, and claims nothing about this device.
  await page.goto(`/verificar#${altered(placardUrl(baseURL!, 'bomba-p101', v2.placard)).split('#')[1]}`);
  await expect(page.getByTestId('placard-status')).toHaveAttribute('data-result', 'altered');
  await expect(page.getByTestId('placard-status')).toContainText('A assinatura não confere: o cartaz foi adulterado');
  await expect(page.getByTestId('placard-device')).toHaveCount(0);
});
