// Shared set-up of the new-request component tests: the request service on MSW, the page, what was sent.
import { requestableAssets, requestableDocuments, requestableLinePage, requestFormSession } from '@portal/request-data-access/testing';
import type { NewRequestSearch } from '@portal/request-util';
import type { Session } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NewRequestPage } from './NewRequestPage';

export const base = testConfig.apiUrlRequest;
const byIds = <T extends { id: number }>(items: T[], ids: string | null) => (ids ? items.filter((i) => ids.split(',').includes(String(i.id))) : items);

export const handlers = [
  http.get(`${base}/requests/lines`, ({ request }) => {
    const items = byIds(requestableLinePage.items, new URL(request.url).searchParams.get('ids'));
    return HttpResponse.json({ ...requestableLinePage, items, total: items.length });
  }),
  http.get(`${base}/requests/assets`, ({ request }) => HttpResponse.json({ items: byIds(requestableAssets, new URL(request.url).searchParams.get('id')) })),
  http.get(`${base}/requests/documents`, ({ request }) => HttpResponse.json({ items: byIds(requestableDocuments, new URL(request.url).searchParams.get('id')) })),
  // An extension within every PO budget unless a test says otherwise.
  http.post(`${base}/requests/extension-check`, () => HttpResponse.json({ currency: 'EUR', overPoBudget: null })),
];

/** What `POST /requests` received: bodies and keys, in order. */
export const sent: { body: unknown; key: string | null }[] = [];

/** `POST /requests` answering `body` with `status` (after a moment, so a double click can race it). */
export const answer = (body: object, status = 201) =>
  http.post(`${base}/requests`, async ({ request }) => {
    sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
    await new Promise((r) => setTimeout(r, 20));
    return HttpResponse.json(body, { status });
  });

export const problem = (status: number, code: string, errors?: { field: string; message: string }[]) => ({ type: 'about:blank', title: 'Refused', status, code, ...(errors ? { errors } : {}) });

export function renderPage(search: NewRequestSearch = {}, session: Session = requestFormSession) {
  const app = withApp(<NewRequestPage session={session} search={search} />);
  return { ...renderWithUi(app.element), queryClient: app.queryClient };
}

/** A user that does not check the `accept` of file inputs, as a browser's "All files" choice does not. */
export const user = () => userEvent.setup({ applyAccept: false });

/** Opens the page and chooses a type by its card. */
export async function openForm(name: RegExp | string, search: NewRequestSearch = {}) {
  const rendered = renderPage(search);
  await userEvent.click(await screen.findByRole('radio', { name }));
  return rendered;
}
