import { expect, test } from '@playwright/test';
import { acceptCookies, signIn } from '../support/session';

test('without the startup configuration the app logs the message and does not start', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.route('**/assets/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/auth/login');
  await expect.poll(() => messages.some((m) => m.includes('Something went wrong with fetching the startup parameters...'))).toBe(true);
  // The app does not start: no header, no sign-in form; only a short message instead of a blank page.
  await expect(page.getByRole('alert')).toHaveText('The portal could not start. Please reload the page in a moment.');
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test('a token left by the old product clears local storage and reloads', async ({ page }) => {
  // The old product's token is in storage before the page's first script runs, once per tab (the
  // mark is in session storage, which the app does not clear): no reload of ours races the app's.
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('legacy-seeded')) return;
    window.sessionStorage.setItem('legacy-seeded', 'yes');
    window.localStorage.setItem('access_token', 'legacy');
    window.localStorage.setItem('something', 'else');
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  // The app clears storage and reloads once more; then the login page shows on a clean slate. The
  // prerendered page shows its heading before the app runs: wait for the storage, not the heading.
  const stored = () => page.evaluate(() => [window.localStorage.getItem('something'), window.localStorage.getItem('access_token')]).catch(() => 'reloading');
  await expect.poll(stored).toEqual([null, null]);
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('the corporate client id is saved to local storage when the page unloads', async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'ben@northwind.test');
  expect(await page.evaluate(() => window.localStorage.getItem('corporateClientId'))).toBeNull();
  await page.goto('about:blank');
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('corporateClientId'))).toMatch(/^\d+$/);
});

test('a returning signed-in visit asks for the signed-in kit and restores its session before the app has arrived, under the page policy', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await acceptCookies(page);
  await signIn(page, 'ben@northwind.test');
  await page.goto('about:blank');
  // Returning: the saved client the page wrote as it went. The browser commits local storage a
  // little later, and a page opened at once in another process could still read none of it.
  const savedClient = async () => (await page.context().storageState()).origins.flatMap((o) => o.localStorage).find((item) => item.name === 'corporateClientId')?.value;
  await expect.poll(savedClient).toMatch(/^\d+$/);
  // The app's first-load code is held back until the kit and the session restore have been asked
  // for (or 10 s have passed): only index.html's inline script can ask for them while the app cannot run.
  let kitAsked: () => void = () => undefined;
  let refreshAsked: () => void = () => undefined;
  const kit = Promise.all([new Promise<void>((resolve) => (kitAsked = resolve)), new Promise<void>((resolve) => (refreshAsked = resolve))]);
  let appArrived = false;
  let askedBeforeApp = false;
  // Each of the kit's files (its script and its components' stylesheet) and how often it was asked for.
  const kitRequests = new Map<string, number>();
  const early = { refresh: 0, config: 0, refreshBeforeApp: false };
  // What the page asked for while the app's code was held back, for the failure message.
  const beforeApp: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!appArrived) beforeApp.push(path);
    if (path === '/assets/config.json') early.config++;
    if (path === '/api/auth/refresh') {
      early.refresh++;
      early.refreshBeforeApp ||= !appArrived;
      refreshAsked();
    }
    if (!path.includes('/assets/signed-in-common-')) return;
    kitRequests.set(path, (kitRequests.get(path) ?? 0) + 1);
    if (!path.endsWith('.js')) return;
    askedBeforeApp ||= !appArrived;
    kitAsked();
  });
  await page.route('**/assets/first-load-*.js', async (route) => {
    await Promise.race([kit, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    appArrived = true;
    await route.continue();
  });
  await page.goto('/order/contracts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(askedBeforeApp, `asked for before the app arrived: ${beforeApp.join(' ')}`).toBe(true);
  // The app's own import used those downloads (routing turns the HTTP cache off: a second request
  // would show here).
  expect([...kitRequests.keys()].some((path) => path.endsWith('.js'))).toBe(true);
  expect([...kitRequests.values()].every((count) => count === 1), JSON.stringify([...kitRequests])).toBe(true);
  // The session restore too, and the app took it over: one refresh (a second one would present the
  // cookie the first rotated) and one read of the startup configuration.
  expect(early).toEqual({ refresh: 1, config: 1, refreshBeforeApp: true });
  expect(messages.filter((m) => m.includes('Content Security Policy'))).toEqual([]);
});

test('the opCo branding follows the host name', async ({ page }) => {
  await page.goto(`http://be.localhost:${process.env['E2E_PORT'] ?? '4200'}/auth/login`);
  await expect(page).toHaveTitle('Atlas Rental België');
  await expect(page.locator('link#favicon')).toHaveAttribute('href', '/assets/opco/be/favicon.svg');
});
