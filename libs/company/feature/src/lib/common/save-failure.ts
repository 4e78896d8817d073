// Why saving (or archiving) something on a company page failed, in the user's language: a general
// message above the buttons and, where the API named fields (400 by field, or a 409 such as
// `code_taken` that names one), a message next to each of them. After a 409 `version_conflict` it
// also hands back what the other person saved (`current`), so the form can show their changes
// next to what the user typed. The API's own texts are English and never shown; nor is a stack.
//
//   const failure = companySaveFailure(error, i18n, { parseCurrent: (v) => contactPersonSchema.safeParse(v).data ?? null });
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { requiredMessage } from './schema-errors';
import { describeFailure } from '@portal/shared-data-access-http';

/** What a form shows after a refused save. */
export interface CompanySaveFailure<T> {
  /** A translated message per field the API named (by the field's top-level name). */
  fieldErrors: Record<string, string>;
  /** 409 `version_conflict`: the item as someone else saved it (when it parsed). */
  current?: T;
  /** The general message above the buttons. */
  message?: string;
}

/** How one form reads its failures: its fields' sentences, its 409 codes and its item's schema. */
export interface CompanySaveFailureOptions<T> {
  /** Parses the `current` of a `version_conflict` (e.g. `(v) => schema.safeParse(v).data ?? null`). */
  parseCurrent?: (value: unknown) => T | null;
  /** This form's sentence per field, for a 400 naming it; other fields get a general sentence. */
  fieldMessages?: Record<string, MessageDescriptor>;
  /** 409 codes other than `version_conflict` (`code_taken`, `last_manager`, …): the sentence, and the field it belongs to when not named by the answer. */
  conflicts?: Record<string, { message: MessageDescriptor; field?: string }>;
}

const problemOf = (error: unknown) => {
  const failure = describeFailure(error);
  return failure.kind === 'problem' ? failure.problem : null;
};

/** 409 `version_conflict`: someone else saved the item after the user read it. */
export const isVersionConflict = (error: unknown): boolean => {
  const problem = problemOf(error);
  return problem?.status === 409 && problem.code === 'version_conflict';
};

/**
 * The API's answer when it decided (4xx): the next create is a new item and needs a new
 * Idempotency-Key. Without an answer (network, 5xx) the item may exist: the same key finds it.
 */
export function answeredStatus(error: unknown): number | null {
  const failure = describeFailure(error);
  if (failure.kind === 'rateLimited') return 429;
  if (failure.kind !== 'problem' || failure.problem.status >= 500) return null;
  return failure.problem.status;
}

const general = {
  checkFields: msg`Some details were not accepted. Check the marked fields.`,
  field: msg`This value was not accepted. Check it and try again.`,
  versionConflict: msg`Someone else changed this in the meantime. What they saved is shown below and what you typed is still here: check it and save again.`,
  conflict: msg`This could not be saved because it conflicts with your company’s other details. Check them and try again.`,
  keyReused: msg`An earlier attempt with other details may already have been saved. Check the list before you add it again.`,
  network: msg`This could not be saved. Check your connection and try again: it will not be added twice.`,
  forbidden: msg`You may not change this for your company. Ask an administrator of your company.`,
  notFound: msg`This no longer exists, or something you chose is no longer available.`,
  rateLimited: msg`Too many attempts. Please wait a moment and try again.`,
  server: msg`Something went wrong on our side. Please try again in a moment.`,
  other: msg`This could not be saved. Check the details and try again.`,
};

/** Reads a failed save (add, edit, archive, restore) of a company item. */
export function companySaveFailure<T>(error: unknown, i18n: I18n, options: CompanySaveFailureOptions<T> = {}): CompanySaveFailure<T> {
  const { parseCurrent, fieldMessages = {}, conflicts = {} } = options;
  const say = (m: MessageDescriptor) => i18n._(m);
  const failure = describeFailure(error);
  if (failure.kind === 'network') return { fieldErrors: {}, message: say(general.network) };
  if (failure.kind === 'rateLimited') return { fieldErrors: {}, message: say(general.rateLimited) };
  const { problem } = failure;
  const named = (problem.errors ?? []).map((e) => ({ field: e.field.split('.')[0]!, required: e.message === 'Required' })).filter((e) => e.field);

  if (problem.status === 400 && named.length > 0) {
    // The contract says `Required` of an empty required text (formText): that, not the field's length rule.
    const fieldErrors = Object.fromEntries(named.map(({ field, required }) => [field, say(required ? requiredMessage : (fieldMessages[field] ?? general.field))]));
    return { fieldErrors, message: say(general.checkFields) };
  }
  if (problem.status === 409 && problem.code === 'version_conflict') {
    const current = parseCurrent?.(problem.current) ?? undefined;
    return { fieldErrors: {}, message: say(general.versionConflict), ...(current ? { current } : {}) };
  }
  if (problem.status === 409) {
    const known = problem.code ? conflicts[problem.code] : undefined;
    if (!known) return { fieldErrors: {}, message: say(general.conflict) };
    const field = named[0]?.field ?? known.field;
    // The sentence goes next to its field when there is one; the general message points there.
    return field ? { fieldErrors: { [field]: say(known.message) }, message: say(general.checkFields) } : { fieldErrors: {}, message: say(known.message) };
  }
  if (problem.code === 'idempotency_key_reused') return { fieldErrors: {}, message: say(general.keyReused) };
  if (problem.status === 403) return { fieldErrors: {}, message: say(general.forbidden) };
  if (problem.status === 404) return { fieldErrors: {}, message: say(general.notFound) };
  if (problem.status >= 500) return { fieldErrors: {}, message: say(general.server) };
  return { fieldErrors: {}, message: say(general.other) };
}
