// Shared set-up of the new-order component tests: the API on MSW, a draft in storage, the page.
import { addProduct, draftKey, emptyDraft, writeDraft, type OrderDraft } from '@portal/order-data-access';
import { categories, orderFormOptions, orderQuote, productPage, testSession } from '@portal/order-data-access/testing';
import type { Session } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { renderWithUi } from '@portal/shared-ui/testing';
import { http, HttpResponse } from 'msw';
import { NewOrderPage } from './NewOrderPage';

const base = testConfig.apiUrlOverview;

export const handlers = [
  http.get(`${base}/catalogue/categories`, () => HttpResponse.json({ items: categories })),
  http.get(`${base}/catalogue/products`, () => HttpResponse.json(productPage)),
  http.get(`${base}/order-form/options`, () => HttpResponse.json(orderFormOptions)),
  http.post(`${base}/orders/quote`, () => HttpResponse.json(orderQuote)),
];

/** A draft of the mini excavator, ready to review when `complete`. */
export function seedDraft(change: Partial<OrderDraft> = {}, session: Session = testSession): OrderDraft {
  const draft = { ...addProduct(emptyDraft(), productPage.items[0]!, orderFormOptions.today), ...change };
  writeDraft(draftKey(session), draft);
  return draft;
}

export const complete: Partial<OrderDraft> = { projectId: 3, addressId: 7, contactPersonId: 9 };

export function renderFlow(session: Session = testSession) {
  const app = withApp(<NewOrderPage session={session} />);
  return renderWithUi(app.element);
}
