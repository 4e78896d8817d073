// A small stand-in for the profile endpoints in the page's tests: it keeps the profile with its
// version (a stale one answers 409 with `current`, like the API), the devices, and every request.
import { phoneSchema, type NotificationPreferences, type Profile } from '@portal/shared-api-contract';
import { testConfig } from '@portal/shared-data-access-http/testing';
import { benDevices, benNotificationPreferences, benProfile } from '@portal/profile-util/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export const url = (path: string) => `${testConfig.apiUrlUsermgmt}${path}`;

export const state = { profile: benProfile, devices: benDevices, preferences: benNotificationPreferences };
export const requests: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const text = request.method === 'GET' ? '' : await request.text();
  requests.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
};

export const server = setupServer(
  http.get(url('/profile'), async ({ request }) => (await record(request), HttpResponse.json(state.profile))),
  http.patch(url('/profile'), async ({ request }) => {
    await record(request);
    const { version, phone, ...rest } = requests.at(-1)!.body as Partial<Profile> & { version: number };
    if (version !== state.profile.version) return HttpResponse.json({ status: 409, code: 'version_conflict', current: state.profile }, { status: 409 });
    const normalised = phone === undefined ? {} : { phone: phone === null ? null : phoneSchema.parse(phone) };
    state.profile = { ...state.profile, ...rest, ...normalised, version: version + 1 };
    return HttpResponse.json(state.profile);
  }),
  http.get(url('/notification-preferences'), async ({ request }) => (await record(request), HttpResponse.json(state.preferences))),
  http.put(url('/notification-preferences'), async ({ request }) => {
    await record(request);
    const { version, topics } = requests.at(-1)!.body as NotificationPreferences;
    if (version !== state.preferences.version) return HttpResponse.json({ status: 409, code: 'version_conflict', current: state.preferences }, { status: 409 });
    state.preferences = { version: version + 1, topics: state.preferences.topics.map((saved) => topics.find((t) => t.topic === saved.topic) ?? saved) };
    return HttpResponse.json(state.preferences);
  }),
  http.get(url('/profile/sessions'), async ({ request }) => (await record(request), HttpResponse.json(state.devices))),
  http.post(url('/profile/password'), async ({ request }) => (await record(request), HttpResponse.json({ ended: 2 }))),
  http.post(url('/profile/sessions/sign-out-others'), async ({ request }) => {
    await record(request);
    const others = state.devices.items.filter((d) => !d.current).length;
    state.devices = { items: state.devices.items.filter((d) => d.current) };
    return HttpResponse.json({ ended: others });
  }),
);

/** Starts the stand-in for this test file, fresh for each test. */
export function serveProfileEndpoints() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state.profile = benProfile;
    state.devices = benDevices;
    state.preferences = benNotificationPreferences;
  });
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
}

/** Someone saved in another tab: the stored profile moves on. */
export const savedElsewhere = (change: Partial<Profile>) => {
  state.profile = { ...state.profile, ...change, version: state.profile.version + 1 };
};

export const answerOnce = (method: 'patch' | 'post' | 'put', path: string, body: object, status: number, headers: Record<string, string> = {}) =>
  server.use(http[method](url(path), async ({ request }) => (await record(request), HttpResponse.json(body, { status, headers })), { once: true }));
