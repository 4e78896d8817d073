// One description of a list's filters, in the portal: the Filters form (ListFilters) and the chips
// (filterChips) are both made from it, so a filter cannot be in one and missing from the other.
import type { SelectFilterOption } from './SelectFilter';

/** The params of a search whose values are of type V. */
type KeyOf<S, V> = { [K in keyof S & string]-?: NonNullable<S[K]> extends V ? K : never }[keyof S & string];

/** A search text: a TextFilter, and a chip `<chipLabel or label>: <text>`. */
export interface TextField<S> {
  kind: 'text';
  key: KeyOf<S, string>;
  label: string;
  /** The chip's label when the form's is longer (`Order number or PO reference` → `Search`). */
  chipLabel?: string;
}

/** One of a list: a SelectFilter with `All`, and a chip `<label>: <the option's label>`. */
export interface SelectField<S> {
  kind: 'select';
  key: KeyOf<S, string | number>;
  label: string;
  options: SelectFilterOption[];
  /** Ids (a project, a role) are numbers in the search and strings in the select. */
  numeric?: boolean;
  /** The chip's text of a value when it is not the option's label (a role's name without `(archived)`). */
  chipText?: (value: string) => string | undefined;
}

/** From and to: a DateRangeFilter, and one chip `<label>: <range>` that clears both. */
export interface DateRangeField<S> {
  kind: 'dateRange';
  from: KeyOf<S, string>;
  to: KeyOf<S, string>;
  label: string;
}

/** On or off: a SwitchFilter, and a chip `<label>` while it is on. */
export interface SwitchField<S> {
  kind: 'switch';
  key: KeyOf<S, boolean>;
  label: string;
}

/** One filter of a list, in the order the form shows them and the chips follow. */
export type FilterField<S> = TextField<S> | SelectField<S> | DateRangeField<S> | SwitchField<S>;

/** Every search param the filters set: a test holds them to the list's URL parser. */
export function filterKeys<S>(fields: FilterField<S>[]): string[] {
  return fields.flatMap((f) => (f.kind === 'dateRange' ? [f.from, f.to] : [f.key]));
}
