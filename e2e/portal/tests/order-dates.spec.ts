// Issue 35 point 5: Ben changes the dates of an upcoming order he placed, days before its cut-off,
// on a phone in English and in German, then on a laptop.
import { expect, test } from '@playwright/test';
import { placeAsBen, plusDays } from '../support/api';
import { expectNoAxeViolations, noSideScroll } from '../support/axe';
import { acceptCookies, setLanguage, signIn } from '../support/session';

test.beforeEach(({ page }) => acceptCookies(page));

/** An ISO date as an English (en-US) date field shows it. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** An ISO date as a German date field shows it. */
const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Ben moves an upcoming order: an end before the start is refused at its field; in German too, then at 1280 px', async ({ page }) => {
    const upcoming = await placeAsBen(1);
    await signIn(page, 'ben@northwind.test');
    await page.goto(`/order/orders/${upcoming.id}`);
    await page.getByRole('button', { name: 'Change dates' }).click();
    const dates = page.getByRole('dialog', { name: `Change the dates of order ${upcoming.number}` });
    await dates.getByRole('textbox', { name: /^Start date/ }).fill(usDate(plusDays(upcoming.startDate, 2)));
    const end = dates.getByRole('textbox', { name: /^Expected end date/ });
    await end.fill(usDate(plusDays(upcoming.startDate, 1)));
    await dates.getByRole('button', { name: 'Save dates' }).click();
    await expect(dates.getByRole('alert').filter({ hasText: 'The end date must be after the start date.' })).toBeVisible();
    await end.fill(usDate(plusDays(upcoming.startDate, 37)));
    await expectNoAxeViolations(page);
    await dates.getByRole('button', { name: 'Save dates' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The dates have been changed.' })).toBeVisible();
    await expect(page.getByText('Dates changed')).toBeVisible();
    await noSideScroll(page);
    // In German the dates are typed the German way, and the page says it in German.
    await setLanguage('ben@northwind.test', 'de');
    await page.reload();
    await page.getByRole('button', { name: 'Termine ändern' }).click();
    const termine = page.getByRole('dialog', { name: `Termine der Bestellung ${upcoming.number} ändern` });
    await termine.getByRole('textbox', { name: /^Startdatum/ }).fill(germanDate(plusDays(upcoming.startDate, 3)));
    await termine.getByRole('textbox', { name: /^Voraussichtliches Enddatum/ }).fill(germanDate(plusDays(upcoming.startDate, 40)));
    await termine.getByRole('button', { name: 'Termine speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Termine wurden geändert.' })).toBeVisible();
    await expect(page.getByText('Termine geändert')).toHaveCount(2);
    await expect(page.getByText(germanDate(plusDays(upcoming.startDate, 3))).first()).toBeVisible();
    await noSideScroll(page);

    // At 1280 px the same button and dialog: the dialog opens with the dates last saved, and a third change lands in the history.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Termine ändern' }).click();
    const start = termine.getByRole('textbox', { name: /^Startdatum/ });
    await expect(start).toHaveValue(germanDate(plusDays(upcoming.startDate, 3)));
    await start.fill(germanDate(plusDays(upcoming.startDate, 4)));
    await termine.getByRole('textbox', { name: /^Voraussichtliches Enddatum/ }).fill(germanDate(plusDays(upcoming.startDate, 38)));
    await termine.getByRole('button', { name: 'Termine speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Termine wurden geändert.' })).toBeVisible();
    await expect(page.getByText('Termine geändert')).toHaveCount(3);
    await expect(page.getByText(germanDate(plusDays(upcoming.startDate, 38))).first()).toBeVisible();
    await noSideScroll(page);
    await setLanguage('ben@northwind.test', 'en-US');
  });
});
