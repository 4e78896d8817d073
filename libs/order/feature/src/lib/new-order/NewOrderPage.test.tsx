import { draftKey, orderRefusalOf } from '@portal/order-data-access';
import { testSession } from '@portal/order-data-access/testing';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Component, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { NewOrderPage } from './NewOrderPage';
import { OrderRefused } from './OrderRefused';
import { handlers, renderFlow, seedDraft } from './test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

/** Stands in for the route's errorComponent, which shows OrderRefused for a refusal. */
class RouteError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError = (error: unknown) => ({ error });
  override render() {
    const reason = this.state.error === undefined ? null : orderRefusalOf(this.state.error);
    if (reason) return <OrderRefused reason={reason} contact={{ phone: '+31 20 555 0100', email: null }} />;
    return this.state.error === undefined ? this.props.children : <p>Other error</p>;
  }
}

it('says why instead of the form when the company is blocked', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get(`${testConfig.apiUrlOverview}/order-form/options`, () => HttpResponse.json({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'client_blocked' }, { status: 403 })));
  const { container } = renderWithUi(withApp(<RouteError><NewOrderPage session={testSession} /></RouteError>).element);
  expect(await screen.findByText('Your company cannot place new orders at the moment')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Call +31 20 555 0100' })).toHaveAttribute('href', 'tel:+31 20 555 0100');
  expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  await expectNoAxeViolations(container);
});

it('says so when the user lacks the right to order', () => {
  renderWithUi(<OrderRefused reason="missing_right" />);
  expect(screen.getByText('You do not have the right to place orders')).toBeInTheDocument();
});

it('discards the draft only after confirmation', async () => {
  seedDraft({ step: 1, comment: 'keep me' });
  renderFlow();
  await userEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Keep the draft' }));
  expect(window.localStorage.getItem(draftKey(testSession))).toContain('keep me');
  await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(window.localStorage.getItem(draftKey(testSession))).toBeNull();
  expect(await screen.findByRole('heading', { level: 2, name: 'Equipment' })).toBeInTheDocument();
});
