// The state of the new-order flow: the stored draft, the messages by field, the steps and placing.
import { useLingui } from '@lingui/react/macro';
import { effectivePoReference, useOrderDraft, usePlaceOrder, type DraftStep } from '@portal/order-data-access';
import type { OrderFormOptions, PlacedOrder } from '@portal/shared-api-contract';
import { describeFailure, newIdempotencyKey, type Session } from '@portal/shared-data-access-http';
import { useRef, useState } from 'react';
import { orderInput } from './order-input';
import { stepOfField, validateDraft } from './order-rules';
import { revealFirstProblem } from './reveal-problem';
import { toServerFieldErrors, withServerErrors, type ServerFieldError } from './server-errors';

export function useNewOrder(session: Session, options: OrderFormOptions) {
  const { t, i18n } = useLingui();
  const { draft, update, clear } = useOrderDraft(session);
  const place = usePlaceOrder(session);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // Messages about empty fields wait until the user tries to go on; wrong values show at once.
  const [insist, setInsist] = useState(false);
  // A second press before the first render after it must not send (and must not make a second key).
  const sending = useRef(false);
  const poReference = effectivePoReference(draft, options.projects);
  const errors = withServerErrors(validateDraft(draft, options, poReference), serverErrors, draft, poReference);
  const fields = Object.keys(errors);
  const errorOf = (field: string) => {
    const error = errors[field];
    return error && (insist || !error.required) ? i18n._(error.message) : undefined;
  };

  const goTo = (step: DraftStep) => update((d) => ({ ...d, step }));
  /** Goes on when the steps before `step` are complete, else shows what is missing. */
  const advance = (step: DraftStep) => {
    const blocking = fields.find((f) => stepOfField(f) < step);
    if (blocking === undefined) return goTo(step);
    setInsist(true);
    goTo(stepOfField(blocking));
    revealFirstProblem();
  };

  const submit = () => {
    if (sending.current) return;
    if (fields.length > 0) return advance(2);
    sending.current = true;
    const idempotencyKey = draft.idempotencyKey ?? newIdempotencyKey();
    if (!draft.idempotencyKey) update((d) => ({ ...d, idempotencyKey }));
    setFailure(null);
    place.mutate(
      { input: orderInput(draft, poReference), idempotencyKey },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (order) => {
          clear();
          setPlaced(order);
        },
        onError: (error) => {
          const answer = describeFailure(error);
          const status = answer.kind === 'problem' ? answer.problem.status : 0;
          // The API decided (4xx): the next attempt is a new request and needs a new key. Without an
          // answer (network, 5xx) the order may exist: the same key lets the API answer it again.
          if (status >= 400 && status < 500) update((d) => ({ ...d, idempotencyKey: null }));
          const problem = answer.kind === 'problem' ? answer.problem : null;
          if (status === 400 && problem?.errors?.length) {
            const refused = toServerFieldErrors(problem.errors, draft, poReference);
            setServerErrors(refused);
            setInsist(true);
            setFailure(t`Some details were not accepted. Check the marked fields.`);
            return goTo(Math.min(...refused.map((e) => stepOfField(e.field))) as DraftStep);
          }
          if (problem?.code === 'idempotency_key_reused')
            return setFailure(t`An earlier attempt with other details may already have been placed. Check your orders before you place it again.`);
          if (status === 403) return setFailure(t`You cannot place orders for this company at the moment.`);
          if (status === 0 || status >= 500) return setFailure(t`The order could not be placed. Check your connection and try again: it will not be placed twice.`);
          setFailure(t`The order could not be placed. Check the details and try again.`);
        },
      },
    );
  };

  /** After `Order … placed`: an empty flow again (the draft is already gone). */
  const restart = () => {
    setPlaced(null);
    setServerErrors([]);
    setInsist(false);
  };
  const discard = () => {
    clear();
    restart();
    setFailure(null);
  };

  return { draft, update, clear: discard, restart, poReference, errors, errorOf, advance, goTo, submit, placing: place.isPending, placed, failure };
}

export type NewOrderState = ReturnType<typeof useNewOrder>;
