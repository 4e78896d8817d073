import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiAs, clients } from '../support/api';
import { expectNoAxeViolations, noSideScroll } from '../support/axe';
import { acceptCookies, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

/** Clicks the form's map, away from the zoom buttons, without consenting to map images. */
async function pickOnMap(page: Page) {
  const map = page.getByRole('region', { name: 'Map: click where the asset is' });
  // On a phone the notice about map images covers the small map: put it aside.
  await page.getByRole('group', { name: 'Map (OpenStreetMap tiles)' }).getByRole('button', { name: 'Not now' }).click();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.3);
}

interface AssetRow {
  id: number;
  name: string;
  serial: string;
  version: number;
  projectId: number | null;
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Axel filters, switches list and map, adds an asset by clicking the map, and a duplicate serial is refused', async ({ page }) => {
    await signIn(page, 'axel@assetonly.test');
    await expect(page).toHaveURL(/\/asset\/assets/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
    await expect(page.getByText(/\d+ overdue/)).toBeVisible();

    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog');
    await filters.getByLabel('Inspection due').selectOption('within_30_days');
    await expect(page).toHaveURL(/inspectionDue=within_30_days/);
    await filters.getByLabel('Project').selectOption({ index: 1 });
    await expect(page).toHaveURL(/projectId=\d+/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Remove filter: Inspection due: Within 30 days' })).toBeVisible();
    await noSideScroll(page);
    await expectNoAxeViolations(page);

    await page.locator('label').filter({ hasText: /^Map$/ }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByRole('region', { name: 'Map of the assets' })).toBeVisible();
    await noSideScroll(page);
    await page.locator('label').filter({ hasText: /^List$/ }).click();
    await expect(page.getByRole('region', { name: 'Map of the assets' })).toBeHidden();

    const serial = `E2E-${Date.now()}`;
    await page.goto('/asset/assets/add');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Trilplaat e2e');
    await page.getByLabel('Serial number').fill(serial);
    await pickOnMap(page);
    await expect(page.getByLabel('Latitude')).not.toHaveValue('');
    await expect(page.getByLabel('Longitude')).not.toHaveValue('');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add asset' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trilplaat e2e' })).toBeVisible();

    await page.goto('/asset/assets/add');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Second with the same serial');
    await page.getByLabel('Serial number').fill(serial.toLowerCase());
    await page.getByRole('button', { name: 'Add asset' }).click();
    await expect(page.getByText(/Trilplaat e2e/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Second with the same serial');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Anna edits an asset someone else changed meanwhile, is told and keeps her text; archives and restores it', async ({ page }) => {
    const anna = await apiAs('anna@northwind.test', clients.northwindBouw);
    const page1 = await anna.get<{ items: AssetRow[] }>('/api/assets?pageSize=1');
    const asset = page1.items[0]!;
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto(`/asset/assets/${asset.id}/edit`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue(asset.name);

    // Someone else saves first.
    const current = await anna.get<AssetRow & Record<string, unknown>>(`/api/assets/${asset.id}`);
    const { id: _id, categoryNames: _c, projectName: _p, archived: _a, ...rest } = current as Record<string, unknown>;
    const theirs = await anna.send('PUT', `/api/assets/${asset.id}`, { ...rest, locationLabel: `Moved to gate ${Date.now() % 1000}` });
    expect(theirs.status).toBe(200);

    await name.fill(`${asset.name} (checked)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this asset in the meantime.' })).toBeVisible();
    await expect(page.getByText('Saved by someone else meanwhile:')).toBeVisible();
    await expect(name).toHaveValue(`${asset.name} (checked)`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${asset.name} (checked)` })).toBeVisible();

    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Asset archived.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report a breakdown' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Asset restored.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report a breakdown' })).toHaveAttribute('href', `/request/requests/add?type=breakdown&asset=${asset.id}`);
    await expectNoAxeViolations(page);

    // The API refuses a project of another client by field, revealing nothing about it.
    const infra = await apiAs('anna@northwind.test', clients.northwindInfra);
    const foreignProject = (await infra.get<{ projects: { id: number }[] }>('/api/assets/options')).projects[0]!;
    const refused = await anna.send<{ errors: { field: string }[] }>('POST', '/api/assets', {
      name: 'Foreign project', categoryId: null, serial: `E2E-F-${Date.now()}`, projectId: foreignProject.id,
      locationLabel: null, lat: null, lng: null, inspectionDueDate: null, owned: true,
    }, { 'Idempotency-Key': randomUUID() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.field)).toContain('projectId');
    await Promise.all([anna.dispose(), infra.dispose()]);
  });

  test('the list and the map show the same filtered assets, and a row selects its marker', async ({ page }) => {
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
    await page.goto('/asset/assets?inspectionDue=overdue');
    await expect(page.getByRole('region', { name: 'Map of the assets' })).toBeVisible();
    const first = page.getByRole('table').getByRole('row').nth(1);
    await first.getByRole('button', { name: /^Show on map/ }).click();
    await expect(page).toHaveURL(/selected=\d+/);
    await expect(page.getByText('Selected:')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
