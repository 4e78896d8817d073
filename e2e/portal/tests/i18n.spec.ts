import { expect, test } from '@playwright/test';
import { acceptCookies, signIn } from '../support/session';

test('switching the language in the profile applies at once and stays', async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'ben@northwind.test');
  await page.goto('/order/profile');
  // A Mantine Select (each language named in itself, with its flag): open it, then pick the option.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('link', { name: 'Dokumente' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Dokumente' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Documents' })).toBeVisible();
});

test.describe('before sign-in (issue 13)', () => {
  // A German browser: navigator.languages and Accept-Language say de-DE.
  test.use({ locale: 'de-DE', viewport: { width: 360, height: 740 } });

  test('a German browser on de.localhost reads German, the cookie notice too; a language chosen later wins', async ({ page }) => {
    await page.goto(`http://de.localhost:${process.env['E2E_PORT'] ?? '4200'}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const notice = page.getByRole('region', { name: 'Cookies auf diesem Portal' });
    await expect(notice.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeVisible();
    await notice.getByRole('button', { name: 'Selbst auswählen' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The notice's own switch: the notice and the page change together.
    await notice.getByRole('combobox', { name: 'Sprache' }).selectOption('pl');
    await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies auf diesem Portal' })).toHaveCount(0);
    // Remembered over the browser's language on the next visit; the login page's switch works too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
    await page.getByRole('main').getByRole('combobox').selectOption('en-US');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this portal' })).toBeVisible();
  });
});
