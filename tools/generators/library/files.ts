// The files of one library, by type. Kept apart from the generator so the test can read them.
import { names } from '@nx/devkit';
import { featureStarter } from './list-starters';
import { dataAccessStarter, utilStarter, type ScopeLibraries } from './starters';

export type LibraryType = 'feature' | 'data-access' | 'ui' | 'util';

export interface LibrarySpec {
  scope: string;
  type: LibraryType;
  /** Folder under libs/<scope>; defaults to the type. */
  folder: string;
}

export function projectName(spec: LibrarySpec): string {
  return `${spec.scope}-${spec.folder}`;
}

export function libraryRoot(spec: LibrarySpec): string {
  return `libs/${spec.scope}/${spec.folder}`;
}

const renders = (type: LibraryType) => type === 'ui' || type === 'feature';

export function libraryFiles(spec: LibrarySpec, has: ScopeLibraries = { util: true, dataAccess: true }): Record<string, string> {
  const name = projectName(spec);
  const packageJson = {
    name: `@portal/${name}`,
    version: '0.0.0',
    private: true,
    type: 'module',
    exports: { '.': './src/index.ts', './testing': './src/testing.ts' },
    nx: { name, tags: [`scope:${spec.scope}`, `type:${spec.type}`] },
    scripts: { lint: 'eslint .', typecheck: 'tsc -p tsconfig.json', test: 'vitest run' },
  };
  const files: Record<string, string> = {
    'package.json': JSON.stringify(packageJson, null, 2) + '\n',
    'tsconfig.json':
      JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['src/**/*', 'vitest.config.ts'] }, null, 2) +
      '\n',
    'vitest.config.ts':
      `import { projectTestConfig } from '../../../vitest.shared.ts';\n\n` +
      `export default projectTestConfig({ name: '${name}', environment: '${renders(spec.type) ? 'jsdom' : 'node'}' });\n`,
    'src/testing.ts': `// Test helpers other projects may use (fixtures, MSW handlers) for @portal/${name}.\nexport {};\n`,
  };
  return { ...files, ...starterFiles(spec, has) };
}

/** A first piece of real code per type, with its test, so the library lints, builds and tests. */
function starterFiles(spec: LibrarySpec, has: ScopeLibraries): Record<string, string> {
  switch (spec.type) {
    case 'util':
      return utilStarter(spec);
    case 'data-access':
      return dataAccessStarter(spec, has);
    case 'ui':
      return uiStarter(spec);
    case 'feature':
      return featureStarter(spec);
  }
}

function uiStarter(spec: LibrarySpec): Record<string, string> {
  const { className } = names(spec.scope);
  return {
    'src/index.ts': `export { ${className}Heading } from './lib/${className}Heading';\n`,
    [`src/lib/${className}Heading.tsx`]: `import { Title } from '@mantine/core';\nimport type { ReactNode } from 'react';\n\n/** The page heading of a ${spec.scope} screen. */\nexport function ${className}Heading({ children }: { children: ReactNode }) {\n  return <Title order={1}>{children}</Title>;\n}\n`,
    [`src/lib/${className}Heading.test.tsx`]: `import { MantineProvider } from '@mantine/core';\nimport { render, screen } from '@testing-library/react';\nimport { expect, it } from 'vitest';\nimport { ${className}Heading } from './${className}Heading';\n\nit('renders a level-one heading', () => {\n  render(<MantineProvider><${className}Heading>Title</${className}Heading></MantineProvider>);\n  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();\n});\n`,
  };
}
