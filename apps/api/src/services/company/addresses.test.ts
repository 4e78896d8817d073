// /api/usermgmt/company/addresses: the list, its CSV and the options, idempotent add, versioned
// edit, archive and restore, the one default delivery address, who may do what, another client's ids.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOptionListSchema, addressSchema, type Address } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { add, addressInput, BEN, fieldsOf, get, list, rows, send } from './master-data-testing';

const PATH = '/company/addresses';
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const parsed = (res: { json(): unknown }): Address => addressSchema.parse(res.json());
const fresh = async (overrides = {}) => parsed(await add(h, PATH, addressInput(overrides)));
const inputOf = ({ id: _id, archived: _a, version: _v, ...rest }: Address) => rest;
const defaults = async (client = 1) => rows<{ id: number; version: number }>(h, `SELECT id, version FROM addresses WHERE client_id = ${client} AND default_delivery`);

describe('reading', () => {
  it("lists the client's active addresses by label and id, one of them the seeded default", async () => {
    const own = await rows<{ id: number }>(h, 'SELECT id FROM addresses WHERE client_id = 1 AND NOT archived ORDER BY label, id');
    const page = await list<Address>(h, PATH);
    expect(page.items.map((a) => a.id)).toEqual(own.map((r) => r.id));
    expect(page.total).toBe(own.length);
    expect(page.items.filter((a) => a.defaultDelivery)).toHaveLength(1);
    expect(await defaults(2)).toHaveLength(1);
  });

  it('searches label and city; archived ones only with archived=true', async () => {
    const address = await fresh({ city: 'Zierikzee' });
    expect((await list<Address>(h, PATH, 'q=zierikZEE')).items.map((a) => a.id)).toEqual([address.id]);
    await send(h, 'POST', `${PATH}/${address.id}/archive`, { version: 1 });
    expect((await list<Address>(h, PATH, `q=${address.label}`)).total).toBe(0);
    expect((await list<Address>(h, PATH, `q=${address.label}&archived=true`)).items).toMatchObject([{ id: address.id, archived: true }]);
  });

  it('offers only active addresses as options, and exports CSV', async () => {
    const archived = await fresh();
    await send(h, 'POST', `${PATH}/${archived.id}/archive`, { version: 1 });
    const options = addressOptionListSchema.parse((await get(h, `${PATH}/options`, BEN)).json());
    const active = await rows<{ id: number }>(h, 'SELECT id FROM addresses WHERE client_id = 1 AND NOT archived ORDER BY label, id');
    expect(options.items.map((a) => a.id)).toEqual(active.map((r) => r.id));
    const address = await fresh({ label: '@Site gate', street: '-1 Kade' });
    const csv = await get(h, `${PATH}/export.csv?q=${encodeURIComponent('@Site gate')}`, BEN);
    expect(csv.body.split('\r\n').filter(Boolean)).toEqual([
      '\uFEFFID,Name,Street and number,Postal code,City,Country,Default delivery address,Archived',
      `${address.id},'@Site gate,'-1 Kade,1011 AB,Amsterdam,NL,No,No`,
    ]);
  });
});

describe('adding', () => {
  it('answers 201 with the address, and the same address to a retry with the same key', async () => {
    const key = randomUUID();
    const body = addressInput({ country: ' de ', postalCode: '10115' });
    const first = await add(h, PATH, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(parsed(first)).toMatchObject({ label: body.label, country: 'DE', postalCode: '10115', defaultDelivery: false, version: 1 });
    const again = await add(h, PATH, body, { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(parsed(again)).toEqual(parsed(first));
    expect(await rows(h, `SELECT id FROM addresses WHERE label = '${body.label}'`)).toHaveLength(1);
  });

  it('checks the postal code against the country, the country against the list', async () => {
    expect(fieldsOf(await add(h, PATH, addressInput({ postalCode: '12', country: 'NL' })))).toEqual(['postalCode']);
    expect(fieldsOf(await add(h, PATH, addressInput({ country: 'XX' })))).toEqual(['country']);
    expect(fieldsOf(await add(h, PATH, addressInput({ label: '', city: 'x'.repeat(101) }))).sort()).toEqual(['city', 'label']);
  });

  it('takes the default from the other address when the new one is the default', async () => {
    const [before] = await defaults();
    const address = await fresh({ defaultDelivery: true });
    expect(address.defaultDelivery).toBe(true);
    expect(await defaults()).toEqual([{ id: address.id, version: 1 }]);
    // The former default moved on a version: an edit based on the old one cannot set it back unseen.
    const former = (await list<Address>(h, PATH)).items.find((a) => a.id === before!.id);
    expect(former).toMatchObject({ defaultDelivery: false, version: before!.version + 1 });
    expect(await defaults(2)).toHaveLength(1);
  });

  it('keeps one default when several adds set it at the same moment: the last to commit has it', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => add(h, PATH, addressInput({ defaultDelivery: true }))));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const [only] = await defaults();
    expect(answers.map((r) => r.json().id)).toContain(only!.id);
    expect(await defaults()).toHaveLength(1);
  });

  it('needs MANAGE_ROLES_AND_USERS', async () => {
    expect((await add(h, PATH, addressInput(), BEN)).json()).toMatchObject({ status: 403, code: 'missing_right' });
  });
});

