import { draftKey, readDraft } from '@portal/order-data-access';
import { testSession } from '@portal/order-data-access/testing';
import { testConfig } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { handlers, renderFlow, seedDraft } from './test-utils';

let lastSearch: URLSearchParams | undefined;
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

it('adds products to the order, with the rates, and keeps the draft in storage', async () => {
  const { container } = renderFlow();
  expect(await screen.findByRole('heading', { level: 2, name: 'Equipment' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Mini excavator 1.5 t' });
  expect(within(card).getByText('€95.00')).toBeInTheDocument();
  expect(card.querySelector('img')).toHaveAttribute('alt', '');
  await userEvent.click(within(card).getByRole('button', { name: 'Add to order' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Add to order' }));
  const line = screen.getByRole('group', { name: 'Mini excavator 1.5 t' });
  expect(within(line).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  expect(readDraft(draftKey(testSession)).lines).toMatchObject([{ productId: 101, quantity: 2, startDate: '2026-11-23' }]);
  await expectNoAxeViolations(container);

  await userEvent.click(within(line).getByRole('button', { name: 'Remove' }));
  expect(screen.queryByRole('group', { name: 'Mini excavator 1.5 t' })).toBeNull();
});

it('searches on the server once typing pauses', async () => {
  server.use(http.get(`${testConfig.apiUrlOverview}/catalogue/products`, ({ request }) => {
    lastSearch = new URL(request.url).searchParams;
    return HttpResponse.json({ items: [], page: 1, pageSize: 12, total: 0, currency: 'EUR' });
  }));
  renderFlow();
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search equipment' }), 'pump');
  expect(await screen.findByText('No equipment matches')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 400));
  expect(lastSearch?.get('q')).toBe('pump');
});

it('says a quantity of 0 or 1000 is out of bounds, keeps what was typed, and does not go on', async () => {
  seedDraft();
  renderFlow();
  const quantity = within(await screen.findByRole('group', { name: 'Mini excavator 1.5 t' })).getByRole('textbox', { name: 'Quantity' });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '0');
  expect(await screen.findByText('Enter at least 1')).toBeInTheDocument();
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '1000');
  expect(await screen.findByText('Enter at most 999')).toBeInTheDocument();
  await userEvent.tab();
  expect(quantity).toHaveValue('1000');
  await userEvent.click(screen.getByRole('button', { name: 'Next: Period and delivery' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Equipment' })).toBeInTheDocument();
  expect(readDraft(draftKey(testSession)).lines[0]!.quantity).toBe(1000);
});

it('asks for a product before going on, and moves focus to the next step heading', async () => {
  renderFlow();
  await userEvent.click(await screen.findByRole('button', { name: 'Next: Period and delivery' }));
  expect(screen.getByText('Add at least one product')).toBeInTheDocument();
  await userEvent.click(within(await screen.findByRole('article', { name: 'Generator 20 kVA' })).getByRole('button', { name: 'Add to order' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next: Period and delivery' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Period and delivery' })).toHaveFocus();
});
