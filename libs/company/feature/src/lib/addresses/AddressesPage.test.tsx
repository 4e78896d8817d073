import type { CompanyListSearch } from '@portal/company-util';
import type { Session } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { managerSession, readerSession } from '../contact-persons/test-fixtures';
import { AddressesPage } from './AddressesPage';
import { addressPage, antwerpDepot } from './test-fixtures';

const base = `${testConfig.apiUrlUsermgmt}/company/addresses`;
const asked: URLSearchParams[] = [];
const posted: { key: string | null; body: unknown }[] = [];
const server = setupServer(
  http.get(base, ({ request }) => (asked.push(new URL(request.url).searchParams), HttpResponse.json(addressPage))),
  http.post(base, async ({ request }) => {
    posted.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    return HttpResponse.json({ ...antwerpDepot, id: 30 }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  posted.length = 0;
});
afterAll(() => server.close());

// The first render waits for its queries: on a busy machine that can take more than a second.
const firstLoad = { timeout: 5000 };

function renderPage(session: Session, search: CompanyListSearch = {}) {
  const onSearchChange = vi.fn();
  const app = withApp(<AddressesPage session={session} search={search} onSearchChange={onSearchChange} />);
  return { ...renderWithUi(app.element), onSearchChange };
}

const desktop = async (run: () => Promise<void>) => {
  const restore = setViewportWidth(1280);
  try {
    await run();
  } finally {
    restore();
  }
};
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
/** Picks a country by typing part of its name (the list's options stay display: none in jsdom). */
async function chooseCountry(field: HTMLElement, typed: string) {
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

it('lists the addresses: country named beside its flag, the default marked, archived greyed, managers’ controls, axe clean', () =>
  desktop(async () => {
    const { container } = renderPage(managerSession, { archived: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Addresses' }, firstLoad)).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ archived: 'true', pageSize: '25' });

    const harbour = rowOf('Harbour site');
    for (const text of ['Kade 4', '3011 AB', 'Rotterdam', 'Netherlands', 'Default delivery address']) expect(within(harbour).getByText(text)).toBeInTheDocument();
    // The flag is decorative (the name is written) and loads on its own.
    await waitFor(() => expect(within(harbour).getByText('Netherlands').previousElementSibling?.querySelector('img')).toHaveAttribute('alt', ''));
    const antwerp = rowOf('Antwerp depot');
    expect(within(antwerp).getByText('Belgium')).toBeInTheDocument();
    expect(within(antwerp).queryByText('Default delivery address')).toBeNull();
    const yard = rowOf('Old yard');
    expect(yard).toHaveAttribute('data-archived', 'true');
    expect(within(yard).getByText('Archived')).toBeInTheDocument();
    expect(within(yard).getByRole('button', { name: 'Restore: Old yard' })).toBeInTheDocument();
    expect(within(antwerp).getByRole('button', { name: 'Archive: Antwerp depot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  }));

it('shows a reader the list without any way to change it', async () => {
  const { container } = renderPage(readerSession);
  expect(await screen.findByText('Harbour site', {}, firstLoad)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add address' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^(Edit|Archive|Restore)/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

/** The country list renders 249 options with flags: in jsdom on a busy 2-core machine that takes 10–25 s. */
const slowCountryList = 60_000;

it('adds an address: the postal code is checked for the chosen country, in its format, keeping what was typed', () =>
  desktop(async () => {
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Add address' }, firstLoad);
    const form = within(dialog);
    // A new address starts in the country of the default one.
    const country = form.getByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('Netherlands');
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Port of Antwerp gate 2');
    await userEvent.type(form.getByRole('textbox', { name: /^Street and number/ }), 'Noorderlaan 200');
    const postalCode = form.getByRole('textbox', { name: /^Postal code/ });
    await userEvent.type(postalCode, '2030');
    await userEvent.type(form.getByRole('textbox', { name: /^City/ }), 'Antwerpen');
    await userEvent.click(form.getByRole('button', { name: 'Add address' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Enter a postal code of the chosen country (Netherlands), like 1234 AB.');
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Port of Antwerp gate 2');
    expect(posted).toHaveLength(0);
    await expectNoAxeViolations(dialog);

    // Choosing the right country clears it: 2030 is a Belgian postal code.
    await chooseCountry(country, 'Belg');
    expect(country).toHaveValue('Belgium');
    expect(form.queryByRole('alert')).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: /^Default delivery address/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(1);
    expect(posted[0]!.key).toMatch(/\S{8,}/);
    expect(posted[0]!.body).toEqual({ label: 'Port of Antwerp gate 2', street: 'Noorderlaan 200', postalCode: '2030', city: 'Antwerpen', country: 'BE', defaultDelivery: true });
  }), slowCountryList);

it('editing after someone else saved: their changes show beside what was typed; their version can be taken', () =>
  desktop(async () => {
    const puts: { city: string; version: number }[] = [];
    const theirs = { ...antwerpDepot, street: 'Noorderlaan 102', defaultDelivery: true, version: 2 };
    server.use(
      http.put(`${base}/12`, async ({ request }) => {
        const body = (await request.json()) as { city: string; version: number };
        puts.push(body);
        if (body.version === 1) return HttpResponse.json({ status: 409, code: 'version_conflict', current: theirs }, { status: 409 });
        return HttpResponse.json({ ...theirs, version: 3 });
      }),
    );
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Antwerp depot' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Antwerp depot' });
    const form = within(dialog);
    const city = form.getByRole('textbox', { name: /^City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Antwerp');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    const table = await form.findByRole('table', { name: 'Saved by someone else meanwhile:' });
    expect(within(table).getByRole('rowheader', { name: 'Street and number' }).closest('tr')).toHaveTextContent(/Noorderlaan 102.*Noorderlaan 100/);
    expect(within(table).getByRole('rowheader', { name: 'Default delivery address' }).closest('tr')).toHaveTextContent(/Yes.*No/);
    expect(within(table).getByRole('rowheader', { name: 'City' }).closest('tr')).toHaveTextContent(/Antwerpen.*Antwerp/);
    expect(city).toHaveValue('Antwerp');
    await expectNoAxeViolations(dialog);

    await userEvent.click(form.getByRole('button', { name: 'Use their version' }));
    expect(city).toHaveValue('Antwerpen');
    expect(form.getByRole('checkbox', { name: /^Default delivery address/ })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts.map((b) => [b.city, b.version])).toEqual([['Antwerp', 1], ['Antwerpen', 2]]);
  }), slowCountryList);
