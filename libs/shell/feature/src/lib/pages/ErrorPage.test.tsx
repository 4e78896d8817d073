import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderShell } from '../test-utils';
import { ErrorPage } from './ErrorPage';

it('quotes the reference, leads back to the start and offers the report link it is given to a signed-in user', async () => {
  const { container } = await renderShell(<ErrorPage reportId="0123456789abcdef0123456789abcdef" reportLink={<a href="/order/help/report-problem?eventId=0123456789abcdef0123456789abcdef">Report this problem</a>} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('0123456789abcdef0123456789abcdef')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Report this problem' })).toHaveAttribute('href', expect.stringContaining('eventId=0123456789abcdef0123456789abcdef'));
  await expectNoAxeViolations(container);
});
