import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ApiClientContext } from '@portal/shared-data-access-http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { HelpListPage, type HelpListPageProps } from './HelpListPage';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });
const server = setupServer(
  http.get('http://api.test/api/help', ({ request }) => {
    const empty = new URL(request.url).searchParams.get('q') === 'none';
    return HttpResponse.json({ items: empty ? [] : [{ id: 1, name: 'First' }], page: 1, pageSize: 25, total: empty ? 0 : 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(search: HelpListPageProps['search'] = {}) {
  const client = { http: axios.create(), config: { apiUrl: 'http://api.test/api' } } as never;
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <ApiClientContext.Provider value={client}>
            <Suspense fallback={<p>Loading</p>}>
              <HelpListPage search={search} />
            </Suspense>
          </ApiClientContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}

it('lists what the API answers under a level-one heading', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('First');
});

it('says so when nothing matches', async () => {
  renderPage({ q: 'none' });
  expect(await screen.findByText('Nothing to show yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('has no axe violations', async () => {
  const { container } = renderPage();
  await screen.findByRole('listitem');
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
});
