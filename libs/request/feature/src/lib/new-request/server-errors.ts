// The API's 400 `errors` ([{ field: 'lines.0.quantity', message }]) on the form's fields. They stay
// next to the field until its value changes; the text is the portal's own (the user's language):
// the local rule's message when one applies, else a plain "not accepted".
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChosenLine, FieldErrors } from './request-rules';

/** A field the API refused, its value then (JSON), and a message of our own when we know better. */
export interface ServerFieldError {
  field: string;
  value: string;
  message?: MessageDescriptor;
}

type Values = { lines?: ChosenLine[] } & Record<string, unknown>;
// A form's values: any object; the keys it has decide what the fields hold.
type FormValues = object;

// A chosen object stands in the form as the object, in the body as its id.
const chosenObject: Record<string, string> = { assetId: 'asset', contractLineId: 'line', documentId: 'document' };

/** The form's value behind a field key. */
export function valueAt(form: FormValues, field: string): unknown {
  const values = form as Values;
  const [head = field, id, name] = field.split('.');
  if (head === 'lines') {
    const lines = values.lines ?? [];
    return id ? lines.find((c) => c.line.id === Number(id))?.[name === 'quantity' ? 'quantity' : 'line'] : lines.map((c) => c.line.id);
  }
  const object = chosenObject[head];
  return object ? (values[object] as { id: number } | null)?.id : values[head];
}

/** A refusal of one field as it stands now. */
export const refusal = (values: FormValues, field: string, message?: MessageDescriptor): ServerFieldError => ({
  field,
  value: JSON.stringify(valueAt(values, field) ?? null),
  ...(message ? { message } : {}),
});

/** The API's field paths as the form's keys: a line index becomes the id of the line sent there. */
export function toServerFieldErrors(errors: readonly { field: string }[], values: FormValues): ServerFieldError[] {
  return errors.map(({ field }) => {
    const [head, index, name] = field.split('.');
    if (head !== 'lines') return refusal(values, head ?? field);
    const chosen = index === undefined ? undefined : (values as Values).lines?.[Number(index)];
    return refusal(values, chosen && name === 'quantity' ? `lines.${chosen.line.id}.quantity` : 'lines');
  });
}

/** The local errors plus the API's that still apply; an API error takes the local message when there is one. */
export function withServerErrors(local: FieldErrors, server: readonly ServerFieldError[], values: FormValues): FieldErrors {
  const errors = { ...local };
  for (const { field, value, message } of server) {
    if (JSON.stringify(valueAt(values, field) ?? null) !== value) continue;
    const choice = field === 'lines' || field in chosenObject;
    const fallback = choice ? msg`This choice cannot be used. Choose another one.` : msg`This was not accepted. Check it and try again.`;
    errors[field] = { message: message ?? local[field]?.message ?? fallback };
  }
  return errors;
}
