import { describe, expect, it } from 'vitest';
import { rentalTimeline } from './rental-timeline';

const line = (id: number, onRentDate: string, expectedOffRentDate: string, actualOffHireDate: string | null = null) => ({
  id, onRentDate, expectedOffRentDate, actualOffHireDate,
});

describe('rental timeline', () => {
  it('puts every line on one scale from the first on-rent to the last off-rent date', () => {
    const t = rentalTimeline([line(1, '2026-11-01', '2026-11-10'), line(2, '2026-11-06', '2026-11-20', '2026-11-15')], '2026-11-08')!;
    expect(t.start).toBe('2026-11-01');
    expect(t.end).toBe('2026-11-15');
    expect(t.bars[0]).toMatchObject({ offset: 0, width: 66.67, ended: false, overdue: false });
    // The second bar ends at its actual off-hire date, not the expected one.
    expect(t.bars[1]).toMatchObject({ end: '2026-11-15', ended: true, offset: 33.33, width: 66.67 });
    expect(t.today).toBe(50);
  });

  it('marks a line still on rent after its expected end as overdue', () => {
    const t = rentalTimeline([line(1, '2026-10-01', '2026-11-01')], '2026-11-21')!;
    expect(t.bars[0]?.overdue).toBe(true);
    expect(t.end).toBe('2026-11-21');
    expect(t.today).toBeGreaterThan(95);
  });

  it('leaves today off the scale when the contract is long over', () => {
    const t = rentalTimeline([line(1, '2024-01-01', '2024-02-01', '2024-02-01')], '2026-11-21')!;
    expect(t.today).toBeNull();
    expect(t.bars[0]).toMatchObject({ offset: 0, width: 100 });
  });

  it('gives a one-day rental a visible bar and has nothing to draw without lines', () => {
    expect(rentalTimeline([line(1, '2026-11-21', '2026-11-21')], '2026-11-21')!.bars[0]?.width).toBe(100);
    expect(rentalTimeline([], '2026-11-21')).toBeNull();
  });
});
