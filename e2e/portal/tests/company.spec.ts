// The company pages (issue 12) in Debian's Chromium against the real API and database: projects
// with budget against spend, inviting a user who sets a password from the mail, inviting someone
// who has an account and who joins only when they say so (issue 31), rights given and taken back,
// a user limited to one project (issue 35, in Dutch, on a laptop and on a phone), nobody
// deactivating themselves, a deactivated user's session ending, and contact persons kept through
// bad input on a phone.
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiAs, clients } from '../support/api';
import { expectNoAxeViolations, noSideScroll } from '../support/axe';
import { acceptCookies, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

const company = '/api/usermgmt/company';
const suffix = () => randomUUID().slice(0, 8);
const newPassword = 'gravel-crane-2026';

interface Member {
  id: number;
  email: string;
  version: number;
  roles: { id: number; name: string }[];
}
interface Page_<T> {
  items: T[];
}

/** The latest mail to someone in the local demo's mailbox, and the link in it. */
async function linkInMailTo(email: string): Promise<string> {
  const api = await request.newContext({ baseURL: `http://localhost:${process.env['E2E_PORT'] ?? '4200'}` });
  const { mails } = (await (await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { body: string }[] };
  await api.dispose();
  const link = mails[0]?.body.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)?.[0];
  expect(link, `an invitation mail to ${email}`).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/**
 * Opens the invitation link signed out, in a browser context of its own, and sets a password (in
 * `chosen`, a language picked with the page's switch: its code and the save button's text in it).
 * Setting it signs them in: they land in the portal, not on the sign-in page.
 */
async function acceptInvitation(browser: Browser, email: string, chosen?: { language: string; save: string }): Promise<Page> {
  const context = await browser.newContext();
  const invited = await context.newPage();
  await acceptCookies(invited);
  await invited.goto(await linkInMailTo(email));
  await invited.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await invited.getByRole('textbox', { name: 'Repeat the new password' }).fill(newPassword);
  if (chosen) await invited.getByRole('combobox', { name: 'Language' }).selectOption(chosen.language);
  await invited.getByRole('button', { name: chosen?.save ?? 'Save password' }).click();
  await expect(invited).not.toHaveURL(/\/auth\//);
  return invited;
}

/** On the users page: invites `email` as Viewer under the name given, through the dialog. */
async function inviteAsViewer(page: Page, email: string, firstName: string, lastName: string) {
  await page.goto('/order/company/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite user' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await invite.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await invite.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await invite.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('listbox', { name: 'Roles' }).getByRole('option', { name: 'Viewer', exact: true }).click();
  // The list stays open for more roles: leave it by clicking elsewhere in the dialog.
  await invite.getByRole('heading', { name: 'Invite user' }).click();
  await invite.getByRole('button', { name: 'Invite user' }).click();
  await expect(invite).toBeHidden();
}

async function signInWith(page: Page, email: string, secret: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[type=password]').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test('Anna adds a project with a PO and a budget next to the seeded ones, and invites a user who sets a password from the mail and signs in', async ({ page, browser }) => {
  // Three people's browsers in one story (Anna, the invitee, the invitee again later): more than the default.
  test.setTimeout(90_000);
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  await page.goto('/order/company/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // The seeded projects show their budget against what was invoiced and what is still on rent.
  await expect(page.getByText(/Over budget by €/).first()).toBeVisible();
  await expect(page.getByText('Spent').first()).toBeVisible();
  await expect(page.getByText('Committed').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const id = suffix();
  await page.getByRole('button', { name: 'Add project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add project' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Kade ${id}`);
  await dialog.getByRole('textbox', { name: 'Project number' }).fill(`E2E-${id}`);
  await dialog.getByLabel('PO number').fill(`PO-${id}`);
  await dialog.getByLabel(/^Budget/).fill('50000');
  await dialog.getByLabel('Start date').fill('03/01/2030');
  await dialog.getByLabel('End date').fill('02/01/2030');
  await dialog.getByRole('button', { name: 'Add project' }).click();
  // An end before the start is refused at its field, and nothing typed is lost.
  await expect(dialog.getByText('The end date must be on or after the start date')).toBeVisible();
  await expect(dialog.getByLabel('PO number')).toHaveValue(`PO-${id}`);
  await dialog.getByLabel('End date').fill('12/31/2030');
  await dialog.getByRole('button', { name: 'Add project' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search').fill(id);
  const row = page.getByRole('row', { name: new RegExp(`Kade ${id}`) });
  await expect(row).toContainText(`PO-${id}`);
  await expect(row).toContainText('Remaining');
  await expect(row).toContainText('€50,000.00');
  // The project's PO and budget are its PO budget (one truth, issue 35): its dialog lists that PO first with the budget.
  await row.getByRole('button', { name: `PO budgets of Kade ${id}` }).click();
  const budgets = page.getByRole('dialog', { name: `PO budgets of Kade ${id}` });
  const first = budgets.getByRole('listitem').first();
  await expect(first.getByRole('heading', { name: `PO-${id}`, exact: true })).toBeVisible();
  await expect(first).toContainText('€50,000.00');
  await page.keyboard.press('Escape');
  await expect(budgets).toBeHidden();

  // Invite a colleague as Viewer: the mail's link sets the password, then they sign in.
  const email = `invited.${id}@northwind.test`;
  await inviteAsViewer(page, email, 'Ilse', `Test ${id}`);
  // The page drops the dialog once the invitation is sent: focus goes back where it was, not to the top.
  await expect(page.getByRole('button', { name: 'Invite user' })).toBeFocused();
  await page.getByLabel('Search name or email').fill(email);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');

  // They choose Polski on the set-password page: signed in by it, welcomed by the company's name, in Polish.
  const invited = await acceptInvitation(browser, email, { language: 'pl', save: 'Zapisz hasło' });
  await expect(invited.getByRole('status').filter({ hasText: 'Witamy w Northwind Bouw B.V.' })).toBeVisible();
  await invited.goto('/order/company/contactpersons');
  await expect(invited.getByRole('heading', { level: 1, name: 'Osoby kontaktowe' })).toBeVisible();
  // A Viewer reads, and neither manages nor sees roles.
  await expect(invited.getByRole('button', { name: 'Dodaj osobę kontaktową' })).toHaveCount(0);
  await invited.goto('/order/company/roles');
  await expect(invited).not.toHaveURL(/\/company\/roles/);
  await invited.context().close();
  // Signing in later, in a browser that knows no language: Polish is theirs now, not the company's Dutch.
  const later = await (await browser.newContext()).newPage();
  await acceptCookies(later);
  await signInWith(later, email, newPassword);
  await later.goto('/order/company/contactpersons');
  await expect(later.getByRole('heading', { level: 1, name: 'Osoby kontaktowe' })).toBeVisible();
  await later.context().close();

  await page.reload();
  await page.getByLabel('Search name or email').fill(email);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Active');
});

test('Anna invites someone who already has an account: the list shows only what she typed, and the person joins from the mail once signed in', async ({ page, browser }) => {
  // Someone with an account of their own (Northwind Infra invited them; they set a password).
  const id = suffix();
  const email = `elsewhere.${id}@northwind.test`;
  const infra = await apiAs('anna@northwind.test', clients.northwindInfra);
  const { items: infraRoles } = await infra.get<Page_<{ id: number; name: string }>>(`${company}/users/role-options`);
  const viewer = infraRoles.find((r) => r.name === 'Viewer')!;
  const asked = await infra.send('POST', `${company}/users`, { email, firstName: 'Eva', lastName: `Real ${id}`, roleIds: [viewer.id] }, { 'Idempotency-Key': randomUUID() });
  expect(asked.status).toBe(201);
  await infra.dispose();
  const person = await acceptInvitation(browser, email);
  await expect(person.getByRole('status').filter({ hasText: 'Welkom bij Northwind Infra B.V.' })).toBeVisible();

  // Anna invites that address to Northwind Bouw under a made-up name: it is just "invited".
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  await inviteAsViewer(page, email, 'Made', `Up ${id}`);
  await page.getByLabel('Search name or email').fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(`Made Up ${id}`);
  await expect(row).not.toContainText(`Real ${id}`);

  // The person signs in and opens the mail's link: Northwind Bouw asks, and is theirs once they join.
  const mails = await (await request.newContext({ baseURL: `http://localhost:${process.env['E2E_PORT'] ?? '4200'}` })).get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = ((await mails.json()) as { mails: { body: string }[] }).mails[0]!.body.match(/https?:\/\/\S+\/instances/)?.[0];
  expect(link, 'the invitation mail links to the companies page').toBeTruthy();
  // Signed in since they set the password (no language chosen: their company's, Dutch).
  await person.goto(new URL(link!).pathname);
  // Their account speaks the opCo's language (Dutch): the question is asked in it.
  const question = person.getByRole('region', { name: 'Lid worden van Northwind Bouw B.V.?' });
  await expect(question).toContainText('Anna de Vries heeft u uitgenodigd om in dit portaal voor Northwind Bouw B.V. te werken.');
  await expect(person.getByRole('button', { name: 'Northwind Bouw B.V.' })).toHaveCount(0);
  await expectNoAxeViolations(person);
  await question.getByRole('button', { name: 'Lid worden' }).click();
  await expect(person.getByRole('status')).toContainText('U bent lid geworden van Northwind Bouw B.V.');
  await person.getByRole('button', { name: 'Northwind Bouw B.V.' }).click();
  await expect(person).not.toHaveURL(/\/instances/);
  await person.context().close();

  await page.reload();
  await page.getByLabel('Search name or email').fill(email);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(`Eva Real ${id}`);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Active');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Ben reads the company pages without Roles and the API refuses his writes, until Anna gives him the right and takes it back', async ({ page }) => {
    await signIn(page, 'ben@northwind.test');
    await page.goto('/order/company/contactpersons');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact persons' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add contact person' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await page.goto('/order/company/roles');
    await expect(page).not.toHaveURL(/\/company\/roles/);

    const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
    const ben = await apiAs('ben@northwind.test', clients.northwindBouw);
    const contact = () => ben.send('POST', `${company}/contact-persons`, { firstName: 'Bert', lastName: `Bouw ${suffix()}`, jobTitle: null, email: null, phone: null }, { 'Idempotency-Key': randomUUID() });
    expect((await contact()).status).toBe(403);

    const [benMember] = (await anna.get<Page_<Member>>(`${company}/users?q=ben%40northwind.test`)).items;
    const { items: roles } = await anna.get<Page_<{ id: number; name: string }>>(`${company}/users/role-options`);
    const admin = roles.find((r) => r.name === 'Administrator')!;
    const own = benMember!.roles.map((r) => r.id);
    const given = await anna.send<Member>('PUT', `${company}/users/${benMember!.id}/roles`, { roleIds: [...own, admin.id], version: benMember!.version });
    expect(given.status).toBe(200);
    try {
      // At his next request, without signing in again.
      expect((await contact()).status).toBe(201);
      await page.goto('/order/company/contactpersons');
      await expect(page.getByRole('button', { name: 'Add contact person' })).toBeVisible();
    } finally {
      const taken = await anna.send('PUT', `${company}/users/${benMember!.id}/roles`, { roleIds: own, version: given.body.version });
      expect(taken.status).toBe(200);
    }
    expect((await contact()).status).toBe(403);
    await Promise.all([anna.dispose(), ben.dispose()]);
  });

  test('Anna adds a contact person on a phone: a bad phone number is refused and kept, then she archives it and finds it greyed among the archived', async ({ page }) => {
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto('/order/company/contactpersons');
    const id = suffix();
    await page.getByRole('button', { name: 'Add contact person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact person' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Petra');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Site ${id}`);
    await dialog.getByLabel('Function').fill('Site manager');
    await dialog.getByLabel('Phone').fill('12');
    await dialog.getByRole('button', { name: 'Add contact person' }).click();
    await expect(dialog.getByText(/Enter a phone number with its country code/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue(`Site ${id}`);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Phone').fill('+31 6 1234 5678');
    await dialog.getByRole('button', { name: 'Add contact person' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog');
    await filters.getByLabel('Search').fill(id);
    // The router writes a text that would read as a number (a random id like 4e977564) in quotes.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')?.replace(/^"(.*)"$/, '$1')).toBe(id);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('article', { name: `Petra Site ${id}` })).toBeVisible();
    await expect(page.getByRole('link', { name: '+31612345678' })).toHaveAttribute('href', 'tel:+31612345678');

    await page.getByRole('button', { name: `Archive: Petra Site ${id}` }).click();
    await page.getByRole('dialog', { name: `Archive Petra Site ${id}?` }).getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(`Petra Site ${id} archived.`);
    await expect(page.getByRole('article', { name: `Petra Site ${id}` })).toHaveCount(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog').getByLabel('Show archived').click();
    await expect(page).toHaveURL(/archived=true/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `Restore: Petra Site ${id}` })).toBeVisible();
  });
});

test('Anna limits a user to one project (in Dutch) and cannot deactivate herself, and a deactivated user is signed out at once', async ({ page, browser }) => {
  const id = suffix();
  const email = `leaving.${id}@northwind.test`;
  const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
  const { items: roles } = await anna.get<Page_<{ id: number; name: string }>>(`${company}/users/role-options`);
  const invited = await anna.send('POST', `${company}/users`, { email, firstName: 'Lars', lastName: `Leaving ${id}`, roleIds: [roles.find((r) => r.name === 'Viewer')!.id] }, { 'Idempotency-Key': randomUUID() });
  expect(invited.status).toBe(201);
  const leaving = await acceptInvitation(browser, email);
  await leaving.goto('/order/company/projects');
  await expect(leaving.getByRole('heading', { level: 1, name: 'Projecten' })).toBeVisible();
  await leaving.goto('/order/company/projects?q=Stationsplein');
  await expect(leaving.getByRole('row', { name: /Stationsplein 1/ })).toBeVisible();

  // Issue 35 point 6, in Dutch: Anna limits Lars to one project on his edit form (Only these
  // projects); at his next page he sees that project alone.
  const dutch = await browser.newContext();
  const annaNl = await dutch.newPage();
  await acceptCookies(annaNl);
  await signIn(annaNl, 'anna@northwind.test', { client: 'Northwind Bouw B.V.', language: 'nl' });
  await annaNl.goto(`/order/company/users?q=${encodeURIComponent(email)}`);
  await annaNl.getByRole('button', { name: `Acties voor Lars Leaving ${id}` }).click();
  await annaNl.getByRole('menuitem', { name: 'Rollen wijzigen' }).click();
  const edit = annaNl.getByRole('dialog', { name: `Rollen van Lars Leaving ${id} wijzigen` });
  await edit.getByRole('checkbox', { name: 'Alleen deze projecten' }).check();
  await edit.getByRole('combobox', { name: 'Projecten' }).click();
  await annaNl.getByRole('listbox', { name: 'Projecten' }).getByRole('option', { name: 'Havenkwartier 1', exact: true }).click();
  await edit.getByRole('heading', { name: `Rollen van Lars Leaving ${id} wijzigen` }).click();
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await leaving.goto('/order/company/projects');
  await expect(leaving.getByRole('row', { name: /Havenkwartier 1/ })).toBeVisible();
  await expect(leaving.getByRole('row', { name: /Stationsplein 1/ })).toHaveCount(0);
  await leaving.goto('/order/company/projects?q=Stationsplein');
  await expect(leaving.getByRole('row', { name: /Havenkwartier 1/ })).toHaveCount(0);
  await expect(leaving.getByRole('row', { name: /Stationsplein 1/ })).toHaveCount(0);

  // On phones (360 px): Anna moves Lars to another project on the same form (the chosen one taken
  // off by keyboard, as its pill's cross is hidden from assistive technology), and Lars then finds
  // that project alone among the cards.
  await annaNl.setViewportSize({ width: 360, height: 780 });
  await annaNl.getByRole('button', { name: `Acties voor Lars Leaving ${id}` }).click();
  await annaNl.getByRole('menuitem', { name: 'Rollen wijzigen' }).click();
  await expect(edit.getByRole('checkbox', { name: 'Alleen deze projecten' })).toBeChecked();
  await edit.getByRole('combobox', { name: 'Projecten' }).click();
  await annaNl.keyboard.press('Backspace');
  await annaNl.getByRole('listbox', { name: 'Projecten' }).getByRole('option', { name: 'Noordas 1', exact: true }).click();
  await edit.getByRole('heading', { name: `Rollen van Lars Leaving ${id} wijzigen` }).click();
  await noSideScroll(annaNl);
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await dutch.close();
  await leaving.setViewportSize({ width: 360, height: 780 });
  await leaving.goto('/order/company/projects');
  await expect(leaving.getByRole('article', { name: 'Noordas 1' })).toBeVisible();
  await expect(leaving.getByRole('article')).toHaveCount(1);
  await noSideScroll(leaving);

  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  await page.goto('/order/company/users?q=anna%40northwind.test');
  await page.getByRole('button', { name: 'Actions for Anna de Vries' }).click();
  await expect(page.getByRole('menuitem', { name: 'Change roles' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0);
  // By keyboard: a member's dialog opened from the menu gives focus back to that member's Actions.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Change roles/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions for Anna de Vries' })).toBeFocused();
  const self = await anna.send<{ code: string }>('POST', `${company}/users/${(await anna.get<Page_<Member>>(`${company}/users?q=anna%40northwind.test`)).items[0]!.id}/deactivate`, { version: 1 });
  expect([self.status, self.body.code]).toEqual([409, 'cannot_deactivate_self']);

  await page.goto(`/order/company/users?q=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `Actions for Lars Leaving ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: `Deactivate Lars Leaving ${id}?` }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Deactivated');

  // Their open session stops: the next page they open sends them to sign in.
  await leaving.reload();
  await expect(leaving).toHaveURL(/\/auth\/login/);
  await leaving.context().close();
  await anna.dispose();
});
