import { describe, expect, it, vi } from 'vitest';
import { loadStartupConfig } from './load-startup-config';

const validConfig = {
  isProduction: false,
  env: 'local',
  apiUrl: 'http://localhost/api',
  apiUrlUsermgmt: 'http://localhost/api/usermgmt',
  apiUrlRequest: 'http://localhost/api/request',
  apiUrlOverview: 'http://localhost/api/overview',
  baseUrl: 'http://localhost',
  opCo: 'be',
};

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadStartupConfig', () => {
  it('reads the configuration from the assets path', async () => {
    const fetchImpl = respond(200, validConfig);
    const config = await loadStartupConfig(fetchImpl);
    // A plain GET (no options), so it takes over index.html's preload of the same URL.
    expect(fetchImpl).toHaveBeenCalledWith('/assets/config.json');
    expect(config?.opCo).toBe('be');
    expect(config?.maintenanceMode).toBe(false);
  });

  it.each([
    ['a failed response', respond(500, {})],
    ['an invalid document', respond(200, { env: 'elsewhere' })],
    ['a network error', vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch],
  ])('logs the exact message and yields nothing on %s', async (_, fetchImpl) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadStartupConfig(fetchImpl)).toBeNull();
    expect(log).toHaveBeenCalledWith('Something went wrong with fetching the startup parameters...', expect.anything());
  });
});
