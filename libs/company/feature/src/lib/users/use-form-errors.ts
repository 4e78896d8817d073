// The messages next to a company dialog's fields: the form's own check (the contract's schema,
// run before sending) and the fields the API named in its refusal. A message follows its field:
// the own check's goes as soon as the value is fine, the API's as soon as the field is changed.
import { useState } from 'react';

export type FieldErrors = Record<string, string>;

/** `check` is the form's own check of a draft: its message per broken field (empty when fine). */
export function useFormErrors<D extends object>(check: (draft: D) => FieldErrors, serverErrors: FieldErrors | undefined) {
  const [own, setOwn] = useState<FieldErrors>({});
  // Fields changed since the last attempt: the API's word about them no longer applies.
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const server = Object.fromEntries(Object.entries(serverErrors ?? {}).filter(([field]) => !changed.has(field)));
  const errors: FieldErrors = { ...server, ...own };

  /** After a change: fields with a message shown are checked again; the changed ones drop the API's. */
  const onChange = (next: D, fields: string[]) => {
    setChanged((c) => new Set([...c, ...fields]));
    const now = check(next);
    setOwn((shown) => Object.fromEntries(Object.keys(shown).flatMap((f) => (now[f] ? [[f, now[f]]] : []))));
  };
  /** Before sending: true when the draft passes; otherwise its messages are shown. */
  const onSubmit = (draft: D): boolean => {
    const found = check(draft);
    setOwn(found);
    setChanged(new Set());
    return Object.keys(found).length === 0;
  };
  return { errors, onChange, onSubmit };
}
