import type { AxiosInstance } from 'axios';
import type { HttpClientHooks, createHttpClient } from './http-client';

/** What the lazily loaded chunk offers. */
interface HttpClientModule {
  createHttpClient: typeof createHttpClient;
}

/** The calls the portal makes through the one axios instance. */
export type Http = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

/**
 * The same client as createHttpClient, with axios fetched on the first call: the first paint does
 * not wait for the HTTP library, which downloads while the loader shows.
 */
export function createLazyHttpClient(hooks: HttpClientHooks): Http {
  let instance: Promise<AxiosInstance> | undefined;
  // Once axios is here, calls go to it directly: a request goes out in the caller's task (see the
  // synchronous interceptor in http-client.ts), not after a promise hop.
  let ready: AxiosInstance | undefined;
  const load = () =>
    (instance ??= loadHttpModule().then(
      (m) => (ready = m.createHttpClient(hooks)),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again by the next call.
        instance = undefined;
        throw error;
      },
    ));
  return {
    get: (...args) => (ready ? ready.get(...args) : load().then((http) => http.get(...args))),
    delete: (...args) => (ready ? ready.delete(...args) : load().then((http) => http.delete(...args))),
    post: (...args) => (ready ? ready.post(...args) : load().then((http) => http.post(...args))),
    put: (...args) => (ready ? ready.put(...args) : load().then((http) => http.put(...args))),
    patch: (...args) => (ready ? ready.patch(...args) : load().then((http) => http.patch(...args))),
  } as Http;
}

let httpModule: Promise<HttpClientModule> | undefined;
/**
 * The HTTP library's chunk, fetched once. The app asks for it as soon as the page starts
 * (`preloadHttpClient`): the session-restore call needs it on every start, so it downloads beside
 * the startup config instead of after it (issue 14).
 */
const loadHttpModule = () =>
  (httpModule ??= import('./http-client').catch((error: unknown) => {
    // A failed download (offline for a moment) is tried again by the next call.
    httpModule = undefined;
    throw error;
  }));
export const preloadHttpClient = (): void => void loadHttpModule().catch(() => undefined);
