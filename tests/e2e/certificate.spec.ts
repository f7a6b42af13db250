import { readFileSync } from 'node:fs';
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
  await page.getByTestId('instructor-hours').fill('8');
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

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('issue-certificate').click()]);
  expect(download.suggestedFilename()).toMatch(/^LOTO-[0-9A-Z]{12}\.pdf$/);
  const id = download.suggestedFilename().replace('.pdf', '');
  const text = await pdfText((await download.path())!);
  for (const expected of [NAME, 'MT-0427', 'Metalúrgica Aurora', 'Carla Mendes', 'Rui Prado', 'Betim, MG', id, 'OSHA', 'NR-1']) expect(text).toContain(squeeze(expected));
  expect(text).toMatch(/8hours?/);
  expect(text).toContain(squeeze(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date())));

  // The same certificate on the verification page: valid, issued with this installation's key.
  await expect(page.getByTestId('certificate')).toContainText(id);
  const href = (await page.getByTestId('certificate-verify').getAttribute('href'))!;
  await page.goto(href);
  await expect(page.locator('main')).toContainText(NAME);
  await expect(page.locator('.verify__status')).toHaveAttribute('data-result', 'valid');

  // One letter of the name changed in the address: the signature no longer matches.
  const [base, fragment] = href.split('#c=');
  const json = Buffer.from(fragment!, 'base64url').toString('utf8').replace('Conceição', 'Conceicao');
  await page.goto(`${base}#c=${Buffer.from(json).toString('base64url')}`);
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
