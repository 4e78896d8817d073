import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { acceptCookies, setAvailability, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

test('a blocked client with a rental contact sees the banner with phone and email buttons', async ({ page }) => {
  await signIn(page, 'carl@blocked.test');
  const banner = page.getByRole('region', { name: 'Your account is commercially blocked' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);
  await expect(banner.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/);
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Minimise' }).click();
  await expect(page.getByText('Commercially blocked', { exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: /^Call / })).toBeHidden();
});

test('a blocked client without contact details sees the banner without buttons', async ({ page }) => {
  await signIn(page, 'olga@nocontact.test');
  const banner = page.getByRole('region', { name: 'Your account is commercially blocked' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link')).toHaveCount(0);
});

test.describe('availability', () => {
  test.afterEach(({ page }) => setAvailability(page, 'UP', null));

  test('an important message shows as text, never as HTML, and minimises', async ({ page }) => {
    await setAvailability(page, 'UP', 'Depots closed on Monday <b>bold?</b>');
    await signIn(page, 'ben@northwind.test');
    const banner = page.getByRole('region', { name: 'Important message' });
    await expect(banner).toContainText('Depots closed on Monday <b>bold?</b>');
    await expect(banner.locator('b')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Minimise' }).click();
    await expect(page.getByText('Important message (minimised)')).toBeVisible();
  });

  test('maintenance sends the user to /maintenance, and recovery brings them back', async ({ page }) => {
    await signIn(page, 'ben@northwind.test');
    await setAvailability(page, 'MAINTENANCE', 'Back at 14:00');
    await page.goto('/order/documents');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByText('Back at 14:00').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Privacy and conditions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await setAvailability(page, 'UP', null);
    // The maintenance page checks again every 5 seconds.
    await expect(page).not.toHaveURL(/\/maintenance$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('forceLogin keeps the user working through a maintenance', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('forceLogin', 'true'));
    await signIn(page, 'ben@northwind.test');
    await setAvailability(page, 'DOWN', 'Planned work');
    await page.goto('/order/documents');
    await expect(page).toHaveURL(/\/order\/documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  });
});
