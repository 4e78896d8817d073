import { withApp } from '@portal/shared-data-access-http/testing';
import { renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ReportProblemLink } from './ReportProblemLink';

const eventId = '0123456789abcdef0123456789abcdef';
const hrefOf = async () => new URL((await screen.findByRole('link', { name: 'Report this problem' }, { timeout: 5000 })).getAttribute('href')!, 'http://portal.test');

it('carries the error report’s event id and the page to the problem form', async () => {
  renderWithUi(withApp(<ReportProblemLink reportId={eventId} page="/order/documents?q=42" />).element);
  const href = await hrefOf();
  expect(href.pathname).toBe('/order/help/report-problem');
  expect(Object.fromEntries(href.searchParams)).toEqual({ eventId, page: '/order/documents?q=42' });
});

it('passes on only what is an event id and a portal page', async () => {
  renderWithUi(withApp(<ReportProblemLink reportId="local-ab12cd34" page="https://elsewhere.test/" />).element);
  const href = await hrefOf();
  expect(href.pathname).toBe('/order/help/report-problem');
  expect([...href.searchParams]).toEqual([]);
});
