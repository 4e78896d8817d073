// After a 409 `version_conflict`: the rows TheirChanges shows, one per field where what someone
// else saved differs from what the user typed. Both sides are the form's own values (drafts as
// typed), so the comparison is like for like; `show` turns a value into the text a person reads
// (a country's name, a role's name, a date in the user's format).
//
//   const rows = theirChangeRows(draftOf(failure.current), draft, { firstName: t`First name`, … });

/** One field of TheirChanges: its label, what they saved and what the user typed, as shown. */
export interface TheirChangeRow {
  field: string;
  label: string;
  theirs: string;
  yours: string;
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);
const plain = (v: unknown) => (blank(v) ? '—' : Array.isArray(v) ? v.join(', ') : String(v));

/** The fields named in `labels` (in their order) where `theirs` and `yours` differ. */
export function theirChangeRows<D extends object>(
  theirs: D,
  yours: D,
  labels: Partial<Record<keyof D & string, string>>,
  show: (field: keyof D & string, value: D[keyof D]) => string = (_f, v) => plain(v),
): TheirChangeRow[] {
  const fields = Object.keys(labels) as (keyof D & string)[];
  return fields
    .filter((f) => !same(theirs[f], yours[f]))
    .map((f) => ({ field: f, label: labels[f]!, theirs: blank(theirs[f]) ? '—' : show(f, theirs[f]), yours: blank(yours[f]) ? '—' : show(f, yours[f]) }));
}
