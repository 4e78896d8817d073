// An export's columns, declared once for both formats: a header key (its words per language are in
// texts/), a type that says how each format writes the value, and how to read it from a row.
import type { CodeLabels, CodeSet, HeaderKey } from './texts/export-texts';

type Value<T, V> = (row: T) => V | null | undefined;

export type ExportColumn<T> =
  /** Free text: guarded against formulas in both formats. */
  | { key: HeaderKey; type: 'text'; value: Value<T, string | number> }
  /** A code of a closed list, written as its label in the user's language. */
  | { key: HeaderKey; type: 'code'; codes: CodeSet; value: Value<T, string> }
  /** A calendar date, `YYYY-MM-DD`. */
  | { key: HeaderKey; type: 'date'; value: Value<T, string> }
  /** A moment, ISO 8601: shown at the opCo's wall-clock time. */
  | { key: HeaderKey; type: 'timestamp'; value: Value<T, string> }
  /** Money: a decimal (string or number) in `currency`. */
  | { key: HeaderKey; type: 'amount'; value: Value<T, string | number>; currency: (row: T) => string }
  | { key: HeaderKey; type: 'number'; value: Value<T, string | number> }
  | { key: HeaderKey; type: 'boolean'; value: Value<T, boolean> };

export type ExportColumns<T> = readonly ExportColumn<T>[];

/** The label of a code, or the code itself when the list does not know it (never an empty cell). */
export function codeLabel(codes: CodeLabels, set: CodeSet, code: string): string {
  return (codes[set] as Record<string, string>)[code] ?? code;
}

/** Spreadsheet column width (characters) of a column type, before the header's own length. */
export const typeWidth: Record<ExportColumn<unknown>['type'], number> = {
  text: 18, code: 16, date: 12, timestamp: 17, amount: 14, number: 10, boolean: 8,
};
