// The sentences for the 409s of the users and roles pages that are not a version conflict. The
// API's own texts are English and never shown.
import { msg } from '@lingui/core/macro';

/** No one would keep MANAGE_ROLES_AND_USERS: said plainly, with what to do instead. */
export const lastManager = { last_manager: { message: msg`Someone must keep the right to manage users and roles. Give it to another active user first.` } };

/** Deactivating oneself. */
export const cannotDeactivateSelf = { cannot_deactivate_self: { message: msg`You cannot deactivate yourself. Ask another user who manages users and roles.` } };

/** Reactivating someone whose whole account the rental company switched off. */
export const accountDisabled = { account_disabled: { message: msg`The rental company has switched this person's account off. Ask your rental contact to switch it on again.` } };
