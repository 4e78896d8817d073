// GET /api/overview/depots: the opCo's depots for the Contact page, for every member of a client.
import { depotsResponseSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createHarness, type Harness } from '../../testing/harness';
import { openingHoursOf } from './depots';
import { BASE } from './order-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = async (email = 'anna@northwind.test', client = 'northwind-bouw') => h.app.inject({ url: `${BASE}/depots`, headers: await h.as(email, client) });

describe('GET /depots', () => {
  it("answers the Dutch client with the nl depots only, by name, in Europe/Amsterdam", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = depotsResponseSchema.parse(res.json());
    expect(body.timeZone).toBe('Europe/Amsterdam');
    expect(body.items.length).toBe(await countRows(h.database, `SELECT count(*) AS n FROM depots WHERE op_co = 'nl'`));
    expect(body.items.length).toBeGreaterThan(1);
    expect(body.items.every((d) => d.country === 'NL')).toBe(true);
    const names = body.items.map((d) => d.name);
    expect(names).toEqual([...names].sort());
    expect(body.items[0]).toMatchObject({ name: 'Atlas Rental Amsterdam', city: 'Amsterdam', postalCode: '1043 AB', lat: 52.387, lng: 4.838 });
    expect(body.items[0]).not.toHaveProperty('opCo');
  });

  it('answers opening hours as { opens, closes } per weekday, null when closed', async () => {
    const amsterdam = depotsResponseSchema.parse((await get()).json()).items.find((d) => d.city === 'Amsterdam')!;
    expect(amsterdam.openingHours).toEqual({
      mon: { opens: '07:00', closes: '17:00' },
      tue: { opens: '07:00', closes: '17:00' },
      wed: { opens: '07:00', closes: '17:00' },
      thu: { opens: '07:00', closes: '17:00' },
      fri: { opens: '07:00', closes: '16:00' },
      sat: { opens: '08:00', closes: '12:00' },
      sun: null,
    });
  });

  it('needs no module or right: a request-only member in Belgium and a blocked client in Hungary read theirs', async () => {
    const rita = depotsResponseSchema.parse((await get('rita@requestonly.test', 'request-only')).json());
    expect(rita.timeZone).toBe('Europe/Brussels');
    expect(rita.items.map((d) => d.country)).toEqual(['BE', 'BE', 'BE']);
    const nora = await get('nora@nomodules.test', 'no-modules');
    expect(nora.statusCode).toBe(200);
    expect(depotsResponseSchema.parse(nora.json()).timeZone).toBe('Europe/Warsaw');
    const carl = depotsResponseSchema.parse((await get('carl@blocked.test', 'blocked')).json());
    expect(carl.items.every((d) => d.country === 'HU')).toBe(true);
  });

  it('needs a sign-in (401), a client header (400) and a membership of that client (403)', async () => {
    expect((await h.app.inject({ url: `${BASE}/depots` })).statusCode).toBe(401);
    const { authorization } = await h.as('anna@northwind.test');
    const noClient = await h.app.inject({ url: `${BASE}/depots`, headers: { authorization: authorization! } });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toMatchObject({ code: 'corporate_client_required' });
    expect((await get('dora@noclient.test', 'northwind-bouw')).statusCode).toBe(403);
  });
});

describe('openingHoursOf', () => {
  it('splits "07:00-17:00" and treats null or anything malformed as closed', () => {
    expect(openingHoursOf('07:00-17:00')).toEqual({ opens: '07:00', closes: '17:00' });
    expect(openingHoursOf(null)).toBeNull();
    expect(openingHoursOf(undefined)).toBeNull();
    expect(openingHoursOf('closed')).toBeNull();
  });
});
