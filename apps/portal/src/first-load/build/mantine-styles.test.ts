// The build's rule that each Mantine component brings its own stylesheet, after those of the
// components it builds on (first-load/build/mantine-styles.ts, ADR 0013).
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineComponentStyles, mantineStyleOrder } from './mantine-styles';

// The package's folder, from its stylesheet entry (its package.json is not exported).
const mantine = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css'));
const esm = join(mantine, 'esm');
const classModules = (readdirSync(esm, { recursive: true }) as string[]).filter((file) => file.endsWith('.module.mjs'));
const order = mantineStyleOrder(esm);

type Handler = (code: string, id: string) => { code: string } | null;
const [build] = mantineComponentStyles() as unknown as { transform: { filter: { id: RegExp }; handler: Handler } }[];
const transformed = (id: string) => (build!.transform.filter.id.test(id) ? build!.transform.handler('export default {};', id) : null);
const importedStyles = (id: string) => [...(transformed(id)?.code ?? '').matchAll(/styles\/(\w+)\.layer\.css/g)].map(([, name]) => name);

describe('Mantine component styles', () => {
  it('finds a stylesheet for every component module of this Mantine version', () => {
    expect(classModules.length).toBeGreaterThan(50);
    const missing = classModules.map((file) => /([^\\/]+)\.module\.mjs$/.exec(file)![1]).filter((name) => !existsSync(join(mantine, 'styles', `${name}.layer.css`)));
    expect(missing).toEqual([]);
  });

  it("imports the component's own stylesheet last, after those of the components it builds on", () => {
    expect(importedStyles(join(esm, 'components/Button/Button.module.mjs'))).toEqual(['UnstyledButton', 'Loader', 'Button']);
    // A Select's dropdown is a Popover's: Combobox's rules must follow Popover's, wherever each lands.
    const combobox = importedStyles(join(esm, 'components/Combobox/Combobox.module.mjs'));
    expect(combobox.at(-1)).toBe('Combobox');
    expect(combobox.indexOf('Popover')).toBeGreaterThanOrEqual(0);
    expect(combobox.indexOf('Input')).toBeGreaterThanOrEqual(0);
    // Through a component without classes of its own: PillsInput renders InputBase, which renders Input.
    expect(order.get('PillsInput')).toContain('Input');
    expect(importedStyles(join(esm, 'utils/InlineInput/InlineInput.module.mjs')).at(-1)).toBe('InlineInput');
  });

  it('puts every base before what builds on it, and takes no icon for a base', () => {
    for (const [name, styles] of order) {
      expect(styles.at(-1)).toBe(name);
      for (const [at, base] of styles.entries()) for (const baseOfBase of order.get(base)!.slice(0, -1)) expect(styles.indexOf(baseOfBase)).toBeLessThan(at);
    }
    // The menu draws Checkbox's CheckIcon, which has none of the checkbox's classes.
    expect(order.get('Menu')).not.toContain('Checkbox');
  });

  it('leaves every other module alone', () => {
    expect(transformed(join(esm, 'components/Button/Button.mjs'))).toBeNull();
    expect(transformed('/work/libs/shared/ui/src/lib/Card.module.mjs')).toBeNull();
  });
});
