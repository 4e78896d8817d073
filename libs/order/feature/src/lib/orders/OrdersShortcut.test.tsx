import { orderPage, testSession } from '@portal/order-data-access/testing';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OrdersShortcut } from './OrdersShortcut';

let asked: string | null = null;
const server = setupServer(
  http.get(`${testConfig.apiUrlOverview}/orders`, ({ request }) => {
    asked = new URL(request.url).searchParams.get('status');
    return HttpResponse.json({ ...orderPage, total: 3 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('links My orders, and shows approvers how many orders wait for them', async () => {
  const { container } = renderWithUi(withApp(<OrdersShortcut session={{ ...testSession, rights: ['APPROVE_ORDERS'] }} />).element);
  expect(await screen.findByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/order/orders');
  expect(await screen.findByRole('link', { name: '3 orders awaiting approval' })).toHaveAttribute('href', '/order/orders?status=awaiting_approval');
  expect(asked).toBe('awaiting_approval');
  await expectNoAxeViolations(container);
});

it('asks nothing for users who do not approve', async () => {
  asked = null;
  renderWithUi(withApp(<OrdersShortcut session={testSession} />).element);
  expect(await screen.findByRole('link', { name: 'My orders' })).toBeInTheDocument();
  expect(screen.queryByText(/awaiting approval/)).toBeNull();
  expect(asked).toBeNull();
});
