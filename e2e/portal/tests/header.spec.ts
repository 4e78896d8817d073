import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { acceptCookies, password, setLanguage, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test('all tabs, Overview active on /order/contracts, Roles with MANAGE_ROLES_AND_USERS', async ({ page }) => {
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  await expect(tabs(page)).toHaveText(['Overview', 'Documents', 'Requests', 'Assets']);
  await page.goto('/order/contracts');
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: /Company: Northwind Bouw/ }).click();
  // Anna works for two companies: Switch company closes the menu.
  await expect(page.getByRole('menuitem')).toHaveText(['Contact persons', 'Addresses', 'Projects', 'Users', 'Roles', 'Switch company']);
  await page.getByRole('menuitem', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/order\/company\/roles$/);
  // Every module, New order and four menus fit a narrow desktop too: the triggers close up to icons
  // and keep their names (900 px, the phone breakpoint, was 367 px too wide in Dutch).
  for (const width of [900, 1100, 1279]) {
    await page.setViewportSize({ width, height: 800 });
    for (const name of ['New order', 'Help', 'Profile', 'Notifications']) await expect(page.getByRole('banner').getByRole(name === 'New order' ? 'link' : 'button', { name, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `page wider than ${width} px`).toBe(0);
  }
});

test('order module only: Overview and Documents, no Roles', async ({ page }) => {
  await signIn(page, 'ben@northwind.test');
  await expect(tabs(page)).toHaveText(['Overview', 'Documents']);
  await page.getByRole('button', { name: /Company: / }).click();
  await expect(page.getByRole('menuitem', { name: 'Roles' })).toHaveCount(0);
});

test('New order opens the new-order page while ordering is possible', async ({ page }) => {
  await signIn(page, 'ben@northwind.test');
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page).toHaveURL(/\/order\/orders\/add$/);
});

test('New order is shown but disabled for a blocked client', async ({ page }) => {
  await signIn(page, 'carl@blocked.test');
  await expect(page.getByRole('button', { name: 'New order' })).toBeDisabled();
});

test('no New order without the order module', async ({ page }) => {
  await signIn(page, 'rita@requestonly.test');
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  await expect(page.getByText('New order')).toHaveCount(0);
});

test('Help and Profile menus by keyboard alone', async ({ page }) => {
  await signIn(page, 'ben@northwind.test');
  const help = page.getByRole('button', { name: 'Help' });
  await help.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['Contact', 'Report a problem', 'Suggest an idea', 'Changelog']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(help).toBeFocused();
  // Enter opens the menu on its first item; the arrow keys move through the items.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Contact' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Report a problem' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/contact\/depots$/);

  const profile = page.getByRole('button', { name: 'Profile' });
  await profile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Privacy and conditions' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/profile$/);
});

test('logout clears the session and resets the title', async ({ page }) => {
  await signIn(page, 'ben@northwind.test');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page).toHaveTitle('Atlas Rental Nederland');
  expect(await page.evaluate(() => window.localStorage.getItem('corporateClientId'))).toBeNull();
  await page.goto('/order/documents');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('signed out: only the Privacy and conditions menu, with the configured links and cookie settings', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Privacy and conditions' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Terms and conditions', 'Privacy policy', 'Cookie policy', 'Cookie settings']);
});

test('Company menu and the Privacy submenu by keyboard alone', async ({ page }) => {
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  await page.getByRole('button', { name: /Company: Northwind Bouw/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Contact persons' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Switch company' })).toBeFocused();
  // Its submenu by the arrow keys: the companies, the current one marked.
  await page.keyboard.press('ArrowRight');
  const companies = page.getByRole('menu').last().getByRole('menuitem');
  await expect(companies).toHaveText(['Northwind Bouw B.V.', 'Northwind Infra B.V.']);
  await expect(companies.first()).toBeFocused();
  await expect(companies.first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('menuitem', { name: 'Switch company' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Roles' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/company\/roles$/);

  const profile = page.getByRole('button', { name: 'Profile' });
  await profile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Privacy and conditions' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'Terms and conditions' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('menuitem', { name: 'Privacy and conditions' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(profile).toBeFocused();
});

// Issue 30: a quick user signs in and opens a menu at once, while the header's real controls are
// still replacing their placeholders. Once in 16 tries the menu stayed closed; 50 in a row must open.
test('a header menu clicked the moment the signed-in page shows opens, 50 times in a row', async ({ browser }) => {
  // About 3 s a round on a quiet machine: a sign-in with its password hash, the page, the menu.
  test.setTimeout(600_000);
  await setLanguage('ben@northwind.test', 'en-US');
  const missed: number[] = [];
  for (let round = 0; round < 50; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await acceptCookies(page);
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill('ben@northwind.test');
    await page.locator('input[type=password]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const [menu, firstItem] = round % 2 ? ['Help', 'Contact'] : ['Profile', 'My profile'];
    await page.getByRole('button', { name: menu, exact: true }).click();
    const opened = await page
      .getByRole('menuitem', { name: firstItem })
      .waitFor({ timeout: 5_000 })
      .then(() => true, () => false);
    if (!opened) {
      missed.push(round);
      console.info(`round ${round}: the ${menu} menu did not open`);
    }
    await context.close();
  }
  expect(missed, 'rounds in which the first click opened no menu').toEqual([]);
});
