import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CompanyPage, type CompanySection } from './CompanyPage';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

it.each([
  ['contactpersons', 'Contact persons'],
  ['addresses', 'Addresses'],
  ['projects', 'Projects'],
  ['users', 'Users'],
  ['roles', 'Roles'],
] as [CompanySection, string][])('titles the %s page', (section, title) => {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <CompanyPage section={section} />
      </MantineProvider>
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
