import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { acceptCookies } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

test('wrong credentials get a clear message and the email stays', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill('ben@northwind.test');
  await page.locator('input[type=password]').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is not correct.');
  await expect(page.getByLabel('Email address')).toHaveValue('ben@northwind.test');
  await expectNoAxeViolations(page);
});

test('empty and malformed input is explained next to the fields', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
});

test('a network failure says so', async ({ page }) => {
  await page.goto('/auth/login');
  await page.route('**/api/auth/login', (route) => route.abort());
  await page.getByLabel('Email address').fill('ben@northwind.test');
  await page.locator('input[type=password]').fill('rental-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not reach the portal. Check your connection and try again.');
});

test('being locked out (429) says how long to wait', async ({ page }) => {
  await page.goto('/auth/login');
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '600', 'content-type': 'application/problem+json' }, body: '{"status":429,"code":"rate_limited"}' }),
  );
  await page.getByLabel('Email address').fill('ben@northwind.test');
  await page.locator('input[type=password]').fill('whatever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait 10 minutes and try again.');
});

test('forgot password answers the same for any address', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email address').fill('nobody@nowhere.test');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this address');
  await expectNoAxeViolations(page);
});

test('reset password checks the rules before sending and rejects a bad token', async ({ page }) => {
  await page.goto('/auth/reset-password?token=0123456789abcdef0123');
  await page.getByLabel('New password', { exact: false }).first().fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Use at least 12 characters', { exact: true })).toBeVisible();
  await page.getByLabel('New password', { exact: false }).first().fill('a-long-enough-pass1');
  await page.getByLabel('Repeat the new password').fill('a-long-enough-pass1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the error page offers a way back', async ({ page }) => {
  await page.goto('/error?ref=abc123');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('abc123')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the start page' })).toBeVisible();
  await expectNoAxeViolations(page);
});
