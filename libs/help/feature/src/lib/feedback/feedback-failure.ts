// Why sending a report or an idea failed, in the user's language: a general message above the
// button and, when the API named fields (400), a sentence next to each. The API's own texts are
// English and never shown. Whether the Idempotency-Key is kept for the next attempt: only when no
// answer came (no connection, 5xx), since then the message may have arrived.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeFailure } from '@portal/shared-data-access-http';
import { feedbackFieldMessages, feedbackFields, type FeedbackErrors, type FeedbackField } from './feedback-draft';

/** What the form shows after a refused or failed send. */
export interface FeedbackFailure {
  message: string;
  fieldErrors: FeedbackErrors;
}

const general = {
  checkFields: msg`Some details were not accepted. Check the marked fields.`,
  network: msg`This could not be sent. Check your connection and try again: nothing you typed is lost, and it will not arrive twice.`,
  server: msg`Something went wrong on our side. Please try again in a moment: nothing you typed is lost.`,
  rateLimited: msg`Too many messages in a short time. Please wait a moment and try again.`,
  keyReused: msg`An earlier attempt may already have reached us. If you send this again, it arrives as a new message.`,
  other: msg`This could not be sent. Check the details and try again.`,
};

/** The API answered (2xx or 4xx): the next send is a new message with a new key. */
export function wasAnswered(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'rateLimited' || (failure.kind === 'problem' && failure.problem.status < 500);
}

/** Reads a failed send for the form. */
export function feedbackFailure(error: unknown, i18n: I18n): FeedbackFailure {
  const say = (m: typeof general.other) => i18n._(m);
  const failure = describeFailure(error);
  if (failure.kind === 'network') return { fieldErrors: {}, message: say(general.network) };
  if (failure.kind === 'rateLimited') return { fieldErrors: {}, message: say(general.rateLimited) };
  const { problem } = failure;
  if (problem.status >= 500) return { fieldErrors: {}, message: say(general.server) };
  if (problem.code === 'idempotency_key_reused') return { fieldErrors: {}, message: say(general.keyReused) };
  // What a proxy in between answers need not be the contract's problem: only string fields count.
  const errors: unknown[] = Array.isArray(problem.errors) ? problem.errors : [];
  const named = errors
    .map((e) => (typeof (e as { field?: unknown })?.field === 'string' ? ((e as { field: string }).field.split('.')[0] as FeedbackField) : null))
    .filter((f): f is FeedbackField => f !== null && feedbackFields.includes(f));
  if (problem.status === 400 && named.length > 0) {
    return { fieldErrors: Object.fromEntries(named.map((f) => [f, say(feedbackFieldMessages[f])])), message: say(general.checkFields) };
  }
  return { fieldErrors: {}, message: say(general.other) };
}
