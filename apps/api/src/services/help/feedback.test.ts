// /api/usermgmt/feedback: a report or an idea is stored with its reference, the rental company
// gets a mail, a retry with the same key answers the same reference, and bad input is named.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackReceiptSchema, helpLimits, type FeedbackInput, type FeedbackReceipt } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { fieldsOf, rows } from '../company/master-data-testing';
import { feedbackReference } from './feedback';

const URL = '/api/usermgmt/feedback';
const EVENT = '0123456789abcdef0123456789ABCDEF';
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let serial = 0;
const problem = (overrides: Partial<FeedbackInput> = {}): FeedbackInput => ({
  kind: 'problem',
  subject: `The contract list stays empty ${process.pid}-${++serial}`,
  message: 'I open the contracts and the list stays empty.\nReloading does not help.',
  page: '/order/contracts?page=2',
  appVersion: '2026.3.1',
  errorEventId: EVENT,
  ...overrides,
});

interface As {
  email?: string;
  client?: string | null;
  key?: string | null;
}

async function post(body: unknown, { email = 'anna@northwind.test', client = 'northwind-bouw', key = randomUUID() }: As = {}) {
  const headers = { ...(await h.as(email, client ?? undefined)), ...(key === null ? {} : { 'idempotency-key': key }) };
  return h.app.inject({ method: 'POST', url: URL, headers, payload: body as object });
}

const receiptOf = (res: { statusCode: number; body: string; json(): unknown }): FeedbackReceipt => {
  expect(res.statusCode, res.body).toBe(201);
  return feedbackReceiptSchema.parse(res.json());
};

interface Stored {
  client_id: number;
  user_id: number;
  kind: string;
  reference: string;
  subject: string;
  message: string;
  page: string | null;
  app_version: string;
  sentry_event_id: string | null;
}
const stored = async (id: number) => (await rows<Stored>(h, `SELECT * FROM feedback WHERE id = ${id}`))[0]!;
const mailsAbout = (reference: string) =>
  rows<{ recipient: string; subject: string; body: string; op_co: string }>(h, `SELECT recipient, subject, body, op_co FROM outbox WHERE subject LIKE '[${reference}]%' ORDER BY id`);
const userId = async (email: string) => (await rows<{ id: number }>(h, `SELECT id FROM users WHERE email = '${email}'`))[0]!.id;

