import type { CompanyListSearch } from '@portal/company-util';
import type { Session } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ProjectsPage } from './ProjectsPage';
import { addressOptions, depot, harbourBridge, managerSession, oldYard, pageWithoutPrices, pageWithPrices, readerSession, ringRoad } from './test-fixtures';

const base = `${testConfig.apiUrlUsermgmt}/company`;
const posted: { key: string | null; body: unknown }[] = [];
const server = setupServer(
  http.get(`${base}/projects`, () => HttpResponse.json(pageWithPrices)),
  http.get(`${base}/addresses/options`, () => HttpResponse.json(addressOptions)),
  http.post(`${base}/projects`, async ({ request }) => {
    posted.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    return HttpResponse.json({ ...ringRoad, id: 9 }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());

// The first render waits for its queries: on a busy machine that can take more than a second.
const firstLoad = { timeout: 5000 };
// Intl may use narrow no-break spaces; compare with plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderPage(session: Session, search: CompanyListSearch = {}) {
  const onSearchChange = vi.fn();
  const app = withApp(<ProjectsPage session={session} search={search} onSearchChange={onSearchChange} />);
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
const amountIn = (row: HTMLElement, term: string) => plain(within(row).getByText(term).closest('div')!.querySelector('dd')!.textContent);

it('shows each project’s budget in words and amounts (fine, amber, over, none), archived greyed, managers’ controls', () =>
  desktop(async () => {
    const { container } = renderPage(managerSession, { archived: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' }, firstLoad)).toBeInTheDocument();

    const ring = rowOf('Ring road');
    for (const text of ['P-2026-003', 'Quay 4, Rotterdam', 'PO-88121', '60 % of budget used']) expect(within(ring).getByText(text)).toBeInTheDocument();
    expect(plain(within(ring).getByText('Mar 1, 2026').closest('td')!.textContent)).toBe('Mar 1, 2026 – Dec 31, 2026');
    expect([amountIn(ring, 'Spent'), amountIn(ring, 'Committed'), amountIn(ring, 'Remaining')]).toEqual(['€5,000.00', '€1,000.50', '€3,999.50']);
    expect(within(ring).getByRole('progressbar', { name: 'Budget of Ring road' })).toHaveAttribute('aria-valuetext', '60 % of budget used');

    const bridge = rowOf(harbourBridge.name);
    expect(within(bridge).getByText('86 % of budget used')).toBeInTheDocument();
    expect(amountIn(bridge, 'Remaining')).toBe('€1,400.00');
    const over = rowOf(depot.name);
    expect(within(over).getByText('Over budget by €1,200.00')).toBeInTheDocument();
    expect(amountIn(over, 'Remaining')).toBe('-€1,200.00');

    const yard = rowOf(oldYard.name);
    expect(yard).toHaveAttribute('data-archived', 'true');
    expect(within(yard).getByText('Archived')).toBeInTheDocument();
    expect(within(yard).getByText('No budget set')).toBeInTheDocument();
    expect(within(yard).queryByRole('progressbar')).toBeNull();
    expect(within(yard).getByRole('button', { name: 'Restore: Old yard' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Add project' })).toBeInTheDocument();
    expect(within(ring).getByRole('button', { name: 'Edit: Ring road' })).toBeInTheDocument();
    expect(within(ring).getByRole('button', { name: 'Archive: Ring road' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Show archived' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  }));

it('a user who neither sees prices nor manages: no money anywhere, read-only', async () => {
  server.use(http.get(`${base}/projects`, () => HttpResponse.json(pageWithoutPrices)));
  // At phone width (cards), where every label of a row is written out.
  const { container } = renderPage(readerSession);
  expect(await screen.findByText('Ring road', {}, firstLoad)).toBeInTheDocument();
  expect(screen.getByText('P-2026-003')).toBeInTheDocument();
  for (const word of ['Budget', 'Spent', 'Committed', 'Remaining', 'No budget set']) expect(screen.queryByText(word)).toBeNull();
  expect(container.textContent).not.toMatch(/€|% of budget|Over budget/);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add project' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^(Edit|Archive|Restore)/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('adds a project: an end before the start is said at the field and nothing typed is lost; fixed, it is sent once with a key', () =>
  desktop(async () => {
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Add project' }, firstLoad);
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Canal lock');
    await userEvent.type(form.getByRole('textbox', { name: /^Project number/ }), 'P-2026-010');
    await userEvent.type(form.getByRole('textbox', { name: /^PO number/ }), 'PO-9');
    await userEvent.type(form.getByRole('textbox', { name: /^Budget \(EUR\)/ }), '25000.5');
    await userEvent.type(form.getByLabelText('Start date'), '06/01/2026{Tab}');
    await userEvent.type(form.getByLabelText(/^End date/), '05/01/2026{Tab}');
    await userEvent.click(form.getByRole('button', { name: 'Add project' }));

    const endDate = form.getByLabelText(/^End date/);
    expect(await form.findByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
    expect(endDate).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(endDate).toHaveFocus());
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Canal lock');
    expect(form.getByRole('textbox', { name: /^Budget/ })).toHaveValue('25,000.5');
    expect(endDate).toHaveValue('05/01/2026');
    expect(posted).toHaveLength(0);
    await expectNoAxeViolations(dialog);

    await userEvent.clear(endDate);
    await userEvent.type(endDate, '09/30/2026{Tab}');
    expect(form.queryByRole('alert')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(1);
    expect(posted[0]!.key).toMatch(/\S{8,}/);
    expect(posted[0]!.body).toEqual({ name: 'Canal lock', code: 'P-2026-010', addressId: null, poNumber: 'PO-9', budget: 25000.5, startDate: '2026-06-01', endDate: '2026-09-30' });
  }));

it('editing: a taken number and a PO budgeted apart are said at their fields; after someone else’s save their changes show and the typed value stays', () =>
  desktop(async () => {
    const puts: unknown[] = [];
    const theirs = { ...ringRoad, poNumber: 'PO-77000', version: 3 };
    server.use(
      http.put(`${base}/projects/3`, async ({ request }) => {
        const body = (await request.json()) as { code: string; poNumber: string | null; version: number };
        puts.push(body);
        if (body.code === 'P-2026-004') return HttpResponse.json({ status: 409, code: 'code_taken', errors: [{ field: 'code', message: 'Taken' }] }, { status: 409 });
        if (body.poNumber === 'PO-TAKEN') return HttpResponse.json({ status: 409, code: 'po_budget_taken', errors: [{ field: 'poNumber', message: 'Taken' }] }, { status: 409 });
        if (body.version === 2) return HttpResponse.json({ status: 409, code: 'version_conflict', current: theirs }, { status: 409 });
        return HttpResponse.json({ ...theirs, code: body.code, version: 4 });
      }),
    );
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Ring road' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ring road' });
    const form = within(dialog);
    const code = form.getByRole('textbox', { name: /^Project number/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'P-2026-004');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Another project of your company already has this number.')).toBeInTheDocument();

    // A PO that has a budget of its own while the project's PO has one too: said at the PO field, the typed PO kept.
    await userEvent.clear(code);
    await userEvent.type(code, 'P-2026-003b');
    const po = form.getByRole('textbox', { name: /^PO number/ });
    await userEvent.clear(po);
    await userEvent.type(po, 'PO-TAKEN');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This PO has a budget of its own under PO budgets. Change or remove that budget first.')).toBeInTheDocument();
    expect(po).toHaveValue('PO-TAKEN');
    expect(po).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(po);
    await userEvent.type(po, 'PO-1');

    await userEvent.clear(code);
    await userEvent.type(code, 'P-2026-003b');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Saved by someone else meanwhile:')).toBeInTheDocument();
    const table = form.getByRole('table', { name: 'Saved by someone else meanwhile:' });
    expect(within(table).getByRole('rowheader', { name: 'PO number' }).closest('tr')).toHaveTextContent('PO-77000');
    expect(code).toHaveValue('P-2026-003b');
    await expectNoAxeViolations(dialog);

    // Saving again is based on their version.
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts.map((b) => (b as { version: number }).version)).toEqual([2, 2, 2, 3]);
  }));

it('restores an archived project at once, with the version on screen, and says so', () =>
  desktop(async () => {
    const restored: unknown[] = [];
    server.use(
      http.post(`${base}/projects/6/restore`, async ({ request }) => {
        restored.push(await request.json());
        return HttpResponse.json({ ...oldYard, archived: false, version: oldYard.version + 1 });
      }),
    );
    renderPage(managerSession, { archived: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore: Old yard' }, firstLoad));
    // The row may leave the list with its button: the page says it in its live region.
    expect(await screen.findByRole('status')).toHaveTextContent('Old yard restored.');
    expect(restored).toEqual([{ version: oldYard.version }]);
  }));

// Issue 35: budgets per PO.
it('shows a project’s budgets per PO with Invoiced, Committed and Projected, and saves them with the version; after a 409 what was typed stays', () =>
  desktop(async () => {
    const puts: unknown[] = [];
    let version = 4;
    const answer = () => ({
      projectId: 3, projectName: 'Ring road', currency: 'EUR', version,
      items: [{ poReference: 'PO-88121', budget: '10000.00', invoiced: '6000.00', committed: '2600.00', projected: '8600.00' }],
    });
    server.use(
      http.get(`${base}/projects/3/po-budgets`, () => HttpResponse.json(answer())),
      http.put(`${base}/projects/3/po-budgets`, async ({ request }) => {
        puts.push(await request.json());
        version += 1;
        return puts.length === 1 ? HttpResponse.json({ status: 409, code: 'version_conflict' }, { status: 409 }) : HttpResponse.json(answer());
      }),
    );
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'PO budgets of Ring road' }, firstLoad));
    const dialog = within(await screen.findByRole('dialog', { name: 'PO budgets of Ring road' }));
    const po = (await dialog.findByRole('heading', { name: 'PO-88121' })).closest('li')!;
    expect(within(po).getByText('Warning: 86 % of the PO budget projected')).toBeInTheDocument();
    expect([amountIn(po, 'Invoiced'), amountIn(po, 'Committed'), amountIn(po, 'Projected')]).toEqual(['€6,000.00', '€2,600.00', '€8,600.00']);
    await userEvent.click(dialog.getByRole('button', { name: 'Add PO budget' }));
    const fields = dialog.getAllByRole('textbox', { name: 'PO number' });
    await userEvent.type(fields[1]!, 'PO-NEW');
    await userEvent.type(dialog.getAllByRole('textbox', { name: 'Budget' })[1]!, '2500');
    await userEvent.click(dialog.getByRole('button', { name: 'Save PO budgets' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('your budgets are kept');
    expect(dialog.getAllByRole('textbox', { name: 'PO number' })[1]).toHaveValue('PO-NEW');
    await expectNoAxeViolations(screen.getByRole('dialog'));
    // The dialog has read the budgets again (before the message): saving goes with the version now on screen.
    await userEvent.click(dialog.getByRole('button', { name: 'Save PO budgets' }));
    expect(await dialog.findByText('The PO budgets have been saved.')).toBeInTheDocument();
    const typed = [{ poReference: 'PO-88121', amount: 10000 }, { poReference: 'PO-NEW', amount: 2500 }];
    expect(puts).toEqual([{ version: 4, budgets: typed }, { version: 5, budgets: typed }]);
  }));

it('offers a reader without prices no budgets per PO (they are amounts)', () =>
  desktop(async () => {
    server.use(http.get(`${base}/projects`, () => HttpResponse.json(pageWithoutPrices)));
    renderPage(readerSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^PO budgets of/ })).toBeNull();
  }));
