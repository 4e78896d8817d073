import type { Tree } from '@nx/devkit';
import { libraryGenerator } from '../library/generator';
import { routeStarter } from '../library/list-starters';

export interface DomainGeneratorSchema {
  scope: string;
}

// In dependency order: each library's starter code imports from the ones made before it.
export const domainTypes = ['util', 'data-access', 'ui', 'feature'] as const;

/** `nx g @portal/tools:domain <scope>`: the four libraries every business domain has, and its list's route. */
export async function domainGenerator(tree: Tree, options: DomainGeneratorSchema) {
  if (!/^[a-z][a-z0-9-]*$/.test(options.scope)) throw new Error(`"${options.scope}" is not a lower-case domain name`);
  for (const type of domainTypes) await libraryGenerator(tree, { scope: options.scope, type });
  for (const [path, content] of Object.entries(routeStarter(options.scope))) tree.write(path, content);
}

export default domainGenerator;
