import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { answerOnce, requests, serveProfileEndpoints } from '../profile-test-server';
import { renderProfilePage } from '../render-profile';

serveProfileEndpoints();
const section = () => screen.getByRole('region', { name: 'Change password' });
const current = () => within(section()).getByLabelText(/^Current password/);
const fresh = () => within(section()).getByLabelText(/^New password/);
const submit = () => within(section()).getByRole('button', { name: 'Change password' });
const sent = () => requests.filter((r) => r.path.endsWith('/profile/password')).map((r) => r.body);
const reads = () => requests.filter((r) => r.path.endsWith('/profile/sessions')).length;

it('says the rules before typing, changes the password, clears the fields and reads the devices again', async () => {
  const { user } = await renderProfilePage();
  expect(fresh()).toHaveAccessibleDescription('Use at least 12 characters. Common passwords and your own name are not accepted.');
  await waitFor(() => expect(reads()).toBe(1));
  await user.type(current(), 'old-secret-1');
  await user.type(fresh(), 'Dakgoot-2026!');
  await user.click(submit());
  expect(await within(section()).findByRole('status')).toHaveTextContent('Your password was changed. You were signed out on 2 other devices.');
  expect(sent()).toEqual([{ currentPassword: 'old-secret-1', newPassword: 'Dakgoot-2026!' }]);
  expect(current()).toHaveValue('');
  expect(fresh()).toHaveValue('');
  await waitFor(() => expect(reads()).toBe(2));
});

it('checks the policy before sending, in the contract’s words', async () => {
  const { user } = await renderProfilePage();
  await user.type(fresh(), 'too-short');
  await user.click(submit());
  expect(current()).toHaveAttribute('aria-invalid', 'true');
  expect(current()).toHaveAccessibleDescription('Enter your current password.');
  expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('Use at least 12 characters.'));
  await waitFor(() => expect(current()).toHaveFocus());
  expect(fresh()).toHaveValue('too-short');
  expect(sent()).toEqual([]);
  await expectNoAxeViolations(section());
});

it('says a wrong current password at its field and empties only that one', async () => {
  const { user } = await renderProfilePage();
  answerOnce('post', '/profile/password', { status: 400, code: 'wrong_password', errors: [{ field: 'currentPassword', message: 'The current password is not right' }] }, 400);
  await user.type(current(), 'not-my-password');
  await user.type(fresh(), 'Dakgoot-2026!');
  await user.click(submit());
  await waitFor(() => expect(current()).toHaveAccessibleDescription('This is not your current password.'));
  expect(current()).toHaveValue('');
  await waitFor(() => expect(current()).toHaveFocus());
  expect(fresh()).toHaveValue('Dakgoot-2026!');
  expect(within(section()).queryByRole('status')).toBeNull();
});

it('says how long to wait after too many wrong attempts, keeping what was typed', async () => {
  const { user } = await renderProfilePage();
  answerOnce('post', '/profile/password', { status: 429, code: 'too_many_attempts' }, 429, { 'retry-after': '840' });
  await user.type(current(), 'guess-number-6');
  await user.type(fresh(), 'Dakgoot-2026!');
  await user.click(submit());
  expect(await within(section()).findByRole('alert')).toHaveTextContent('Too many wrong attempts. Try again in 14 minutes.');
  expect(current()).toHaveValue('guess-number-6');
  expect(fresh()).toHaveValue('Dakgoot-2026!');
});

it('says a new password equal to the current one at the new password', async () => {
  const { user } = await renderProfilePage();
  answerOnce('post', '/profile/password', { status: 400, code: 'same_password', errors: [{ field: 'newPassword', message: 'x' }] }, 400);
  await user.type(current(), 'Dakgoot-2026!');
  await user.type(fresh(), 'Dakgoot-2026!');
  await user.click(submit());
  await waitFor(() => expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('Choose a new password that differs from your current one.')));
  expect(current()).toHaveValue('Dakgoot-2026!');
});

it('says at the new password when the server finds it too common or too easy to guess', async () => {
  const { user } = await renderProfilePage();
  answerOnce('post', '/profile/password', { status: 400, code: 'common_password', errors: [{ field: 'newPassword', message: 'Too common or too easy to guess' }] }, 400);
  await user.type(current(), 'Dakgoot-2026!');
  await user.type(fresh(), 'password1234');
  await user.click(submit());
  await waitFor(() => expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('This password is too common or too easy to guess. Choose another one.')));
  expect(fresh()).toHaveValue('password1234');
  expect(current()).toHaveValue('Dakgoot-2026!');
});
