import { rentalTimeline } from '@portal/order-util';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RentalTimeline } from './RentalTimeline';

const timeline = rentalTimeline(
  [
    { id: 1, onRentDate: '2026-11-01', expectedOffRentDate: '2026-11-30', actualOffHireDate: null },
    { id: 2, onRentDate: '2026-10-01', expectedOffRentDate: '2026-11-10', actualOffHireDate: null },
    { id: 3, onRentDate: '2026-10-01', expectedOffRentDate: '2026-11-10', actualOffHireDate: '2026-11-05' },
  ],
  '2026-11-21',
)!;

it('writes out each line’s period and state, so the bars are not the only way to read it', async () => {
  const { container } = renderWithUi(<RentalTimeline timeline={timeline} labels={{ 1: 'Excavator FL-1', 2: 'Generator FL-2', 3: 'Dumper FL-3' }} />);
  const rows = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent('Excavator FL-1');
  expect(rows[0]).toHaveTextContent('Nov 1, 2026 – Nov 30, 2026 (expected)');
  expect(rows[1]).toHaveTextContent('(expected end passed, still on rent)');
  expect(rows[2]).toHaveTextContent('Oct 1, 2026 – Nov 5, 2026 (off-hired)');
  expect(screen.getByText('Today')).toBeInTheDocument();
  await expectNoAxeViolations(container);
});
