import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { acceptCookies, signIn } from '../support/session';

test.use({ viewport: { width: 360, height: 740 } });
test.beforeEach(({ page }) => acceptCookies(page));

test('the hamburger opens a full-screen navigation with the same entries plus New order', async ({ page }) => {
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Navigation' });
  await expect(dialog).toBeVisible();
  for (const name of ['New order', 'Overview', 'Documents', 'Requests', 'Assets', 'Contact', 'Roles', 'My profile', 'Cookie settings', 'Logout']) {
    await expect(dialog.getByRole(name === 'Cookie settings' || name === 'Logout' ? 'button' : 'link', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/order\/documents$/);
  await expect(dialog).toBeHidden();
});

test('the navigation dialog closes on Escape and returns focus', async ({ page }) => {
  await signIn(page, 'ben@northwind.test');
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await burger.click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(burger).toBeFocused();
});

test('no horizontal scrolling at 360 px', async ({ page }) => {
  await signIn(page, 'carl@blocked.test');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
