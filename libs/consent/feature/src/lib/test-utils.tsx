import type { I18n } from '@lingui/core';
import { consentServices, createConsentController, type ConsentController } from '@portal/consent-data-access';
import { createFakeEngine, type FakeEngine } from '@portal/consent-data-access/testing';
import { renderWithUi } from '@portal/shared-ui/testing';
import type { ReactElement } from 'react';
import { ConsentControllerContext } from './consent-context';

export { expectNoAxeViolations } from '@portal/shared-ui/testing';

/** Renders inside Mantine, Lingui (en-US source texts unless given) and a controller over a fake klaro. */
export function renderWithConsent(ui: ReactElement, options: { i18n?: I18n } = {}) {
  const engine: FakeEngine = createFakeEngine();
  const controller: ConsentController = createConsentController({
    // The page's real list: the dialog and the notices see every registered service.
    services: consentServices,
    loadEngine: async () => engine,
  });
  const view = renderWithUi(<ConsentControllerContext.Provider value={controller}>{ui}</ConsentControllerContext.Provider>, { i18n: options.i18n });
  return { ...view, controller, engine };
}

/** The stored consent map, as klaro writes it. */
export function storedConsents(): Record<string, boolean> | null {
  const raw = localStorage.getItem('klaro');
  return raw === null ? null : JSON.parse(decodeURIComponent(raw));
}
