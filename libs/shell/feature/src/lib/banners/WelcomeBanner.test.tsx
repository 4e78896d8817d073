import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { waitFor as machineWaitFor } from 'xstate';
import { renderShell } from '../test-utils';
import { WelcomeBanner } from './WelcomeBanner';

it('welcomes a colleague signed in by their invitation by the company’s name, until they close it', async () => {
  const { lifecycle } = await renderShell(<WelcomeBanner />);
  expect(screen.queryByText(/^Welcome to/)).toBeNull();
  act(() => lifecycle.send({ type: 'session.logout' }));
  await machineWaitFor(lifecycle, (s) => s.matches({ app: 'loggedOut' }));
  act(() => lifecycle.send({ type: 'session.signedIn', welcome: true }));
  const welcome = await screen.findByRole('status');
  expect(welcome).toHaveTextContent('Welcome to Northwind Bouw B.V.');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText(/^Welcome to/)).toBeNull());
  expect(lifecycle.getSnapshot().context.welcome).toBe(false);
});
