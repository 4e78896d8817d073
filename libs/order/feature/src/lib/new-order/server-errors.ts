// The API's 400 `errors` ([{ field: 'lines.0.startDate', message }]) on the fields of the draft.
// They stay next to the field until its value changes; the text is the portal's own (the user's
// language): the local rule's message when one applies, else a plain "not accepted".
import { msg } from '@lingui/core/macro';
import type { OrderDraft } from '@portal/order-data-access';
import type { FieldErrors } from './order-rules';

/** A field the API refused, and its value then (JSON), so the message goes once the user changes it. */
export interface ServerFieldError {
  field: string;
  value: string;
}

function valueOf(draft: OrderDraft, field: string, poReference: string): unknown {
  const [head, name] = field.split('.');
  if (name) return draft.lines.find((l) => l.key === head)?.[name as 'quantity'];
  if (head === 'lines') return draft.lines.map((l) => l.key);
  if (head === 'poReference') return poReference;
  return draft[head as keyof OrderDraft];
}

/** The API's field paths as the draft's field keys (line indexes become the lines' keys). */
export function toServerFieldErrors(errors: { field: string }[], draft: OrderDraft, poReference: string): ServerFieldError[] {
  return errors.map(({ field }) => {
    const [head, index, name] = field.split('.');
    const line = head === 'lines' && index !== undefined ? draft.lines[Number(index)] : undefined;
    const key = line && name ? `${line.key}.${name}` : head === 'lines' ? 'lines' : (head ?? field);
    return { field: key, value: JSON.stringify(valueOf(draft, key, poReference) ?? null) };
  });
}

/** The local errors plus the API's that still apply; an API error takes the local message when there is one. */
export function withServerErrors(local: FieldErrors, server: ServerFieldError[], draft: OrderDraft, poReference: string): FieldErrors {
  const errors = { ...local };
  for (const { field, value } of server) {
    if (JSON.stringify(valueOf(draft, field, poReference) ?? null) !== value) continue;
    const choice = /(Id)$/.test(field);
    errors[field] = { message: local[field]?.message ?? (choice ? msg`This choice cannot be used. Choose another one.` : msg`This was not accepted. Check it and try again.`) };
  }
  return errors;
}
