import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage';
import { httpError, renderAuthPage } from './test-utils';

const fill = async (password: string, repeat: string) => {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
};

it('checks the password rules and the repetition before calling the API', async () => {
  const resetPassword = vi.fn();
  renderAuthPage(<ResetPasswordPage token={"t".repeat(20)} />, { resetPassword });
  await fill('lettersonlyhere', 'different');
  expect(screen.getByText('Use at least one digit or symbol')).toBeInTheDocument();
  expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  expect(resetPassword).not.toHaveBeenCalled();
});

it('confirms a changed password', async () => {
  const resetPassword = vi.fn(async () => undefined);
  renderAuthPage(<ResetPasswordPage token={'t'.repeat(20)} />, { resetPassword } as never);
  await fill('a-long-enough-pass1', 'a-long-enough-pass1');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.'));
});

it('says a used or expired link is no longer valid', async () => {
  const resetPassword = vi.fn(async () => Promise.reject({ ...httpError(400), response: { status: 400, data: { code: 'invalid_reset_token' }, headers: {} } }));
  renderAuthPage(<ResetPasswordPage token={'t'.repeat(20)} />, { resetPassword } as never);
  await fill('a-long-enough-pass1', 'a-long-enough-pass1');
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid. Please ask for a new one.');
});
