import { expect, test } from '@playwright/test';
import { password } from '../support/session';

// Issue 14: /auth/login is prerendered HTML that paints before any script. A German browser sees
// it in German from the HTML alone; what a visitor types and presses before the app's code has
// arrived is not lost: the app takes the page over and signs them in.
test.use({ locale: 'de-DE' });

test('the sign-in page works before its JavaScript has arrived, and the app carries on from it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/401/.test(message.text())) errors.push(message.text());
  });
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'de');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies auf diesem Portal' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByLabel('E-Mail-Adresse').fill('ben@northwind.test');
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // Nothing happens on the static page itself: the browser did not send the form.
  await expect(page).toHaveURL(/\/auth\/login$/);

  release();
  await expect(page).toHaveURL(/\/order\/contracts/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
  expect(errors).toEqual([]);
});
