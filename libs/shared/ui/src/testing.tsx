// Test helpers for components: render inside the providers every portal component expects.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

/** Renders with Lingui (en-US, source texts) and Mantine. */
export function renderWithUi(node: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nProvider>,
  );
}
