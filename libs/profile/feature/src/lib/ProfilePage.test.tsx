import type { ApiClient } from '@portal/shared-data-access-http';
import { withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ProfilePage } from './ProfilePage';

const profile = { id: 1, firstName: 'Ben', lastName: 'Jansen', email: 'ben@northwind.test', phone: null, preferredLanguageCode: 'en-US' };

function renderProfile(patch = vi.fn(async (_url: string, body: object) => ({ data: { ...profile, ...body } }))) {
  const client = {
    http: { get: vi.fn(async () => ({ data: profile })), patch },
    config: { apiUrlUsermgmt: '/api/usermgmt' },
  } as unknown as ApiClient;
  const view = renderWithUi(withApp(<ProfilePage />, { apiClient: client }).element);
  return { ...view, patch };
}

it('shows who is signed in and saves a new language at once', async () => {
  const { patch } = renderProfile();
  expect(await screen.findByText('ben@northwind.test')).toBeInTheDocument();
  const select = screen.getByRole('combobox', { name: /Language/ });
  expect(select).toHaveValue('en-US');
  await userEvent.selectOptions(select, 'de');
  await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/usermgmt/profile', { preferredLanguageCode: 'de' }));
  await waitFor(() => expect(select).toHaveValue('de'));
});

it('says so when the language cannot be saved, and keeps the old one', async () => {
  renderProfile(vi.fn(async () => Promise.reject(new Error('offline'))));
  const select = await screen.findByRole('combobox', { name: /Language/ });
  await userEvent.selectOptions(select, 'pl');
  expect(await screen.findByRole('alert')).toHaveTextContent('The language could not be saved. Please try again.');
  expect(select).toHaveValue('en-US');
});

it('names every language in itself and has no axe violations', async () => {
  const { container } = renderProfile();
  await screen.findByText('ben@northwind.test');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'English',
    'Deutsch',
    'Français (Belgique)',
    'Nederlands',
    'Nederlands (België)',
    'Magyar',
    'Polski',
  ]);
  await expectNoAxeViolations(container);
});
