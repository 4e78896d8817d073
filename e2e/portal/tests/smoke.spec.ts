import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { acceptCookies, signIn } from '../support/session';

// The product as the README starts it: signed out and signed in, phone and desktop, axe-clean.
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the login page boots from the startup config and passes axe', async ({ page }) => {
      const config = page.waitForResponse('**/assets/config.json');
      await acceptCookies(page);
      await page.goto('/');
      expect((await config).ok()).toBe(true);
      await expect(page).toHaveURL(/\/auth\/login/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a signed-in page passes axe', async ({ page }) => {
      await acceptCookies(page);
      await signIn(page, 'ben@northwind.test');
      await expect(page).toHaveURL(/\/order\/contracts$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
