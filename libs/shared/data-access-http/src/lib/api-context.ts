import type { AppConfig } from '@portal/shared-util-config';
import type { Http } from './lazy-http-client';
import { createContext, useContext } from 'react';

/** The one axios instance and the startup config, handed to every domain's data access by the app. */
export interface ApiClient {
  http: Http;
  config: AppConfig;
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientContext provider');
  return client;
}
