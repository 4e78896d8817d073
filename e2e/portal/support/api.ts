import { expect, request } from '@playwright/test';
import { password } from './session';

/** Calls the API as a demo user for one of their clients, in a context of its own. */
export async function apiAs(email: string, clientUuid: string) {
  const api = await request.newContext({ baseURL: `http://localhost:${process.env['E2E_PORT'] ?? '4200'}` });
  const login = await api.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBeTruthy();
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}`, 'X-Corporate-Client': clientUuid };
  return {
    get: async <T>(path: string): Promise<T> => {
      const res = await api.get(path, { headers });
      expect(res.ok(), path).toBeTruthy();
      return (await res.json()) as T;
    },
    /** Sends JSON and answers the status with the parsed body, whatever the status: tests assert on refusals too. */
    send: async <T>(method: 'POST' | 'PUT', path: string, data: unknown, extraHeaders: Record<string, string> = {}) => {
      const res = await api.fetch(path, { method, data, headers: { ...headers, ...extraHeaders } });
      return { status: res.status(), body: (await res.json()) as T };
    },
    dispose: () => api.dispose(),
  };
}

export const clients = {
  northwindBouw: '5eed0000-0000-4000-8000-000000000001',
  northwindInfra: '5eed0000-0000-4000-8000-000000000002',
  blocked: '5eed0000-0000-4000-8000-000000000006',
};
