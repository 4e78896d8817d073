// A request form's state: its values, the messages by field (local rules and the API's refusals)
// and where focus goes when sending is refused.
import { useLingui } from '@lingui/react/macro';
import { useFocusFirstInvalid } from '@portal/shared-ui';
import { useCallback, useState } from 'react';
import type { FieldErrors } from './request-rules';
import { withServerErrors, type ServerFieldError } from './server-errors';

export function useRequestForm<V extends object>(initial: () => V, rules: (values: V) => FieldErrors) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(initial);
  // Messages about empty fields wait until the user tries to send; wrong values show at once.
  const [insist, setInsist] = useState(false);
  const [server, setServer] = useState<ServerFieldError[]>([]);
  // After a refused send the messages are rendered: focus the first field that has one.
  const { formRef, refused: focusFirstInvalid } = useFocusFirstInvalid();
  const errors = withServerErrors(rules(values), server, values);

  const errorOf = (field: string): string | undefined => {
    const error = errors[field];
    return error && (insist || !error.required) ? i18n._(error.message) : undefined;
  };
  // Stable, so effects that change values (a proposed contact) can depend on it.
  const change = useCallback((edit: Partial<V> | ((values: V) => V)) => setValues((v) => (typeof edit === 'function' ? edit(v) : { ...v, ...edit })), []);
  const refuse = (refused?: ServerFieldError[]) => {
    if (refused) setServer(refused);
    setInsist(true);
    focusFirstInvalid();
  };
  /** True when it may be sent; otherwise every message shows and focus goes to the first. */
  const check = () => {
    if (Object.keys(errors).length === 0) return true;
    refuse();
    return false;
  };
  return { values, change, errorOf, check, refuse, formRef };
}

export type RequestForm<V extends object> = ReturnType<typeof useRequestForm<V>>;
