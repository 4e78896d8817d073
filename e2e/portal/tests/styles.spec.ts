import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, signIn } from '../support/session';

// Issue 14: only the styles of the components a page uses reach it; the rest arrives with the pages
// that need them (apps/portal/src/first-load/build/mantine-styles.ts). Mantine's timeline (`m_8affcee1`, its bullet)
// is on an order's page, not on the overview.
const TIMELINE_BULLET_RULE = '.m_8affcee1';

/** Every CSS rule the page has, as text. */
const pageCss = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText);
        } catch {
          return [];
        }
      })
      .join('\n'),
  );

test("a page carries its own components' styles, and the next page brings the ones it needs", async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'ben@northwind.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // The overview's own components are styled: Mantine's table rules are there…
  await expect(page.locator('main table').first()).toBeVisible();
  expect(await pageCss(page)).toContain('.m_b23fa0ef');
  // …and a component it does not use is not.
  expect(await pageCss(page)).not.toContain(TIMELINE_BULLET_RULE);

  // In the app (no reload): an order's page brings the timeline and its styles together.
  await page.getByRole('link', { name: 'My orders' }).click();
  await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: /^O-\d+$/ }).first().click();
  const bullet = page.locator('.mantine-Timeline-itemBullet').first();
  await expect(bullet).toBeVisible();
  await expect(bullet).toHaveCSS('position', 'absolute');
  expect(await pageCss(page)).toContain(TIMELINE_BULLET_RULE);
});

test("a component's rules follow those of the components it is built on, whichever page brought each", async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'ben@northwind.test');
  await page.goto('/order/profile');
  // A Select's dropdown is a Popover's dropdown with Combobox's classes too: Combobox's padding (4 px)
  // must win over Popover's (12 px), although the cookie notice's chunk brings Combobox's rules and
  // the signed-in kit Popover's.
  await page.getByRole('combobox', { name: 'Language' }).click();
  const dropdown = page.locator('.mantine-Select-dropdown');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).toHaveCSS('padding-top', '4px');
});

test('every control shows the same clear focus ring as a button (WCAG 2.2, 2.4.7 and 2.4.11)', async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'ben@northwind.test');
  await page.goto('/order/profile');
  const ring = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    });
  // A key press first: focus that follows the keyboard is what :focus-visible answers to.
  await page.keyboard.press('Shift');
  const button = page.getByRole('button', { name: 'Sign out everywhere else' });
  await button.focus();
  const buttonRing = await ring(button);
  expect(buttonRing).toMatch(/^solid 2px rgb/);
  const field = page.getByRole('textbox', { name: /^First name/ });
  await field.focus();
  expect(await ring(field)).toBe(buttonRing);
  const select = page.getByRole('combobox', { name: 'Language' });
  await select.focus();
  // A Mantine select rings its whole box, the element that holds the value.
  expect(await ring(select)).toBe(buttonRing);
  const link = page.getByRole('link', { name: 'Documents' });
  await link.focus();
  expect(await ring(link)).toBe(buttonRing);
  await link.press('Enter');
  const checkbox = page.getByRole('checkbox', { name: 'Select all on this page' });
  await checkbox.focus();
  expect(await ring(checkbox)).toBe(buttonRing);
});
