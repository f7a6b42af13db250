import { expect, test } from './fixtures';
import { dialogsSettled, escapeDialog, keyDo, waitForMachine } from './scenario';

test('the result agrees with what the trainee did: two padlocks on then a failure shows the lockout step begun, not "not reached" (assessment, Portuguese)', async ({ page }) => {
  // Work order 100023: the pump fed from bucket 3; three isolating devices to lock.
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=avaliacao&regras=osha');
  await waitForMachine(page);
  await page.getByRole('dialog', { name: 'Quem está fazendo esta avaliação?' }).getByRole('button', { name: 'Continuar sem nome' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ficha do procedimento' }).press('Enter');
  await escapeDialog(page);
  await page.getByRole('button', { name: 'Avisar os envolvidos' }).press('Enter');
  await keyDo(page, 'stop', 'Apertar DESLIGA');
  await keyDo(page, 'bucket-3', 'Desligar (posição 0)');
  await keyDo(page, 'discharge-valve', 'Fechar a válvula');
  await keyDo(page, 'suction-valve', 'Fechar a válvula');
  // Two padlocks of three, then the work declared safe: a critical mistake ends the assessment.
  await keyDo(page, 'bucket-3', 'Colocar o meu cadeado');
  await keyDo(page, 'discharge-valve', 'Colocar o meu cadeado');
  // Radix gives the focus back to the part in a timer after its dialog has gone: an Enter in
  // that gap reopened the part's dialog on a loaded CI machine.
  await dialogsSettled(page);
  await page.getByRole('button', { name: 'Declarar seguro e começar o serviço' }).press('Enter');

  const result = page.getByTestId('scenario-result');
  await expect(result).toHaveAttribute('data-passed', 'false');
  const steps = result.getByTestId('result-steps');
  const lock = steps.locator('[data-step="lock"]');
  await expect(lock).toHaveAttribute('data-reached', 'true');
  await expect(lock).toContainText('Aplicar os dispositivos de bloqueio (lockout): 0 de');
  await expect(lock).not.toContainText('não alcançada');
  // Every step before it was done and kept its points, in words with a decimal comma.
  for (const step of ['isolate', 'shutdown']) {
    await expect(steps.locator(`[data-step="${step}"]`)).toHaveAttribute('data-reached', 'true');
    await expect(steps.locator(`[data-step="${step}"]`)).toContainText(/feita$/);
  }
  await expect(steps).not.toContainText(/\d\.\d/);
  // Only the steps the trainee never came to are "not reached", and they are after the lockout.
  await expect(steps.locator('[data-step="restore"]')).toHaveAttribute('data-reached', 'false');
  await expect(steps.locator('[data-step="restore"]')).toContainText('não alcançada');
  await expect(steps.locator('[data-reached="false"]').first()).not.toHaveAttribute('data-step', /^(prepare|notify|shutdown|isolate|lock)$/);
  // A step lost to a mistake names it.
  const critical = steps.locator('li', { hasText: 'erro crítico' });
  await expect(critical.first()).toBeVisible();
  await expect(result.getByTestId('step-chart-legend')).toContainText('perdidos');
});
