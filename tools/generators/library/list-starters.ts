// The list of a new domain, made of the shared list kit: the column set, the filter description (held
// by a test to the URL parser), the page that composes the kit, and the route that loads it. With the
// search schema (util) and the query factory (data-access) that is the whole list (docs/architecture.md).
import { names } from '@nx/devkit';
import type { LibrarySpec } from './files';
import { title } from './starters';

type Files = Record<string, string>;

export function featureStarter({ scope }: LibrarySpec): Files {
  const { className, propertyName } = names(scope);
  return {
    'src/index.ts': `export { ${className}ListPage } from './lib/${className}ListPage';\nexport type { ${className}ListPageProps } from './lib/${className}ListPage';\n`,
    [`src/lib/${scope}-columns.tsx`]: `import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ${className}Page } from '@portal/${scope}-data-access';
import type { Column } from '@portal/shared-ui';

/** One row of the ${scope} list. */
export type ${className}Item = ${className}Page['items'][number];

/** The ${scope} list's columns: the name first (the card's title on phones). */
export function ${propertyName}Columns(i18n: I18n): Column<${className}Item>[] {
  return [{ key: 'name', header: i18n._(msg\`Name\`), primary: true, cell: (item) => item.name }];
}
`,
    [`src/lib/${scope}-filters.ts`]: `import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ${className}ListSearch } from '@portal/${scope}-data-access';
import type { FilterField } from '@portal/shared-ui';

/** The ${scope} list's filters, for the form and the chips alike: a search text. */
export function ${propertyName}FilterFields(i18n: I18n): FilterField<${className}ListSearch>[] {
  return [{ kind: 'text', key: 'q', label: i18n._(msg\`Search\`) }];
}
`,
    [`src/lib/${scope}-filters.test.ts`]: `import { setupI18n } from '@lingui/core';
import { ${propertyName}SearchSchema } from '@portal/${scope}-util';
import { filterKeys } from '@portal/shared-ui';
import { expect, it } from 'vitest';
import { ${propertyName}FilterFields } from './${scope}-filters';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });

it('has a form control and a chip for every filter of the URL parser, and nothing else', () => {
  expect(filterKeys(${propertyName}FilterFields(i18n)).sort()).toEqual(${propertyName}SearchSchema.keys.filter((k) => k !== 'page').sort());
});
`,
    [`src/lib/${className}ListPage.tsx`]: `import { Trans, useLingui } from '@lingui/react/macro';
import { ${propertyName}Queries, type ${className}ListSearch } from '@portal/${scope}-data-access';
import { useApiClient } from '@portal/shared-data-access-http';
import { EmptyState, filterChips, FilterChips, ListFilters, ListLayout, ListResults, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ${propertyName}Columns } from './${scope}-columns';
import { ${propertyName}FilterFields } from './${scope}-filters';

/** Props of ${className}ListPage: the list's filters, validated by the route, and how to change them. */
export type ${className}ListPageProps = ListSearchProps<${className}ListSearch>;

/** The ${scope} list, made of the list kit. The route's loader has started the query (\`ensureQueryData\`); this reads it. */
export function ${className}ListPage({ search, onSearchChange }: ${className}ListPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useSuspenseQuery(${propertyName}Queries.list(useApiClient(), search));
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = ${propertyName}FilterFields(i18n);
  const chips = filterChips(i18n, fields, search, setFilters);
  return (
    <>
      <PageHeader title={<Trans>${title(scope)}</Trans>} />
      <ListLayout filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />} activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}>
        <ListResults page={page} onPage={setPage} empty={<EmptyState title={t\`Nothing to show yet.\`} />} columns={${propertyName}Columns(i18n)}
          rowKey={(item) => item.id} caption={t\`${title(scope)}\`} />
      </ListLayout>
    </>
  );
}
`,
    [`src/lib/${className}ListPage.test.tsx`]: `import { ApiClientContext } from '@portal/shared-data-access-http';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ${className}ListPage, type ${className}ListPageProps } from './${className}ListPage';

const server = setupServer(
  http.get('http://api.test/api/${scope}', ({ request }) => {
    const empty = new URL(request.url).searchParams.get('q') === 'none';
    return HttpResponse.json({ items: empty ? [] : [{ id: 1, name: 'First' }], page: 1, pageSize: 25, total: empty ? 0 : 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(search: ${className}ListPageProps['search'] = {}, onSearchChange = vi.fn()) {
  const client = { http: axios.create(), config: { apiUrl: 'http://api.test/api' } } as never;
  return renderWithUi(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientContext.Provider value={client}>
        <Suspense fallback={<p>Loading</p>}>
          <${className}ListPage search={search} onSearchChange={onSearchChange} />
        </Suspense>
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
}

it('lists what the API answers under a level-one heading', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: '${title(scope)}' })).toBeInTheDocument();
  expect(await screen.findByText('First')).toBeInTheDocument();
});

it('says so when nothing matches, with a chip for the search', async () => {
  renderPage({ q: 'none' });
  expect(await screen.findByText('Nothing to show yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove filter: Search: none' })).toBeInTheDocument();
});

it('has no axe violations', async () => {
  const { container } = renderPage();
  await screen.findByText('First');
  await expectNoAxeViolations(container);
});
`,
  };
}

/** The route of the domain's list (apps/portal): validates the search, starts the query, renders the page. */
export function routeStarter(scope: string): Files {
  const { className, propertyName } = names(scope);
  return {
    [`apps/portal/src/routes/${scope}/index.tsx`]: `import { ${propertyName}Queries } from '@portal/${scope}-data-access';
import { ${className}ListPage } from '@portal/${scope}-feature';
import { ${propertyName}SearchSchema } from '@portal/${scope}-util';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../app/RouteStates';

// Move this folder under the area whose guards the list needs (/order, /request, /asset): at the
// top level it has none.
/** The ${scope} list: the filters live in the URL; the loader starts the query before the page renders. */
export const Route = createFileRoute('/${scope}/')({
  validateSearch: ${propertyName}SearchSchema,
  // The router hands the loader its parents' raw search merged with this route's: parse again so
  // only this list's valid filters reach the API.
  loaderDeps: ({ search }) => ${propertyName}SearchSchema(search),
  loader: ({ context: { services }, deps }) => services.queryClient.ensureQueryData(${propertyName}Queries.list(services.apiClient, deps)),
  component: ${className}List,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
});

function ${className}List() {
  const navigate = Route.useNavigate();
  return <${className}ListPage search={${propertyName}SearchSchema(Route.useSearch())} onSearchChange={(search) => void navigate({ search })} />;
}
`,
  };
}