describe('editing, archiving and restoring', () => {
  it('saves with the version; an older version gets 409 with the address as it is now', async () => {
    const address = await fresh();
    const saved = parsed(await send(h, 'PUT', `${PATH}/${address.id}`, { ...inputOf(address), street: 'Kanaalweg 3', version: 1 }));
    expect(saved).toMatchObject({ street: 'Kanaalweg 3', version: 2 });
    expect((await send(h, 'PUT', `${PATH}/${address.id}`, { ...inputOf(address), version: 1 })).json()).toMatchObject({ status: 409, code: 'version_conflict', current: saved });
  });

  it('moves the default on edit, and lets the default go without a new one', async () => {
    const address = await fresh();
    const moved = parsed(await send(h, 'PUT', `${PATH}/${address.id}`, { ...inputOf(address), defaultDelivery: true, version: 1 }));
    expect(moved).toMatchObject({ defaultDelivery: true, version: 2 });
    expect((await defaults()).map((d) => d.id)).toEqual([address.id]);
    // Saving the default as the default again moves nothing.
    expect(parsed(await send(h, 'PUT', `${PATH}/${address.id}`, { ...inputOf(moved), version: 2 }))).toMatchObject({ defaultDelivery: true, version: 3 });
    expect(parsed(await send(h, 'PUT', `${PATH}/${address.id}`, { ...inputOf(moved), defaultDelivery: false, version: 3 }))).toMatchObject({ defaultDelivery: false });
    expect(await defaults()).toEqual([]);
  });

  it('clears the flag when the default address is archived, and an archived address cannot become the default', async () => {
    const address = await fresh({ defaultDelivery: true });
    const archived = parsed(await send(h, 'POST', `${PATH}/${address.id}/archive`, { version: 1 }));
    expect(archived).toMatchObject({ archived: true, defaultDelivery: false, version: 2 });
    expect(await defaults()).toEqual([]);
    const res = await send(h, 'PUT', `${PATH}/${address.id}`, { ...inputOf(archived), defaultDelivery: true, version: 2 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['defaultDelivery']);
    // Restoring does not bring the flag back.
    expect(parsed(await send(h, 'POST', `${PATH}/${address.id}/restore`, { version: 2 }))).toMatchObject({ archived: false, defaultDelivery: false, version: 3 });
  });

  it("answers 404 for another client's address, and leaves that client's default alone", async () => {
    const [foreign] = await defaults(2);
    const body = { ...addressInput({ defaultDelivery: true }), version: foreign!.version };
    expect((await send(h, 'PUT', `${PATH}/${foreign!.id}`, body)).statusCode).toBe(404);
    for (const action of ['archive', 'restore']) expect((await send(h, 'POST', `${PATH}/${foreign!.id}/${action}`, { version: foreign!.version })).statusCode).toBe(404);
    expect(await defaults(2)).toEqual([foreign]);
  });

  it('needs MANAGE_ROLES_AND_USERS', async () => {
    const address = await fresh();
    expect((await send(h, 'PUT', `${PATH}/${address.id}`, { ...inputOf(address), version: 1 }, BEN)).statusCode).toBe(403);
    expect((await send(h, 'POST', `${PATH}/${address.id}/archive`, { version: 1 }, BEN)).statusCode).toBe(403);
  });
});
