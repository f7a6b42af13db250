import { expect, test } from './fixtures';
import { passPump, waitForMachine } from './scenario';

test('"Issue certificate" with details missing names each missing field and takes the user to the first one', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto('/usuarios');
  await page.getByTestId('trainee-add').click();
  await page.getByTestId('trainee-name').fill('Ann Smith');
  await page.getByTestId('trainee-save').click();
  await expect(page.getByTestId('trainee')).toContainText('Ann Smith');

  await page.goto('/cenarios/bomba-p101?semente=100023&modo=avaliacao&regras=osha');
  await waitForMachine(page);
  await passPump(page, 'Ann Smith');

  await page.goto('/usuarios');
  await page.getByTestId('kiosk-pin').fill('4821');
  await page.getByTestId('kiosk-save').click();
  await expect(page.getByTestId('issue-pin')).toBeVisible();

  // Nothing filled in: every missing field is named, the certificate details' first, and focus goes there.
  await page.getByTestId('issue-certificate').click();
  const missing = page.getByTestId('issue-missing');
  await expect(missing).toBeVisible();
  await expect(missing).toHaveAttribute('role', 'alert');
  await expect(missing).toContainText('To issue the certificate, fill in:');
  const items = missing.getByRole('listitem');
  await expect(items.first()).toHaveText('Company · Certificate details');
  for (const field of ['Place of training', 'Course workload (hours)', 'Role trained for', 'Instructor PIN']) await expect(missing).toContainText(field);
  await expect(page.getByTestId('instructor-companyName')).toBeFocused();
  await expect(page.getByTestId('instructor-companyName')).toBeInViewport();

  // The details filled in and saved: now the form's own first gap, the workload, is named and focused.
  await page.getByTestId('instructor-companyName').fill('Aurora Ltd');
  await page.getByTestId('instructor-place').fill('Leeds');
  await page.getByTestId('instructor-technicalLead').fill('Rui Prado');
  await page.getByTestId('instructor-save').click();
  await expect(page.getByText('Certificate details saved.')).toBeVisible();
  await page.getByTestId('issue-role').selectOption('authorized');
  await page.getByTestId('issue-certificate').click();
  await expect(items.first()).toHaveText('Course workload (hours)');
  await expect(missing).not.toContainText('Company');
  await expect(missing).not.toContainText('Role trained for');
  await expect(page.getByTestId('issue-hours')).toBeFocused();
  await expect(page.getByTestId('issue-hours')).toBeInViewport();
  // Each name in the list takes the user to its field.
  await missing.getByRole('link', { name: 'Instructor PIN' }).click();
  await expect(page.getByTestId('issue-pin')).toBeFocused();
});
