// The build's rule that each Mantine component brings its own stylesheet (vite.mantine-styles.ts).
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineComponentStyles } from '../../vite.mantine-styles';

// The package's folder, from its stylesheet entry (its package.json is not exported).
const mantine = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css'));
const classModules = (readdirSync(join(mantine, 'esm'), { recursive: true }) as string[]).filter((file) => file.endsWith('.module.mjs'));

type Handler = (code: string, id: string) => { code: string } | null;
const { transform } = mantineComponentStyles() as unknown as { transform: { filter: { id: RegExp }; handler: Handler } };
const transformed = (id: string) => (transform.filter.id.test(id) ? transform.handler('export default {};', id) : null);

describe('Mantine component styles', () => {
  it('finds a stylesheet for every component module of this Mantine version', () => {
    expect(classModules.length).toBeGreaterThan(50);
    const missing = classModules.map((file) => /([^\\/]+)\.module\.mjs$/.exec(file)![1]).filter((name) => !existsSync(join(mantine, 'styles', `${name}.layer.css`)));
    expect(missing).toEqual([]);
  });

  it("makes a component's class names import its layered stylesheet, first", () => {
    const result = transformed(join(mantine, 'esm/components/Button/Button.module.mjs'));
    expect(result?.code.split('\n')[0]).toBe("import '@mantine/core/styles/Button.layer.css';");
    expect(transformed(join(mantine, 'esm/utils/InlineInput/InlineInput.module.mjs'))?.code).toContain('styles/InlineInput.layer.css');
  });

  it('leaves every other module alone', () => {
    expect(transformed(join(mantine, 'esm/components/Button/Button.mjs'))).toBeNull();
    expect(transformed('/work/libs/shared/ui/src/lib/Card.module.mjs')).toBeNull();
  });
});
