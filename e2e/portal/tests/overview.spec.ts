import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiAs, clients } from '../support/api';
import { expectNoAxeViolations, noSideScroll } from '../support/axe';
import { acceptCookies, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a slow list shows the page heading above its placeholder', async ({ page }) => {
    await signIn(page, 'ben@northwind.test');
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/overview\/contracts\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/order/contracts');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
    await expect(page.getByRole('table')).toHaveCount(0);
    release();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('filters live in the URL: chips, remove one, reload, back', async ({ page }) => {
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    // A link with values that do not parse still opens the list, without those filters.
    await page.goto(`/order/contracts?page=abc&status=lost&projectId=-1&from=2026-13-40&q=${'x'.repeat(150)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Status').selectOption('open');
    await expect(page).toHaveURL(/status=open/);
    await expect(page.getByRole('button', { name: 'Remove filter: Status: Open' })).toBeVisible();
    // Every row now is an open contract.
    await expect(page.getByRole('table').getByText('Partly off-hired')).toHaveCount(0);

    const first = (await page.getByRole('table').getByRole('link').first().textContent())!.trim();
    await filters.getByLabel('Search').fill(first);
    await expect(page).toHaveURL(new RegExp(`q=${first}`));
    await expect(page.getByRole('table').getByRole('link')).toHaveText([first]);

    await page.reload();
    await expect(page.getByRole('button', { name: `Remove filter: Search: ${first}` })).toBeVisible();
    await expect(filters.getByLabel('Search')).toHaveValue(first);

    await page.getByRole('button', { name: 'Remove filter: Status: Open' }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(filters.getByLabel('Status')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/status=open/);
    await expect(page.getByRole('button', { name: 'Remove filter: Status: Open' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/order\/contracts$/);
    await expectNoAxeViolations(page);
  });

  test('a contract by keyboard: its lines, the timeline, and requests for open lines', async ({ page }) => {
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto('/order/contracts?status=open');
    const link = page.getByRole('table').getByRole('link').first();
    const number = (await link.textContent())!.trim();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Contract ${number}` })).toBeVisible();
    await expect(page.getByRole('figure').getByText('Rental periods')).toBeVisible();
    await expect(page.getByRole('figure').getByRole('listitem').first()).toContainText(/\((expected|off-hired|expected end passed, still on rent)\)/);
    await expect(page.getByRole('columnheader', { name: 'Rate' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Cost to date' })).toBeVisible();
    const stop = page.getByRole('link', { name: /^Stop rental: / }).first();
    await expect(stop).toHaveAttribute('href', /\/request\/requests\/add\?type=off_hire&line=\d+$/);
    await expectNoAxeViolations(page);
  });

  test('Export CSV downloads every matching line, not only the page', async ({ page }) => {
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto('/order/contracts?status=open');
    await expect(page.getByRole('table')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^contracts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const rows = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(rows[0]).toContain('Contract');
    expect(rows[0]).toContain('Rate');
    const api = await apiAs('anna@northwind.test', clients.northwindBouw);
    const open = await api.get<{ total: number }>('/api/overview/contracts?status=open&pageSize=1');
    await api.dispose();
    // Each open contract has at least two lines; the CSV has one row per line, across all pages.
    expect(rows.length - 1).toBeGreaterThanOrEqual(open.total * 2);
  });

  test('without VIEW_PRICES: no rate on the contract, none in its CSV', async ({ page }) => {
    await signIn(page, 'ben@northwind.test');
    await page.goto('/order/contracts?status=open');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Contract / })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Fleet number' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Rate' })).toHaveCount(0);
    // Issue 35: the next invoice's date, never its amount or the cost to date.
    await expect(page.getByRole('columnheader', { name: 'Next invoice' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Cost to date' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('€');
    // Ben has no request module: nothing to stop or extend from here.
    await expect(page.getByRole('link', { name: /^Stop rental/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the overview' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    expect(csv.split('\r\n')[0]).not.toContain('Rate');
  });

  test('another company’s contract answers with a clear page', async ({ page }) => {
    const api = await apiAs('anna@northwind.test', clients.northwindInfra);
    const infra = await api.get<{ items: { id: number }[] }>('/api/overview/contracts?pageSize=1');
    await api.dispose();
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto(`/order/contracts/${infra.items[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the overview' })).toBeVisible();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('filters in a drawer, cards instead of a table, in Dutch', async ({ page }) => {
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.', language: 'nl' });
    await page.goto('/order/contracts');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('switch', { name: 'Toon gearchiveerd' }).click();
    await expect(drawer.getByRole('switch', { name: 'Toon gearchiveerd' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Toon resultaten' }).click();
    await expect(page).toHaveURL(/archived=true/);
    await expect(page.getByRole('button', { name: 'Filter verwijderen: Toon gearchiveerd' })).toBeVisible();
    await expect(page.getByText('Gearchiveerd').first()).toBeVisible();
    // Issue 35: sorted by cost to date on the server; the first card costs what the API says, in Dutch.
    await page.getByRole('combobox', { name: 'Sorteren op' }).selectOption({ label: 'Kosten tot nu toe, hoogste eerst' });
    await expect(page).toHaveURL(/sort=costToDate/);
    const api = await apiAs('anna@northwind.test', clients.northwindBouw);
    const top = (await api.get<{ items: { number: string; costToDate: string }[] }>('/api/overview/contracts?archived=true&sort=costToDate&pageSize=1')).items[0]!;
    await api.dispose();
    const card = page.getByRole('article').first();
    await expect(card).toContainText(top.number);
    await expect(card).toContainText('Kosten tot nu toe');
    await expect(card).toContainText('Volgende factuur');
    await expect(card).toContainText(Number(top.costToDate).toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    await noSideScroll(page);
    await expectNoAxeViolations(page);
  });
});
