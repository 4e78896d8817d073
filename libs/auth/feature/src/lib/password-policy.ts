import { useLingui } from '@lingui/react/macro';
// The plain policy, not newPasswordSchema: the page would otherwise load zod for two checks.
import { passwordPolicy } from '@portal/shared-api-contract/vocabulary';

/**
 * The password rules of the API contract (passwordPolicy, from which newPasswordSchema is built):
 * its length only, as there are no composition rules. Checked here to answer at once in the
 * user's language; the server checks them again and stays the authority, and it alone refuses
 * common and guessable passwords (it keeps the list). The texts name the numbers because a
 * translation needs whole sentences; the test compares them with the contract's messages, so a
 * changed policy cannot go unnoticed.
 */
export function usePasswordProblem() {
  const { t } = useLingui();
  return (password: string): string | undefined => {
    if (password.length < passwordPolicy.minLength) return t`Use at least 12 characters`;
    if (password.length > passwordPolicy.maxLength) return t`Use at most 128 characters`;
    return undefined;
  };
}
