import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { withApp } from '@portal/shared-data-access-http/testing';
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { RouteLoadError } from './RouteStates';

vi.mock('./error-reporter', () => ({ reportError: () => 'local-ref1' }));

const render = (error: unknown) => renderWithUi(withApp(<RouteLoadError error={error as Error} reset={vi.fn()} />).element);
const httpError = (status: number) => ({ isAxiosError: true, response: { status, data: { status }, headers: {} } });

it('says what to do for each kind of failure, never a stack trace, and offers Try again', async () => {
  const { container, unmount } = render(httpError(500));
  expect(await screen.findByText(/quote reference local-ref1/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(container).not.toHaveTextContent(/Error:|\bat \S+ \(/);
  await expectNoAxeViolations(container);
  unmount();

  render(httpError(403));
  expect(await screen.findByText(/You no longer have access/)).toBeInTheDocument();
});

it('asks to check the connection when the API could not be reached', async () => {
  render(new TypeError('Network Error'));
  expect(await screen.findByText('Check your connection and try again.')).toBeInTheDocument();
});
