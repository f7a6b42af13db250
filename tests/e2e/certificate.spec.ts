import { readFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './fixtures';
import { passPump, waitForMachine } from './scenario';

const NAME = 'Ana Lúcia Conceição Müller-Łukasz';

/** The text of a PDF's first page, whitespace removed (the layout may split runs differently). */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('').replace(/\s+/g, '');
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The `#d=` address's digits as bytes (five digits per two bytes, three for a last odd one), and back. */
function fromDigits(digits: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i + 5 <= digits.length; i += 5) {
    const n = Number(digits.slice(i, i + 5));
    out.push(n >> 8, n & 0xff);
  }
  if (digits.length % 5 === 3) out.push(Number(digits.slice(-3)));
  return Buffer.from(out);
}
function toDigits(bytes: Buffer): string {
  let s = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) s += String((bytes[i]! << 8) | bytes[i + 1]!).padStart(5, '0');
  if (bytes.length % 2 === 1) s += String(bytes[bytes.length - 1]).padStart(3, '0');
  return s;
}

test('a passed assessment gives a certificate: found after a reload, downloaded as a PDF with its fields, verified, and an altered one refused', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto('/usuarios');
  await page.getByTestId('trainee-add').click();
  await page.getByTestId('trainee-name').fill(NAME);
  await page.getByTestId('trainee-employeeNo').fill('MT-0427');
  await page.getByTestId('trainee-company').fill('Metalúrgica Aurora');
  await page.getByTestId('trainee-site').fill('Betim');
  await page.getByTestId('trainee-save').click();
  await expect(page.getByTestId('trainee')).toContainText(NAME);
  // Without a passed assessment there is nothing to certify.
  await expect(page.getByTestId('certificate-none-passed')).toBeVisible();
  await page.getByTestId('instructor-companyName').fill('Metalúrgica Aurora S.A.');
  await page.getByTestId('instructor-place').fill('Betim, MG');
  await page.getByTestId('instructor-instructorName').fill('Carla Mendes');
  await page.getByTestId('instructor-instructorQualification').fill('Occupational safety engineer');
  await page.getByTestId('instructor-technicalLead').fill('Rui Prado');
  await page.getByTestId('instructor-technicalLeadQualification').fill('Safety manager');
  await page.getByTestId('instructor-save').click();
  await expect(page.getByText('Certificate details saved.')).toBeVisible();

  await page.goto('/cenarios/bomba-p101?semente=100023&modo=avaliacao&regras=osha');
  await waitForMachine(page);
  await passPump(page, 'Ana Müller');

  await page.reload();
  await page.goto('/usuarios');
  const row = page.getByTestId('record-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Assessment');
  await expect(row).toContainText('Passed');

  // No PIN on this device yet: issuing is not offered until the instructor sets one.
  await expect(page.getByTestId('issue-pin-unset')).toBeVisible();
  await expect(page.getByTestId('issue-certificate')).toBeDisabled();
  await page.getByTestId('kiosk-pin').fill('4821');
  await page.getByTestId('kiosk-save').click();
  await expect(page.getByTestId('issue-pin')).toBeVisible();
  // The practice recorded is shown beside the workload, which the instructor states.
  await expect(page.getByTestId('issue-practice')).toContainText('practice recorded on the simulator adds up to');
  await expect(page.getByTestId('issue-instructor-name-0')).toHaveValue('Carla Mendes');
  await page.getByTestId('issue-add-instructor').click();
  await page.getByTestId('issue-instructor-name-1').fill('Jorge Lima');
  await page.getByTestId('issue-instructor-qualification-1').fill('Maintenance supervisor');
  await page.getByTestId('issue-hours').fill('8');
  await page.getByTestId('issue-role').selectOption('authorized');
  // A wrong PIN issues nothing.
  await page.getByTestId('issue-pin').fill('1111');
  await page.getByTestId('issue-certificate').click();
  await expect(page.getByText('Wrong instructor PIN. No certificate was issued.')).toBeVisible();
  await expect(page.getByTestId('certificate')).toHaveCount(0);
  await page.getByTestId('issue-pin').fill('4821');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('issue-certificate').click()]);
  expect(download.suggestedFilename()).toMatch(/^LOTO-[0-9A-Z]{12}\.pdf$/);
  const id = download.suggestedFilename().replace('.pdf', '');
  const text = await pdfText((await download.path())!);
  for (const expected of [NAME, 'MT-0427', 'Metalúrgica Aurora', 'Carla Mendes', 'Jorge Lima', 'Rui Prado', 'Betim, MG', id, 'OSHA', 'NR-1', 'Role: Authorized employee', 'Practice recorded on the simulator']) {
    expect(text).toContain(squeeze(expected));
  }
  expect(text).toContain('Traininghours:8hours');
  expect(text).toContain(squeeze(`Training date: ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date())}`));
  // A pump job: no group lockout and no voltage test claimed.
  expect(text).not.toContain('Grouplockout');
  expect(text).not.toContain('absenceofvoltage');

  // The same certificate on the verification page: valid, issued with this installation's key.
  await expect(page.getByTestId('certificate')).toContainText(id);
  const href = (await page.getByTestId('certificate-verify').getAttribute('href'))!;
  await page.goto(href);
  await expect(page.locator('main')).toContainText(NAME);
  await expect(page.locator('.verify__status')).toHaveAttribute('data-result', 'valid');

  expect(href).toMatch(/#d=\d+$/);

  // The same certificate in the first address form (#c=, base64url) still verifies.
  const [base, fragment] = href.split('#d=');
  const json = inflateRawSync(fromDigits(fragment!)).toString('utf8');
  await page.goto(`${base}#c=${Buffer.from(json).toString('base64url')}`);
  await expect(page.locator('main')).toContainText('Jorge Lima');
  await expect(page.locator('.verify__status')).toHaveAttribute('data-result', 'valid');

  // One letter of the name changed in the address: the signature no longer matches.
  const altered = json.replace('Conceição', 'Conceicao');
  await page.goto(`${base}#d=${toDigits(deflateRawSync(Buffer.from(altered)))}`);
  await expect(page.locator('.verify__status')).toHaveAttribute('data-result', 'altered');

  // A backup carries the certificate and the details to a new device (this one, wiped).
  await page.goto('/usuarios');
  const [backup] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-backup').click()]);
  const backupPath = (await backup.path())!;
  await page.evaluate(async () => {
    localStorage.clear();
    localStorage.setItem('preferred_language', 'en');
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase('loto-trainer-records');
      request.onsuccess = resolve;
      request.onerror = reject;
      request.onblocked = resolve;
    });
  });
  await page.reload();
  await expect(page.getByTestId('trainee')).toHaveCount(0);
  await expect(page.getByTestId('instructor-companyName')).toHaveValue('');
  await page.getByTestId('import-backup').setInputFiles(backupPath);
  await expect(page.getByTestId('import-message')).toHaveText(
    'Backup imported: 1 trainees, 1 attempts and 1 certificates added, 0 already here, 0 unreadable or invalid entries skipped. The instructor’s details for certificates were taken from the backup.',
  );
  await page.getByTestId('trainee').getByRole('button', { name: /Train as this person/ }).click();
  // The wiped device made a key of its own: what the old key signed is kept, marked as another
  // installation's, and neither printed on this letterhead nor certified again.
  const foreign = page.getByTestId('certificate-foreign');
  await expect(foreign).toContainText(id);
  await expect(foreign).toContainText('Signed by another installation');
  await expect(foreign.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(page.getByTestId('certificate')).toHaveCount(0);
  await expect(page.getByTestId('record-foreign')).toHaveText('Not from this installation: not valid for a certificate');
  await expect(page.getByTestId('issue-certificate')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('instructor-companyName')).toHaveValue('Metalúrgica Aurora S.A.');
});
