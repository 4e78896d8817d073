import type { CorporateClient, ForgotPasswordBody, LoginBody, ResetPasswordBody, TokenResponse } from '@portal/shared-api-contract';
import { readTokenResponse } from '@portal/shared-api-contract/first-load-answers';
import type { Http } from '@portal/shared-data-access-http';
import type { TokenStore } from './token-store';

/**
 * Refresh and logout act on the cookie alone; the API accepts them only with this header (which a
 * page elsewhere cannot send without a CORS preflight) or an Origin of the portal's.
 */
export const ownCallerHeaders = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** Sign-in calls (PRODUCT.md); the refresh token travels as an HttpOnly cookie. */
/** How long the client list that came with a token stands in for `GET /corporate-clients`. */
export const signInClientListMaxAgeMs = 10_000;

/**
 * A refresh the page started before the app's code had arrived (index.html's early script, issue 14):
 * its HTTP status (0: sent, never answered), JSON body and arrival time, or null when it was never
 * sent (no usable startup configuration).
 */
export type EarlyRefresh = Promise<{ status: number; body: unknown; at?: number } | null>;

/** The Web Lock every refresh of every tab takes (index.html's early script names it too). */
export const refreshLockName = 'atlas-portal-token-refresh';

/** The token answer checked against the contract (zod-free: sign-in and restore are first-load code, ADR 0015). */
const tokenAnswer = async (answer: Promise<{ data: unknown }>) => ({ data: readTokenResponse((await answer).data) });

/** The early refresh's body, when it is a token answer of the contract. */
const tokenOrNull = (body: unknown): TokenResponse | null => {
  try {
    return readTokenResponse(body);
  } catch {
    return null;
  }
};

export function createAuthApi(http: Http, apiUrl: string, tokens: TokenStore, now: () => number = Date.now, earlyRefresh?: EarlyRefresh) {
  // The user's clients, when the answer that started the session carried them (issue 14).
  let clientList: { clients: CorporateClient[]; at: number } | null = null;
  const keep = (response: { data: TokenResponse; at?: number }) => {
    tokens.set(response.data.accessToken);
    clientList = response.data.corporateClients ? { clients: response.data.corporateClients, at: response.at ?? now() } : null;
    return response.data.accessToken;
  };
  let refreshing: Promise<string | null> | null = null;
  const postOnce = () => http.post(`${apiUrl}/auth/refresh`, undefined, { withCredentials: true, headers: ownCallerHeaders });
  /**
   * A refresh that got no answer at all (the connection lost on the way back) may have rotated the
   * cookie on the server while the browser kept the previous one. The API still takes that one for
   * a few seconds (REFRESH_REUSE_GRACE_MS in the API's auth/sessions.ts, docs/security.md), within
   * the same sign-in, so it is asked once more; any answer (a refusal, a server error) stands.
   */
  const post = () => tokenAnswer(postOnce().catch((error: unknown) => (answered(error) ? Promise.reject(error) : postOnce())));
  let early = earlyRefresh;
  /**
   * The first refresh takes over the early one when there is one. A refusal, a server error or a
   * rate limit ends signed out, as for the app's own call. Asked again when the early call was
   * never sent, when it got no answer (as `post` does), or when it succeeded but its body could not
   * be read (then the browser already holds the new cookie).
   */
  const adoptOrPost = async (): Promise<{ data: TokenResponse; at?: number }> => {
    const pending = early;
    early = undefined;
    const answer = pending && (await pending.catch(() => null));
    const token = answer?.status === 200 ? tokenOrNull(answer.body) : null;
    if (answer && token) return { data: token, at: answer.at };
    if (answer && answer.status !== 200 && answer.status !== 0) throw new Error(`The session could not be restored (${answer.status})`);
    return withRefreshLock(post);
  };

  return {
    login: async (body: LoginBody) => keep(await tokenAnswer(http.post(`${apiUrl}/auth/login`, body, { withCredentials: true }))),
    /**
     * One refresh at a time: parallel 401s in a tab share it, and tabs take turns through a Web Lock,
     * so a rotated cookie is not replayed (after the API's grace window, it takes that for theft and
     * ends the session).
     */
    refresh: (): Promise<string | null> =>
      (refreshing ??= adoptOrPost()
        .then(keep)
        .catch(() => {
          tokens.set(null);
          clientList = null;
          return null;
        })
        .finally(() => {
          refreshing = null;
        })),
    logout: async () => {
      try {
        await http.post(`${apiUrl}/auth/logout`, undefined, { withCredentials: true, headers: ownCallerHeaders });
      } finally {
        tokens.set(null);
        clientList = null;
      }
    },
    /**
     * The client list the last login or refresh answered with, once, and only while it is fresh: the
     * session's start picks a client without asking for the list again, a later change of client asks.
     */
    takeClientList: (): CorporateClient[] | undefined => {
      const taken = clientList;
      clientList = null;
      return taken && now() - taken.at <= signInClientListMaxAgeMs ? taken.clients : undefined;
    },
    forgotPassword: (body: ForgotPasswordBody) => http.post(`${apiUrl}/public/profiles/password/forgot`, body),
    /**
     * Sets the password from a mailed link. An invitation's link also signs in (200 with a token, as
     * login answers): 'signedIn'; a reset's does not (204): 'changed'.
     */
    resetPassword: async (body: ResetPasswordBody): Promise<'signedIn' | 'changed'> => {
      const answer = await http.post(`${apiUrl}/public/profiles/password/reset`, body, { withCredentials: true });
      if (answer.status !== 200) return 'changed';
      keep({ data: readTokenResponse(answer.data) });
      return 'signedIn';
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;

/** Whether a failed call got an HTTP answer (an axios error with a response), read by shape. */
function answered(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && typeof error.response === 'object' && error.response !== null;
}

/** Runs the refresh under a browser-wide lock when the browser has Web Locks. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(refreshLockName, task) : task();
}
