import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedInRoutes } from '../support/routes';
import { acceptCookies, signIn } from '../support/session';

for (const width of [360, 1280]) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(({ page }) => acceptCookies(page));

    test('signed in: each page has its heading, no horizontal scroll and no axe violation', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
      for (const route of signedInRoutes) {
        await page.goto(route);
        await expect(page, route).toHaveURL(new RegExp(`${route}$`));
        await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      }
    });

    test('no-rights and the sign-in pages', async ({ page }) => {
      for (const route of ['/auth/login', '/auth/forgot-password', '/auth/reset-password?token=abcdefabcdefabcdef', '/maintenance', '/error']) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await signIn(page, 'nora@nomodules.test');
      await expect(page).toHaveURL(/\/auth\/no-rights$/);
      await expectNoAxeViolations(page);
    });
  });
}
