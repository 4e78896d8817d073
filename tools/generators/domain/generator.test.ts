import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
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
      expect(tests).toHaveLength(1);
    }
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
