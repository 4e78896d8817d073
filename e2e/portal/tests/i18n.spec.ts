import { expect, test } from '@playwright/test';
import { acceptCookies, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

test('switching the language in the profile applies at once and stays', async ({ page }) => {
  await signIn(page, 'ben@northwind.test');
  await page.goto('/order/profile');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('link', { name: 'Dokumente' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Dokumente' })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en-US');
  await expect(page.getByRole('link', { name: 'Documents' })).toBeVisible();
});
