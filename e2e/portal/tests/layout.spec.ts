import { expect, test, type Page } from '@playwright/test';
import { apiAs, clients } from '../support/api';
import { signedInRoutes } from '../support/routes';
import { acceptCookies, setLanguage, signIn } from '../support/session';

// Issue 32: the layout guard. Every route (lists, the first row's detail page, forms) in the
// languages with the longest words, at a phone's, a laptop's and a desktop's width. One test per
// width: the language changes once per pass (profile, then a reload), not once per page.
const user = 'anna@northwind.test';
const languages = ['en-US', 'de', 'pl'];

// The route where one picks a company is left out: the walk stays with one company.
const routes = signedInRoutes.filter((route) => route !== '/instances');
/** A list's first row leads to its detail page: the link whose path is the list's plus one segment. */
const detailOf: Record<string, RegExp> = {
  '/order/contracts': /^\/order\/contracts\/[^/?]+$/,
  '/order/orders': /^\/order\/orders\/[^/?]+$/,
  '/request/requests': /^\/request\/requests\/[^/?]+$/,
  '/asset/assets': /^\/asset\/assets\/[^/?]+$/,
};

/** What is wider than its box, or a word broken inside itself; empty when the page is sound. */
function layoutFaults(): string[] {
  const faults: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) faults.push(`page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
  const main = document.querySelector('main') ?? document.body;
  const name = (el: Element) => (el.getAttribute('aria-label') ?? el.querySelector('caption')?.textContent ?? el.textContent ?? '').trim().slice(0, 40);
  // A table wider than the box it sits in (its scroll wrapper or the column that holds it).
  for (const table of main.querySelectorAll('table')) {
    const box = table.parentElement;
    if (box && table.offsetWidth > box.clientWidth + 1) faults.push(`table "${name(table)}" is ${table.offsetWidth} px in a ${box.clientWidth} px box`);
  }
  // A card whose content runs past its edge, or a card wider than its list.
  for (const card of main.querySelectorAll('article, .mantine-Card-root, .mantine-Paper-root')) {
    const box = card.parentElement;
    if (card.scrollWidth > card.clientWidth + 1) faults.push(`card "${name(card)}" overflows by ${card.scrollWidth - card.clientWidth} px`);
    if (box && card.getBoundingClientRect().right > box.getBoundingClientRect().right + 1 && getComputedStyle(box).overflowX === 'visible') {
      faults.push(`card "${name(card)}" is wider than its container`);
    }
  }
  // A bar kept at the bottom of the screen takes at most a tenth of it (the new order's buttons).
  for (const bar of main.querySelectorAll('.mantine-Paper-root')) {
    const style = getComputedStyle(bar);
    const height = bar.getBoundingClientRect().height;
    if (style.position === 'sticky' && style.bottom === '0px' && height > window.innerHeight / 10) faults.push(`a sticky bar takes ${Math.round(height)} of ${window.innerHeight} px`);
  }
  // A label cut short: a button's, a badge's or a tab's text that does not fit its box.
  for (const label of main.querySelectorAll('.mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-Stepper-stepLabel')) {
    const el = label as HTMLElement;
    if (el.scrollWidth > el.clientWidth + 1) faults.push(`label "${el.textContent?.trim()}" is cut`);
  }
  // A word in a table cell or a card broken inside itself: its glyphs sit on more than one line.
  // Breaks at a hyphen or a slash are a word's own, so those parts count as words of their own.
  const cells = main.querySelectorAll('td, th, article dd, article dt');
  for (const cell of cells) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const word = /[^\s\-‐‑–—/]+/g;
      for (let match = word.exec(text); match; match = word.exec(text)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) faults.push(`word "${match[0]}" is broken across ${tops.size} lines`);
      }
    }
  }
  return [...new Set(faults)];
}

/**
 * Opens a route inside the running app, as its links do (a reload per page would make the walk
 * several times slower): a history entry and the popstate the router listens to. The heading of the
 * page before is marked, so the wait is for the new page's heading, its rows and any lazy part.
 */
async function open(page: Page, route: string) {
  await page.evaluate((to) => {
    if (location.pathname === to) return; // already there (where signing in leads)
    document.querySelector('h1')?.setAttribute('data-left', '');
    const before = (history.state ?? {}) as { __TSR_index?: number };
    const state = { ...before, __TSR_index: (before.__TSR_index ?? 0) + 1, key: `walk${Date.now()}`, __TSR_key: `walk${Date.now()}` };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, route);
  await expect(page.locator('h1:not([data-left])'), route).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root'), route).toHaveCount(0);
}

for (const width of [360, 1280, 1440]) {
  test(`at ${width} px no page, table or card is wider than its box and no word breaks inside itself`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    await acceptCookies(page);
    const problems: string[] = [];
    // The request form with a line already chosen: a line's name beside its `Remove` button.
    const api = await apiAs(user, clients.northwindBouw);
    const [line] = (await api.get<{ items: { id: number }[] }>('/api/request/requests/lines?pageSize=1')).items;
    await api.dispose();
    expect(line, 'a line on rent to stop').toBeTruthy();
    const details: string[] = [`/request/requests/add?type=off_hire&line=${line?.id}`];
    for (const [index, language] of languages.entries()) {
      await setLanguage(user, language);
      // Signed in once; the profile's language applies from the next start of the app.
      if (index === 0) await signIn(page, user, { client: 'Northwind Bouw B.V.', keepLanguage: true });
      else await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const route of routes) {
        await open(page, route);
        problems.push(...(await page.evaluate(layoutFaults)).map((fault) => `${language} ${route}: ${fault}`));
        const pattern = detailOf[route];
        if (index === 0 && pattern) {
          // Polled: right after signing in, the first list may still be rendering its rows.
          const firstDetail = async () =>
            (await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).find((href) => pattern.test(href));
          await expect.poll(firstDetail, { message: `${route} has a row linking to its detail page` }).toBeTruthy();
          const detail = (await firstDetail()) as string;
          details.push(detail, ...(route === '/asset/assets' ? [`${detail}/edit`] : []));
        }
      }
      for (const route of details) {
        await open(page, route);
        problems.push(...(await page.evaluate(layoutFaults)).map((fault) => `${language} ${route}: ${fault}`));
      }
    }
    await setLanguage(user, 'en-US');
    expect(problems).toEqual([]);
  });
}
