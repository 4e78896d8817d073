import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainScopes, libsDir } from '../../scripts/domain-scopes.mjs';
import { libraryGenerator } from '../library/generator';
import { domainGenerator } from './generator';

describe('domain generator', () => {
  it('creates the four libraries with tags, a test and a public API', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await domainGenerator(tree, { scope: 'billing' });
    for (const type of ['feature', 'data-access', 'ui', 'util']) {
      const pkg = JSON.parse(tree.read(`libs/billing/${type}/package.json`, 'utf-8') ?? '{}');
      expect(pkg.name).toBe(`@portal/billing-${type}`);
      expect(pkg.nx.tags).toEqual(['scope:billing', `type:${type}`]);
      expect(tree.exists(`libs/billing/${type}/src/index.ts`)).toBe(true);
      const tests = tree.children(`libs/billing/${type}/src/lib`).filter((f) => /\.test\.tsx?$/.test(f));
      // The feature's list has two: the page, and its filter description held to the URL parser.
      expect(tests).toHaveLength(type === 'feature' ? 2 : 1);
    }
  });

  it('follows the recipe: search schema, query-options factory with an MSW test, a page that reads it', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await domainGenerator(tree, { scope: 'billing' });
    const read = (path: string) => tree.read(`libs/billing/${path}`, 'utf-8') ?? '';

    const search = read('util/src/lib/billing-search.ts');
    expect(search).toContain("from '@portal/shared-api-contract/search'");
    expect(search).toContain('export const billingSearchSchema = searchSchema(');
    expect(search).not.toMatch(/from 'zod'/);
    expect(read('util/src/index.ts')).toContain('billingSearchSchema');

    const queries = read('data-access/src/lib/billing.queries.ts');
    expect(queries).toContain("import type { ApiClient } from '@portal/shared-data-access-http';");
    expect(queries).toContain("import { queryOptions } from '@tanstack/react-query';");
    expect(queries).toContain("import type { BillingSearch } from '@portal/billing-util';");
    expect(queries).toMatch(/export const billingQueries = \{\n {2}list: \(\{ http, config \}: ApiClient, search: BillingListSearch\) =>\n {4}queryOptions\(/);
    const queriesTest = read('data-access/src/lib/billing.queries.test.ts');
    expect(queriesTest).toContain("server.listen({ onUnhandledRequest: 'error' })");
    expect(queriesTest).toContain("http.get('http://api.test/api/billing'");
    expect(read('data-access/src/index.ts')).toContain('billingQueries');

    const page = read('feature/src/lib/BillingListPage.tsx');
    expect(page).toContain("import { billingQueries, type BillingListSearch } from '@portal/billing-data-access';");
    expect(page).toContain('useSuspenseQuery(billingQueries.list(useApiClient(), search))');
    expect(page).toContain('<Trans>Billing</Trans>');
    const pageTest = read('feature/src/lib/BillingListPage.test.tsx');
    expect(pageTest).toContain("onUnhandledRequest: 'error'");
    expect(pageTest).toContain('expectNoAxeViolations(container)');
  });

  it('makes a list of exactly the kit’s parts: search schema, query factory, column set, filter description, route', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await domainGenerator(tree, { scope: 'billing' });
    const read = (path: string) => tree.read(path, 'utf-8') ?? '';

    expect(tree.children('libs/billing/feature/src/lib').sort()).toEqual(
      ['BillingListPage.test.tsx', 'BillingListPage.tsx', 'billing-columns.tsx', 'billing-filters.test.ts', 'billing-filters.ts'].sort(),
    );
    expect(read('libs/billing/feature/src/lib/billing-columns.tsx')).toContain('export function billingColumns(i18n: I18n): Column<BillingItem>[]');
    expect(read('libs/billing/feature/src/lib/billing-filters.ts')).toContain('export function billingFilterFields(i18n: I18n): FilterField<BillingListSearch>[]');
    expect(read('libs/billing/feature/src/lib/billing-filters.test.ts')).toContain('billingSearchSchema.keys');

    const page = read('libs/billing/feature/src/lib/BillingListPage.tsx');
    for (const part of ['<ListLayout', '<ListFilters fields={fields}', 'filterChips(i18n, fields, search, setFilters)', '<FilterChips', '<ListResults', 'useListSearch(']) {
      expect(page).toContain(part);
    }

    const route = read('apps/portal/src/routes/billing/index.tsx');
    expect(route).toContain("createFileRoute('/billing/')");
    expect(route).toContain('validateSearch: billingSearchSchema');
    expect(route).toContain('services.queryClient.ensureQueryData(billingQueries.list(services.apiClient, deps))');
    expect(route).toContain('<BillingListPage search={billingSearchSchema(Route.useSearch())}');
  });

  it('names a multi-word domain readably', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await domainGenerator(tree, { scope: 'fleet-care' });
    expect(tree.read('libs/fleet-care/data-access/src/lib/fleet-care.queries.ts', 'utf-8')).toContain('export const fleetCareQueries');
    expect(tree.read('libs/fleet-care/feature/src/lib/FleetCareListPage.tsx', 'utf-8')).toContain('<Trans>Fleet care</Trans>');
  });

  it('refuses a name that is not a lower-case domain', async () => {
    await expect(domainGenerator(createTreeWithEmptyWorkspace(), { scope: 'Bad Name' })).rejects.toThrow(/lower-case/);
  });

  it('refuses to overwrite an existing library', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await domainGenerator(tree, { scope: 'billing' });
    await expect(domainGenerator(tree, { scope: 'billing' })).rejects.toThrow(/exists already/);
  });
});

