import { assetLimits } from '@portal/shared-api-contract/vocabulary';

/** Where an inspection date stands against today: past, within the next 30 days, or later/none. */
export type InspectionState = 'overdue' | 'soon' | null;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The same boundaries as the API's filter: before today is overdue, up to today + 30 days is soon. */
export function inspectionState(due: string | null, today: string): InspectionState {
  if (!due) return null;
  if (due < today) return 'overdue';
  return due <= addDays(today, assetLimits.dueSoonDays) ? 'soon' : null;
}

/** Today in the user's own time zone, as YYYY-MM-DD (the list has the API's `today`; one asset does not). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
