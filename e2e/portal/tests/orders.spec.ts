import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiAs, clients, placeAsBen, plusDays, type FormOptions } from '../support/api';
import { expectNoAxeViolations, noSideScroll } from '../support/axe';
import { mailsAbout } from '../support/mailbox';
import { acceptCookies, setLanguage, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

/** Adds the first product that a search finds. */
async function addProduct(page: Page, search: string) {
  await page.getByLabel('Search equipment').fill(search);
  const card = page.getByRole('list', { name: 'Equipment' }).getByRole('article').first();
  await expect(card).toContainText(new RegExp(search, 'i'));
  await card.getByRole('button', { name: 'Add to order' }).click();
}

/** Who approves Northwind Bouw's orders: the active members holding a role with APPROVE_ORDERS, Ben aside (he placed them). */
async function approversOfBouw() {
  const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
  const { items: roles } = await anna.get<{ items: { id: number; rights: string[] }[] }>('/api/usermgmt/company/roles');
  const emails = new Set<string>();
  for (const role of roles.filter((r) => r.rights.includes('APPROVE_ORDERS'))) {
    const { items } = await anna.get<{ items: { email: string }[] }>(`/api/usermgmt/company/users?roleId=${role.id}&status=active&pageSize=100`);
    for (const member of items) emails.add(member.email);
  }
  await anna.dispose();
  emails.delete('ben@northwind.test');
  return [...emails].sort();
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Ben orders three products with delivery and pick-up, reloads halfway, places it and finds it in his orders', async ({ page }) => {
    await signIn(page, 'ben@northwind.test');
    await page.goto('/order/orders/add');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    // A draft left by an earlier run of this test on a reused server is discarded first.
    if (await page.getByRole('button', { name: 'Remove' }).count()) {
      await page.getByRole('button', { name: 'Discard draft' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    }
    await addProduct(page, 'breaker');
    await addProduct(page, 'fence panel');
    await addProduct(page, 'pump');
    await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(3);
    await expectNoAxeViolations(page);
    await noSideScroll(page);

    await page.getByRole('button', { name: /^Next: Period and delivery/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Period and delivery' })).toBeFocused();
    // Halfway: the draft survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Period and delivery' })).toBeVisible();
    const lines = page.getByRole('group').filter({ has: page.getByLabel('Start date') });
    await expect(lines).toHaveCount(3);
    await lines.nth(2).getByText('Pick-up', { exact: true }).click();
    await lines.nth(2).getByLabel('Depot').selectOption({ index: 1 });
    await page.getByLabel('Project').selectOption({ index: 1 });
    // The project proposes its own address and contact person.
    await expect(page.getByLabel('Delivery address')).not.toHaveValue('');
    await expect(page.getByLabel('Contact person')).not.toHaveValue('');
    await page.getByLabel('Delivery address').selectOption({ index: 1 });
    await page.getByLabel('Contact person').selectOption({ index: 1 });
    await page.getByLabel('Comment').fill('Gate B, before 07:30.');
    await expectNoAxeViolations(page);
    await noSideScroll(page);

    await page.getByRole('button', { name: /^Next: Review/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused();
    // Ben may not see prices: no amounts on the review.
    await expect(page.getByText('Estimated total')).toHaveCount(0);
    const details = page.getByRole('region', { name: 'Order details' });
    for (const term of ['Project', 'PO reference', 'Contact person', 'Delivery address']) await expect(details.getByText(term, { exact: true })).toBeVisible();
    await expect(details).toContainText('Gate B, before 07:30.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    const placed = page.getByRole('status').filter({ hasText: /Order O-\d{7} placed/ });
    await expect(placed).toBeVisible();
    const number = /O-\d{7}/.exec((await placed.textContent())!)![0];

    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText('Pick-up at', { exact: false })).toBeVisible();
    await page.goto(`/order/orders?q=${number}`);
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSideScroll(page);

    // The draft is gone: a new order starts empty.
    await page.goto('/order/orders/add');
    await expect(page.getByText('Nothing yet. Add equipment from the list.')).toBeVisible();
  });

  test('bad input gets its message next to the field and nothing typed is lost', async ({ page }) => {
    await signIn(page, 'ben@northwind.test');
    await page.goto('/order/orders/add');
    if (await page.getByRole('button', { name: 'Remove' }).count()) {
      await page.getByRole('button', { name: 'Discard draft' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    }
    await addProduct(page, 'generator');
    const quantity = page.getByLabel('Quantity');
    await quantity.fill('0');
    await expect(page.getByRole('alert').filter({ hasText: /at least 1/i })).toBeVisible();
    await quantity.fill('1000');
    await expect(page.getByRole('alert').filter({ hasText: /at most 999/i })).toBeVisible();
    await expect(quantity).toHaveValue('1000');
    await quantity.fill('2');
    await page.getByRole('button', { name: /^Next: Period and delivery/ }).click();
    const start = page.getByLabel('Start date');
    // Typed the portal's (English) way, read when the field is left.
    await start.fill('01/06/2020');
    await start.blur();
    await expect(page.getByRole('alert').filter({ hasText: /cannot be in the past/i })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Start date')).toHaveValue('01/06/2020');
    await expectNoAxeViolations(page);

    // The API says the same, whatever a client sends: a foreign address id is refused by field.
    const ben = await apiAs('ben@northwind.test', clients.northwindBouw);
    const infra = await apiAs('anna@northwind.test', clients.northwindInfra);
    const foreign = await infra.get<FormOptions>('/api/overview/order-form/options');
    const own = await ben.get<FormOptions>('/api/overview/order-form/options');
    const product = await ben.get<{ items: { id: number }[] }>('/api/overview/catalogue/products?pageSize=1');
    const refused = await ben.send<{ errors: { field: string }[] }>('POST', '/api/overview/orders', {
      projectId: own.projects[0]!.id,
      addressId: foreign.addresses[0]!.id,
      contactPersonId: own.contactPersons[0]!.id,
      lines: [{ productId: product.items[0]!.id, quantity: 1, startDate: plusDays(own.today, 1), expectedEndDate: plusDays(own.today, 8), deliveryMethod: 'delivery' }],
    }, { 'Idempotency-Key': randomUUID() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.field)).toContain('addressId');
    await Promise.all([ben.dispose(), infra.dispose()]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an order above 5,000 EUR waits for Anna, who approves one and rejects another with a reason Ben then reads', async ({ page, browser }) => {
    // Two people's browsers and four rounds of mail in one story: more than the default.
    test.setTimeout(120_000);
    // Anna speaks Dutch: her mail comes in Dutch whatever an earlier test set for the portal.
    await setLanguage('anna@northwind.test', 'nl');
    const approved = await placeAsBen(20);
    const rejected = await placeAsBen(20);
    expect(approved.status).toBe('awaiting_approval');

    // Issue 34: the run's SMTP server got one mail per approver, each with the link to the order.
    const approvers = await approversOfBouw();
    expect(approvers).toContain('anna@northwind.test');
    const asked = await mailsAbout(approved.number, approvers.length);
    expect(asked.flatMap((m) => m.to).sort()).toEqual(approvers);
    for (const mail of asked) expect(mail.body).toContain(`/order/orders/${approved.id}`);
    expect(asked.find((m) => m.to.includes('anna@northwind.test'))!.subject).toBe(`Order ${approved.number} wacht op uw goedkeuring`);

    // The bell says how many are unread; the newest is the second order, the one before it the first.
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
    const { unread } = await anna.get<{ unread: number }>('/api/usermgmt/notifications?pageSize=1');
    await anna.dispose();
    const bell = page.getByRole('button', { name: `Notifications, ${unread} unread` });
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await expect(page.getByRole('menuitem').first()).toHaveAccessibleName(new RegExp(`^Unread: Order ${rejected.number} waits for your approval`));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(bell).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: new RegExp(`Order ${approved.number} waits`) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/order/orders/${approved.id}$`));
    await expect(page.getByRole('button', { name: `Notifications, ${unread - 1} unread` })).toBeVisible();

    await page.goto('/order/contracts');
    await page.getByRole('link', { name: /awaiting approval/i }).click();
    await expect(page).toHaveURL(/\/order\/orders\?status=awaiting_approval/);
    await page.getByRole('link', { name: approved.number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${approved.number}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    // One click does not approve: the dialog names the order and its amount in Anna's format.
    const approval = page.getByRole('dialog', { name: `Approve order ${approved.number}?` });
    await expect(approval).toContainText(new RegExp(`Approve order ${approved.number} of €[\\d,]+\\.\\d{2}\\?`));
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order approved.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await page.goto(`/order/orders/${rejected.id}`);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel(/Reason/).fill('Over the project budget, order a smaller excavator.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order rejected.' })).toBeVisible();

    // Ben hears of both by mail, and in the end each approver still has exactly one request (no resend).
    const [outcome] = await mailsAbout(`${approved.number} was approved`, 1);
    expect(outcome!.to).toEqual(['ben@northwind.test']);
    expect(outcome!.body).toContain(`/order/orders/${approved.id}`);
    const [refusal] = await mailsAbout(`${rejected.number} was rejected`, 1);
    expect(refusal!.body).toContain('Over the project budget, order a smaller excavator.');
    const aboutApproved = await mailsAbout(approved.number, approvers.length + 1);
    expect(aboutApproved.filter((m) => m.messageId !== outcome!.messageId).flatMap((m) => m.to).sort()).toEqual(approvers);

    const benContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const benPage = await benContext.newPage();
    await acceptCookies(benPage);
    await signIn(benPage, 'ben@northwind.test');
    await benPage.goto(`/order/orders/${rejected.id}`);
    // The reason heads the page, not only the history.
    const reason = benPage.locator('.mantine-Alert-root').filter({ hasText: 'This order was rejected' });
    await expect(reason).toContainText('Reason: Over the project budget, order a smaller excavator.');
    await expect(reason).toBeInViewport();
    await benPage.goto(`/order/orders/${approved.id}`);
    await expect(benPage.getByRole('heading', { level: 1, name: `Order ${approved.number}` })).toBeVisible();
    await expect(benPage.getByText('Approved', { exact: false }).first()).toBeVisible();
    await benContext.close();
  });

  test('Carl, whose company is blocked, cannot order: the button is disabled, the page says why, the API refuses', async ({ page }) => {
    await signIn(page, 'carl@blocked.test');
    await expect(page.getByRole('button', { name: 'New order' })).toBeDisabled();
    await page.goto('/order/orders/add');
    await expect(page.getByText('Your company cannot place new orders at the moment')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const carl = await apiAs('carl@blocked.test', clients.blocked);
    const refused = await carl.send<{ code: string }>('POST', '/api/overview/orders', {
      projectId: 1,
      contactPersonId: 1,
      addressId: 1,
      lines: [{ productId: 1, quantity: 1, startDate: '2099-01-05', expectedEndDate: '2099-01-12', deliveryMethod: 'delivery' }],
    }, { 'Idempotency-Key': randomUUID() });
    await carl.dispose();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('client_blocked');
  });
});