describe('library generator on its own', () => {
  it('types a data-access list by its own search type when the scope has no util library', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await libraryGenerator(tree, { scope: 'billing', type: 'data-access' });
    const queries = tree.read('libs/billing/data-access/src/lib/billing.queries.ts', 'utf-8') ?? '';
    expect(queries).not.toContain('@portal/billing-util');
    expect(queries).toContain('export type BillingListSearch = Readonly<Record<');
  });

  it('refuses a feature library before its data-access library', async () => {
    await expect(libraryGenerator(createTreeWithEmptyWorkspace(), { scope: 'billing', type: 'feature' })).rejects.toThrow(/data-access/);
  });

  it('refuses a feature library before its util library: its filters are held to the search schema there', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await libraryGenerator(tree, { scope: 'billing', type: 'data-access' });
    await expect(libraryGenerator(tree, { scope: 'billing', type: 'feature' })).rejects.toThrow(/util/);
  });
});

describe('the scopes eslint.config.mjs and lingui.config.ts register', () => {
  it('are the folders under libs/ but shared: a new folder is a new scope', () => {
    const libs = mkdtempSync(join(tmpdir(), 'libs-'));
    for (const folder of ['shared', 'order', 'billing', '.cache']) mkdirSync(join(libs, folder));
    writeFileSync(join(libs, 'README.md'), '');
    expect(domainScopes(libs)).toEqual(['billing', 'order']);
    mkdirSync(join(libs, 'fleet-care'));
    expect(domainScopes(libs)).toEqual(['billing', 'fleet-care', 'order']);
  });

  const workspaceDomains = readdirSync(libsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'shared')
    .map((e) => e.name);

  it('give every domain of this workspace its module boundary in eslint.config.mjs', async () => {
    // By URL, as both are workspace configuration rather than a project's source.
    const eslintConfig = new URL('../../../eslint.config.mjs', import.meta.url).href;
    const { depConstraints } = (await import(/* @vite-ignore */ eslintConfig)) as { depConstraints: { sourceTag: string; onlyDependOnLibsWithTags: string[] }[] };
    const scoped = depConstraints.filter((c) => /^scope:(?!shared$|api$)/.test(c.sourceTag));
    expect(scoped.map((c) => c.sourceTag).sort()).toEqual(workspaceDomains.map((s) => `scope:${s}`).sort());
    for (const c of scoped) expect(c.onlyDependOnLibsWithTags).toEqual([c.sourceTag, 'scope:shared']);
  }, 60_000);

  it('give every domain of this workspace its catalogue in lingui.config.ts', async () => {
    const linguiConfig = new URL('../../../lingui.config.ts', import.meta.url).href;
    const { default: config } = (await import(/* @vite-ignore */ linguiConfig)) as { default: { catalogs?: { include: string[] }[] } };
    const catalogued = (config.catalogs ?? []).flatMap((c) => c.include.flatMap((path) => /^<rootDir>\/libs\/([^/]+)\/$/.exec(path)?.[1] ?? []));
    expect(catalogued.sort()).toEqual(['shared', ...workspaceDomains].sort());
  });
});
