import { useLingui } from '@lingui/react/macro';

/**
 * The password rules of the API contract (newPasswordSchema), checked here to answer at once in the
 * user's language; the server checks them again and stays the authority.
 */
export function usePasswordProblem() {
  const { t } = useLingui();
  return (password: string): string | undefined => {
    if (password.length < 12) return t`Use at least 12 characters`;
    if (password.length > 128) return t`Use at most 128 characters`;
    if (!/\p{L}/u.test(password)) return t`Use at least one letter`;
    if (!/[^\p{L}]/u.test(password)) return t`Use at least one digit or symbol`;
    return undefined;
  };
}
