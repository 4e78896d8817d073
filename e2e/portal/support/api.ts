import { expect, request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
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

/** What the order form offers a user: the client's today and what an order may name. */
export interface FormOptions {
  today: string;
  projects: { id: number }[];
  addresses: { id: number }[];
  contactPersons: { id: number }[];
}

/** An ISO date `days` later (or earlier, when negative). */
export const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Ben places an order through the API: `quantity` excavators for four weeks from in three days, far above 5,000 EUR when large. */
export async function placeAsBen(quantity: number) {
  const ben = await apiAs('ben@northwind.test', clients.northwindBouw);
  const options = await ben.get<FormOptions>('/api/overview/order-form/options');
  const products = await ben.get<{ items: { id: number }[] }>('/api/overview/catalogue/products?q=excavator&pageSize=1');
  const start = plusDays(options.today, 3);
  const placed = await ben.send<{ id: number; number: string; status: string }>('POST', '/api/overview/orders', {
    projectId: options.projects[0]!.id,
    addressId: options.addresses[0]!.id,
    contactPersonId: options.contactPersons[0]!.id,
    lines: [{ productId: products.items[0]!.id, quantity, startDate: start, expectedEndDate: plusDays(start, 28), deliveryMethod: 'delivery' }],
  }, { 'Idempotency-Key': randomUUID() });
  await ben.dispose();
  expect(placed.status).toBe(201);
  return { ...placed.body, startDate: start };
}
