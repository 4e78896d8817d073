import { requestFormSession } from '@portal/request-data-access/testing';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { handlers, renderPage } from './test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('offers six kinds of request as radio cards, reachable and chosen by keyboard', async () => {
  const { container } = renderPage();
  const names = ['Stop rental (off-hire)', 'Extend rental', 'Report a breakdown', 'Report damage', 'Question about an invoice', 'Other'];
  const cards = await screen.findAllByRole('radio');
  expect(cards.map((c) => c.textContent)).toEqual(names.map((n) => expect.stringContaining(n)));
  expect(screen.getByRole('radiogroup', { name: 'What do you need?' })).toBeInTheDocument();
  await expectNoAxeViolations(container);

  await userEvent.tab();
  expect(cards[0]).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(cards[0]).toBeChecked();
  expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
  await userEvent.keyboard('{ArrowDown}');
  expect(cards[1]).toHaveFocus();
  expect(cards[1]).toBeChecked();
  expect(await screen.findByLabelText('New expected end date')).toBeInTheDocument();
});

it('says why instead of the forms to a user who may not send requests', async () => {
  const session = { ...requestFormSession, rights: requestFormSession.rights.filter((r) => r !== 'MANAGE_REQUESTS') };
  const { container } = renderPage({ type: 'off_hire' }, session);
  expect(await screen.findByText('You do not have the right to send requests')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  await expectNoAxeViolations(container);
});
