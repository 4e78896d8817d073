import type { Tree } from '@nx/devkit';
import { libraryGenerator } from '../library/generator';

export interface DomainGeneratorSchema {
  scope: string;
}

export const domainTypes = ['feature', 'data-access', 'ui', 'util'] as const;

/** `nx g @portal/tools:domain <scope>`: the four libraries every business domain has. */
export async function domainGenerator(tree: Tree, options: DomainGeneratorSchema) {
  if (!/^[a-z][a-z0-9-]*$/.test(options.scope)) throw new Error(`"${options.scope}" is not a lower-case domain name`);
  for (const type of domainTypes) await libraryGenerator(tree, { scope: options.scope, type });
}

export default domainGenerator;
