import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';
import { httpError, renderAuthPage } from './test-utils';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText(/Email address/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('offers the language switch before the form, set to the current language (issue 13)', async () => {
    renderAuthPage(<LoginPage />);
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en-US');
    // First in the tab order: a visitor who cannot read the page finds their language first.
    expect(language.compareDocumentPosition(screen.getByRole('heading', { name: 'Sign in' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('explains empty and malformed input next to the fields without calling the API', async () => {
    const login = vi.fn();
    renderAuthPage(<LoginPage />, { login });
    await fillAndSubmit('not-an-email', '');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in and tells the lifecycle, which leads on (the page itself does not navigate)', async () => {
    const { services } = renderAuthPage(<LoginPage />, { login: vi.fn(async () => 'token') });
    await fillAndSubmit('ben@northwind.test', 'rental-demo');
    await waitFor(() => expect(services.onSignedIn).toHaveBeenCalled());
    expect(services.api.login).toHaveBeenCalledWith({ email: 'ben@northwind.test', password: 'rental-demo' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains an account without a company, and stays', async () => {
    renderAuthPage(<LoginPage />, { login: vi.fn(async () => 'token') }, 'noClient');
    await fillAndSubmit('dora@noclient.test', 'rental-demo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not linked to any company yet.');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('dora@noclient.test');
  });

  it.each([
    [httpError(401), 'The email address or password is not correct.'],
    [httpError(429, { 'retry-after': '120' }), 'Too many attempts. Please wait 2 minutes and try again.'],
    [new TypeError('Failed to fetch'), 'We could not reach the portal. Check your connection and try again.'],
    [httpError(500), 'Something went wrong on our side. Please try again in a moment.'],
  ])('says what went wrong and keeps the email', async (error, message) => {
    renderAuthPage(<LoginPage />, { login: vi.fn(async () => Promise.reject(error)) });
    await fillAndSubmit('ben@northwind.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ben@northwind.test');
  });

  it('has no axe violations', async () => {
    const { container } = renderAuthPage(<LoginPage />);
    await screen.findByRole('heading', { name: 'Sign in' });
    await expectNoAxeViolations(container);
  });
});
