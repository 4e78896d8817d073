import { assetMapPoints, assetOptions, assetPage, assetSession } from '@portal/asset-data-access/testing';
import type { AssetSearch } from '@portal/asset-util';
import type { ApiClient } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { firstLoad, renderFakeMap } from '../test-utils';
import { AssetsPage } from './AssetsPage';

const base = `${testConfig.apiUrl}/assets`;
const asked: Record<string, URLSearchParams> = {};
const server = setupServer(
  http.get(base, ({ request }) => ((asked.list = new URL(request.url).searchParams), HttpResponse.json(assetPage))),
  http.get(`${base}/map-points`, ({ request }) => ((asked.map = new URL(request.url).searchParams), HttpResponse.json(assetMapPoints))),
  http.get(`${base}/options`, () => HttpResponse.json(assetOptions)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom cannot read a blob through MSW's XHR, so the file itself comes from a stub; the rest goes through MSW.
const real = axios.create();
const download = vi.fn(async (_url: string, _config: object) => ({ data: new Blob(['name\r\n']), headers: {} }));
const httpStub = { get: (url: string, config: object) => (url.endsWith('/export.csv') ? download(url, config) : real.get(url, config)) };
const apiClient = { http: httpStub as unknown as ApiClient['http'], config: testConfig };

function renderPage(search: AssetSearch, session = assetSession) {
  const onSearchChange = vi.fn();
  const app = withApp(<AssetsPage session={session} search={search} onSearchChange={onSearchChange} renderMap={renderFakeMap} />, { apiClient });
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

it('lists the assets of the filters beside the map, with the counts, chips and greyed archived rows', () =>
  desktop(async () => {
    const { container, onSearchChange } = renderPage({ categoryId: 1, projectId: 3, inspectionDue: 'within_30_days', q: 'SN', archived: true, page: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assets' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('1 overdue')).toBeInTheDocument();
    expect(screen.getByText('2 due within 30 days')).toBeInTheDocument();
    const crane = screen.getByRole('rowheader', { name: 'Tower crane TC-7' }).closest('tr')!;
    for (const text of ['Cranes', 'SN-0007', 'Harbour bridge', 'Quay 4, Rotterdam', 'Nov 1, 2026', 'Overdue', 'Rented']) expect(within(crane).getByText(text)).toBeInTheDocument();
    expect(within(crane).getByRole('link', { name: 'Tower crane TC-7' })).toHaveAttribute('href', '/asset/assets/7');
    const generator = screen.getByText('Generator G-12').closest('tr')!;
    for (const text of ['Generators', 'Due soon', 'Owned']) expect(within(generator).getByText(text)).toBeInTheDocument();
    const dumper = screen.getByText('Dumper D-2').closest('tr')!;
    expect(dumper).toHaveAttribute('data-archived', 'true');
    expect(within(dumper).getByText('Archived')).toBeInTheDocument();
    expect(within(dumper).getByText('No location')).toBeInTheDocument();
    // The list and the map ask for the same filters; the map for every page.
    expect(Object.fromEntries(asked.list!)).toEqual({ categoryId: '1', projectId: '3', inspectionDue: 'within_30_days', q: 'SN', archived: 'true', page: '2', pageSize: '25' });
    expect(await screen.findByRole('group', { name: 'Map of the assets' })).toBeInTheDocument();
    expect(Object.fromEntries(asked.map!)).toEqual({ categoryId: '1', projectId: '3', inspectionDue: 'within_30_days', q: 'SN', archived: 'true' });
    expect(screen.getByRole('link', { name: 'Add asset' })).toHaveAttribute('href', '/asset/assets/add');

    for (const chip of ['Category: Cranes', 'Project: Harbour bridge', 'Inspection due: Within 30 days', 'Search: SN', 'Show archived'])
      expect(screen.getByRole('button', { name: `Remove filter: ${chip}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Category: Cranes' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ projectId: 3, inspectionDue: 'within_30_days', q: 'SN', archived: true });
    await expectNoAxeViolations(container);
  }));

it('puts each filter in the URL beside the ones chosen before it and starts again at page one', () =>
  desktop(async () => {
    const { onSearchChange } = renderPage({ page: 3, selected: 7 });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }, firstLoad), 'Generators');
    expect(onSearchChange).toHaveBeenLastCalledWith({ categoryId: 2, selected: 7 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Ring road');
    expect(onSearchChange).toHaveBeenLastCalledWith({ categoryId: 2, projectId: 5, selected: 7 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Inspection due' }), 'Overdue');
    expect(onSearchChange).toHaveBeenLastCalledWith({ categoryId: 2, projectId: 5, inspectionDue: 'overdue', selected: 7 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'SN-0012{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ categoryId: 2, projectId: 5, inspectionDue: 'overdue', q: 'SN-0012', selected: 7 });
    await userEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ categoryId: 2, projectId: 5, inspectionDue: 'overdue', q: 'SN-0012', archived: true, selected: 7 });
  }));

it('selects the marker from the list and the row from the map, keeping the page', () =>
  desktop(async () => {
    const { onSearchChange } = renderPage({ page: 2, selected: 12 });
    expect(await screen.findByRole('button', { name: 'Marker Generator G-12' }, firstLoad)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show on map: Generator G-12' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Selected: Generator G-12 (SN-0012)');
    await userEvent.click(screen.getByRole('button', { name: 'Show on map: Tower crane TC-7' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2, selected: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Marker Tower crane TC-7' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2, selected: 7 });
  }));

it('switches between List and Map at phone width, kept in the URL, axe clean', async () => {
  const restore = setViewportWidth(360);
  try {
    const { container, onSearchChange } = renderPage({ projectId: 3 }, { ...assetSession, rights: [] });
    expect(await screen.findByRole('radio', { name: 'List' }, firstLoad)).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Map of the assets' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add asset' })).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByText('Map'));
    expect(onSearchChange).toHaveBeenLastCalledWith({ projectId: 3, view: 'map' });
    // From a card, Show on map selects the asset and shows the map.
    await userEvent.click(screen.getByRole('button', { name: 'Show on map: Tower crane TC-7' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ projectId: 3, selected: 7, view: 'map' });
  } finally {
    restore();
  }
});

it('shows the map instead of the list with view=map on a phone', async () => {
  const restore = setViewportWidth(360);
  try {
    const { container, onSearchChange } = renderPage({ view: 'map' });
    expect(await screen.findByRole('group', { name: 'Map of the assets' }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByText('Dumper D-2')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Marker Generator G-12' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ view: 'map', selected: 12 });
    await userEvent.click(screen.getByText('List'));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
    await expectNoAxeViolations(container);
  } finally {
    restore();
  }
});

it('exports the filtered assets as CSV, and says when nothing matches', async () => {
  URL.createObjectURL = vi.fn(() => 'blob:assets');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.use(http.get(base, () => HttpResponse.json({ ...assetPage, items: [], total: 0, inspections: { overdue: 0, dueSoon: 0 } })));
  renderPage({ inspectionDue: 'overdue', page: 2, selected: 7 });
  expect(await screen.findByText('No assets match these filters', {}, firstLoad)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledOnce());
  expect(download).toHaveBeenCalledWith(`${base}/export.csv`, expect.objectContaining({ params: { inspectionDue: 'overdue' }, headers: { 'X-Corporate-Client': assetSession.client.uuid } }));
});

it('shows the list without waiting for the map points, and the map once they arrive (issue 32)', () =>
  desktop(async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(`${base}/map-points`, async () => (await held, HttpResponse.json(assetMapPoints))));
    renderPage({});
    expect(await screen.findByRole('rowheader', { name: 'Tower crane TC-7' }, firstLoad)).toBeInTheDocument();
    // The map is there already, empty, saying its points are on their way.
    const map = screen.getByRole('group', { name: 'Map of the assets' });
    expect(within(map).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    release();
    expect(await within(map).findByRole('button', { name: 'Marker Tower crane TC-7' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('assets with a location');
  }));

it('says when the map points could not be loaded and tries again, the list still shown', () =>
  desktop(async () => {
    let fail = true;
    server.use(http.get(`${base}/map-points`, () => (fail ? HttpResponse.json({ code: 'internal' }, { status: 500 }) : HttpResponse.json(assetMapPoints))));
    renderPage({});
    expect(await screen.findByRole('rowheader', { name: 'Tower crane TC-7' }, firstLoad)).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent('The map could not be loaded');
    expect(screen.queryByRole('group', { name: 'Map of the assets' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Marker Tower crane TC-7' })).toBeInTheDocument();
  }));
