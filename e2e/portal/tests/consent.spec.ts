// Cookie consent (spec §2, §4, §9; issue 5) in a real Chromium against the running portal.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from '../support/session';

const SERVICE = 'google-tag-manager';
// The map's tiles: a service of their own (issue 13). klaro stores the whole map of services.
const MAP = 'map-tiles';
// klaro's lazy chunk: klaro-no-css-<hash>.js when built, klaro_dist_klaro-no-css.js under vite dev.
const KLARO_CHUNK = /klaro.no.css/i;

/** The globals the portal exposes (the e2e project cannot import the consent libraries' types). */
type ConsentWindow = Window & { openCookiePreferences?: () => Promise<void>; consentClosed?: boolean };

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies on this portal' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });

async function storedConsent(page: Page): Promise<Record<string, boolean> | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('klaro');
    return raw === null ? null : JSON.parse(decodeURIComponent(raw));
  });
}

function storeConsentBeforeLoad(page: Page, consent: Record<string, boolean>) {
  return page.addInitScript((value) => {
    if (localStorage.getItem('klaro') === null) localStorage.setItem('klaro', value);
  }, encodeURIComponent(JSON.stringify(consent)));
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).sort();
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test.describe('cookie notice', () => {
  test('shows on a first visit, without klaro in the first page load', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/auth/login');
    await expect(notice(page)).toBeVisible();
    for (const name of ['Accept all cookies', 'Decline', 'Let me choose', 'Cookie preferences']) {
      await expect(notice(page).getByRole('button', { name })).toBeVisible();
    }
    expect(await storedConsent(page)).toBeNull();
    expect(requests.filter((url) => KLARO_CHUNK.test(url))).toEqual([]);
    await notice(page).getByRole('button', { name: 'Accept all cookies' }).click();
    await expect.poll(() => requests.some((url) => KLARO_CHUNK.test(url))).toBe(true);
  });

  test('on a phone, a control reached by keyboard is never hidden under the notice (WCAG 2.2, 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/auth/login');
    await expect(notice(page)).toBeVisible();
    // Wait for the app's page (the prerendered one has no script to make room yet).
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await page.getByLabel('Email address').focus();
    for (let step = 0; step < 5 && !(await signInButton.evaluate((el) => el === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(signInButton).toBeFocused();
    // What the centre of the focused button shows is the button, not the notice over it.
    const onTop = await signInButton.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  test('accept all stores every service on and stays away after a reload', async ({ page }) => {
    await page.goto('/auth/login');
    await notice(page).getByRole('button', { name: 'Accept all cookies' }).click();
    await expect(notice(page)).toBeHidden();
    await expect.poll(() => storedConsent(page)).toEqual({ [SERVICE]: true, [MAP]: true });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Privacy and conditions' })).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });

  test('decline stores every service off and deletes the analytics cookies', async ({ page, context, baseURL }) => {
    const url = baseURL ?? 'http://localhost:4200';
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.123.456', url },
      { name: '_gid', value: 'GA1.1.789.012', url },
      { name: 'unrelated', value: 'kept', url },
    ]);
    await page.goto('/auth/login');
    await expect(notice(page)).toBeVisible();
    // Nothing is deleted before the visitor decides; the decline does it.
    expect(await cookieNames(context)).toEqual(expect.arrayContaining(['_ga', '_gid', 'unrelated']));
    await notice(page).getByRole('button', { name: 'Decline' }).click();
    await expect(notice(page)).toBeHidden();
    await expect.poll(() => storedConsent(page)).toEqual({ [SERVICE]: false, [MAP]: false });
    await expect.poll(() => cookieNames(context)).not.toContain('_ga');
    const names = await cookieNames(context);
    expect(names).not.toContain('_gid');
    expect(names).toContain('unrelated');
  });

  test('let me choose, the switches and accept selected', async ({ page }) => {
    await page.goto('/auth/login');
    await notice(page).getByRole('button', { name: 'Let me choose' }).click();
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    await expect(modal.getByRole('group', { name: 'Functional' })).toBeVisible();
    const service = modal.getByRole('switch', { name: 'Google Tag Manager' });
    const all = modal.getByRole('switch', { name: 'Enable or disable all services' });
    await expect(service).not.toBeChecked();
    await all.check();
    await expect(service).toBeChecked();
    await service.uncheck();
    await expect(all).not.toBeChecked();
    await service.check();
    // "All" switched the map on too; this visitor wants the tag manager only.
    const map = modal.getByRole('switch', { name: 'Map (OpenStreetMap tiles)' });
    await expect(map).toBeChecked();
    await map.uncheck();
    await expect(map).not.toBeChecked();
    await modal.getByRole('button', { name: 'Accept selected' }).click();
    await expect(modal).toBeHidden();
    await expect(notice(page)).toBeHidden();
    await expect.poll(() => storedConsent(page)).toEqual({ [SERVICE]: true, [MAP]: false });
  });

  test('notice and dialog pass axe', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(notice(page)).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="consent-notice"]');
    await notice(page).getByRole('button', { name: 'Let me choose' }).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });

  test('works with the keyboard: Tab to the buttons, focus trapped, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(notice(page)).toBeVisible();
    const choose = notice(page).getByRole('button', { name: 'Let me choose' });
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await choose.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(notice(page).getByRole('button', { name: 'Decline' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(notice(page).getByRole('button', { name: 'Accept all cookies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(choose).toBeFocused();
    expect(await storedConsent(page)).toBeNull();
  });
});

test.describe('cookie preferences on demand', () => {
  test('window.openCookiePreferences() opens the dialog and reloads the saved consents after it closes', async ({ page }) => {
    await storeConsentBeforeLoad(page, { [SERVICE]: false });
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Privacy and conditions' })).toBeVisible();
    await expect(notice(page)).toBeHidden();
    await page.evaluate(() => {
      const win = window as ConsentWindow;
      win.consentClosed = false;
      void win.openCookiePreferences?.().then(() => (win.consentClosed = true));
    });
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Save' })).toBeVisible();
    await modal.getByRole('switch', { name: 'Google Tag Manager' }).check();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as ConsentWindow).consentClosed)).toBe(true);
    // Closing without saving keeps what was stored.
    expect(await storedConsent(page)).toEqual({ [SERVICE]: false });
    await page.evaluate(() => void (window as ConsentWindow).openCookiePreferences?.());
    await expect(dialog(page).getByRole('switch', { name: 'Google Tag Manager' })).not.toBeChecked();
  });

  test("the Privacy and conditions menu's Cookie settings opens the dialog (signed out)", async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Privacy and conditions' }).click();
    await page.getByRole('menuitem', { name: 'Cookie settings' }).click();
    await expect(dialog(page)).toBeVisible();
  });
});

// Anna's profile language is Dutch, and the portal follows it; English names are accepted too.
const ACCEPT_ONCE = /^(Accept once|Eenmalig accepteren)$/;
const ACCEPT_ALWAYS = /^(Accept always|Altijd accepteren)$/;
const MAP_NOTICE = /^(Map \(OpenStreetMap tiles\)|Kaart \(OpenStreetMap-tegels\))$/;
// A 1×1 transparent PNG: the tests never ask the real tile server for anything.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.describe('contextual consent over the depots map (issue 13: its own service)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
    // A decline first: the map's notice must work for a visitor who said no to the banner.
    await storeConsentBeforeLoad(page, { [SERVICE]: false });
    // Anna works for two clients; the depots page is Northwind Bouw's.
    await signIn(page, 'anna@northwind.test', { client: 'Northwind Bouw B.V.' });
  });

  const mapNotice = (page: Page) => page.getByTestId('points-map').getByRole('group', { name: MAP_NOTICE });
  const tiles = (page: Page) => page.locator('.leaflet-tile-pane img.leaflet-tile');

  test('names the map service over a map without tiles; accept once loads tiles without storing consent', async ({ page }) => {
    await page.goto('/order/contact/depots');
    await expect(mapNotice(page)).toBeVisible();
    await expect(mapNotice(page)).not.toContainText('Google Tag Manager');
    await expect(tiles(page)).toHaveCount(0);
    await mapNotice(page).getByRole('button', { name: ACCEPT_ONCE }).click();
    await expect(mapNotice(page)).toBeHidden();
    await expect(tiles(page).first()).toBeAttached();
    // Nothing stored for the map: klaro only completes the older decision with the map declined.
    await expect.poll(() => storedConsent(page)).toEqual({ [SERVICE]: false, [MAP]: false });
    await page.reload();
    await expect(mapNotice(page).getByRole('button', { name: ACCEPT_ONCE })).toBeVisible();
  });

  test('accept always stores consent for the map service, Google Tag Manager untouched', async ({ page }) => {
    await page.goto('/order/contact/depots');
    await mapNotice(page).getByRole('button', { name: ACCEPT_ALWAYS }).click();
    await expect(tiles(page).first()).toBeAttached();
    await expect.poll(() => storedConsent(page)).toEqual({ [SERVICE]: false, [MAP]: true });
    await page.reload();
    await expect(tiles(page).first()).toBeAttached();
    await expect(mapNotice(page)).toHaveCount(0);
    await page.evaluate(() => void (window as ConsentWindow).openCookiePreferences?.());
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('switch', { name: MAP_NOTICE })).toBeChecked();
    await expect(modal.getByRole('switch', { name: 'Google Tag Manager' })).not.toBeChecked();
  });
});
