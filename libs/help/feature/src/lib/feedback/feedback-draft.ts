// The feedback form's draft (what is typed), the body it sends, and the sentence for each field:
// the same before sending (the contract's feedbackInputSchema, run here) and after a 400.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { feedbackInputSchema, type FeedbackInput, type FeedbackKind } from '@portal/shared-api-contract';
import { helpLimits } from '@portal/shared-api-contract/vocabulary';

/** What the form holds, as typed. */
export interface FeedbackDraft {
  subject: string;
  message: string;
  /** Problems only: the page it happened on. */
  page: string;
}
export type FeedbackField = keyof FeedbackDraft;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export const feedbackFields: readonly FeedbackField[] = ['subject', 'message', 'page'];
export const emptyFeedbackDraft: FeedbackDraft = { subject: '', message: '', page: '' };

/** What goes with the typed text: the kind, the release and the error report (problems only). */
export interface FeedbackContext {
  kind: FeedbackKind;
  appVersion: string;
  errorEventId: string | null;
}

/** A page as typed: a path, or the portal's own address pasted from the address bar (its path is kept). */
function pageOf(typed: string): string | null {
  const page = typed.trim();
  if (!page) return null;
  if (!/^https?:\/\//i.test(page) || typeof window === 'undefined') return page;
  try {
    const url = new URL(page);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : page;
  } catch {
    return page;
  }
}

/** The body of `POST /feedback`: texts trimmed; a page and an error report only for problems. */
export const feedbackInputOf = (draft: FeedbackDraft, { kind, appVersion, errorEventId }: FeedbackContext): FeedbackInput => ({
  kind,
  subject: draft.subject.trim(),
  message: draft.message.trim(),
  page: kind === 'problem' ? pageOf(draft.page) : null,
  appVersion,
  errorEventId: kind === 'problem' ? errorEventId : null,
});

const { maxSubject, minMessage, maxMessage, maxPage } = helpLimits;

/** The form's sentence per field, for its own check and for a 400 naming the field. */
export const feedbackFieldMessages: Record<FeedbackField, MessageDescriptor> = {
  subject: msg`Enter a subject of at most ${maxSubject} characters.`,
  message: msg`Write at least ${minMessage} and at most ${maxMessage} characters.`,
  page: msg`Enter the page’s address in the portal, starting with /, for example /order/contracts (at most ${maxPage} characters).`,
};

const requiredMessage = msg`This field is required.`;

/** What the contract's schema refuses: a sentence per field of the form, and whether anything else (the release, the report id) is off. */
export function feedbackErrors(i18n: I18n, input: FeedbackInput): { fields: FeedbackErrors; other: boolean } {
  const result = feedbackInputSchema.safeParse(input);
  const fields: FeedbackErrors = {};
  let other = false;
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as FeedbackField;
    if (!feedbackFields.includes(field)) other = true;
    // An empty required text is said to be required, not held to its length rule.
    else fields[field] ??= i18n._(input[field]?.trim() === '' ? requiredMessage : feedbackFieldMessages[field]);
  }
  return { fields, other };
}
