// The first code of a new library, by type: the recipe of docs/architecture.md in its smallest
// form (a search-param schema, a query-options factory, a page that reads it), each with its test.
import { names } from '@nx/devkit';
import type { LibrarySpec } from './files';

/** What the scope has already: the templates import from the libraries that exist. */
export interface ScopeLibraries {
  util: boolean;
  dataAccess: boolean;
}

type Files = Record<string, string>;

/** `fleet-care` → `Fleet care`: the page title in the source language. */
const title = (scope: string) => scope.charAt(0).toUpperCase() + scope.slice(1).replace(/-/g, ' ');

export function utilStarter({ scope }: LibrarySpec): Files {
  const { className, propertyName } = names(scope);
  return {
    'src/index.ts': `export { ${propertyName}SearchSchema } from './lib/${scope}-search';\nexport type { ${className}Search } from './lib/${scope}-search';\n`,
    [`src/lib/${scope}-search.ts`]: `// The search params of the ${scope} list: every filter lives in the URL, so a filtered view is a
// shareable link that survives a reload and the back button. The route validates them
// (\`validateSearch: ${propertyName}SearchSchema\`) with the contract's zod-free parser, because the
// router is part of the first page load.
import { param, searchSchema } from '@portal/shared-api-contract/search';

export const ${propertyName}SearchSchema = searchSchema({ page: param.page, q: param.text });
export type ${className}Search = ReturnType<typeof ${propertyName}SearchSchema>;
`,
    [`src/lib/${scope}-search.test.ts`]: `import { expect, it } from 'vitest';
import { ${propertyName}SearchSchema } from './${scope}-search';

it('keeps the params that parse', () => {
  expect(${propertyName}SearchSchema({ page: '2', q: ' drill ' })).toEqual({ page: 2, q: 'drill' });
});

it('drops unknown and invalid params, so an old or edited link still opens the list', () => {
  expect(${propertyName}SearchSchema({ page: 'zero', q: '', other: 'x' })).toEqual({});
});
`,
  };
}

export function dataAccessStarter({ scope }: LibrarySpec, has: ScopeLibraries): Files {
  const { className, propertyName } = names(scope);
  const search = has.util
    ? `import type { ${className}Search } from '@portal/${scope}-util';\n`
    : '';
  const searchType = has.util
    ? `/** The list's filters, as the route validated them (${scope}-util's ${propertyName}SearchSchema). */\nexport type ${className}ListSearch = ${className}Search;`
    : `/** The list's filters, as the route validated them. */\nexport type ${className}ListSearch = Readonly<Record<string, string | number | boolean | undefined>>;`;
  return {
    'src/index.ts': `export { ${propertyName}Keys, ${propertyName}Queries } from './lib/${scope}.queries';\nexport type { ${className}ListSearch, ${className}Page } from './lib/${scope}.queries';\n`,
    [`src/lib/${scope}.queries.ts`]: `import type { ApiClient } from '@portal/shared-data-access-http';
${search}import { queryOptions } from '@tanstack/react-query';

${searchType}

/**
 * One page of the ${scope} list. A stand-in until the endpoint is in @portal/shared-api-contract:
 * then import its type from there (\`import type\`) and delete this one.
 */
export interface ${className}Page {
  items: { id: number; name: string }[];
  page: number;
  pageSize: number;
  total: number;
}

/** Every query key of this domain, so a mutation invalidates its own and nothing else. */
export const ${propertyName}Keys = {
  all: ['${scope}'] as const,
  list: (search: ${className}ListSearch) => [...${propertyName}Keys.all, 'list', search] as const,
};

/** The route's loader ensures these options and the page reads them, so the data loads once. */
export const ${propertyName}Queries = {
  list: ({ http, config }: ApiClient, search: ${className}ListSearch) =>
    queryOptions({
      queryKey: ${propertyName}Keys.list(search),
      queryFn: async ({ signal }) => (await http.get<${className}Page>(\`\${config.apiUrl}/${scope}\`, { params: search, signal })).data,
    }),
};
`,
    [`src/lib/${scope}.queries.test.ts`]: `import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { ${propertyName}Keys, ${propertyName}Queries } from './${scope}.queries';

const page = { items: [{ id: 1, name: 'First' }], page: 2, pageSize: 25, total: 26 };
const server = setupServer(
  http.get('http://api.test/api/${scope}', ({ request }) =>
    new URL(request.url).searchParams.get('page') === '2' ? HttpResponse.json(page) : HttpResponse.json({ status: 400 }, { status: 400 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = { http: axios.create(), config: { apiUrl: 'http://api.test/api' } } as never;

it('keys the list by its filters, under the domain', () => {
  const options = ${propertyName}Queries.list(client, { page: 2 });
  expect(options.queryKey).toEqual(['${scope}', 'list', { page: 2 }]);
  expect(options.queryKey.slice(0, 1)).toEqual(${propertyName}Keys.all);
});

it('asks the API for the page the filters name', async () => {
  const options = ${propertyName}Queries.list(client, { page: 2 });
  expect(await options.queryFn!({ signal: new AbortController().signal } as never)).toEqual(page);
});
`,
  };
}

export function featureStarter({ scope }: LibrarySpec): Files {
  const { className, propertyName } = names(scope);
  return {
    'src/index.ts': `export { ${className}ListPage } from './lib/${className}ListPage';\nexport type { ${className}ListPageProps } from './lib/${className}ListPage';\n`,
    [`src/lib/${className}ListPage.tsx`]: `import { Trans } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import { ${propertyName}Queries, type ${className}ListSearch } from '@portal/${scope}-data-access';
import { useApiClient } from '@portal/shared-data-access-http';
import { useSuspenseQuery } from '@tanstack/react-query';

/** Props of ${className}ListPage: the list's filters, validated by the route. */
export interface ${className}ListPageProps {
  search: ${className}ListSearch;
}

/** The ${scope} list. The route's loader has started the query (\`ensureQueryData\`); this reads it. */
export function ${className}ListPage({ search }: ${className}ListPageProps) {
  const { data } = useSuspenseQuery(${propertyName}Queries.list(useApiClient(), search));
  return (
    <Stack component="section" gap="md">
      <Title order={1}>
        <Trans>${title(scope)}</Trans>
      </Title>
      {data.items.length ? (
        <List>
          {data.items.map((item) => (
            <List.Item key={item.id}>{item.name}</List.Item>
          ))}
        </List>
      ) : (
        <Text>
          <Trans>Nothing to show yet.</Trans>
        </Text>
      )}
    </Stack>
  );
}
`,
    [`src/lib/${className}ListPage.test.tsx`]: `import { i18n } from '@lingui/core';
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
import { ${className}ListPage, type ${className}ListPageProps } from './${className}ListPage';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });
const server = setupServer(
  http.get('http://api.test/api/${scope}', ({ request }) => {
    const empty = new URL(request.url).searchParams.get('q') === 'none';
    return HttpResponse.json({ items: empty ? [] : [{ id: 1, name: 'First' }], page: 1, pageSize: 25, total: empty ? 0 : 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(search: ${className}ListPageProps['search'] = {}) {
  const client = { http: axios.create(), config: { apiUrl: 'http://api.test/api' } } as never;
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <ApiClientContext.Provider value={client}>
            <Suspense fallback={<p>Loading</p>}>
              <${className}ListPage search={search} />
            </Suspense>
          </ApiClientContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}

it('lists what the API answers under a level-one heading', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: '${title(scope)}' })).toBeInTheDocument();
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
`,
  };
}
