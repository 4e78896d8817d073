import { expect, request, type Page } from '@playwright/test';

export const password = 'rental-demo';

/**
 * What the portal sends on refresh and logout: the API refuses those two without it (or an Origin
 * of the portal's), so a page elsewhere cannot make a browser call them (apps/api/src/auth/csrf.ts).
 */
export const ownCallerHeaders = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Signs in through the login page, as a person would, and waits until the portal has settled.
 * The demo users speak different languages; tests read English labels, so the profile is set to
 * en-US first unless the test asks for another language or to keep the user's own.
 */
export async function signIn(page: Page, email: string, options: { client?: string; keepLanguage?: boolean; language?: string } = {}) {
  if (!options.keepLanguage) await setLanguage(email, options.language ?? 'en-US');
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (options.client) {
    await expect(page).toHaveURL(/\/instances$/);
    await page.getByRole('button', { name: options.client }).click();
  }
  await expect(page).not.toHaveURL(/\/auth\/login|\/instances/);
}

/** Accepts the cookie notice so it does not cover what a test looks at. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('klaro', JSON.stringify({ 'google-tag-manager': false })));
}

/** Calls the API as back-office staff, e.g. to switch maintenance on and off. */
export async function setAvailability(_page: Page, status: 'UP' | 'DOWN' | 'MAINTENANCE', bannerText: string | null) {
  // A context of its own: staff's refresh cookie must not replace the signed-in user's.
  const staff = await request.newContext({ baseURL: `http://localhost:${process.env['E2E_PORT'] ?? '4200'}` });
  const login = await staff.post('/api/auth/login', { data: { email: 'staff@atlas.test', password } });
  expect(login.ok()).toBeTruthy();
  const { accessToken } = (await login.json()) as { accessToken: string };
  const put = await staff.put('/api/admin/availability', {
    data: { status, bannerText },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(put.ok()).toBeTruthy();
  await staff.dispose();
}

/** Sets a demo user's preferred language through the API, in a session of its own. */
export async function setLanguage(email: string, preferredLanguageCode: string) {
  const api = await request.newContext({ baseURL: `http://localhost:${process.env['E2E_PORT'] ?? '4200'}` });
  const login = await api.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBeTruthy();
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { Authorization: `Bearer ${accessToken}` };
  const clients = (await (await api.get('/api/corporate-clients', { headers: auth })).json()) as { externalUuid: string }[];
  if (clients[0]) {
    const headers = { ...auth, 'X-Corporate-Client': clients[0].externalUuid };
    // An edit carries the version it was based on.
    const { version } = (await (await api.get('/api/usermgmt/profile', { headers })).json()) as { version: number };
    const patch = await api.patch('/api/usermgmt/profile', { data: { preferredLanguageCode, version }, headers });
    expect(patch.ok()).toBeTruthy();
  }
  await api.dispose();
}
