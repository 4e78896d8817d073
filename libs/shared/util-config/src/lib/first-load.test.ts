// util-config runs before the first render, so it may take types from the contract but no values
// from its main entry: those modules build zod schemas and would pull zod into the first load.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const contractVocabulary = fileURLToPath(new URL('../../../api-contract/src/lib/vocabulary.ts', import.meta.url));
const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
const importLines = (file: string) => readFileSync(file, 'utf8').split('\n').filter((l) => /^\s*(import|export)\b.*\bfrom\s/.test(l));

describe('the first-load code takes no zod', () => {
  it.each(sources)('%s imports only types from the contract entry', (file) => {
    const valueImports = importLines(`${here}/${file}`).filter(
      (l) => /from '(zod|@portal\/shared-api-contract)'/.test(l) && !/^\s*(import|export) type\b/.test(l),
    );
    expect(valueImports).toEqual([]);
  });

  it("the contract's vocabulary file imports nothing", () => {
    expect(importLines(contractVocabulary)).toEqual([]);
  });
});
