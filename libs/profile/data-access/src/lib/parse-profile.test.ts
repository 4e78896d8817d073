import { benProfile } from '@portal/profile-util/testing';
import type { ApiClient } from '@portal/shared-data-access-http';
import { describe, expect, it, vi } from 'vitest';
import { fetchProfile } from './profile-me';

// Records when the schema's chunk is asked for (the factory runs on the first import).
const schema = vi.hoisted(() => ({ requested: false }));
vi.mock('./profile-schema', async (importOriginal) => {
  schema.requested = true;
  return importOriginal();
});

describe('fetchProfile', () => {
  it('asks for the schema while the request is in flight, not after the answer (one round trip less at start, issue 14)', async () => {
    let answer!: (response: { data: unknown }) => void;
    const get = vi.fn(() => new Promise<{ data: unknown }>((resolve) => (answer = resolve)));
    const api = { http: { get }, config: { apiUrlUsermgmt: '/api/usermgmt' } } as unknown as ApiClient;

    const profile = fetchProfile(api);
    await vi.waitFor(() => expect(schema.requested).toBe(true));
    expect(get).toHaveBeenCalledWith('/api/usermgmt/profile');

    answer({ data: benProfile });
    expect(await profile).toEqual(benProfile);
  });
});
