import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changePassword, changePasswordMutation } from './change-password';
import { benDevices, benProfile } from '@portal/profile-util/testing';
import { fetchProfile, profileQueries } from './profile-me';
import { profileKeys } from './profile.keys';
import { signOutOthers, signOutOthersMutation } from './sign-out-others';
import { fetchSignedInDevices, signedInDevicesQuery } from './signed-in-devices';
import { answer, api, base, seen, server, useTestServer } from './test-server';
import { profileConflict, updateProfileMutation } from './update-profile';

useTestServer();
const fail = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);
const cache = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('reads', () => {
  it('reads the profile under the key the app shares, with no client header (it is the user’s own)', async () => {
    server.use(answer('get', '/profile', benProfile));
    expect(await fetchProfile(api)).toEqual(benProfile);
    expect(seen[0]!.client).toBeNull();
    expect(profileQueries.me(api).queryKey).toEqual(['profile', 'me']);
  });

  it('reads the signed-in devices', async () => {
    server.use(answer('get', '/profile/sessions', benDevices));
    expect(await fetchSignedInDevices(api)).toEqual(benDevices);
    expect(signedInDevicesQuery(api).queryKey).toEqual(['profile', 'sessions']);
  });

  it('fails loudly on answers the contract does not describe', async () => {
    server.use(answer('get', '/profile', { ...benProfile, version: undefined }), answer('get', '/profile/sessions', { items: [{ id: 'x' }] }));
    await expect(fetchProfile(api)).rejects.toThrow();
    await expect(fetchSignedInDevices(api)).rejects.toThrow();
  });
});

describe('saving the profile', () => {
  const run = (queryClient: QueryClient, variables: object) =>
    new MutationObserver(queryClient, updateProfileMutation(api, queryClient)).mutate(variables as never).catch((e: unknown) => e);

  it('sends the version given, or the cached profile’s, and caches the answer', async () => {
    const saved = { ...benProfile, preferredLanguageCode: 'de' as const, version: 4 };
    server.use(answer('patch', '/profile', saved));
    const queryClient = cache();
    queryClient.setQueryData(profileKeys.me(), benProfile);
    await run(queryClient, { preferredLanguageCode: 'de' });
    await run(queryClient, { firstName: 'Benno', version: 7 });
    expect(seen.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      ['PATCH', '/api/usermgmt/profile', { preferredLanguageCode: 'de', version: 3 }],
      ['PATCH', '/api/usermgmt/profile', { firstName: 'Benno', version: 7 }],
    ]);
    expect(queryClient.getQueryData(profileKeys.me())).toEqual(saved);
  });

  it('reads the profile first when none is cached', async () => {
    server.use(answer('get', '/profile', benProfile), answer('patch', '/profile', benProfile));
    await run(cache(), { phone: null });
    expect(seen.map((s) => [s.method, s.body])).toEqual([['GET', undefined], ['PATCH', { phone: null, version: 3 }]]);
  });

  it('after a version conflict, caches what is saved now and hands it over', async () => {
    const current = { ...benProfile, lastName: 'Jansen-de Vries', version: 5 };
    server.use(answer('patch', '/profile', { status: 409, code: 'version_conflict', current }, 409));
    const queryClient = cache();
    queryClient.setQueryData(profileKeys.me(), benProfile);
    const error = await run(queryClient, { firstName: 'Benno' });
    expect(profileConflict(error)).toEqual(current);
    expect(queryClient.getQueryData(profileKeys.me())).toEqual(current);
  });

  it('leaves the cache alone after a refused input', async () => {
    server.use(answer('patch', '/profile', { status: 400, code: 'validation_failed', errors: [{ field: 'phone', message: 'x' }] }, 400));
    const queryClient = cache();
    queryClient.setQueryData(profileKeys.me(), benProfile);
    expect(profileConflict(await run(queryClient, { phone: '12' }))).toBeNull();
    expect(queryClient.getQueryData(profileKeys.me())).toEqual(benProfile);
  });
});

describe('password and sign-ins', () => {
  /** A cache holding the devices and the profile: which of them a write makes stale. */
  function devicesCache() {
    const queryClient = cache();
    queryClient.setQueryData(profileKeys.sessions(), benDevices);
    queryClient.setQueryData(profileKeys.me(), benProfile);
    const stale = () => [profileKeys.sessions(), profileKeys.me()].map((key) => queryClient.getQueryState(key)!.isInvalidated);
    return { queryClient, stale };
  }

  it('changes the password, and the devices are read again', async () => {
    server.use(answer('post', '/profile/password', { ended: 2 }));
    const body = { currentPassword: 'old-secret-1', newPassword: 'new-secret-12' };
    expect(await changePassword(api, body)).toEqual({ ended: 2 });
    expect(seen[0]!.body).toEqual(body);
    const { queryClient, stale } = devicesCache();
    await new MutationObserver(queryClient, changePasswordMutation(api, queryClient)).mutate(body);
    expect(stale()).toEqual([true, false]);
  });

  it('passes a wrong password and a rate limit on, with the wait', async () => {
    server.use(answer('post', '/profile/password', { status: 400, code: 'wrong_password', errors: [{ field: 'currentPassword', message: 'x' }] }, 400));
    const body = { currentPassword: 'wrong', newPassword: 'new-secret-12' };
    expect(await fail(changePassword(api, body))).toMatchObject({ response: { status: 400, data: { code: 'wrong_password' } } });
    server.use(http.post(`${base}/profile/password`, () => HttpResponse.json({ status: 429, code: 'too_many_attempts' }, { status: 429, headers: { 'retry-after': '600' } })));
    expect(await fail(changePassword(api, body))).toMatchObject({ response: { status: 429, headers: { 'retry-after': '600' } } });
  });

  it('signs out everywhere else without a body, and the devices are read again even after a failure', async () => {
    const bodies: string[] = [];
    server.use(http.post(`${base}/profile/sessions/sign-out-others`, async ({ request }) => (bodies.push(await request.text()), HttpResponse.json({ ended: 2 }))));
    expect(await signOutOthers(api)).toEqual({ ended: 2 });
    expect(bodies).toEqual(['']);
    server.use(http.post(`${base}/profile/sessions/sign-out-others`, () => HttpResponse.json({ status: 500 }, { status: 500 })));
    const { queryClient, stale } = devicesCache();
    await fail(new MutationObserver(queryClient, signOutOthersMutation(api, queryClient)).mutate());
    expect(stale()).toEqual([true, false]);
  });
});
