// The geometry of a contract's rental-period timeline: one bar per line, from on-rent to the
// actual off-hire date (or the expected one while still on rent), on one shared scale with today.

export interface TimelineInput {
  id: number;
  onRentDate: string;
  expectedOffRentDate: string;
  actualOffHireDate: string | null;
}

export interface TimelineBar {
  id: number;
  start: string;
  end: string;
  /** True when `end` is the actual off-hire date; false when it is still the expected one. */
  ended: boolean;
  /** Still on rent while its expected end has passed. */
  overdue: boolean;
  /** Position and width on the scale, in percent. */
  offset: number;
  width: number;
}

export interface Timeline {
  start: string;
  end: string;
  bars: TimelineBar[];
  /** Where today falls on the scale in percent, or null when outside it. */
  today: number | null;
}

const DAY = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const fromDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const round = (n: number) => Math.round(n * 100) / 100;

/** Lays the lines out on one scale that also shows today when it is near. */
export function rentalTimeline(lines: TimelineInput[], today: string): Timeline | null {
  if (!lines.length) return null;
  const spans = lines.map((l) => ({ line: l, start: toDay(l.onRentDate), end: toDay(l.actualOffHireDate ?? l.expectedOffRentDate) }));
  const now = toDay(today);
  const first = Math.min(...spans.map((s) => s.start));
  const last = Math.max(...spans.map((s) => s.end));
  // Today stretches the scale only when it is within a month of the rental, so old contracts keep
  // readable bars instead of a sliver at one end.
  const start = now < first && first - now <= 31 ? now : first;
  const end = now > last && now - last <= 31 ? now : last;
  // A day's bar still gets a visible width: the scale counts whole days, both ends included.
  const length = end - start + 1;
  const bars = spans.map(({ line, start: s, end: e }) => ({
    id: line.id,
    start: line.onRentDate,
    end: fromDay(e),
    ended: line.actualOffHireDate !== null,
    overdue: line.actualOffHireDate === null && e < now,
    offset: round(((s - start) / length) * 100),
    width: round((Math.max(e - s + 1, 1) / length) * 100),
  }));
  const todayOnScale = now >= start && now <= end ? round(((now - start + 0.5) / length) * 100) : null;
  return { start: fromDay(start), end: fromDay(end), bars, today: todayOnScale };
}
