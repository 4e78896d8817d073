import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { thisDevice } from '@portal/profile-util/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { requests, server, state, url, serveProfileEndpoints } from '../profile-test-server';
import { renderProfilePage } from '../render-profile';

serveProfileEndpoints();
const section = () => screen.getByRole('region', { name: 'Signed-in devices' });
const names = () => within(section()).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

it('lists the devices with this one marked, and signs out everywhere else after asking', async () => {
  const { user } = await renderProfilePage();
  await within(section()).findByText('Chrome 131 on Windows 10');
  expect(names()).toEqual(['Chrome 131 on Windows 10', 'Safari 18 on iOS 18.1', 'Unknown browser']);
  const [first] = within(section()).getAllByRole('listitem');
  expect(within(first!).getByText('This device')).toBeInTheDocument();
  expect(within(section()).getAllByText('This device')).toHaveLength(1);

  await user.click(within(section()).getByRole('button', { name: 'Sign out everywhere else' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
  await expectNoAxeViolations(dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

  await user.click(within(section()).getByRole('button', { name: 'Sign out everywhere else' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
  expect(await within(section()).findByRole('status')).toHaveTextContent('Signed out on 2 devices.');
  await waitFor(() => expect(names()).toEqual(['Chrome 131 on Windows 10']));
  expect(within(section()).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
});

it('says in the dialog when signing out failed', async () => {
  const { user } = await renderProfilePage();
  server.use(http.post(url('/profile/sessions/sign-out-others'), () => HttpResponse.json({ status: 500 }, { status: 500 })));
  await user.click(await within(section()).findByRole('button', { name: 'Sign out everywhere else' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The other devices could not be signed out. Please try again.');
});

it('has nothing to sign out when this is the only device', async () => {
  state.devices = { items: [thisDevice] };
  await renderProfilePage();
  await within(section()).findByText('This device');
  expect(within(section()).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
});

it('says when the devices cannot be loaded, and tries again', async () => {
  server.use(http.get(url('/profile/sessions'), () => HttpResponse.json({ status: 503 }, { status: 503 }), { once: true }));
  const { user } = await renderProfilePage();
  const alert = await within(section()).findByRole('alert');
  expect(alert).toHaveTextContent('Your signed-in devices could not be loaded');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(section()).findByText('Chrome 131 on Windows 10')).toBeInTheDocument();
});
