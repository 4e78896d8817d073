import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { profileQueries, updateProfile } from './profile.queries';

const server = setupServer(
  http.get('http://api.test/api/usermgmt/profile', () => HttpResponse.json({ id: 1, preferredLanguageCode: 'de' })),
  http.patch('http://api.test/api/usermgmt/profile', async ({ request }) =>
    HttpResponse.json({ id: 1, ...((await request.json()) as object) }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = { http: axios.create(), config: { apiUrlUsermgmt: 'http://api.test/api/usermgmt' } } as never;

it('reads the profile from user management', async () => {
  const options = profileQueries.me(client);
  expect(options.queryKey).toEqual(['profile', 'me']);
  expect(await options.queryFn!({} as never)).toMatchObject({ preferredLanguageCode: 'de' });
});

it('patches the preferred language', async () => {
  expect(await updateProfile(client, { preferredLanguageCode: 'pl' })).toMatchObject({ preferredLanguageCode: 'pl' });
});
