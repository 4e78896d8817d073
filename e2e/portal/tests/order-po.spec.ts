// Issue 35 point 2: Ben corrects an order's PO reference in German, and Anna reads a project's
// Invoiced, Committed and Projected per PO in Dutch, each on a laptop and then on a phone.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, clients, placeAsBen } from '../support/api';
import { noSideScroll } from '../support/axe';
import { acceptCookies, signIn } from '../support/session';

test.use({ viewport: { width: 1280, height: 900 } });
test.beforeEach(({ page }) => acceptCookies(page));

/** Intl may use (narrow) no-break spaces: compare with plain ones. */
const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** An amount as the portal shows euros in Dutch. */
const euro = (amount: string) => new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(Number(amount));

interface PoFigures { poReference: string; budget: string | null; invoiced: string | null; committed: string | null; projected: string | null }

/** A seeded project of Northwind Bouw with a PO that has a budget and something projected, as the API answers Anna. */
async function aPoWithBudget() {
  const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
  const { items: projects } = await anna.get<{ items: { id: number; name: string }[] }>('/api/usermgmt/company/projects?pageSize=25');
  for (const project of projects) {
    const { items } = await anna.get<{ items: PoFigures[] }>(`/api/usermgmt/company/projects/${project.id}/po-budgets`);
    const figures = items.find((i) => i.budget !== null && Number(i.projected) > 0);
    if (figures) {
      await anna.dispose();
      return { name: project.name, figures };
    }
  }
  throw new Error('no seeded PO with a budget and figures on the first page of projects');
}

/** Opens a project's PO budgets from the projects page (in Dutch) and compares the PO's figures with the API's. */
async function expectPoFigures(page: Page, name: string, figures: PoFigures) {
  await page.getByRole('button', { name: `PO-budgetten van ${name}` }).first().click();
  const budgets = page.getByRole('dialog', { name: `PO-budgetten van ${name}` });
  const item = budgets.getByRole('listitem').filter({ has: page.getByRole('heading', { name: figures.poReference, exact: true }) });
  for (const [term, amount] of [['Budget', figures.budget], ['Gefactureerd', figures.invoiced], ['Vastgelegd', figures.committed], ['Verwacht', figures.projected]] as const) {
    const value = item.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value).toBeVisible();
    expect(plainSpaces(await value.textContent())).toBe(plainSpaces(euro(amount!)));
  }
  return budgets;
}

test('Ben corrects an order\'s PO reference in German and Anna reads a project\'s PO budgets in Dutch, at 1280 and at 360 px', async ({ page, browser }) => {
  // In German: Ben corrects the order's PO; the history says who, and old → new.
  const order = await placeAsBen(1);
  await signIn(page, 'ben@northwind.test', { language: 'de' });
  await page.goto(`/order/orders/${order.id}`);
  await page.getByRole('button', { name: 'Bestellreferenz bearbeiten' }).click();
  const poDialog = page.getByRole('dialog', { name: `Bestellreferenz des Auftrags ${order.number}` });
  const po = `PO-E2E-${order.id}`;
  await poDialog.getByRole('textbox', { name: 'Bestellreferenz' }).fill(po);
  await poDialog.getByRole('button', { name: 'Bestellreferenz speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Bestellreferenz wurde geändert.' })).toBeVisible();
  await expect(page.getByText('Bestellreferenz geändert')).toBeVisible();
  await expect(page.getByText(`— → ${po}`)).toBeVisible();
  // On his phone (360 px) the same button and dialog, with the reference last saved in its field.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Bestellreferenz bearbeiten' }).click();
  const field = poDialog.getByRole('textbox', { name: 'Bestellreferenz' });
  await expect(field).toHaveValue(po);
  await field.fill(`${po}-B`);
  await poDialog.getByRole('button', { name: 'Bestellreferenz speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Bestellreferenz wurde geändert.' })).toBeVisible();
  await expect(page.getByText('Bestellreferenz geändert')).toHaveCount(2);
  await expect(page.getByText(`${po} → ${po}-B`)).toBeVisible();
  await noSideScroll(page);

  // In Dutch: Anna reads a seeded project's Invoiced, Committed and Projected per PO as the API computes them.
  const { name, figures } = await aPoWithBudget();
  const dutch = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await acceptCookies(dutch);
  await signIn(dutch, 'anna@northwind.test', { client: 'Northwind Bouw B.V.', language: 'nl' });
  await dutch.goto('/order/company/projects');
  await expectPoFigures(dutch, name, figures);
  await dutch.keyboard.press('Escape');
  // On a phone the projects are cards: the same button opens the same figures, and nothing runs off the screen.
  await dutch.setViewportSize({ width: 360, height: 780 });
  await expect(dutch.getByRole('article').first()).toBeVisible();
  await expectPoFigures(dutch, name, figures);
  await noSideScroll(dutch);
  await dutch.context().close();
});
