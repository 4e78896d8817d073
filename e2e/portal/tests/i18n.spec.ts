import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
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

  // Date fields write and read dates the German way, though the browser speaks English (issue 32).
  await page.goto('/order/contracts?from=2026-11-27');
  const period = page.getByRole('group', { name: 'Mietzeitraum' });
  const from = period.getByLabel('Von', { exact: true });
  const to = period.getByLabel('Bis', { exact: true });
  await expect(from).toHaveValue('27.11.2026');
  await to.fill('3.12.2026');
  await to.press('Enter');
  await expect(page).toHaveURL(/[?&]to=2026-12-03/);
  await expect(to).toHaveValue('03.12.2026');
  await to.fill('31.02.2026');
  await to.press('Enter');
  await expect(period.getByRole('alert')).toHaveText(/^Das ist kein Datum\. Schreiben Sie es als 31\.12\.\d{4}\.$/);
  await expect(to).toHaveValue('31.02.2026');
  await expect(page).not.toHaveURL(/[?&]to=/);
  // The calendar speaks German too, and gives the same format.
  // Opened from the keyboard; axe-clean open.
  await period.getByRole('button', { name: 'Kalender öffnen' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Monat wählen' })).toHaveText('November 2026');
  await expect(page.getByRole('columnheader', { name: 'Mo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '30 November 2026' }).click();
  await expect(from).toHaveValue('30.11.2026');
  await expect(page).toHaveURL(/[?&]from=2026-11-30/);
  await page.goto('/order/profile');
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
