import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage';
import { httpError, renderAuthPage } from './test-utils';
import { addressWithoutToken } from './token-from-link';
import { localeStorageKey } from '@portal/shared-util-i18n';

const fill = async (password: string, repeat: string) => {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.removeItem(localeStorageKey);
});

/** The invitation's link, Polski chosen with the page's language switch (which remembers it). */
function renderInvitation(resetPassword: () => Promise<'signedIn'>) {
  localStorage.setItem(localeStorageKey, 'pl');
  return renderAuthPage(<ResetPasswordPage token={'t'.repeat(20)} />, { resetPassword } as never, 'ready', { locale: 'pl', path: '/auth/reset-password' });
}

it('checks the password rules and the repetition before calling the API', async () => {
  const resetPassword = vi.fn();
  renderAuthPage(<ResetPasswordPage token={"t".repeat(20)} />, { resetPassword });
  await fill('too-short', 'different');
  expect(screen.getByText('Use at least 12 characters')).toBeInTheDocument();
  expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  expect(resetPassword).not.toHaveBeenCalled();
});

it('confirms a changed password', async () => {
  const resetPassword = vi.fn(async () => undefined);
  renderAuthPage(<ResetPasswordPage token={'t'.repeat(20)} />, { resetPassword } as never);
  await fill('a-long-enough-pass1', 'a-long-enough-pass1');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.'));
});

it('signs an invited colleague in, in the language chosen on the page, and goes into the portal with a welcome', async () => {
  const resetPassword = vi.fn(async () => 'signedIn' as const);
  const { services, router } = renderInvitation(resetPassword);
  await fill('a-long-enough-pass1', 'a-long-enough-pass1');
  await waitFor(() => expect(services.onSignedIn).toHaveBeenCalledWith({ welcome: true }));
  expect(resetPassword).toHaveBeenCalledWith({ token: 't'.repeat(20), password: 'a-long-enough-pass1', language: 'pl' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(screen.queryByRole('status')).toBeNull();
});

it('says a used or expired link is no longer valid', async () => {
  const resetPassword = vi.fn(async () => Promise.reject({ ...httpError(400), response: { status: 400, data: { code: 'invalid_reset_token' }, headers: {} } }));
  renderAuthPage(<ResetPasswordPage token={'t'.repeat(20)} />, { resetPassword } as never);
  await fill('a-long-enough-pass1', 'a-long-enough-pass1');
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid. Please ask for a new one.');
});

it('has no composition rules: a long password of letters only goes to the server', async () => {
  const resetPassword = vi.fn(async () => undefined);
  renderAuthPage(<ResetPasswordPage token={'t'.repeat(20)} />, { resetPassword } as never);
  expect(await screen.findByText('Use at least 12 characters. Common passwords and your own name are not accepted.')).toBeInTheDocument();
  await fill('lettersonlyhere', 'lettersonlyhere');
  await waitFor(() => expect(resetPassword).toHaveBeenCalledWith({ token: 't'.repeat(20), password: 'lettersonlyhere' }));
});

it('says at the field when the server finds the password too common or too easy to guess', async () => {
  const refused = { ...httpError(400), response: { status: 400, data: { status: 400, code: 'common_password', errors: [{ field: 'password', message: 'Too common or too easy to guess' }] }, headers: {} } };
  const resetPassword = vi.fn(async () => Promise.reject(refused));
  renderAuthPage(<ResetPasswordPage token={'t'.repeat(20)} />, { resetPassword } as never);
  await fill('password1234', 'password1234');
  const field = screen.getByLabelText(/^New password/);
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('This password is too common or too easy to guess. Choose another one.')));
  // Mantine's PasswordInput marks only data-invalid; screen readers need aria-invalid.
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Repeat the new password/)).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByRole('status')).toBeNull();
});

it('takes the token out of the address bar at once, keeping the path, and still uses it', async () => {
  window.history.replaceState({ kept: true }, '', '/auth/reset-password?token=secret-token-0123456789&lang=nl#form');
  const resetPassword = vi.fn(async () => undefined);
  // The router passes an empty token once the address has lost it: the page keeps the one it read.
  function Route() {
    const [token, setToken] = useState('secret-token-0123456789');
    return (
      <>
        <button type="button" onClick={() => setToken('')}>
          Address changed
        </button>
        <ResetPasswordPage token={token} />
      </>
    );
  }
  renderAuthPage(<Route />, { resetPassword } as never);
  await screen.findByLabelText(/^New password/);
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/auth/reset-password?lang=nl#form');
  expect(window.history.state).toEqual({ kept: true });
  await userEvent.click(screen.getByRole('button', { name: 'Address changed' }));
  await fill('a-long-enough-pass1', 'a-long-enough-pass1');
  await waitFor(() => expect(resetPassword).toHaveBeenCalledWith({ token: 'secret-token-0123456789', password: 'a-long-enough-pass1' }));
});

it('leaves the rest of an address as it was', () => {
  expect(addressWithoutToken('https://portal.example/auth/reset-password?token=abc')).toBe('/auth/reset-password');
  expect(addressWithoutToken('https://portal.example/auth/reset-password?a=1&token=abc&b=2#x')).toBe('/auth/reset-password?a=1&b=2#x');
});
