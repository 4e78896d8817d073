import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { analyticsServiceInfo, createConsentController, type ConsentController } from '@portal/consent-data-access';
import { createFakeEngine, type FakeEngine } from '@portal/consent-data-access/testing';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { ConsentControllerContext } from './consent-context';

/** Renders inside Mantine, Lingui (en-US source texts) and a controller over a fake klaro. */
export function renderWithConsent(ui: ReactElement, options: { i18n?: I18n } = {}) {
  const engine: FakeEngine = createFakeEngine();
  const controller: ConsentController = createConsentController({
    services: [analyticsServiceInfo],
    loadEngine: async () => engine,
  });
  const i18n = options.i18n ?? setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
  const view = render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <ConsentControllerContext.Provider value={controller}>{ui}</ConsentControllerContext.Provider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { ...view, controller, engine };
}

/** Fails with axe's own report when the element has violations (contrast is left to the e2e). */
export async function expectNoAxeViolations(element: Element) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

/** The stored consent map, as klaro writes it. */
export function storedConsents(): Record<string, boolean> | null {
  const raw = localStorage.getItem('klaro');
  return raw === null ? null : JSON.parse(decodeURIComponent(raw));
}
