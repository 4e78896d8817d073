import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { useState } from 'react';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';

it('groups From and To under its legend and applies a valid range', async () => {
  const onChange = vi.fn();
  const { container } = renderWithUi(<DateRangeFilter label="Start date" from="2026-01-10" onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Start date' });
  expect(group).toContainElement(screen.getByLabelText('From'));
  expect(screen.getByLabelText('From')).toHaveValue('01/10/2026');
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '02/01/2026' } });
  fireEvent.blur(screen.getByLabelText('To'));
  expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-01-10', to: '2026-02-01' });
  expect(screen.queryByText('The end date is before the start date')).not.toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('refuses an end before the start and says why', async () => {
  const onChange = vi.fn();
  const { container } = renderWithUi(<DateRangeFilter label="Start date" from="2026-01-10" onChange={onChange} />);
  const to = screen.getByLabelText('To');
  fireEvent.change(to, { target: { value: '01/05/2026' } });
  fireEvent.blur(to);
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('The end date is before the start date');
  expect(to).toHaveValue('01/05/2026');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription('The end date is before the start date');
  await expectNoAxeViolations(container);

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/01/2026' } });
  fireEvent.blur(screen.getByLabelText('From'));
  expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-01-01', to: '2026-01-05' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('clears a side to leave it open', () => {
  const onChange = vi.fn();
  renderWithUi(<DateRangeFilter label="Start date" from="2026-01-10" to="2026-02-01" onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
  fireEvent.blur(screen.getByLabelText('From'));
  expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: undefined, to: '2026-02-01' });
});

/** Applies a range only when told, as the URL does after a navigation. */
function Delayed({ onChange }: { onChange: (range: DateRange) => void }) {
  const [pending, setPending] = useState<DateRange>({});
  const [applied, setApplied] = useState<DateRange>({});
  return (
    <>
      <DateRangeFilter label="Date" from={applied.from} to={applied.to} onChange={(range) => (onChange(range), setPending(range))} />
      <button type="button" onClick={() => setApplied(pending)}>Apply</button>
    </>
  );
}

it('keeps a refused end typed while the start it follows was still being applied', () => {
  renderWithUi(<Delayed onChange={vi.fn()} />);
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '05/01/2026' } });
  fireEvent.blur(screen.getByLabelText('From'));
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '04/01/2026' } });
  fireEvent.blur(screen.getByLabelText('To'));
  // The start comes back applied (the URL changed) after the end was typed.
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByLabelText('From')).toHaveValue('05/01/2026');
  expect(screen.getByLabelText('To')).toHaveValue('04/01/2026');
  expect(screen.getByRole('alert')).toHaveTextContent('The end date is before the start date');
});
