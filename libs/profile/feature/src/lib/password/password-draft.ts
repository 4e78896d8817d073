// The change password form: the two passwords as typed, and the check before sending, which is
// the contract's changePasswordBodySchema (the password policy the API enforces) with its
// messages translated. Passwords are sent exactly as typed: spaces count.
import type { I18n } from '@lingui/core';
import { changePasswordBodySchema, type ChangePasswordBody } from '@portal/shared-api-contract';
import { schemaFieldErrors } from '../common/contract-messages';

export type PasswordField = keyof ChangePasswordBody;
export type PasswordErrors = Partial<Record<PasswordField, string>>;
export const passwordFields: readonly PasswordField[] = ['currentPassword', 'newPassword'];
export const emptyPasswords: ChangePasswordBody = { currentPassword: '', newPassword: '' };

/** What the API would refuse, in the user's language (empty when fine). */
export const passwordErrors = (i18n: I18n, draft: ChangePasswordBody): PasswordErrors => schemaFieldErrors(changePasswordBodySchema, draft, i18n);
