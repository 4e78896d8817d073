// The zod-free readers (first-load-answers.ts) against the contract's zod schemas: for generated
// values, valid ones built from the contract's rules and near misses around each rule, both must
// accept with the same result or both refuse. A schema changed without its reader fails here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { tokenResponseSchema } from './auth';
import { problemSchema } from './common';
import * as readers from './first-load-answers';
import { availabilitySchema, corporateClientDetailSchema, corporateClientListSchema, globalActionsSchema, rentalContactSchema } from './shell';
import { modulesSchema, rightsSchema } from './usermgmt';
import { availabilityStatuses, opCos, portalModules, rightNames } from './vocabulary';

/** Mostly the valid value, sometimes a near miss, sometimes anything at all. */
const field = <T>(valid: fc.Arbitrary<T>, ...nearMisses: unknown[]) =>
  fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: fc.constantFrom(...nearMisses, undefined, null, '', 0, []), weight: 1 }, { arbitrary: fc.anything(), weight: 1 });
/** An object with every key, or with some left out, or with keys the contract does not know. */
const object = (shape: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { arbitrary: fc.record(shape), weight: 6 },
    { arbitrary: fc.record(shape, { requiredKeys: [] }), weight: 1 },
    { arbitrary: fc.tuple(fc.record(shape), fc.dictionary(fc.string(), fc.anything())).map(([o, extra]) => ({ ...extra, ...o })), weight: 1 },
  );
const list = (item: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: fc.array(item, { maxLength: 4 }), weight: 8 }, { arbitrary: fc.anything(), weight: 1 });

const integer = field(fc.integer(), 1.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, -Number.MAX_SAFE_INTEGER - 1, Number.NaN, Infinity, '7');
const boolean = field(fc.boolean(), 'true', 1);
const string = field(fc.string(), 1, true);
const uuid = field(fc.uuid(), '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '5eed0000-0000-4000-c000-000000000001', '5eed0000-0000-9000-8000-000000000001', 'not-a-uuid');
const oneOf = (values: readonly string[]) => field(fc.constantFrom(...values), values[0]!.toLowerCase(), `${values[0]} `);
const client = object({ id: integer, externalUuid: uuid, name: string, showPrices: boolean, opCo: oneOf(opCos) });
const banner = field(fc.string({ maxLength: 500 }), 'x'.repeat(500), 'x'.repeat(501), 'a\u0000b');

const cases: [string, z.ZodType, (v: unknown) => unknown, fc.Arbitrary<unknown>][] = [
  ['corporate clients', corporateClientListSchema, readers.readCorporateClients, list(client)],
  ['corporate client', corporateClientDetailSchema, readers.readCorporateClientDetail, client.chain((c) => object({ commerciallyBlocked: boolean }).map((d) => ({ ...(c as object), ...(d as object) })))],
  ['global actions', globalActionsSchema, readers.readGlobalActions, object({ order: object({ possible: boolean, disabled: boolean }) })],
  ['rental contact', rentalContactSchema, readers.readRentalContact, object({ phone: fc.option(string), email: fc.option(string) })],
  ['availability', availabilitySchema, readers.readAvailability, object({ status: oneOf(availabilityStatuses), bannerText: fc.option(banner) })],
  ['rights', rightsSchema, readers.readRights, object({ rights: list(oneOf(rightNames)) })],
  ['modules', modulesSchema, readers.readModules, object({ modules: list(oneOf(portalModules)) })],
  ['token', tokenResponseSchema, readers.readTokenResponse, object({ accessToken: string, tokenType: field(fc.constant('Bearer'), 'bearer'), expiresIn: integer, corporateClients: list(client) })],
];

const outcome = (read: () => unknown) => {
  try {
    return { accepted: true, value: read() };
  } catch {
    return { accepted: false };
  }
};

describe('first-load answers read without zod, as the contract reads them', () => {
  it.each(cases)('%s', (_name, schema, read, values) => {
    let accepted = 0;
    fc.assert(
      fc.property(values, (value) => {
        const expected = outcome(() => schema.parse(value));
        expect(outcome(() => read(value))).toStrictEqual(expected);
        if (expected.accepted) accepted++;
      }),
      { numRuns: 400 },
    );
    // A generator that only made refusals would prove nothing.
    expect(accepted).toBeGreaterThan(40);
  });

  it('keeps each field of a problem body that has the contract type, and the whole of a valid one', () => {
    const errors = list(object({ field: string, message: string }));
    const problem = object({ type: string, title: string, status: integer, code: string, detail: string, errors });
    fc.assert(
      fc.property(field(problem, 'Bad gateway', '<html>'), (body) => {
        const { current: _current, ...fields } = readers.readProblemFields(body);
        expect(problemSchema.partial().safeParse(fields).success).toBe(true);
        const strict = problemSchema.safeParse(body);
        // toEqual: a key holding undefined (which JSON cannot carry) counts as left out.
        if (strict.success) expect(fields).toEqual(strict.data);
      }),
      { numRuns: 400 },
    );
    expect(readers.readProblemFields({ status: 502, code: 7, title: 'Bad gateway' })).toStrictEqual({ status: 502, title: 'Bad gateway' });
    // An extension member passes as it is, for its domain's schema to read.
    expect(readers.readProblemFields({ status: 409, code: 'version_conflict', current: { id: 3 } })).toStrictEqual({ status: 409, code: 'version_conflict', current: { id: 3 } });
  });
});
