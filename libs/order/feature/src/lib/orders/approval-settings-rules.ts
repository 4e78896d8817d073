// The approval settings' rules, said next to each field before sending, and the API's 400 answers
// mapped onto the same fields and sentences (the API's own messages are English).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeFailure } from '@portal/shared-data-access-http';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';
import { formatNumber, resolveLocale } from '@portal/shared-util-i18n';

/** What the form holds: the switch, the amount as typed (empty or a number) and the chosen role ids. */
export interface ApprovalDraft {
  required: boolean;
  amount: number | string;
  roleIds: string[];
}

export type ApprovalErrors = Partial<Record<'amount' | 'roleIds', string>>;

const messages = {
  amount: (i18n: I18n) => {
    const max = formatNumber(orderLimits.maxApprovalThreshold, resolveLocale(i18n.locale));
    return i18n._(msg`Enter a whole amount from 1 to ${max}.`);
  },
  roleIds: (i18n: I18n) => i18n._(msg`Choose at least one role that may approve, or switch approval off.`),
};

/** The messages for what would be refused; nothing when the draft can be sent. */
export function approvalErrors(i18n: I18n, draft: ApprovalDraft): ApprovalErrors {
  if (!draft.required) return {};
  const errors: ApprovalErrors = {};
  const amount = draft.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > orderLimits.maxApprovalThreshold) errors.amount = messages.amount(i18n);
  if (draft.roleIds.length === 0) errors.roleIds = messages.roleIds(i18n);
  return errors;
}

/** The fields a 400 names, with this form's sentence for each; null when it is not a 400 about them. */
export function apiFieldErrors(i18n: I18n, error: unknown): ApprovalErrors | null {
  const failure = describeFailure(error);
  if (failure.kind !== 'problem' || failure.problem.status !== 400) return null;
  const errors: ApprovalErrors = {};
  for (const { field } of failure.problem.errors ?? []) {
    if (field === 'approvalThreshold') errors.amount = messages.amount(i18n);
    if (field.startsWith('approverRoleIds')) errors.roleIds = messages.roleIds(i18n);
  }
  return Object.keys(errors).length ? errors : null;
}
