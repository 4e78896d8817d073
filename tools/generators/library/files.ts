// The files of one library, by type. Kept apart from the generator so the test can read them.
import { names } from '@nx/devkit';

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

export function libraryFiles(spec: LibrarySpec): Record<string, string> {
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
  return { ...files, ...starterFiles(spec) };
}

/** A first piece of real code per type, with its test, so the library lints, builds and tests. */
function starterFiles(spec: LibrarySpec): Record<string, string> {
  const { className, propertyName } = names(spec.scope);
  switch (spec.type) {
    case 'util':
      return {
        'src/index.ts': `export { ${propertyName}Domain } from './lib/${spec.scope}-domain';\n`,
        [`src/lib/${spec.scope}-domain.ts`]: `/** The domain's name, as used in routes and query keys. */\nexport const ${propertyName}Domain = '${spec.scope}' as const;\n`,
        [`src/lib/${spec.scope}-domain.test.ts`]: `import { expect, it } from 'vitest';\nimport { ${propertyName}Domain } from './${spec.scope}-domain';\n\nit('names the domain', () => {\n  expect(${propertyName}Domain).toBe('${spec.scope}');\n});\n`,
      };
    case 'data-access':
      return {
        'src/index.ts': `export { ${propertyName}Keys } from './lib/${spec.scope}.keys';\n`,
        [`src/lib/${spec.scope}.keys.ts`]: `/** Root of every TanStack Query key of this domain, so mutations invalidate only their own. */\nexport const ${propertyName}Keys = {\n  all: ['${spec.scope}'] as const,\n  list: (filters: Record<string, unknown>) => [...${propertyName}Keys.all, 'list', filters] as const,\n  detail: (id: string) => [...${propertyName}Keys.all, 'detail', id] as const,\n};\n`,
        [`src/lib/${spec.scope}.keys.test.ts`]: `import { expect, it } from 'vitest';\nimport { ${propertyName}Keys } from './${spec.scope}.keys';\n\nit('nests list and detail keys under the domain root', () => {\n  expect(${propertyName}Keys.list({ page: 1 }).slice(0, 1)).toEqual(${propertyName}Keys.all);\n  expect(${propertyName}Keys.detail('42')).toEqual(['${spec.scope}', 'detail', '42']);\n});\n`,
      };
    case 'ui':
      return {
        'src/index.ts': `export { ${className}Heading } from './lib/${className}Heading';\n`,
        [`src/lib/${className}Heading.tsx`]: `import { Title } from '@mantine/core';\nimport type { ReactNode } from 'react';\n\n/** The page heading of a ${spec.scope} screen. */\nexport function ${className}Heading({ children }: { children: ReactNode }) {\n  return <Title order={1}>{children}</Title>;\n}\n`,
        [`src/lib/${className}Heading.test.tsx`]: `import { MantineProvider } from '@mantine/core';\nimport { render, screen } from '@testing-library/react';\nimport { expect, it } from 'vitest';\nimport { ${className}Heading } from './${className}Heading';\n\nit('renders a level-one heading', () => {\n  render(<MantineProvider><${className}Heading>Title</${className}Heading></MantineProvider>);\n  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();\n});\n`,
      };
    case 'feature':
      return {
        'src/index.ts': `export { ${className}Section } from './lib/${className}Section';\n`,
        [`src/lib/${className}Section.tsx`]: `import { Stack } from '@mantine/core';\nimport type { ReactNode } from 'react';\n\n/** The frame every ${spec.scope} page renders in. */\nexport function ${className}Section({ children }: { children: ReactNode }) {\n  return <Stack component="section" gap="md">{children}</Stack>;\n}\n`,
        [`src/lib/${className}Section.test.tsx`]: `import { MantineProvider } from '@mantine/core';\nimport { render, screen } from '@testing-library/react';\nimport { expect, it } from 'vitest';\nimport { ${className}Section } from './${className}Section';\n\nit('renders its content in a region', () => {\n  render(<MantineProvider><${className}Section><p>content</p></${className}Section></MantineProvider>);\n  expect(screen.getByText('content')).toBeInTheDocument();\n});\n`,
      };
  }
}
