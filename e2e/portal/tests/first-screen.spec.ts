import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { password } from '../support/session';

// Issue 14: /auth/login is prerendered HTML that paints before any script. A German browser sees
// it in German from the HTML alone; what a visitor types and presses before the app's code has
// arrived is not lost: the app takes the page over and signs them in.
test.use({ locale: 'de-DE' });

const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script back until the returned function is called: only the HTML can paint meanwhile. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's console errors, but for the 401 of a session restore without a session. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/401/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('the sign-in page works before its JavaScript has arrived, and the app carries on from it', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await holdAppCode(page);

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

test("a returning signed-in visit paints the overview's heading before any JavaScript, and the app takes over with no loader between", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('klaro', JSON.stringify({ 'google-tag-manager': false, 'map-tiles': false })));
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill('ben@northwind.test');
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const stylesheets = () => page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const appOrder = await stylesheets();
  const language = await page.locator('html').getAttribute('lang');
  await page.goto('about:blank');
  // Returning: the saved client the page wrote as it went (committed a little later: wait for it).
  const savedClient = async () => (await page.context().storageState()).origins.flatMap((o) => o.localStorage).find((item) => item.name === 'corporateClientId')?.value;
  await expect.poll(savedClient).toMatch(/^\d+$/);

  // From the first paint on, the page's heading never leaves the page: no loader between the
  // static shell and the app's page.
  await page.addInitScript(() => {
    const w = window as unknown as { headingLost: boolean };
    w.headingLost = false;
    let seen = false;
    new MutationObserver(() => {
      const present = !!document.querySelector('#root h1');
      if (seen && !present) w.headingLost = true;
      seen ||= present;
    }).observe(document, { childList: true, subtree: true });
  });
  const release = await holdAppCode(page);
  await page.goto('/order/contracts', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', language ?? '');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language ?? '');
  await expectNoAxeViolations(page);

  release();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { headingLost: boolean }).headingLost)).toBe(false);
  // Mantine's rules share one layer, where the later rule wins: the shell links the stylesheets they
  // both have in the order the app's own start does (ADR 0013, 0014).
  const shellOrder = await stylesheets();
  expect(shellOrder.filter((href) => appOrder.includes(href))).toEqual(appOrder.filter((href) => shellOrder.includes(href)));
  expect(errors).toEqual([]);

  // Without a saved client (a first visit, or after signing out) the same address shows the loader.
  // Removed before the page's scripts run: the page being left would save it again as it unloads.
  await page.addInitScript(() => window.localStorage.removeItem('corporateClientId'));
  await page.unroute(APP_ENTRY);
  await page.route(APP_ENTRY, () => undefined);
  await page.goto('/order/contracts', { waitUntil: 'commit' });
  await expect(page.locator('#root .boot')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
});
