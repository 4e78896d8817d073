import { assetRequests, assetSession, crane, dumper } from '@portal/asset-data-access/testing';
import type { Asset } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { firstLoad, renderFakeMap } from '../test-utils';
import { AssetDetailPage } from './AssetDetailPage';

const base = `${testConfig.apiUrl}/assets`;
let current: Asset = crane;
const posted: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.get(`${base}/:id`, () => HttpResponse.json(current)),
  http.get(`${base}/:id/requests`, () => HttpResponse.json({ items: current.id === crane.id ? assetRequests : [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  current = crane;
  posted.length = 0;
});
afterAll(() => server.close());

/** Archive and restore as the API does them: recorded, then the asset moves on a version. */
const onAction = (status = 200) =>
  http.post(`${base}/:id/:action`, async ({ request, params }) => {
    posted.push({ path: `${params.id}/${params.action}`, body: await request.json() });
    if (status !== 200) return HttpResponse.json({ status, code: 'version_conflict' }, { status });
    current = { ...current, archived: params.action === 'archive', version: current.version + 1 };
    return HttpResponse.json({});
  });

const render = (session: Session = assetSession) =>
  renderWithUi(withApp(<AssetDetailPage session={session} assetId={current.id} renderMap={renderFakeMap} today="2026-11-20" />).element);

it('shows the asset’s facts, its place on a small map, its requests and what can be done, axe clean', async () => {
  const { container } = render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Tower crane TC-7' }, firstLoad)).toBeInTheDocument();
  for (const text of ['SN-0007', 'Cranes', 'Rented', 'Harbour bridge', 'Quay 4, Rotterdam', '51.9, 4.48', 'Overdue']) expect(screen.getByText(text)).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Location of Tower crane TC-7' })).getByRole('button', { name: 'Marker Tower crane TC-7' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('link', { name: 'R-0000045' })).toHaveAttribute('href', '/request/requests/45');
  expect(screen.getByText('In progress')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Report a breakdown' })).toHaveAttribute('href', '/request/requests/add?type=breakdown&asset=7');
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/asset/assets/7/edit');
  await expectNoAxeViolations(container);
});

it('archives after asking, with the version seen, then restores', async () => {
  server.use(onAction());
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Archive' }, firstLoad));
  const dialog = await screen.findByRole('dialog', { name: 'Archive Tower crane TC-7?' });
  await expectNoAxeViolations(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  expect(await screen.findByText('Asset archived.')).toBeInTheDocument();
  expect(screen.getByText('Archived')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Report a breakdown' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText('Asset restored.')).toBeInTheDocument();
  expect(posted).toEqual([{ path: '7/archive', body: { version: 3 } }, { path: '7/restore', body: { version: 4 } }]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument());
});

it('says so when someone else changed the asset before the archive', async () => {
  server.use(onAction(409));
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Archive' }, firstLoad));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed this asset in the meantime.');
});

it('offers no breakdown report without the request module, no changes without MANAGE_ASSETS, and no map without a location', async () => {
  current = dumper;
  render({ ...assetSession, rights: [], modules: ['asset'] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dumper D-2' }, firstLoad)).toBeInTheDocument();
  expect(screen.getByText('Archived')).toBeInTheDocument();
  expect(screen.getByText('No location on the map yet.')).toBeInTheDocument();
  expect(screen.getByText('No requests about this asset yet.')).toBeInTheDocument();
  for (const name of ['Report a breakdown', 'Edit']) expect(screen.queryByRole('link', { name })).toBeNull();
  for (const name of ['Archive', 'Restore']) expect(screen.queryByRole('button', { name })).toBeNull();
});

it('lists the requests unlinked without the request module, and a current asset without it gets no breakdown link', async () => {
  render({ ...assetSession, modules: ['asset'] });
  expect(await screen.findByText('R-0000045', {}, firstLoad)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'R-0000045' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Report a breakdown' })).toBeNull();
});
