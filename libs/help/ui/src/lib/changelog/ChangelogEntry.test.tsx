import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ChangelogEntry } from './ChangelogEntry';

it('shows the title as a heading, the date in the locale and New only when it is new', async () => {
  const { container, unmount } = renderWithUi(<ChangelogEntry date="2026-11-22" title="Orders with approval" text="Larger orders wait for a colleague." isNew />, { locale: 'de' });
  expect(screen.getByRole('heading', { level: 2, name: 'Orders with approval' })).toBeInTheDocument();
  expect(screen.getByText('22. November 2026')).toHaveAttribute('datetime', '2026-11-22');
  expect(screen.getByText('New')).toBeInTheDocument();
  await expectNoAxeViolations(container);

  unmount();
  renderWithUi(<ChangelogEntry date="2026-11-22" title="Orders with approval" text="Larger orders wait for a colleague." isNew={false} />);
  expect(screen.queryByText('New')).toBeNull();
});
