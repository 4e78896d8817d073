import type { ForgotPasswordBody, LoginBody, ResetPasswordBody, TokenResponse } from '@portal/shared-api-contract';
import type { Http } from '@portal/shared-data-access-http';
import type { TokenStore } from './token-store';

/** Sign-in calls (PRODUCT.md); the refresh token travels as an HttpOnly cookie. */
export function createAuthApi(http: Http, apiUrl: string, tokens: TokenStore) {
  const keep = (response: { data: TokenResponse }) => {
    tokens.set(response.data.accessToken);
    return response.data.accessToken;
  };
  let refreshing: Promise<string | null> | null = null;

  return {
    login: async (body: LoginBody) => keep(await http.post<TokenResponse>(`${apiUrl}/auth/login`, body, { withCredentials: true })),
    /** One refresh at a time: parallel 401s share it, so a rotated cookie is never replayed. */
    refresh: (): Promise<string | null> =>
      (refreshing ??= http
        .post<TokenResponse>(`${apiUrl}/auth/refresh`, undefined, { withCredentials: true })
        .then(keep)
        .catch(() => {
          tokens.set(null);
          return null;
        })
        .finally(() => {
          refreshing = null;
        })),
    logout: async () => {
      try {
        await http.post(`${apiUrl}/auth/logout`, undefined, { withCredentials: true });
      } finally {
        tokens.set(null);
      }
    },
    forgotPassword: (body: ForgotPasswordBody) => http.post(`${apiUrl}/public/profiles/password/forgot`, body),
    resetPassword: (body: ResetPasswordBody) => http.post(`${apiUrl}/public/profiles/password/reset`, body),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
