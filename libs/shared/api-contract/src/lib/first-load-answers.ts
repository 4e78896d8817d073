// The answers the portal reads on its first load (the session restore and sign-in, the client, its
// rights and modules, availability, an error's problem details), checked without the schema
// library: zod in the first load costs ~26 KB gzip against a 170 KB budget (ADR 0015). Each reader
// returns what the contract's zod schema returns for the same value and throws where it throws;
// first-load-answers.test.ts holds them to that with generated values, so a change of either side
// fails there. Types only from the schemas (`import type`: no bytes).
import type { Problem } from './common';
import type { TokenResponse } from './auth';
import type { Availability, CorporateClient, CorporateClientDetail, GlobalActions, RentalContact } from './shell';
import type { Modules, Rights } from './usermgmt';
import { availabilityStatuses, opCos, portalModules, rightNames } from './vocabulary';

/** An answer that is not what the contract says. */
export class ContractError extends Error {
  constructor(path: string, expected: string) {
    super(`The answer does not match the contract: ${path} is not ${expected}`);
    this.name = 'ContractError';
  }
}

const fail = (path: string, expected: string): never => {
  throw new ContractError(path, expected);
};
const record = (v: unknown, path: string): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v } : fail(path, 'an object');
const string = (v: unknown, path: string): string => (typeof v === 'string' ? v : fail(path, 'a string'));
const boolean = (v: unknown, path: string): boolean => (typeof v === 'boolean' ? v : fail(path, 'true or false'));
// zod's int(): a safe integer.
const integer = (v: unknown, path: string): number => (typeof v === 'number' && Number.isSafeInteger(v) ? v : fail(path, 'an integer'));
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown, path: string): T =>
    values.find((value) => value === v) ?? fail(path, `one of ${values.join(', ')}`);
const list = <T>(v: unknown, path: string, read: (item: unknown, path: string) => T): T[] =>
  Array.isArray(v) ? v.map((item, i) => read(item, `${path}[${i}]`)) : fail(path, 'a list');
const orNull = <T>(v: unknown, path: string, read: (v: unknown, path: string) => T): T | null => (v === null ? null : read(v, path));
// zod's uuid(): versions 1 to 8 with the RFC variant, and the nil and max uuids.
const uuidPattern = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const uuid = (v: unknown, path: string): string => (uuidPattern.test(string(v, path)) ? string(v, path) : fail(path, 'a uuid'));

const readClient = (v: unknown, path: string): CorporateClient => {
  const o = record(v, path);
  return {
    id: integer(o['id'], `${path}.id`),
    externalUuid: uuid(o['externalUuid'], `${path}.externalUuid`),
    name: string(o['name'], `${path}.name`),
    showPrices: boolean(o['showPrices'], `${path}.showPrices`),
    opCo: oneOf(opCos)(o['opCo'], `${path}.opCo`),
  };
};

export const readCorporateClients = (v: unknown): CorporateClient[] => list(v, 'clients', readClient);

export const readCorporateClientDetail = (v: unknown): CorporateClientDetail => ({
  ...readClient(v, 'client'),
  commerciallyBlocked: boolean(record(v, 'client')['commerciallyBlocked'], 'client.commerciallyBlocked'),
});

export const readGlobalActions = (v: unknown): GlobalActions => {
  const order = record(record(v, 'global actions')['order'], 'order');
  return { order: { possible: boolean(order['possible'], 'order.possible'), disabled: boolean(order['disabled'], 'order.disabled') } };
};

export const readRentalContact = (v: unknown): RentalContact => {
  const o = record(v, 'rental contact');
  return { phone: orNull(o['phone'], 'phone', string), email: orNull(o['email'], 'email', string) };
};

// The banner: at most 500 characters and no NUL (availabilitySchema).
const bannerText = (v: unknown, path: string): string => {
  const text = string(v, path);
  return text.length <= 500 && !text.includes('\u0000') ? text : fail(path, 'a banner text');
};
export const readAvailability = (v: unknown): Availability => {
  const o = record(v, 'availability');
  return { status: oneOf(availabilityStatuses)(o['status'], 'status'), bannerText: orNull(o['bannerText'], 'bannerText', bannerText) };
};

export const readRights = (v: unknown): Rights => ({ rights: list(record(v, 'rights')['rights'], 'rights', oneOf(rightNames)) });

export const readModules = (v: unknown): Modules => ({ modules: list(record(v, 'modules')['modules'], 'modules', oneOf(portalModules)) });

export const readTokenResponse = (v: unknown): TokenResponse => {
  const o = record(v, 'token');
  const bearer = o['tokenType'] === 'Bearer' ? 'Bearer' : fail('tokenType', 'Bearer');
  const answer: TokenResponse = { accessToken: string(o['accessToken'], 'accessToken'), tokenType: bearer, expiresIn: integer(o['expiresIn'], 'expiresIn') };
  // zod's optional(): a key that is there, even undefined, stays in the result.
  return 'corporateClients' in o ? { ...answer, corporateClients: o['corporateClients'] === undefined ? undefined : readCorporateClients(o['corporateClients']) } : answer;
};

const ifValid = <T>(read: (v: unknown, path: string) => T, v: unknown): T | undefined => {
  try {
    return read(v, 'problem');
  } catch {
    return undefined;
  }
};
const readFieldError = (v: unknown, path: string) => {
  const o = record(v, path);
  return { field: string(o['field'], `${path}.field`), message: string(o['message'], `${path}.message`) };
};

/** What an error body says: the problem details' fields, and `current`, an extension member. */
export type ProblemFields = Partial<Problem> & {
  /** What a 409 `version_conflict` conflicted with, as it is now: its domain's schema reads it. */
  current?: unknown;
};

/**
 * The fields of an error body that have the contract's problem-details types, each alone: a proxy or
 * gateway in between may answer with something else, of which what fits is still worth showing.
 */
export function readProblemFields(v: unknown): ProblemFields {
  const o = ifValid(record, v) ?? {};
  const fields: ProblemFields = {
    type: ifValid(string, o['type']),
    title: ifValid(string, o['title']),
    status: ifValid(integer, o['status']),
    code: ifValid(string, o['code']),
    detail: ifValid(string, o['detail']),
    errors: ifValid((errors, path) => list(errors, path, readFieldError), o['errors']),
    current: o['current'],
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
