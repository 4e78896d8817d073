// How a language writes what an export holds: its decimal mark (and so the CSV separator), its
// numeric dates (the portal's LocaleDateInput convention: 27.11.2026, 27-11-2026, 11/27/2026),
// and the same conventions as spreadsheet number formats. Derived from Intl (CLDR), no tables.
import type { Tenant } from '../../auth/tenant';
import { timeZoneOf } from '../../lib/opco-time-zone';

export interface ExportLocale {
  language: string;
  /** The opCo's time zone: order times are shown as the opCo's staff and customers read them. */
  timeZone: string;
  decimal: string;
  /** `;` where the decimal mark is a comma (so spreadsheets split the columns), else `,`. */
  separator: string;
  /** `27.11.2026` from `2026-11-27`. */
  date(iso: string): string;
  /** `27.11.2026 21:07` from an ISO timestamp, in the opCo's time zone. */
  timestamp(iso: string): string;
  /** An ISO timestamp as a Date whose UTC fields are the opCo's wall-clock time (spreadsheets have no zones). */
  wallClock(iso: string): Date;
  /** Spreadsheet number formats of a date and of a date with time in this language. */
  dateFormat: string;
  timestampFormat: string;
  /** Spreadsheet number format of an amount in `currency` (`#,##0.00 "€"` in German). */
  amountFormat(currency: string): string;
  /** Decimals of an amount in `currency`. */
  amountDigits(currency: string): number;
}

const dateParts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The spreadsheet pattern of the locale's numeric date: literals escaped, fields as dd, mm, yyyy. */
function datePattern(language: string): string {
  const tokens: Record<string, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
  return new Intl.DateTimeFormat(language, { ...dateParts, timeZone: 'UTC' }).formatToParts(0)
    .map((p) => tokens[p.type] ?? [...p.value].map((c) => `\\${c}`).join(''))
    .join('');
}

export function exportLocale(language: string, opCo: Tenant['opCo']): ExportLocale {
  const timeZone = timeZoneOf(opCo);
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const dateOnly = new Intl.DateTimeFormat(language, { ...dateParts, timeZone: 'UTC' });
  const zoned = new Intl.DateTimeFormat('en-US', {
    ...dateParts, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone,
  });
  const wallClock = (iso: string) => {
    const parts = Object.fromEntries(zoned.formatToParts(new Date(iso)).map((p) => [p.type, Number(p.value)]));
    return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!));
  };
  const date = (iso: string) => dateOnly.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const currencyParts = (currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(1);
  const amountDigits = (currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return {
    language,
    timeZone,
    decimal,
    separator: decimal === ',' ? ';' : ',',
    date,
    timestamp: (iso) => {
      const local = wallClock(iso);
      return `${dateOnly.format(local)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
    },
    wallClock,
    dateFormat: datePattern(language),
    timestampFormat: `${datePattern(language)} hh:mm`,
    amountFormat: (currency) => {
      const parts = currencyParts(currency);
      const symbol = `"${parts.find((p) => p.type === 'currency')?.value ?? currency}"`;
      const digits = amountDigits(currency);
      const number = digits ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
      const before = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
      return before ? `${symbol} ${number}` : `${number} ${symbol}`;
    },
    amountDigits,
  };
}
