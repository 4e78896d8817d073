// /api/usermgmt/company/contact-persons: the list and its CSV, idempotent add, versioned edit,
// archive and restore, who may do what, and another client's ids.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPersonSchema, type ContactPerson } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { add, BEN, contactInput, fieldsOf, get, list, rows, send, unique } from './master-data-testing';

const PATH = '/company/contact-persons';
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const parsed = (res: { json(): unknown }): ContactPerson => contactPersonSchema.parse(res.json());
const fresh = async (overrides = {}) => parsed(await add(h, PATH, contactInput(overrides)));
const inputOf = ({ id: _id, archived: _a, version: _v, ...rest }: ContactPerson) => rest;

describe('the list', () => {
  it("shows the client's own active contact persons by last name, first name and id, with page and total", async () => {
    const own = await rows<{ id: number }>(h, 'SELECT id FROM contact_persons WHERE client_id = 1 AND NOT archived ORDER BY last_name, first_name, id');
    const all = await list<ContactPerson>(h, PATH);
    expect(all.items.map((p) => p.id)).toEqual(own.map((r) => r.id));
    expect(all.total).toBe(own.length);
    expect(all.items.every((p) => !p.archived)).toBe(true);
    const second = await list<ContactPerson>(h, PATH, 'page=2&pageSize=1');
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: own.length, items: [{ id: own[1]!.id }] });
  });

  it('shows archived ones too only when asked, and searches names and email (wildcards taken literally)', async () => {
    const person = await fresh({ firstName: 'Wim_100%', email: 'wim.archived@example.test' });
    await send(h, 'POST', `${PATH}/${person.id}/archive`, { version: 1 });
    expect((await list<ContactPerson>(h, PATH, `q=${person.lastName}`)).items).toEqual([]);
    expect((await list<ContactPerson>(h, PATH, `q=${person.lastName}&archived=true`)).items.map((p) => [p.id, p.archived])).toEqual([[person.id, true]]);
    expect((await list<ContactPerson>(h, PATH, `q=${encodeURIComponent(`Wim_100% ${person.lastName}`)}&archived=true`)).total).toBe(1);
    expect((await list<ContactPerson>(h, PATH, 'q=WIM.ARCHIVED@&archived=true')).items.map((p) => p.id)).toEqual([person.id]);
    expect((await list<ContactPerson>(h, PATH, `q=${encodeURIComponent('wim_100%')}&archived=true`)).items.map((p) => p.id)).toEqual([person.id]);
    expect((await list<ContactPerson>(h, PATH, `q=${encodeURIComponent('w_m_1%0')}&archived=true`)).total).toBe(0);
  });

  it('exports every matching row as CSV, typed text (a phone number too) kept from becoming a formula', async () => {
    const person = await fresh({ firstName: '=HYPERLINK("x")', jobTitle: '+Buyer' });
    const res = await get(h, `${PATH}/export.csv?q=${person.lastName}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="contact-persons-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.split('\r\n').filter(Boolean);
    // Anna writes Dutch: Dutch headers and words, semicolons between the fields.
    expect(lines[0]).toBe('\uFEFFID;Voornaam;Achternaam;Functie;E-mail;Telefoon;Gearchiveerd');
    expect(lines.slice(1)).toEqual([`${person.id};"'=HYPERLINK(""x"")";${person.lastName};'+Buyer;${person.email};'+31612345678;Nee`]);
    const everyone = await get(h, `${PATH}/export.csv?archived=true`);
    const [count] = await rows<{ n: number }>(h, 'SELECT count(*)::int AS n FROM contact_persons WHERE client_id = 1');
    expect(everyone.body.split('\r\n').filter(Boolean)).toHaveLength(count!.n + 1);
  });

  it('exports in list order across keyset batches, ties broken by first name and id', async () => {
    await rows(h, `INSERT INTO contact_persons (client_id, first_name, last_name) SELECT 1, 'Batch ' || (g % 3), 'Zz-batch' FROM generate_series(1, 1100) g`);
    const expected = await rows<{ id: number }>(h, "SELECT id FROM contact_persons WHERE client_id = 1 AND last_name = 'Zz-batch' ORDER BY last_name, first_name, id");
    const res = await get(h, `${PATH}/export.csv?q=Zz-batch`);
    const ids = res.body.split('\r\n').slice(1).filter(Boolean).map((line) => Number(line.split(';')[0]));
    expect(ids).toEqual(expected.map((r) => r.id));
    expect((await list<ContactPerson>(h, PATH, 'q=Zz-batch&pageSize=10&page=60')).items.map((p) => p.id)).toEqual(expected.slice(590, 600).map((r) => r.id));
    await rows(h, "DELETE FROM contact_persons WHERE last_name = 'Zz-batch'");
  });

  it('is read by every member (ben, without MANAGE_ROLES_AND_USERS)', async () => {
    expect((await get(h, PATH, BEN)).statusCode).toBe(200);
    expect((await get(h, `${PATH}/export.csv`, BEN)).statusCode).toBe(200);
  });
});

describe('adding', () => {
  it('answers 201 with the person (email and phone normalised), and the same person to a retry with the same key', async () => {
    const key = randomUUID();
    const body = contactInput({ email: ' Sanne@Example.TEST ', phone: '0031 (6) 1234-5678', jobTitle: '' });
    const first = await add(h, PATH, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    const person = parsed(first);
    expect(person).toMatchObject({ firstName: 'Sanne', lastName: body.lastName, jobTitle: null, email: 'sanne@example.test', phone: '+31612345678', archived: false, version: 1 });
    const again = await add(h, PATH, body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(parsed(again)).toEqual(person);
    expect(await rows(h, `SELECT id FROM contact_persons WHERE last_name = '${body.lastName}'`)).toHaveLength(1);
    expect((await add(h, PATH, { ...body, firstName: 'Other' }, { key })).json()).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('needs the Idempotency-Key, and validates each field', async () => {
    expect(fieldsOf(await add(h, PATH, contactInput(), { key: '' }))).toEqual(['idempotency-key']);
    const res = await add(h, PATH, contactInput({ firstName: ' ', email: 'not-an-email', phone: '12', jobTitle: 'x'.repeat(101) }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).sort()).toEqual(['email', 'firstName', 'jobTitle', 'phone']);
  });

  it('refuses a second active person with the same name or e-mail address: 409 contact_person_exists naming the field (issue 32)', async () => {
    const person = await fresh({ email: `${unique('piet')}@example.test` });
    const sameName = await add(h, PATH, contactInput({ firstName: 'SANNE', lastName: ` ${person.lastName.toLowerCase()} `, email: null }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'contact_person_exists', errors: [{ field: 'lastName' }] });
    const sameEmail = await add(h, PATH, contactInput({ email: person.email!.toUpperCase() }));
    expect(sameEmail.json()).toMatchObject({ status: 409, code: 'contact_person_exists', errors: [{ field: 'email' }] });
    expect(await rows(h, `SELECT id FROM contact_persons WHERE lower(email) = '${person.email}'`)).toHaveLength(1);
    // Nor may an edit make another person a twin; an archived one does not count.
    const other = await fresh();
    const edit = await send(h, 'PUT', `${PATH}/${other.id}`, { ...inputOf(other), email: person.email, version: other.version });
    expect(edit.json()).toMatchObject({ status: 409, code: 'contact_person_exists' });
    expect((await send(h, 'POST', `${PATH}/${person.id}/archive`, { version: person.version })).statusCode).toBe(200);
    expect((await add(h, PATH, contactInput({ firstName: person.firstName, lastName: person.lastName, email: person.email }))).statusCode).toBe(201);
  });

  it('needs MANAGE_ROLES_AND_USERS', async () => {
    const res = await add(h, PATH, contactInput(), BEN);
    expect(res.json()).toMatchObject({ status: 403, code: 'missing_right' });
  });
});

describe('editing, archiving and restoring', () => {
  it('saves the changes and bumps the version; an edit based on an older version gets 409 with the person as it is now', async () => {
    const person = await fresh();
    const saved = await send(h, 'PUT', `${PATH}/${person.id}`, { ...inputOf(person), jobTitle: 'Buyer', phone: null, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(parsed(saved)).toMatchObject({ jobTitle: 'Buyer', phone: null, version: 2 });
    const stale = await send(h, 'PUT', `${PATH}/${person.id}`, { ...inputOf(person), lastName: 'Mine', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: parsed(saved) });
  });

  it('archives and restores with the version, changing nothing when it is so already', async () => {
    const person = await fresh();
    expect(parsed(await send(h, 'POST', `${PATH}/${person.id}/archive`, { version: 1 }))).toMatchObject({ archived: true, version: 2 });
    expect((await send(h, 'POST', `${PATH}/${person.id}/restore`, { version: 1 })).json()).toMatchObject({ status: 409, code: 'version_conflict', current: { archived: true, version: 2 } });
    expect(parsed(await send(h, 'POST', `${PATH}/${person.id}/archive`, { version: 2 }))).toMatchObject({ archived: true, version: 2 });
    expect(parsed(await send(h, 'POST', `${PATH}/${person.id}/restore`, { version: 2 }))).toMatchObject({ archived: false, version: 3 });
  });

  it("answers 404 for another client's person and one that does not exist", async () => {
    const [foreign] = await rows<{ id: number }>(h, 'SELECT min(id) AS id FROM contact_persons WHERE client_id = 2');
    const body = { ...contactInput(), version: 1 };
    for (const id of [foreign!.id, 2_000_000]) {
      expect((await send(h, 'PUT', `${PATH}/${id}`, body)).statusCode).toBe(404);
      for (const action of ['archive', 'restore']) expect((await send(h, 'POST', `${PATH}/${id}/${action}`, { version: 1 })).statusCode).toBe(404);
    }
    expect((await rows<{ last_name: string }>(h, `SELECT last_name FROM contact_persons WHERE id = ${foreign!.id}`))[0]!.last_name).not.toBe(body.lastName);
    // Before the body is looked at: a caller learns nothing from which of their fields were wrong.
    expect((await send(h, 'PUT', `${PATH}/${foreign!.id}`, { phone: 'x' })).statusCode).toBe(404);
    expect((await send(h, 'PUT', `${PATH}/${foreign!.id}`, { phone: 'x' }, BEN)).statusCode).toBe(403);
    expect(fieldsOf(await send(h, 'PUT', `${PATH}/abc`, body))).toEqual(['id']);
  });

  it('needs MANAGE_ROLES_AND_USERS', async () => {
    const person = await fresh();
    expect((await send(h, 'PUT', `${PATH}/${person.id}`, { ...inputOf(person), version: 1 }, BEN)).statusCode).toBe(403);
    expect((await send(h, 'POST', `${PATH}/${person.id}/archive`, { version: 1 }, BEN)).statusCode).toBe(403);
  });
});
