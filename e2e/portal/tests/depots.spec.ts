import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, signIn } from '../support/session';

// Anna stands in Rotterdam's port; the browser shares where she is only once she asks.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 51.9, longitude: 4.45 } });

const depotNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

async function openDepots(page: Page) {
  await acceptCookies(page);
  await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  await page.goto('/order/contact/depots');
  await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible();
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
  test(`Anna finds the nearest depot and how to reach it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openDepots(page);
    // The Dutch opCo's depots, by name; a marker for each on the map.
    await expect.poll(() => depotNames(page)).toEqual(['Atlas Rental Amsterdam', 'Atlas Rental Rotterdam', 'Atlas Rental Utrecht']);
    await expect(page.getByTestId('points-map').locator('.leaflet-marker-icon')).toHaveCount(3);

    await page.getByRole('button', { name: 'Nearest depot first' }).click();
    await expect(page.getByText('Sorted by distance from your location.')).toBeVisible();
    await expect.poll(() => depotNames(page)).toEqual(['Atlas Rental Rotterdam', 'Atlas Rental Utrecht', 'Atlas Rental Amsterdam']);

    const rotterdam = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Atlas Rental Rotterdam' }) });
    await expect(rotterdam.getByText(/km away/)).toBeVisible();
    await expect(rotterdam.getByRole('link', { name: /^\+31/ })).toHaveAttribute('href', /^tel:\+31\d+$/);
    await expect(rotterdam.getByRole('link', { name: 'rotterdam@atlas-rental.nl' })).toHaveAttribute('href', 'mailto:rotterdam@atlas-rental.nl');
    await expect(rotterdam.getByRole('link', { name: 'Route to Atlas Rental Rotterdam' })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=51.884,4.418');
    // Today's opening hours are marked, today being the day in Amsterdam.
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Amsterdam' }).format(new Date());
    await expect(rotterdam.locator('[aria-current="date"]')).toContainText(today);
    await expect(rotterdam.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  });
}
