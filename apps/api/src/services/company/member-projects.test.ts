// PUT /company/users/:id/projects (issue 35 point 6): an administrator limits a user to some
// projects, versioned, counting at the user's next request; the limited user's writes can only
// name those projects (orders, requests, assets), with a message at the field.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { add, options, page, validInput } from '../asset/asset-testing';
import { formOptions, place, smallOrder } from '../order/order-testing';
import { openLines, send as sendRequest } from '../request/request-testing';
import { fieldsOf, get, memberByEmail, parsedMember, send } from './people-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const CLIENT = 'northwind-bouw';
const setProjects = (id: number, projectIds: number[] | null, version: number, email?: string) => send(h, 'PUT', `/users/${id}/projects`, { projectIds, version }, { email });
const projectsOf = async (email: string) => ((await get(h, '/projects?pageSize=100', { email })).json().items as { id: number; name: string }[]);
const contractProjects = async (email: string) =>
  new Set(((await h.get('/api/overview/contracts?pageSize=100', email, CLIENT)).json().items as { projectId: number }[]).map((c) => c.projectId));

describe("limiting a user to some projects", () => {
  it('limits Ben to one project at his next request, and lifts it again', async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    expect(ben.projectIds).toBeNull();
    const all = await projectsOf('anna@northwind.test');
    expect((await contractProjects('ben@northwind.test')).size).toBeGreaterThan(1);

    const limited = await setProjects(ben.id, [all[1]!.id], ben.version);
    expect(limited.statusCode, limited.body).toBe(200);
    expect(parsedMember(limited)).toMatchObject({ projectIds: [all[1]!.id], version: ben.version + 1 });
    expect([...(await contractProjects('ben@northwind.test'))]).toEqual([all[1]!.id]);
    expect((await projectsOf('ben@northwind.test')).map((p) => p.id)).toEqual([all[1]!.id]);

    // The same limit again changes nothing; an old version is refused with the member as it is.
    expect(parsedMember(await setProjects(ben.id, [all[1]!.id], ben.version + 1)).version).toBe(ben.version + 1);
    const stale = await setProjects(ben.id, null, ben.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.projectIds).toEqual([all[1]!.id]);

    const lifted = await setProjects(ben.id, null, ben.version + 1);
    expect(parsedMember(lifted).projectIds).toBeNull();
    expect((await contractProjects('ben@northwind.test')).size).toBeGreaterThan(1);
  });

  it('refuses another client\'s project, an empty choice, and callers without MANAGE_ROLES_AND_USERS', async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    const infra = await get(h, '/projects', { email: 'anna@northwind.test', client: 'northwind-infra' });
    const foreign = (infra.json().items as { id: number }[])[0]!.id;
    expect(fieldsOf(await setProjects(ben.id, [foreign], ben.version))).toEqual(['projectIds']);
    expect(fieldsOf(await setProjects(ben.id, [], ben.version))).toEqual(['projectIds']);
    expect((await setProjects(ben.id, null, ben.version, 'ben@northwind.test')).statusCode).toBe(403);
  });
});

describe("a limited user's writes (Lena, limited to one project)", () => {
  const LENA = 'lena@northwind.test';

  it('orders only for her project: another project is refused at its field', async () => {
    const own = await formOptions(h, LENA);
    expect(own.projects).toHaveLength(1);
    const other = (await formOptions(h)).projects.find((p) => p.id !== own.projects[0]!.id)!;
    const refused = await place(h, smallOrder(own, { projectId: other.id }), { email: LENA });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(['projectId']);
    expect((await place(h, smallOrder(own), { email: LENA })).statusCode).toBe(201);
  });

  it("requests only about her project's lines, and nothing without a project", async () => {
    const mine = new Set((await openLines(h, '', LENA)).map((l) => l.id));
    const other = (await openLines(h)).find((l) => !mine.has(l.id))!;
    const damage = (contractLineId: number) => ({ type: 'damage', contractLineId, description: 'A dent in the door.' });
    const refused = await sendRequest(h, damage(other.id), { email: LENA });
    expect(fieldsOf(refused)).toEqual(['contractLineId']);
    const general = await sendRequest(h, { type: 'other', subject: 'A question', description: 'About nothing in particular.' }, { email: LENA });
    expect(fieldsOf(general)).toEqual(['subject']);
    const sent = await sendRequest(h, damage([...mine][0]!), { email: LENA, key: randomUUID() });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await h.get(`/api/request/requests/${sent.json().id}`, LENA, CLIENT)).statusCode).toBe(200);
  });

  it("adds assets on her project only, and does not name another project's asset whose serial she types", async () => {
    const lena = { email: LENA, client: CLIENT };
    const own = await options(h, lena);
    expect(own.projects).toHaveLength(1);
    expect(fieldsOf(await add(h, validInput(own, { projectId: null }), lena))).toEqual(['projectId']);
    const mine = new Set((await page(h, 'archived=true', lena)).items.map((a) => a.id));
    const other = (await page(h, 'archived=true')).items.find((a) => !mine.has(a.id))!;
    const taken = await add(h, validInput(own, { serial: other.serial }), lena);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).not.toContain(other.name);
    expect(taken.json().detail).toBe(`${other.serial} is already used by another asset of your company`);
    expect((await add(h, validInput(own), lena)).statusCode).toBe(201);
  });
});
