// Test helpers for components: render inside the providers every portal component expects.
import { i18n, setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { AppLocale } from '@portal/shared-util-i18n';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { portalCssVariables, portalTheme } from './lib/theme';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

/** Options of renderWithUi: the locale formatting follows (texts stay the English sources). */
export interface RenderWithUiOptions {
  locale?: AppLocale;
  /** A Lingui instance of the test's own (e.g. with translated messages loaded). */
  i18n?: I18n;
}

/** Renders with Lingui (en-US source texts unless told otherwise) and Mantine with the portal theme. */
export function renderWithUi(node: ReactNode, { locale = 'en-US', i18n: own }: RenderWithUiOptions = {}) {
  // Another locale gets its own instance, so one test never switches the language of the next.
  const instance = own ?? (locale === 'en-US' ? i18n : setupI18n({ locale, messages: { [locale]: {} } }));
  return render(
    <I18nProvider i18n={instance}>
      <MantineProvider theme={portalTheme} cssVariablesResolver={portalCssVariables}>
        {node}
      </MantineProvider>
    </I18nProvider>,
  );
}

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe with the WCAG 2.2 AA rules and fails naming every violation. Colour contrast and
 * landmark rules need a real layout and page, so jsdom leaves them to the e2e suite.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: wcag22aa },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  if (results.violations.length === 0) return;
  const lines = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  throw new Error(`axe found ${results.violations.length} violation(s):\n${lines.join('\n')}`);
}

/**
 * Makes `window.matchMedia` answer width queries as a viewport this wide (jsdom's stand-in
 * always says "no", i.e. a phone). Returns the function that restores the previous answer.
 */
export function setViewportWidth(width: number): () => void {
  const previous = window.matchMedia;
  const px = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16);
  const matches = (query: string) => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
    if (conditions.length === 0) return false;
    return conditions.every(([, side, value = '0', unit = 'px']) => (side === 'min' ? width >= px(value, unit) : width <= px(value, unit)));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}
