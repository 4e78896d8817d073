// A project, address or contact person archived on the company pages cannot be chosen for a new
// order (the form leaves it out, placing refuses it) or a new asset, and can be again once restored.
// Requests name none of the three (their lines, assets and documents carry the project).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { formOptions, place, smallOrder } from '../order/order-testing';
import { add, addressInput, contactInput, fieldsOf, projectInput, send } from './master-data-testing';

let h: Harness;
let ids: { projectId: number; addressId: number; contactPersonId: number };
beforeAll(async () => {
  h = await createHarness();
  const [project, address, contact] = await Promise.all([
    add(h, '/company/projects', projectInput()), add(h, '/company/addresses', addressInput()), add(h, '/company/contact-persons', contactInput()),
  ]);
  ids = { projectId: project.json().id, addressId: address.json().id, contactPersonId: contact.json().id };
});
afterAll(() => h.close());

const paths = { projectId: '/company/projects', addressId: '/company/addresses', contactPersonId: '/company/contact-persons' } as const;
const offered = (options: OrderFormOptions) => ({
  projectId: options.projects.some((p) => p.id === ids.projectId),
  addressId: options.addresses.some((a) => a.id === ids.addressId),
  contactPersonId: options.contactPersons.some((c) => c.id === ids.contactPersonId),
});
const newAsset = (projectId: number) => ({
  name: 'Trilplaat 7', categoryId: null, serial: randomUUID(), projectId, locationLabel: null, lat: null, lng: null, inspectionDueDate: null, owned: true,
});
const addAsset = async (projectId: number) =>
  h.app.inject({ method: 'POST', url: '/api/assets', headers: { ...(await h.as('anna@northwind.test', 'northwind-bouw')), 'idempotency-key': randomUUID() }, payload: newAsset(projectId) });

describe('archived master data', () => {
  it('is offered and accepted while active', async () => {
    expect(offered(await formOptions(h))).toEqual({ projectId: true, addressId: true, contactPersonId: true });
    const order = await place(h, smallOrder(await formOptions(h), ids));
    expect(order.statusCode, order.body).toBe(201);
    expect((await addAsset(ids.projectId)).statusCode).toBe(201);
  });

  it('is neither offered nor accepted for a new order or asset once archived, and is again once restored', async () => {
    for (const [field, path] of Object.entries(paths)) {
      const res = await send(h, 'POST', `${path}/${ids[field as keyof typeof ids]}/archive`, { version: 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const options = await formOptions(h);
    expect(offered(options)).toEqual({ projectId: false, addressId: false, contactPersonId: false });
    const order = await place(h, smallOrder(options, ids));
    expect(order.statusCode).toBe(400);
    expect(fieldsOf(order)).toEqual(['projectId', 'addressId', 'contactPersonId']);
    expect(fieldsOf(await addAsset(ids.projectId))).toEqual(['projectId']);

    for (const [field, path] of Object.entries(paths)) await send(h, 'POST', `${path}/${ids[field as keyof typeof ids]}/restore`, { version: 2 });
    expect(offered(await formOptions(h))).toEqual({ projectId: true, addressId: true, contactPersonId: true });
    expect((await place(h, smallOrder(await formOptions(h), ids))).statusCode).toBe(201);
  });
});
