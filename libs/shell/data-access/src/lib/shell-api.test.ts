import type { Http } from '@portal/shared-data-access-http';
import { describe, expect, it, vi } from 'vitest';
import { createShellApi } from './shell-api';

const config = { apiUrl: 'http://api.test/api', apiUrlUsermgmt: 'http://api.test/api/usermgmt' };
const answering = (data: unknown) => createShellApi({ get: vi.fn(async () => ({ data })) } as unknown as Http, config);

describe('shell api', () => {
  it('returns the answers that are the contract', async () => {
    expect(await answering({ modules: ['order', 'asset'] }).modules()).toEqual({ modules: ['order', 'asset'] });
    expect(await answering({ status: 'UP', bannerText: null, extra: 1 }).availability()).toEqual({ status: 'UP', bannerText: null });
  });

  it('refuses answers that are not, where they enter', async () => {
    await expect(answering({ modules: ['orders'] }).modules()).rejects.toThrow(/contract/);
    await expect(answering({ rights: 'VIEW_PRICES' }).rights()).rejects.toThrow(/contract/);
    await expect(answering([{ id: 1, externalUuid: 'uuid-1', name: 'N', showPrices: true, opCo: 'nl' }]).corporateClients()).rejects.toThrow(/externalUuid/);
    await expect(answering({ status: 'SOMETIMES', bannerText: null }).availability()).rejects.toThrow(/status/);
  });
});
