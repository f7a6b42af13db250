import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dealtIds, matchAll, openChallenge } from './challenge';
import { expect, test } from './fixtures';

const NAME = 'José Conceição Müller, "Zé"';

async function addTrainee(page: Page): Promise<void> {
  await page.goto('/usuarios');
  await page.getByTestId('trainee-add').click();
  // An empty name is refused with a message.
  await page.getByTestId('trainee-save').click();
  await expect(page.getByRole('alert')).toHaveText('Informe o nome do treinando.');
  await page.getByTestId('trainee-name').fill(NAME);
  await page.getByTestId('trainee-employeeNo').fill('=cmd|calc');
  await page.getByTestId('trainee-company').fill('Metalúrgica Aurora');
  await page.getByTestId('trainee-site').fill('Betim <b>MG</b>');
  await page.getByTestId('trainee-save').click();
  const trainee = page.getByTestId('trainee');
  await expect(trainee).toContainText(NAME);
  await expect(trainee).toContainText('Treinando agora');
  await expect(trainee).toContainText('Betim <b>MG</b>');
}

/** Fails an assessment at once: declaring the conveyor safe before anything is isolated. */
async function failAssessment(page: Page): Promise<void> {
  await page.goto('/cenarios/transportador-c201?semente=100000&modo=avaliacao&regras=nr');
  await expect(page.locator('.machine-scene canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Declarar seguro e começar o serviço' }).click();
  await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
}

test('an assessment and a challenge are recorded for the trainee, survive a reload, and export to CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await addTrainee(page);
  await failAssessment(page);
  await openChallenge(page, 3);
  await matchAll(page, await dealtIds(page));
  await expect(page.getByRole('dialog', { name: 'Parabéns! Desafio Concluído!' })).toBeVisible();

  await page.reload();
  await page.goto('/usuarios');
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(2);
  // Newest first: the challenge (100 points, nothing judged), then the failed assessment.
  await expect(rows.nth(0)).toContainText('Desafio das energias');
  await expect(rows.nth(0)).toContainText('100');
  await expect(rows.nth(1)).toContainText('Substituir a correia do transportador C-201');
  await expect(rows.nth(1)).toContainText('Avaliação');
  await expect(rows.nth(1)).toContainText('Reprovado');
  await expect(rows.nth(1)).toContainText('crítico');
  await expect(page.getByTestId('scores-chart')).toBeVisible();

  await page.getByTestId('filter-result').selectOption('failed');
  await expect(rows).toHaveCount(1);
  await page.getByTestId('filter-result').selectOption('all');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  expect(text).toContain(`"${NAME.replace(/"/g, '""')}"`);
  // The employee number would run as a formula: it is made text.
  expect(text).toContain("'=cmd|calc");
  expect(text).toContain('Metalúrgica Aurora');
});

test('a backup restores a deleted trainee’s records; a wrong file is refused with a clear message', async ({ page }) => {
  test.setTimeout(120_000);
  await addTrainee(page);
  await failAssessment(page);
  await page.goto('/usuarios');
  await expect(page.getByTestId('record-row')).toHaveCount(1);

  const [backup] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-backup').click()]);
  const backupPath = (await backup.path())!;

  // Deleting asks first, then really deletes.
  await page.getByRole('button', { name: `Excluir treinando e registros: ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: /Excluir .* e todos os registros\?/ });
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('trainee-delete-confirm').click();
  await expect(page.getByTestId('trainee')).toHaveCount(0);
  await expect(page.getByTestId('records-empty')).toBeVisible();

  await page.getByTestId('import-backup').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') });
  await expect(page.getByTestId('import-message')).toHaveText('Este arquivo não é um backup do LOTO Trainer.');
  await page.getByTestId('import-backup').setInputFiles(backupPath);
  await expect(page.getByTestId('import-message')).toContainText('1 treinandos, 1 tentativas e 0 certificados adicionados');
  await expect(page.getByTestId('trainee')).toContainText(NAME);
  await page.getByTestId('trainee').getByRole('button', { name: 'Treinar como esta pessoa' }).click();
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  // Twice is the same as once.
  await page.getByTestId('import-backup').setInputFiles(backupPath);
  await expect(page.getByTestId('import-message')).toContainText('0 treinandos, 0 tentativas e 0 certificados adicionados, 1 já existentes');
});

test('an assessment with nobody named asks who takes it, and records the result for that person', async ({ page }) => {
  await page.goto('/cenarios/transportador-c201?semente=100000&modo=avaliacao&regras=nr');
  const who = page.getByRole('dialog', { name: 'Quem está fazendo esta avaliação?' });
  await expect(who).toBeVisible();
  // Its form is styled on a page that never opened /usuarios: each field at least 44 px high, under its label.
  const field = who.getByTestId('trainee-name');
  const box = (await field.boundingBox())!;
  const label = (await who.getByText('Nome completo').boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.y).toBeGreaterThan(label.y + label.height - 1);
  await field.fill('Łucja Żółć');
  await who.getByTestId('trainee-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Declarar seguro e começar o serviço' }).click();
  await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
  await page.goto('/usuarios');
  await expect(page.getByTestId('trainee')).toContainText('Łucja Żółć');
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  // The next assessment knows who is training.
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=avaliacao&regras=nr');
  await expect(page.locator('.machine-scene canvas')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the certificate details are kept on the device; a logo that is not an image is refused', async ({ page }) => {
  await page.goto('/usuarios');
  await page.getByTestId('instructor-companyName').fill('Metalúrgica Aurora S.A.');
  await page.getByTestId('instructor-place').fill('Betim, MG');
  await page.getByTestId('instructor-instructorName').fill('Carla Mendes');
  await page.getByTestId('instructor-instructorQualification').fill('Engenheira de Segurança do Trabalho');
  await page.getByTestId('instructor-technicalLead').fill('Rui Prado');
  await page.getByTestId('instructor-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await expect(page.getByTestId('logo-error')).toHaveText('Este arquivo não é uma imagem PNG ou JPEG.');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');
  await page.getByTestId('instructor-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('logo-error')).toHaveCount(0);
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await page.getByTestId('instructor-save').click();
  await expect(page.getByText('Dados do certificado salvos.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('instructor-instructorName')).toHaveValue('Carla Mendes');
  await expect(page.getByTestId('logo-preview')).toBeVisible();
});
