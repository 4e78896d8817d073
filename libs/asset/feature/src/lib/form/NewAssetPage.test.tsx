import { assetOptions, assetPage, assetSession } from '@portal/asset-data-access/testing';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { firstLoad, renderFakeMap } from '../test-utils';
import { NewAssetPage } from './NewAssetPage';

const base = `${testConfig.apiUrl}/assets`;
const posts: { key: string | null; body: unknown }[] = [];
const server = setupServer(
  http.get(`${base}/options`, () => HttpResponse.json(assetOptions)),
  http.get(base, () => HttpResponse.json(assetPage)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posts.length = 0;
});
afterAll(() => server.close());

/** The API's answer to an add: records it, then answers `status` with `body`. */
const onPost = (status: number, body: object = { id: 31 }) =>
  http.post(base, async ({ request }) => {
    posts.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    await delay(20);
    return HttpResponse.json({ status, ...body }, { status });
  });

async function renderForm(session = assetSession) {
  const onSaved = vi.fn();
  const view = renderWithUi(withApp(<NewAssetPage session={session} renderMap={renderFakeMap} onSaved={onSaved} />).element);
  return { ...view, onSaved, form: await screen.findByRole('form', { name: 'New asset' }, firstLoad) };
}
const field = (form: HTMLElement, name: RegExp | string) => within(form).getByRole('textbox', { name });
const fill = async (form: HTMLElement) => {
  await userEvent.type(field(form, /Name/), 'Telehandler TH-9');
  await userEvent.type(field(form, /Serial number/), 'SN-0009');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Cranes');
};

it('says each rule next to its field before sending, in the user’s language, axe clean', async () => {
  const { form, container } = await renderForm();
  fireEvent.change(field(form, /Address or place/), { target: { value: 'x'.repeat(201) } });
  await userEvent.type(within(form).getByRole('textbox', { name: /Latitude/ }), '95');
  await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
  expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
  expect(within(form).getByText('Use at most 200 characters.')).toBeInTheDocument();
  expect(within(form).getByText('Enter a latitude between -90 and 90.')).toBeInTheDocument();
  expect(within(form).getByText('Give both coordinates, or neither.')).toBeInTheDocument();
  expect(field(form, /Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  await expectNoAxeViolations(container);
  // A message goes as soon as its field is fine.
  await userEvent.type(field(form, /Name/), 'Crane');
  expect(within(form).getAllByText('This field is required.')).toHaveLength(1);
});

it('takes the point clicked on the map, sends one asset with one Idempotency-Key on a double click, and goes to it', async () => {
  server.use(onPost(201));
  const { form, onSaved } = await renderForm();
  await fill(form);
  await userEvent.click(within(form).getByRole('button', { name: 'Pick on map' }));
  expect(within(form).getByRole('textbox', { name: /Latitude/ })).toHaveValue('51.92442');
  expect(within(form).getByRole('textbox', { name: /Longitude/ })).toHaveValue('4.477733');
  await userEvent.click(within(form).getByRole('radio', { name: 'Rented' }));
  await userEvent.dblClick(within(form).getByRole('button', { name: 'Add asset' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(31));
  expect(posts).toHaveLength(1);
  expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(posts[0]!.body).toEqual({ name: 'Telehandler TH-9', categoryId: 1, serial: 'SN-0009', projectId: null, locationLabel: null, lat: 51.92442, lng: 4.477733, inspectionDueDate: null, owned: false });
});

it('keeps the key after no answer, so trying again cannot add it twice, and takes a new one after a refusal', async () => {
  server.use(onPost(503));
  const { form } = await renderForm();
  await fill(form);
  await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('it will not be added twice');
  server.use(onPost(400, { code: 'validation', errors: [{ field: 'projectId', message: 'Unknown project' }] }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
  expect(await within(form).findByText('Choose one of your company’s current projects.')).toBeInTheDocument();
  expect(posts[1]!.key).toBe(posts[0]!.key);
  server.use(onPost(201));
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Project' }), 'Ring road');
  await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
  await waitFor(() => expect(posts).toHaveLength(3));
  expect(posts[2]!.key).not.toBe(posts[0]!.key);
  // Archived projects take no new assets.
  expect(within(within(form).getByRole('combobox', { name: 'Project' })).queryByText('Old depot')).toBeNull();
});

it('names the other asset next to the serial when the serial is taken', async () => {
  server.use(onPost(409, { code: 'serial_taken', detail: 'Serial SN-0012 is used by asset 12', errors: [{ field: 'serial', message: 'Taken' }] }));
  const { form, container } = await renderForm();
  await fill(form);
  const serial = field(form, /Serial number/);
  await userEvent.clear(serial);
  await userEvent.type(serial, 'sn-0012');
  await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
  expect(await within(form).findByText('This serial number is already used by Generator G-12.')).toBeInTheDocument();
  expect(serial).toHaveAttribute('aria-invalid', 'true');
  expect(serial).toHaveValue('sn-0012');
  await expectNoAxeViolations(container);
});

it('says why there is no form without MANAGE_ASSETS', async () => {
  renderWithUi(withApp(<NewAssetPage session={{ ...assetSession, rights: [] }} renderMap={renderFakeMap} onSaved={vi.fn()} />).element);
  expect(await screen.findByText(/You may not add assets/, {}, firstLoad)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});
