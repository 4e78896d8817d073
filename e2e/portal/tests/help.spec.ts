// The Help menu (issue 13) in Debian's Chromium against the real API and database: a problem
// reported from the error page reaches the rental company with its reference and error report id,
// an idea is sent from a phone after a refused first try, and the changelog marks what is new.
import { expect, request, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { acceptCookies, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

/** The latest mail to the Dutch opCo's rental desk, from the local demo's mailbox. */
async function latestMailToRentalDesk(): Promise<{ subject: string; body: string }> {
  const api = await request.newContext({ baseURL: `http://localhost:${process.env['E2E_PORT'] ?? '4200'}` });
  const { mails } = (await (await api.get('/api/dev/outbox?to=verhuur%40atlas-rental.nl')).json()) as { mails: { subject: string; body: string }[] };
  await api.dispose();
  return mails[0]!;
}

test('Anna reports a problem from the error page and gets a reference; the rental company gets it with the error report id', async ({ page }) => {
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  const eventId = randomUUID().replaceAll('-', '');
  await page.goto(`/error?ref=${eventId}&from=%2Forder%2Fcontracts%3Fpage%3D2`);
  await page.getByRole('link', { name: 'Report this problem' }).click();
  await expect(page).toHaveURL(/\/order\/help\/report-problem/);
  await expect(page.getByText(eventId)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Page where it happened' })).toHaveValue('/order/contracts?page=2');

  const subject = `Overview crashed ${eventId.slice(0, 6)}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'What happened?' }).fill('The overview showed an error after I opened page 2.');
  await page.getByRole('button', { name: 'Send report' }).click();
  const thanks = page.getByText(/^Thanks: your reference is F-\d{4}-\d{6,}$/);
  await expect(thanks).toBeVisible();
  await expectNoAxeViolations(page);
  const reference = (await thanks.textContent())!.match(/F-\d{4}-\d+/)![0];

  const mail = await latestMailToRentalDesk();
  expect(mail.subject).toBe(`[${reference}] Problem: ${subject}`);
  expect(mail.body).toContain(eventId);
  expect(mail.body).toContain('/order/contracts?page=2');

  // From the header's Help menu the form gets the page the user was on, editable.
  await page.goto('/order/documents');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Report a problem' }).click();
  const where = page.getByRole('textbox', { name: 'Page where it happened' });
  await expect(where).toHaveValue(/^\/order\/documents/);
  await where.fill('/order/contracts');
  await expect(where).toHaveValue('/order/contracts');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Ben suggests an idea: too short a message is refused and kept, then it is sent', async ({ page }) => {
    await signIn(page, 'ben@northwind.test');
    await page.goto('/order/help/suggest-idea');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Reorder');
    await page.getByRole('textbox', { name: 'Your idea' }).fill('Reorder');
    await page.getByRole('button', { name: 'Send idea' }).click();
    await expect(page.getByText('Write at least 10 and at most 4000 characters.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your idea' })).toHaveValue('Reorder');
    await page.getByRole('textbox', { name: 'Your idea' }).fill('Reorder a whole earlier order with one button.');
    await page.getByRole('button', { name: 'Send idea' }).click();
    await expect(page.getByText(/^Thanks: your reference is F-/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('the changelog marks everything New on a first visit, and nothing after it', async ({ page }) => {
    await signIn(page, 'ben@northwind.test');
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('changelogSeen:')).forEach((k) => localStorage.removeItem(k)));
    await page.goto('/order/help/changelog');
    const entries = page.getByRole('article');
    await expect(entries.first()).toBeVisible();
    const count = await entries.count();
    expect(count).toBeGreaterThanOrEqual(6);
    await expect(page.getByText('New', { exact: true })).toHaveCount(count);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(entries.first()).toBeVisible();
    await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  });
});
