import { withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { ProfilePage } from './ProfilePage';
import { requests, savedElsewhere, server, state, url, serveProfileEndpoints } from './profile-test-server';
import { firstLoad, renderProfilePage } from './render-profile';

serveProfileEndpoints();

it('shows the five sections under their headings, and has no axe violations', async () => {
  const { container } = await renderProfilePage();
  expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Personal details', 'Language', 'Notifications', 'Change password', 'Signed-in devices']);
  await screen.findByText('Chrome 131 on Windows 10');
  await expectNoAxeViolations(container);
});

it('saves a new language at once with the version, and it becomes the profile’s', async () => {
  const { user, queryClient } = await renderProfilePage();
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(select).toHaveValue('English');
  expect(select).toHaveAccessibleDescription('The portal switches at once.');
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Deutsch', hidden: true }));
  await waitFor(() => expect(queryClient.getQueryData(['profile', 'me'])).toMatchObject({ preferredLanguageCode: 'de', version: 4 }));
  expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ preferredLanguageCode: 'de', version: 3 }]);
  expect(select).toHaveValue('Deutsch');
});

it('puts a language chosen after someone else saved on top of their version', async () => {
  const { user, queryClient } = await renderProfilePage();
  savedElsewhere({ lastName: 'Jansen-de Vries' });
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByRole('option', { name: 'Polski', hidden: true }));
  await waitFor(() => expect(queryClient.getQueryData(['profile', 'me'])).toMatchObject({ preferredLanguageCode: 'pl', lastName: 'Jansen-de Vries', version: 5 }));
  expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
    { preferredLanguageCode: 'pl', version: 3 },
    { preferredLanguageCode: 'pl', version: 4 },
  ]);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('says so when the language cannot be saved, and keeps the old one', async () => {
  const { user } = await renderProfilePage();
  server.use(http.patch(url('/profile'), () => HttpResponse.error()));
  const select = screen.getByRole('combobox', { name: 'Language' });
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Magyar', hidden: true }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The language could not be saved. Please try again.');
  expect(select).toHaveValue('English');
  expect(state.profile.preferredLanguageCode).toBe('en-US');
});

it('says when the profile cannot be loaded, and tries again', async () => {
  server.use(http.get(url('/profile'), () => HttpResponse.json({ status: 503 }, { status: 503 }), { once: true }));
  const { container } = renderWithUi(withApp(<ProfilePage />).element);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  const alert = await screen.findByRole('alert', {}, firstLoad);
  expect(alert).toHaveTextContent('Your profile could not be loaded');
  await expectNoAxeViolations(container);
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue('Ben');
});
