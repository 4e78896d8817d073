import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  corporateClientDetailSchema,
  corporateClientListSchema,
  globalActionsSchema,
  modulesSchema,
  productTranslationsSchema,
  profileSchema,
  rentalContactSchema,
  rightsSchema,
} from '@portal/shared-api-contract';
import { clientUuid, createHarness, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function get(url: string, email: string, client?: string) {
  return h.app.inject({ url, headers: await h.as(email, client) });
}

describe('corporate clients', () => {
  it('lists anna\'s two clients and nothing for dora or staff', async () => {
    const anna = corporateClientListSchema.parse((await get('/api/corporate-clients', 'anna@northwind.test')).json());
    expect(anna.map((c) => c.name)).toEqual(['Northwind Bouw B.V.', 'Northwind Infra B.V.']);
    expect((await get('/api/corporate-clients', 'dora@noclient.test')).json()).toEqual([]);
    expect((await get('/api/corporate-clients', 'staff@atlas.test')).json()).toEqual([]);
  });

  it('shows one of my clients with its block flag, and 403 for a client that is not mine', async () => {
    const carl = await get(`/api/corporate-clients/${clientUuid('blocked')}`, 'carl@blocked.test');
    expect(corporateClientDetailSchema.parse(carl.json())).toMatchObject({ commerciallyBlocked: true, opCo: 'hu' });
    const other = await get(`/api/corporate-clients/${clientUuid('blocked')}`, 'anna@northwind.test');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'not_a_member' });
  });
});

describe('selected client header', () => {
  it('is required (400), must be a uuid (400) and must be mine (403)', async () => {
    const headers = await h.as('anna@northwind.test');
    const missing = await h.app.inject({ url: '/api/global-actions', headers });
    expect(missing.json()).toMatchObject({ status: 400, code: 'corporate_client_required', errors: [{ field: 'x-corporate-client' }] });
    const bad = await h.app.inject({ url: '/api/global-actions', headers: { ...headers, 'x-corporate-client': 'nope' } });
    expect(bad.json()).toMatchObject({ status: 400, errors: [{ field: 'x-corporate-client' }] });
    const foreign = await h.app.inject({ url: '/api/global-actions', headers: { ...headers, 'x-corporate-client': clientUuid('blocked') } });
    expect(foreign.json()).toMatchObject({ status: 403, code: 'not_a_member' });
  });
});

describe('demo account situations', () => {
  const cases = [
    ['anna@northwind.test', 'northwind-bouw', ['order', 'request', 'asset'], { possible: true, disabled: false }],
    ['ben@northwind.test', 'northwind-bouw', ['order'], { possible: true, disabled: false }],
    ['rita@requestonly.test', 'request-only', ['request'], { possible: false, disabled: false }],
    ['axel@assetonly.test', 'asset-only', ['asset'], { possible: false, disabled: false }],
    ['nora@nomodules.test', 'no-modules', [], { possible: false, disabled: false }],
    ['carl@blocked.test', 'blocked', ['order', 'request'], { possible: true, disabled: true }],
    ['olga@nocontact.test', 'no-contact', ['order'], { possible: true, disabled: true }],
  ] as const;

  it.each(cases)('%s: modules and order capability', async (email, client, modules, order) => {
    expect(modulesSchema.parse((await get('/api/usermgmt/modules', email, client)).json())).toEqual({ modules });
    expect(globalActionsSchema.parse((await get('/api/global-actions', email, client)).json())).toEqual({ order });
  });

  it('gives MANAGE_ROLES_AND_USERS to anna but not to ben', async () => {
    const anna = rightsSchema.parse((await get('/api/usermgmt/rights', 'anna@northwind.test', 'northwind-bouw')).json());
    const ben = rightsSchema.parse((await get('/api/usermgmt/rights', 'ben@northwind.test', 'northwind-bouw')).json());
    expect(anna.rights).toContain('MANAGE_ROLES_AND_USERS');
    expect(ben.rights).not.toContain('MANAGE_ROLES_AND_USERS');
    expect(ben.rights).toContain('PLACE_ORDERS');
  });

  it('has rental contacts for Northwind Bouw and carl, none for olga', async () => {
    const bouw = rentalContactSchema.parse((await get('/api/rental-contact', 'anna@northwind.test', 'northwind-bouw')).json());
    expect(bouw.phone).toBeTruthy();
    expect((await get('/api/rental-contact', 'carl@blocked.test', 'blocked')).json()).toEqual({ phone: '+36 1 555 0177', email: 'credit@atlas-rental.hu' });
    expect((await get('/api/rental-contact', 'olga@nocontact.test', 'no-contact')).json()).toEqual({ phone: null, email: null });
  });
});

describe('profile', () => {
  it('reads and changes the preferred language and phone', async () => {
    const headers = { ...(await h.as('ben@northwind.test', 'northwind-bouw')), 'x-opco': 'nl' };
    expect(profileSchema.parse((await h.app.inject({ url: '/api/usermgmt/profile', headers })).json())).toMatchObject({ email: 'ben@northwind.test', preferredLanguageCode: 'en-US' });
    const patched = await h.app.inject({ method: 'PATCH', url: '/api/usermgmt/profile', headers, payload: { preferredLanguageCode: 'fr-BE', phone: '+32 (3) 555-0199', version: 1 } });
    expect(profileSchema.parse(patched.json())).toMatchObject({ preferredLanguageCode: 'fr-BE', phone: '+3235550199' });
    expect((await h.app.inject({ url: '/api/usermgmt/profile', headers })).json()).toMatchObject({ preferredLanguageCode: 'fr-BE' });
  });

  it('refuses a language outside the seven and fields it does not know', async () => {
    const headers = await h.as('ben@northwind.test', 'northwind-bouw');
    const res = await h.app.inject({ method: 'PATCH', url: '/api/usermgmt/profile', headers, payload: { preferredLanguageCode: 'fr', email: 'x@y.z', version: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'preferredLanguageCode']);
  });
});

describe('availability', () => {
  it('is public, and only staff may change it', async () => {
    expect(availabilitySchema.parse((await h.app.inject('/api/availability')).json())).toEqual({ status: 'UP', bannerText: null });
    const payload = { status: 'MAINTENANCE', bannerText: 'Back at 14:00' };
    const anna = await h.app.inject({ method: 'PUT', url: '/api/admin/availability', headers: await h.as('anna@northwind.test'), payload });
    expect(anna.json()).toMatchObject({ status: 403, code: 'staff_only' });
    const staff = await h.app.inject({ method: 'PUT', url: '/api/admin/availability', headers: await h.as('staff@atlas.test'), payload });
    expect(staff.json()).toEqual(payload);
    expect((await h.app.inject('/api/availability')).json()).toEqual(payload);
    await h.app.inject({ method: 'PUT', url: '/api/admin/availability', headers: await h.as('staff@atlas.test'), payload: { status: 'UP', bannerText: null } });
  });
});

describe('public data', () => {
  it('serves product names in all seven languages', async () => {
    const { items } = productTranslationsSchema.parse((await h.app.inject('/api/i18n/product-translations')).json());
    expect(items.length).toBeGreaterThanOrEqual(200);
    expect(items.find((i) => i.code === 'EXCAVATORS-01')?.names).toMatchObject({ 'en-US': 'Excavator 1 t', de: 'Bagger 1 t', pl: 'Koparka 1 t' });
  });

  it('reports health', async () => {
    expect((await h.app.inject('/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
