import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiAs, clients } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { acceptCookies, setLanguage, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

interface Line {
  id: number;
  contractId: number;
  fleetNumber: string;
  quantity: number;
  onRentQuantity: number;
  expectedOffRentDate: string;
}
interface LinePage {
  items: Line[];
  today: string;
}

/** Open lines of a client as the request service lists them, most on rent first. */
async function openLines(email: string, client: string): Promise<LinePage> {
  const api = await apiAs(email, client);
  const page = await api.get<LinePage>('/api/request/requests/lines?pageSize=100');
  await api.dispose();
  return { ...page, items: [...page.items].sort((a, b) => b.onRentQuantity - a.onRentQuantity) };
}

/** The first Monday to Friday after `today` (every opCo collects then), as ISO and as the form writes it in English or Belgian Dutch. */
function nextWeekday(today: string, language: 'en-US' | 'nl-BE' = 'en-US'): { iso: string; typed: string } {
  const day = new Date(`${today}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, typed: language === 'nl-BE' ? `${d}/${m}/${y}` : `${m}/${d}/${y}` };
}

/** The pick-up fields' labels in the two languages the flows use. */
const pickupLabels = {
  'en-US': { date: 'Off-hire date', from: 'Can be collected from', contact: 'On-site contact', phone: "On-site contact's phone" },
  'nl-BE': { date: 'Stopzettingsdatum', from: 'Kan opgehaald worden vanaf', contact: 'Contactpersoon ter plaatse', phone: 'Telefoonnummer contactpersoon ter plaatse' },
};

/** The pick-up window on the next weekday from 10:00, and whom the driver asks. */
async function fillPickup(page: Page, today: string, language: 'en-US' | 'nl-BE' = 'en-US') {
  const day = nextWeekday(today, language);
  const label = pickupLabels[language];
  await page.getByLabel(label.date).fill(day.typed);
  await page.getByLabel(label.date).press('Tab');
  await page.getByLabel(label.from).selectOption('10:00');
  await page.getByLabel(label.contact, { exact: true }).fill('Piet Jansen');
  await page.getByLabel(label.phone).fill('+31 6 1234 5678');
  return day;
}

/** Chooses a line in the picker by its fleet number. */
async function chooseLine(page: Page, fleetNumber: string) {
  await page.getByLabel('Search lines').fill(fleetNumber);
  await page.getByRole('checkbox', { name: new RegExp(fleetNumber) }).check();
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Anna stops 2 of 5 on one line and a whole second line in one request, gets her reference at once and sees both lines change', async ({ page }) => {
    const { items, today } = await openLines('anna@northwind.test', clients.northwindBouw);
    const partial = items.find((l) => l.onRentQuantity >= 5)!;
    const whole = items.find((l) => l.id !== partial.id && l.contractId !== partial.contractId && l.onRentQuantity >= 1)!;
    expect(partial, 'a line with five or more on rent').toBeTruthy();

    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto('/request/requests/add');
    await page.getByRole('radio', { name: /Stop rental \(off-hire\)/ }).check();
    await chooseLine(page, partial.fleetNumber);
    await chooseLine(page, whole.fleetNumber);
    const chosen = page.getByRole('list', { name: 'Chosen lines' });
    await chosen.getByRole('listitem', { name: new RegExp(partial.fleetNumber) }).getByLabel('Quantity to stop').fill('2');
    await page.getByLabel('Collection notes for the driver').fill('Keys at the site office.');
    const day = await fillPickup(page, today);
    await page.getByLabel('Collected at the latest on (optional)').fill(day.typed);
    await page.getByLabel('Collected at the latest on (optional)').press('Tab');
    await page.getByLabel('at the latest by').selectOption('15:00');
    await page.getByLabel('Access notes').fill('Gate B, code 4711');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    const reference = page.getByRole('heading', { name: /^Off-hire reference OH-\d{7}$/ });
    await expect(reference).toBeVisible();
    const window = /10:00\sAM\s–\s3:00\sPM/;
    await expect(page.getByRole('status')).toContainText(window);
    await expect(page.getByRole('status')).toContainText('Piet Jansen +31 6 1234 5678');
    const offHireReference = (await reference.textContent())!.replace('Off-hire reference ', '');
    await expect(page.getByRole('button', { name: 'Copy reference' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/order/contracts/${partial.contractId}`);
    const row = page.getByRole('row').filter({ hasText: partial.fleetNumber });
    await expect(row).toContainText('Off-hire requested');
    await expect(row).toContainText(`Left on rent: ${partial.onRentQuantity - 2}`);
    await page.goto(`/order/contracts/${whole.contractId}`);
    const wholeRow = page.getByRole('row').filter({ hasText: whole.fleetNumber });
    await expect(wholeRow).toContainText('Left on rent: 0');
    await expect(wholeRow.getByRole('link', { name: /^Stop rental/ })).toHaveCount(0);

    // The list shows it with its reference; the detail has its history and Edit while Submitted.
    await page.goto(`/request/requests?q=${offHireReference}`);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Request R-\d{7}$/ })).toBeVisible();
    await expect(page.getByText(offHireReference).first()).toBeVisible();
    await expect(page.getByText('Pick-up window').locator('xpath=..')).toContainText(window);
    await expect(page.getByRole('link', { name: '+31612345678' })).toBeVisible();
    await expect(page.getByText('Gate B, code 4711')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('deep links from the overview and the documents open the right form with the item chosen; an urgent breakdown of that line states its promise', async ({ page }) => {
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto('/order/contracts?status=open');
    await page.getByRole('table').getByRole('link').first().click();
    const stop = page.getByRole('link', { name: /^Stop rental: / }).first();
    const href = (await stop.getAttribute('href'))!;
    const lineId = /line=(\d+)/.exec(href)![1];
    await stop.click();
    await expect(page).toHaveURL(new RegExp(`/request/requests/add\\?type=off_hire&line=${lineId}`));
    await expect(page.getByRole('radio', { name: /Stop rental \(off-hire\)/ })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Chosen lines' }).getByRole('listitem')).toHaveCount(1);

    await page.goto('/order/documents?type=invoice');
    const ask = page.getByRole('link', { name: /Question about/ }).first();
    await ask.click();
    await expect(page).toHaveURL(/\/request\/requests\/add\?type=invoice_query&document=\d+/);
    await expect(page.getByRole('radio', { name: 'Question about an invoice' })).toBeChecked();
    await expectNoAxeViolations(page);

    // Extending a line of a seeded project that is over its PO budget says so before sending (issue 35).
    const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
    const { items, today } = await openLines('anna@northwind.test', clients.northwindBouw);
    let over: { line: Line; newEnd: string; projectName: string } | undefined;
    for (const line of items) {
      const newEnd = new Date(Date.parse(`${[line.expectedOffRentDate, today].sort()[1]}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
      const check = await anna.send<{ overPoBudget: { projectName: string } | null }>('POST', '/api/request/requests/extension-check', { lines: [{ contractLineId: line.id }], newEndDate: newEnd });
      if (check.body.overPoBudget) over = { line, newEnd, projectName: check.body.overPoBudget.projectName };
      if (over) break;
    }
    expect(over, 'a seeded line whose project goes over a PO budget').toBeDefined();
    await page.goto(`/request/requests/add?type=extension&line=${over!.line.id}`);
    const [y, m, d] = over!.newEnd.split('-');
    await page.getByLabel('New expected end date').fill(`${m}/${d}/${y}`);
    await page.getByLabel('New expected end date').press('Tab');
    await expect(page.getByText(`This takes project ${over!.projectName} over its PO budget by €`)).toBeVisible();

    // An urgent breakdown of the same line: the order's contact is proposed, the opCo's promise stated and kept on the request.
    const proposed = await anna.get<{ name: string | null; phone: string | null }>(`/api/request/requests/site-contact?contractLineId=${lineId}`);
    await anna.dispose();
    await page.goto(`/request/requests/add?type=breakdown&line=${lineId}`);
    const phone = page.getByRole('textbox', { name: 'Phone of the contact on site' });
    await expect(phone).toHaveValue(proposed.phone ?? '');
    await page.getByRole('textbox', { name: 'What happens' }).fill('The boom drops as soon as it is loaded.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Say whether the machine is down' })).toBeVisible();
    await page.getByRole('radio', { name: 'Down – work has stopped' }).check();
    await phone.fill('+31 6 1234 5678');
    await page.getByRole('textbox', { name: 'Where on site the machine stands' }).fill('North yard, by the tower crane');
    await page.getByRole('button', { name: 'Send request' }).click();
    // Northwind Bouw is with the Dutch opCo, which promises 4 hours when work has stopped.
    await expect(page.getByRole('status')).toContainText(/We will respond within 4 hours, by .+ GMT\+[12]/);
    await page.getByRole('link', { name: /^View request R-\d{7}$/ }).click();
    await expect(page.getByText('Down – work has stopped')).toBeVisible();
    await expect(page.getByText(/^We will respond within 4 hours, by /)).toBeVisible();
    await expect(page.getByText('North yard, by the tower crane')).toBeVisible();
    // In Dutch, on her phone, Anna says it works again with problems: the promise becomes that urgency's (24 hours in the Netherlands).
    await setLanguage('anna@northwind.test', 'nl');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await page.getByRole('button', { name: 'Bewerken' }).click();
    await page.getByRole('radio', { name: 'Werkt met problemen' }).check();
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(page.getByText('Uw wijzigingen zijn opgeslagen.')).toBeVisible();
    await expect(page.getByText(/^Wij reageren binnen 24 uur, uiterlijk /)).toBeVisible();
    await noSideScroll(page);
    await expectNoAxeViolations(page);
    await setLanguage('anna@northwind.test', 'en-US');
  });

  test('refusals: more than on rent, a date in the past, a foreign line, and the race for the last unit', async ({ page }) => {
    const { items, today } = await openLines('anna@northwind.test', clients.northwindBouw);
    const line = items.find((l) => l.onRentQuantity >= 2)!;
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto(`/request/requests/add?type=off_hire&line=${line.id}`);
    const quantity = page.getByLabel('Quantity to stop');
    await quantity.fill(String(line.onRentQuantity + 1));
    await page.getByLabel('Off-hire date').fill('01/06/2020');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: new RegExp(`at most ${line.onRentQuantity}`, 'i') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /past/i })).toBeVisible();
    await expect(quantity).toHaveValue(String(line.onRentQuantity + 1));
    // A window that ends before it starts, and one outside the collection hours, are refused at their field.
    await quantity.fill('1');
    const day = await fillPickup(page, today);
    await page.getByLabel('Collected at the latest on (optional)').fill(day.typed);
    await page.getByLabel('Collected at the latest on (optional)').press('Tab');
    await page.getByLabel('at the latest by').selectOption('09:00');
    await expect(page.getByRole('alert').filter({ hasText: 'The pick-up window must end after it starts' })).toBeVisible();
    await page.getByLabel('Can be collected from').selectOption('05:00');
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a time within the collection hours' })).toBeVisible();
    // The server says the same about a window in the past, at its field.
    const pastWindow = await apiAs('anna@northwind.test', clients.northwindBouw);
    const past = await pastWindow.send<{ errors: { field: string }[] }>('POST', '/api/request/requests', {
      type: 'off_hire', lines: [{ contractLineId: line.id, quantity: 1 }], offHireDate: '2020-01-06', pickupFromTime: '10:00', siteContactName: 'Piet', siteContactPhone: '+31612345678',
    }, { 'Idempotency-Key': randomUUID() });
    await pastWindow.dispose();
    expect(past.status).toBe(400);
    expect(past.body.errors.map((e) => e.field)).toContain('offHireDate');
    await expect(page.getByLabel('On-site contact', { exact: true })).toHaveValue('Piet Jansen');

    const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
    const foreign = (await openLines('anna@northwind.test', clients.northwindInfra)).items[0]!;
    const refused = await anna.send<{ errors: { field: string }[] }>('POST', '/api/request/requests', {
      type: 'off_hire', lines: [{ contractLineId: foreign.id, quantity: 1 }], offHireDate: today,
    }, { 'Idempotency-Key': randomUUID() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.field)).toContain('lines.0.contractLineId');

    // Two off-hires at the same moment for the last unit of a line: one wins, the other is told why.
    const last = items.find((l) => l.onRentQuantity === 1 && l.id !== line.id)!;
    const send = () => anna.send<{ code?: string }>('POST', '/api/request/requests', {
      type: 'off_hire', lines: [{ contractLineId: last.id, quantity: 1 }], offHireDate: today,
    }, { 'Idempotency-Key': randomUUID() });
    const answers = await Promise.all([send(), send()]);
    await anna.dispose();
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('quantity_changed');
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Rita, whose company has only the request module, stops a rental from her phone in Belgian Dutch', async ({ page }) => {
    const { items, today } = await openLines('rita@requestonly.test', '5eed0000-0000-4000-8000-000000000003');
    const line = items[0]!;
    await signIn(page, 'rita@requestonly.test', { language: 'nl-BE' });
    await page.goto(`/request/requests/add?type=off_hire&line=${line.id}`);
    await expect(page.getByRole('list', { name: 'Gekozen lijnen' }).getByRole('listitem')).toHaveCount(1);
    // A window that ends before it starts is refused at its field, in her language.
    const day = await fillPickup(page, today, 'nl-BE');
    await page.getByLabel('Uiterlijk opgehaald op (optioneel)').fill(day.typed);
    await page.getByLabel('Uiterlijk opgehaald op (optioneel)').press('Tab');
    await page.getByLabel('uiterlijk om').selectOption('09:00');
    await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Het ophaalvenster moet eindigen na het begin' })).toBeVisible();
    await page.getByLabel('uiterlijk om').selectOption('15:00');
    await noSideScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect(page.getByRole('heading', { name: /^Stopzettingsreferentie OH-\d{7}$/ })).toBeVisible();
    // Her window in the Belgian 24-hour clock.
    await expect(page.getByRole('status')).toContainText(/10:00\s?–\s?15:00/);
    // No order module: no link to the overview.
    await expect(page.getByRole('link', { name: 'Lijnen bekijken in het overzicht' })).toHaveCount(0);
    await page.goto('/request/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
    await noSideScroll(page);
    await expectNoAxeViolations(page);
  });
});
