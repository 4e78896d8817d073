// One Lingui configuration for the workspace (libraries' tests need it at the root).
// Each scope owns its own catalogue, so domains translate without touching each other's files;
// util-i18n merges them per locale at run time.
import { defineConfig } from '@lingui/cli';
import { supportedLocales } from './libs/shared/util-i18n/src/lib/locales';
import { domainScopes } from './tools/scripts/domain-scopes.mjs';

export const sourceLocale = 'en-US';
export const pseudoLocale = 'pseudo-LOCALE';
export const locales: string[] = [...supportedLocales];
// shared, then every folder under libs/: a new domain gets its catalogue without an edit here.
const scopes = ['shared', ...domainScopes()];

export default defineConfig({
  sourceLocale,
  pseudoLocale,
  locales: [...locales, pseudoLocale],
  fallbackLocales: { default: sourceLocale },
  catalogs: [
    {
      path: '<rootDir>/libs/shared/util-i18n/src/locales/app/{locale}',
      include: ['<rootDir>/apps/portal/src'],
    },
    ...scopes.map((scope) => ({
      path: `<rootDir>/libs/shared/util-i18n/src/locales/${scope}/{locale}`,
      include: [`<rootDir>/libs/${scope}/`],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    })),
  ],
});
