import type { AxiosRequestConfig, RawAxiosRequestHeaders } from 'axios';
import type { ApiClient } from './api-context';
import type { Http } from './lazy-http-client';
import { corporateClientHeader } from './request-rules';
import type { Session } from './session';

/** A call through a session's client that names another client: that can only be a mistake. */
export class OtherClientError extends Error {
  constructor(named: unknown, bound: string) {
    super(`A call for client ${String(named)} through the client of session ${bound}`);
    this.name = 'OtherClientError';
  }
}

function addressed<D, P>(options: AxiosRequestConfig<D, P> | undefined, clientUuid: string): AxiosRequestConfig<D, P> {
  const headers: RawAxiosRequestHeaders = Object.fromEntries(Object.entries(options?.headers ?? {}));
  const named = Object.keys(headers).find((name) => name.toLowerCase() === corporateClientHeader.toLowerCase());
  if (named !== undefined && headers[named] !== clientUuid) throw new OtherClientError(headers[named], clientUuid);
  return { ...options, headers: { ...headers, [corporateClientHeader]: clientUuid } };
}

/** Every call of `http` as the client `clientUuid`: the header is set here, never by the caller. */
function bindHttp(http: Http, clientUuid: string): Http {
  // A refused call fails like a failed request (a rejected promise), never synchronously.
  const guard = <T>(call: () => Promise<T>) => {
    try {
      return call();
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return {
    get: (url, options) => guard(() => http.get(url, addressed(options, clientUuid))),
    delete: (url, options) => guard(() => http.delete(url, addressed(options, clientUuid))),
    post: (url, data, options) => guard(() => http.post(url, data, addressed(options, clientUuid))),
    put: (url, data, options) => guard(() => http.put(url, data, addressed(options, clientUuid))),
    patch: (url, data, options) => guard(() => http.patch(url, data, addressed(options, clientUuid))),
  } as Http;
}

const bound = new WeakMap<ApiClient, WeakMap<Session, ApiClient>>();

/**
 * The API client bound to a session: each of its calls carries the session's client, the same uuid
 * that keys the session's queries, so no call can leave the header out, and one naming another
 * client fails before it is sent. Bound once per session (the router builds one per navigation).
 * Calls outside a session (the shell's, the profile's) get the selected client from the interceptor.
 */
export function sessionClient(api: ApiClient, session: Session): ApiClient {
  const perSession = bound.get(api) ?? new WeakMap<Session, ApiClient>();
  bound.set(api, perSession);
  let client = perSession.get(session);
  if (!client) {
    client = { config: api.config, http: bindHttp(api.http, session.client.uuid) };
    perSession.set(session, client);
  }
  return client;
}
