// The build's yield points between the API contract's schema modules (first-load/build/yield-points.ts, issue 14).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractSchemaModule, contractYieldPoints, yieldStatement } from './yield-points';

type Transform = (code: string, id: string) => { code: string; map: { mappings: string } } | null;
const plugin = contractYieldPoints() as unknown as { apply: string; transform: Transform };
const contractLib = join(import.meta.dirname, '../../../../../libs/shared/api-contract/src/lib');
const read = (file: string) => readFileSync(join(contractLib, file), 'utf8');

describe('contract yield points', () => {
  it('opens each schema module of the contract with a yield, keeping its code and a source map', () => {
    const id = join(contractLib, 'orders.ts');
    const code = read('orders.ts');
    const result = plugin.transform(code, id);
    expect(result?.code).toBe(yieldStatement + code);
    // The original first line is now the map's second: the first generated line maps nothing.
    expect(result?.map.mappings.startsWith(';')).toBe(true);
  });

  it('leaves the contract modules without schemas, its tests and every other module alone', () => {
    expect(plugin.transform(read('vocabulary.ts'), join(contractLib, 'vocabulary.ts'))).toBeNull();
    expect(plugin.transform("import { z } from 'zod';", join(contractLib, 'contract.test.ts'))).toBeNull();
    expect(plugin.transform("import { z } from 'zod';", '/work/libs/request/data-access/src/lib/new-request/requestable-picks.ts')).toBeNull();
  });

  it('finds the schema modules the first load must not wait for (every one that imports zod)', () => {
    const schemaModules = readdirSync(contractLib).filter((file) => contractSchemaModule(join(contractLib, file), read(file)));
    expect(schemaModules).toEqual(expect.arrayContaining(['common.ts', 'overview.ts', 'orders.ts', 'requests.ts', 'assets.ts']));
    expect(schemaModules).not.toContain('vocabulary.ts');
  });

  it('runs in the build and the dev server alike', () => {
    expect(plugin.apply).toBeUndefined();
  });
});
