import { renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CompanyPage, type CompanySection } from './CompanyPage';

it.each([
  ['contactpersons', 'Contact persons'],
  ['addresses', 'Addresses'],
  ['projects', 'Projects'],
  ['users', 'Users'],
  ['roles', 'Roles'],
] as [CompanySection, string][])('titles the %s page', (section, title) => {
  renderWithUi(<CompanyPage section={section} />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