describe('reporting a problem', () => {
  it('answers 201 with a reference F-<year>-<id, 6 digits> and stores who, where and what', async () => {
    const body = problem({ subject: '  The contract list stays empty  ' });
    const receipt = receiptOf(await post(body));
    expect(receipt).toMatchObject({ kind: 'problem', reference: feedbackReference('nl', new Date(receipt.createdAt), receipt.id) });
    expect(receipt.reference).toMatch(/^F-20\d\d-\d{6}$/);
    expect(Math.abs(Date.parse(receipt.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(await stored(receipt.id)).toMatchObject({
      client_id: 1,
      user_id: await userId('anna@northwind.test'),
      kind: 'problem',
      reference: receipt.reference,
      subject: 'The contract list stays empty',
      message: body.message,
      page: '/order/contracts?page=2',
      app_version: '2026.3.1',
      sentry_event_id: EVENT,
    });
  });

  it("mails the rental company (the opCo's address) who reported what, where, on which version", async () => {
    const body = problem();
    const receipt = receiptOf(await post(body));
    const mails = await mailsAbout(receipt.reference);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ recipient: 'verhuur@atlas-rental.nl', op_co: 'nl', subject: `[${receipt.reference}] Problem: ${body.subject}` });
    for (const fact of ['Anna de Vries <anna@northwind.test>', 'Northwind Bouw B.V.', 'Page: /order/contracts?page=2', 'Version: 2026.3.1', `Error event id: ${EVENT}`, body.message])
      expect(mail!.body).toContain(fact);
  });

  it('folds line breaks out of the mail subject, and says when there is no error event id', async () => {
    const receipt = receiptOf(await post(problem({ subject: 'Two\nlines', errorEventId: null })));
    const [mail] = await mailsAbout(receipt.reference);
    expect(mail!.subject).toBe(`[${receipt.reference}] Problem: Two lines`);
    expect(mail!.body).toContain('Error event id: (none)');
    expect((await stored(receipt.id)).sentry_event_id).toBeNull();
  });

  it('is open to any member (ben has no special right), for the client selected', async () => {
    const ben = receiptOf(await post(problem(), { email: 'ben@northwind.test' }));
    expect(await stored(ben.id)).toMatchObject({ client_id: 1, user_id: await userId('ben@northwind.test') });
    const infra = receiptOf(await post(problem(), { client: 'northwind-infra' }));
    expect((await stored(infra.id)).client_id).toBe(2);
    const [mail] = await mailsAbout(infra.reference);
    expect(mail!.body).toContain('Northwind Infra B.V.');
  });
});

describe('suggesting an idea', () => {
  it('stores no page, whatever is sent, and mails an idea', async () => {
    const body = problem({ kind: 'idea', subject: 'Filter by project', page: '/order/contracts' });
    const receipt = receiptOf(await post(body));
    expect(receipt.kind).toBe('idea');
    expect(await stored(receipt.id)).toMatchObject({ kind: 'idea', page: null, subject: 'Filter by project' });
    const [mail] = await mailsAbout(receipt.reference);
    expect(mail!.subject).toBe(`[${receipt.reference}] Idea: Filter by project`);
    expect(mail!.body).not.toContain('Page:');
  });
});

describe('the Idempotency-Key', () => {
  it('answers a retry with the same key and body with the same reference, storing and mailing once', async () => {
    const key = randomUUID();
    const body = problem();
    const first = receiptOf(await post(body, { key }));
    const again = await post(body, { key: key.toUpperCase() });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(receiptOf(again)).toEqual(first);
    expect(await rows(h, `SELECT id FROM feedback WHERE subject = '${body.subject}'`)).toHaveLength(1);
    expect(await mailsAbout(first.reference)).toHaveLength(1);
    expect((await post(body, { key: randomUUID() })).headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 422 to the same key with another body', async () => {
    const key = randomUUID();
    const body = problem();
    receiptOf(await post(body, { key }));
    const res = await post({ ...body, message: 'Something else entirely.' }, { key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it("replays an idea sent again with another page (the page is not an idea's)", async () => {
    const key = randomUUID();
    const body = problem({ kind: 'idea', page: null });
    const first = receiptOf(await post(body, { key }));
    const again = await post({ ...body, page: '/order/help/suggest-idea' }, { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(receiptOf(again)).toEqual(first);
  });

  it('is required', async () => {
    expect(fieldsOf(await post(problem(), { key: null }))).toEqual(['idempotency-key']);
    expect(fieldsOf(await post(problem(), { key: 'not-a-uuid' }))).toEqual(['idempotency-key']);
  });
});

describe('bad input', () => {
  it.each([
    ['message', { message: '  123456789  ' }],
    ['message', { message: 'x'.repeat(helpLimits.maxMessage + 1) }],
    ['message', { message: 'nul \u0000 in the text' }],
    ['subject', { subject: '   ' }],
    ['subject', { subject: 'x'.repeat(helpLimits.maxSubject + 1) }],
    ['page', { page: 'order/contracts' }],
    ['page', { page: '/order/with space' }],
    ['page', { page: `/${'x'.repeat(helpLimits.maxPage)}` }],
    ['errorEventId', { errorEventId: 'not-an-event' }],
    ['errorEventId', { errorEventId: EVENT.slice(1) }],
    ['appVersion', { appVersion: '1.0 beta' }],
    ['kind', { kind: 'complaint' }],
  ] as const)('answers 400 naming %s (%j)', async (field, overrides) => {
    const res = await post(problem(overrides as Partial<FeedbackInput>));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it('takes a message of exactly 10 and 4000 characters, trimmed', async () => {
    receiptOf(await post(problem({ message: '  1234567890  ' })));
    receiptOf(await post(problem({ message: 'x'.repeat(helpLimits.maxMessage) })));
  });

  it('refuses unknown fields and stores nothing for a bad request', async () => {
    const before = await rows<{ n: number }>(h, 'SELECT count(*)::int AS n FROM feedback');
    expect((await post({ ...problem(), userId: 1 })).statusCode).toBe(400);
    expect((await post(problem({ message: 'short' }))).statusCode).toBe(400);
    expect(await rows<{ n: number }>(h, 'SELECT count(*)::int AS n FROM feedback')).toEqual(before);
  });
});

describe('the selected client', () => {
  it('is required (400), and must be one the caller is a member of (403)', async () => {
    expect((await post(problem(), { client: null })).json()).toMatchObject({ status: 400, code: 'corporate_client_required' });
    expect((await post(problem(), { email: 'carl@blocked.test' })).json()).toMatchObject({ status: 403, code: 'not_a_member' });
    expect((await post(problem(), { email: 'dora@noclient.test' })).statusCode).toBe(403);
    const res = await h.app.inject({ method: 'POST', url: URL, headers: { 'idempotency-key': randomUUID() }, payload: problem() });
    expect(res.statusCode).toBe(401);
  });
});

describe('the reference', () => {
  it('takes the year where the opCo is and at least six digits of the id', () => {
    expect(feedbackReference('nl', new Date('2025-12-31T23:30:00Z'), 7)).toBe('F-2026-000007');
    expect(feedbackReference('nl', new Date('2025-12-31T22:30:00Z'), 123)).toBe('F-2025-000123');
    expect(feedbackReference('hu', new Date('2026-06-01T12:00:00Z'), 1_234_567)).toBe('F-2026-1234567');
  });
});

describe('the per-user limit (issue 31: each message mails the rental company)', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await createHarness({ limits: { feedbackPerUserPerHour: 2 } });
  });
  afterAll(() => limited.close());
  const send = async (email: string) =>
    limited.app.inject({ method: 'POST', url: URL, headers: { ...(await limited.as(email, 'northwind-bouw')), 'idempotency-key': randomUUID() }, payload: problem() });

  it('answers 429 with Retry-After past the allowance, storing and mailing nothing more; another user is not held up', async () => {
    expect((await send('anna@northwind.test')).statusCode).toBe(201);
    expect((await send('anna@northwind.test')).statusCode).toBe(201);
    const refused = await send('anna@northwind.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const count = async (table: string) => Number((await limited.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect([await count('feedback'), await count(`outbox WHERE subject LIKE '[F-%'`)]).toEqual([2, 2]);
    expect((await send('ben@northwind.test')).statusCode).toBe(201);
  });
});

describe('the per-company limit (issue 34: colleagues together cannot flood the rental company either)', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await createHarness({ limits: { feedbackPerUserPerHour: 100, feedbackPerClientPerHour: 2 } });
  });
  afterAll(() => limited.close());
  const send = async (email: string, client = 'northwind-bouw') =>
    limited.app.inject({ method: 'POST', url: URL, headers: { ...(await limited.as(email, client)), 'idempotency-key': randomUUID() }, payload: problem() });

  it('answers 429 to a third message of the company in the hour, whoever sends it; another company is not held up', async () => {
    expect((await send('anna@northwind.test')).statusCode).toBe(201);
    expect((await send('ben@northwind.test')).statusCode).toBe(201);
    const refused = await send('ben@northwind.test');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('anna@northwind.test', 'northwind-infra')).statusCode).toBe(201);
  });
});
