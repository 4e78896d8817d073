import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AssetsPage, NewAssetPage } from './AssetPages';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

it.each([
  [AssetsPage, 'Assets'],
  [NewAssetPage, 'New asset'],
])('titles its page', (Page, title) => {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Page />
      </MantineProvider>
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
