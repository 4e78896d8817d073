import { assetOptions, assetSession, crane } from '@portal/asset-data-access/testing';
import type { Asset } from '@portal/shared-api-contract';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { firstLoad, renderFakeMap } from '../test-utils';
import { EditAssetPage } from './EditAssetPage';

const base = `${testConfig.apiUrl}/assets`;
let current: Asset = crane;
const puts: unknown[] = [];
const server = setupServer(
  http.get(`${base}/options`, () => HttpResponse.json(assetOptions)),
  http.get(`${base}/:id`, () => HttpResponse.json(current)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  current = crane;
  puts.length = 0;
});
afterAll(() => server.close());

/** Someone else saves `theirs` first: the API refuses the stale version with the asset as it is now. */
const conflictWith = (theirs: Partial<Asset>) =>
  http.put(`${base}/:id`, async ({ request }) => {
    puts.push(await request.json());
    current = { ...current, ...theirs, version: current.version + 1 };
    return HttpResponse.json({ status: 409, code: 'version_conflict', current }, { status: 409 });
  });
const accept = http.put(`${base}/:id`, async ({ request }) => {
  puts.push(await request.json());
  return HttpResponse.json(current);
});

async function renderForm() {
  const onSaved = vi.fn();
  const view = renderWithUi(withApp(<EditAssetPage session={assetSession} assetId={crane.id} renderMap={renderFakeMap} onSaved={onSaved} />).element);
  return { ...view, onSaved, form: await screen.findByRole('form', { name: 'Edit Tower crane TC-7' }, firstLoad) };
}

it('shows the asset’s values and saves the changes with the version it was read at', async () => {
  server.use(accept);
  const { form, onSaved, container } = await renderForm();
  expect(within(form).getByRole('textbox', { name: /Serial number/ })).toHaveValue('SN-0007');
  expect(within(form).getByRole('combobox', { name: 'Project' })).toHaveValue('3');
  expect(within(form).getByRole('radio', { name: 'Rented' })).toBeChecked();
  expect(within(form).getByText('Picked 51.9, 4.48')).toBeInTheDocument();
  await expectNoAxeViolations(container);
  await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), ' (north)');
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
  expect(puts).toEqual([{ name: 'Tower crane TC-7 (north)', categoryId: 1, serial: 'SN-0007', projectId: 3, locationLabel: 'Quay 4, Rotterdam', lat: 51.9, lng: 4.48, inspectionDueDate: '2026-11-01', owned: false, version: 3 }]);
});

it('on a version conflict says someone else changed it, shows their values, keeps what was typed, and saves again on their version', async () => {
  server.use(conflictWith({ locationLabel: 'Quay 9, Rotterdam', inspectionDueDate: '2026-12-01', serial: 'SN-0070' }));
  const { form, onSaved } = await renderForm();
  const serial = within(form).getByRole('textbox', { name: /Serial number/ });
  await userEvent.clear(serial);
  await userEvent.type(serial, 'SN-7000');
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Someone else changed this asset in the meantime.');
  // Theirs where the user typed nothing, the user's own text where they did, and theirs listed to compare.
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /Address or place/ })).toHaveValue('Quay 9, Rotterdam'));
  expect(serial).toHaveValue('SN-7000');
  const theirs = within(form).getByText('Saved by someone else meanwhile:').parentElement!;
  for (const text of ['Serial number: SN-0070', 'Address or place: Quay 9, Rotterdam', 'Inspection due: Dec 1, 2026']) expect(within(theirs).getByText(text)).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();

  server.use(accept);
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
  expect(puts.at(-1)).toMatchObject({ serial: 'SN-7000', locationLabel: 'Quay 9, Rotterdam', inspectionDueDate: '2026-12-01', version: 4 });
});

it('says a taken serial next to the field without calling the asset itself the owner', async () => {
  server.use(
    http.put(`${base}/:id`, () => HttpResponse.json({ status: 409, code: 'serial_taken', errors: [{ field: 'serial', message: 'Taken' }] }, { status: 409 })),
    http.get(base, () => HttpResponse.json({ items: [], page: 1, pageSize: 25, total: 0, today: '2026-11-20', inspections: { overdue: 0, dueSoon: 0 } })),
  );
  const { form } = await renderForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await within(form).findByText('This serial number is already used by another of your assets.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Some details were not accepted. Check the marked fields.');
});
