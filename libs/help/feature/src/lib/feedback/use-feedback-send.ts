// Sending the form once: the Idempotency-Key is made on the first attempt and kept until the API
// answers, so a double click, a retry after a lost connection or the interceptor's 504 retry gives
// one message; a second press while one is on its way sends nothing.
import { newIdempotencyKey } from '@portal/shared-data-access-http';
import { useCallback, useRef, useState } from 'react';
import { wasAnswered } from './feedback-failure';

/** `send(input)`: the answer, or null with `error` saying why (or nothing, when one was already on its way). */
export function useFeedbackSend<I, R>(call: (input: I, idempotencyKey: string) => Promise<R>) {
  const key = useRef<string | null>(null);
  // Set before the first render after the press, so a second press in between is refused too.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = async (input: I): Promise<R | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    setError(null);
    key.current ??= newIdempotencyKey();
    try {
      const answer = await call(input, key.current);
      key.current = null;
      return answer;
    } catch (e) {
      if (wasAnswered(e)) key.current = null;
      setError(e);
      return null;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  /** A new message: a new key, no failure. */
  const reset = useCallback(() => {
    key.current = null;
    setError(null);
  }, []);
  return { send, sending, error, reset };
}
