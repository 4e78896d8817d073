import { expect, test } from '@playwright/test';
import { acceptCookies, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

// Spec §1: the first area whose module is enabled, in the order order → request → asset.
const cases = [
  { email: 'ben@northwind.test', lands: /\/order\/contracts$/ },
  { email: 'rita@requestonly.test', lands: /\/request\/requests$/ },
  { email: 'axel@assetonly.test', lands: /\/asset\/assets$/ },
  { email: 'nora@nomodules.test', lands: /\/auth\/no-rights$/ },
];
for (const { email, lands } of cases) {
  test(`home sends ${email} to ${lands.source}`, async ({ page }) => {
    await signIn(page, email);
    await page.goto('/');
    await expect(page).toHaveURL(lands);
  });
}

test('a user with several clients chooses one, switches from a page, and each choice survives a reload', async ({ page }) => {
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Infra B.V.' });
  await expect(page.getByRole('button', { name: /Company: Northwind Infra/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Company: Northwind Infra/ })).toBeVisible();
  // Switch company (Company menu): the same page for the other company, and remembered for the next visit.
  await page.goto('/order/documents');
  await page.getByRole('button', { name: /Company: Northwind Infra/ }).click();
  await page.getByRole('menuitem', { name: 'Switch company' }).click();
  await page.getByRole('menuitem', { name: 'Northwind Bouw B.V.' }).click();
  await expect(page.getByRole('button', { name: /Company: Northwind Bouw/ })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/documents$/);
  await page.reload();
  await expect(page.getByRole('button', { name: /Company: Northwind Bouw/ })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/documents$/);
});

test('a user without a corporate client is logged out', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill('dora@noclient.test');
  await page.locator('input[type=password]').fill('rental-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Your account is not linked to any company yet.');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/order/documents');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
});

test('an unknown path goes to the root', async ({ page }) => {
  await signIn(page, 'ben@northwind.test');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/order\/contracts$/);
});

test('a page of a module the user lacks sends them home', async ({ page }) => {
  await signIn(page, 'rita@requestonly.test');
  await page.goto('/asset/assets');
  await expect(page).toHaveURL(/\/request\/requests$/);
});
