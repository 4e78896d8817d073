// One lint configuration for the whole workspace. The module-boundary matrix below is
// ARCHITECTURE.md's table, written out in full: there is no exception anywhere.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { domainScopes } from './tools/scripts/domain-scopes.mjs';

const uiBanned = ['@tanstack/react-router', 'axios', 'xstate', '@xstate/react', '@tanstack/react-query'];
const utilBanned = [...uiBanned, 'react', 'react-dom', '@mantine/*', 'fastify', '@fastify/*', 'klaro', '@sentry/*'];
// Every folder under libs/ but shared (which has its own rule below): a new domain needs no edit here.
const scopes = domainScopes();

export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'], bannedExternalImports: uiBanned },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: utilBanned },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: [] },
  ...scopes.map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
  })),
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The backend shares only framework-free contract code with the portal, and never browser code.
  {
    sourceTag: 'scope:api',
    onlyDependOnLibsWithTags: ['scope:shared'],
    bannedExternalImports: ['react', 'react-dom', '@mantine/*', '@tanstack/*', 'axios', 'xstate', 'klaro'],
  },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:util'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/*.gen.ts',
      '**/locales/**',
      '**/migrations/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'tmp/**',
      'reports/**',
      '.data/**',
      // Build and test configuration is tooling, not project source: it is not part of the
      // dependency graph the boundaries describe (docs/adr/0002).
      '**/vite.config.ts',
      '**/vitest.config.{ts,mts}',
      '**/drizzle.config.ts',
      'vitest.shared.ts',
      'lingui.config.ts',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          checkDynamicDependenciesExceptions: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
