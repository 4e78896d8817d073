import { benNotificationPreferences } from '@portal/profile-util/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { NotificationTopicTable } from './NotificationTopicTable';

it('names each checkbox by channel and topic, offers the digest by mail only, and hands a flipped choice on', async () => {
  const onChange = vi.fn();
  const { container } = renderWithUi(<NotificationTopicTable topics={benNotificationPreferences.topics} onChange={onChange} />);
  expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
    'Orders waiting for my approval', 'My orders approved, rejected or cancelled', 'My stop rentals', 'Changes to my requests',
    'New and overdue invoices', 'Inspections due or overdue', 'Weekly digest',
  ]);
  expect(screen.getAllByRole('checkbox')).toHaveLength(13);
  expect(screen.getByText('By mail only')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Portal: New and overdue invoices' }));
  expect(onChange).toHaveBeenCalledWith({ topic: 'invoices', mail: false, portal: true });
  await expectNoAxeViolations(container);
});
