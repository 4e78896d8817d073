// The first code of a new library, by type: the recipe of docs/architecture.md in its smallest
// form (a search-param schema, a query-options factory; the list itself is in list-starters.ts),
// each with its test.
import { names } from '@nx/devkit';
import type { LibrarySpec } from './files';

/** What the scope has already: the templates import from the libraries that exist. */
export interface ScopeLibraries {
  util: boolean;
  dataAccess: boolean;
}

type Files = Record<string, string>;

/** `fleet-care` → `Fleet care`: the page title in the source language. */
export const title = (scope: string) => scope.charAt(0).toUpperCase() + scope.slice(1).replace(/-/g, ' ');

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
