// The profile (issue 13) in Debian's Chromium against the real API and database: details saved,
// a bad phone said at its field, a password change that ends the other session, the devices
// list and "sign out everywhere else". The demo password is shared by every other test, so the
// password is changed by a colleague Anna invites for the purpose.
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiAs, clients } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { acceptCookies, ownCallerHeaders } from '../support/session';

const base = `http://localhost:${process.env['E2E_PORT'] ?? '4200'}`;
const firstPassword = 'scaffold-tower-2026';
const secondPassword = 'telehandler-77-yard';

/** A new colleague at Northwind Bouw with a password of their own: invited by Anna, link from the local mailbox. */
async function newColleague(): Promise<string> {
  const email = `profile-${randomUUID().slice(0, 8)}@northwind.test`;
  const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
  const roles = await anna.get<{ items: { id: number; name: string }[] }>('/api/usermgmt/company/roles');
  const viewer = roles.items.find((r) => r.name === 'Viewer') ?? roles.items[0]!;
  const invite = await anna.send('POST', '/api/usermgmt/company/users', { email, firstName: 'Pia', lastName: 'Visser', roleIds: [viewer.id] }, { 'Idempotency-Key': randomUUID() });
  expect(invite.status).toBe(201);
  await anna.dispose();
  const api = await request.newContext({ baseURL: base });
  const { mails } = (await (await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { body: string }[] };
  const token = mails[0]?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token, 'an invitation mail').toBeTruthy();
  // Setting an invitation's password signs in, as a login does: that session sets the language, then ends.
  const login = await api.post('/api/public/profiles/password/reset', { data: { token, password: firstPassword } });
  expect(login.status()).toBe(200);
  // Invited people speak their opCo's language (Dutch here); this test reads English.
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}`, 'X-Corporate-Client': clients.northwindBouw };
  const { version } = (await (await api.get('/api/usermgmt/profile', { headers })).json()) as { version: number };
  expect((await api.patch('/api/usermgmt/profile', { data: { preferredLanguageCode: 'en-US', version }, headers })).ok()).toBeTruthy();
  // Signed out again, so the test's devices are only the two browsers.
  const refreshCookie = login.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')!.value.split(';')[0]!;
  expect((await api.post('/api/auth/logout', { headers: { cookie: refreshCookie, ...ownCallerHeaders } })).status()).toBe(204);
  await api.dispose();
  return email;
}

async function signInAs(page: Page, email: string, secret: string) {
  await acceptCookies(page);
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[type=password]').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function otherDevice(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' })).newPage();
  await signInAs(page, email, firstPassword);
  return page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a colleague changes her phone and her password; her other session ends; she sees her devices', async ({ page, browser }) => {
  const email = await newColleague();
  const other = await otherDevice(browser, email);
  await signInAs(page, email, firstPassword);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/order\/profile$/);

  // Details: a bad phone is said at its field and nothing is sent; a good one is saved in E.164.
  const details = section(page, 'Personal details');
  const phone = details.getByRole('textbox', { name: 'Phone' });
  await phone.fill('call me');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('+31 (0)6-1234 5678'.replace('(0)', ''));
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await page.reload();
  await expect(section(page, 'Personal details').getByRole('textbox', { name: 'Phone' })).toHaveValue('+31612345678');

  // Devices: this one and the Chrome on Windows.
  const devices = section(page, 'Signed-in devices');
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expect(devices.getByText('Chrome 131 on Windows 10')).toBeVisible();

  // Password: a wrong current one is said plainly; the right one ends the other session.
  const password = section(page, 'Change password');
  await password.getByRole('textbox', { name: 'Current password', exact: true }).fill('not-my-password');
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill(secondPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('textbox', { name: 'Current password', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await password.getByRole('textbox', { name: 'Current password', exact: true }).fill(firstPassword);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill(secondPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. You were signed out on 1 other device.')).toBeVisible();
  await expect(devices.getByText('Chrome 131 on Windows 10')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await other.reload();
  await expect(other).toHaveURL(/\/auth\/login/);
  await other.context().close();
});

test('on a phone: notifications saved, and sign out everywhere else after a confirmation', async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = await newColleague();
  const other = await otherDevice(browser, email);
  await signInAs(page, email, firstPassword);
  await page.goto('/order/profile');
  // Notifications (issue 34): one topic's mail turned on is still on after a reload.
  const invoicesByMail = () => section(page, 'Notifications').getByRole('checkbox', { name: 'Mail: New and overdue invoices' });
  await expect(invoicesByMail()).not.toBeChecked();
  await invoicesByMail().check();
  await section(page, 'Notifications').getByRole('button', { name: 'Save notification settings' }).click();
  await expect(section(page, 'Notifications').getByRole('status')).toHaveText('Your notification settings were saved.');
  await page.reload();
  await expect(invoicesByMail()).toBeChecked();
  const devices = section(page, 'Signed-in devices');
  await expect(devices.getByText('Chrome 131 on Windows 10')).toBeVisible();
  await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out on 1 device.')).toBeVisible();
  await expect(devices.getByText('Chrome 131 on Windows 10')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await other.reload();
  await expect(other).toHaveURL(/\/auth\/login/);
  await other.context().close();
});
