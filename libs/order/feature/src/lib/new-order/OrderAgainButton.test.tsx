import { draftKey, readDraft } from '@portal/order-data-access';
import { productPage, testSession } from '@portal/order-data-access/testing';
import type { OrderDetail } from '@portal/shared-api-contract';
import { withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { OrderAgainButton } from './OrderAgainButton';
import { handlers } from './test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => window.localStorage.clear());
afterAll(() => server.close());

const order = {
  id: 5,
  projectId: 3,
  address: { id: 7, label: 'Harbour site', street: 'Kade 1', postalCode: '1011 AA', city: 'Amsterdam', country: 'NL' },
  contactPerson: { id: 9, name: 'Ben Bakker', email: null, phone: null },
  lines: [{ id: 1, productId: 201, productCode: 'GEN-20', productNames: productPage.items[1]!.names, quantity: 3, startDate: '2025-01-06', expectedEndDate: '2025-02-06', deliveryMethod: 'delivery', depotId: null, depotName: null, cost: null }],
} as unknown as OrderDetail;

it('copies the lines, project, address and contact person into a new draft dated after the server\'s today, and opens the new order', async () => {
  const app = withApp(<OrderAgainButton session={testSession} order={order} />);
  const { container } = renderWithUi(app.element);
  await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/order/orders/add'));
  expect(readDraft(draftKey(testSession)).lines).toMatchObject([{ productId: 201, quantity: 3, startDate: '2026-11-23', expectedEndDate: '2026-11-30' }]);
  expect(readDraft(draftKey(testSession))).toMatchObject({ projectId: 3, addressId: 7, contactPersonId: 9 });
  await expectNoAxeViolations(container);
});
