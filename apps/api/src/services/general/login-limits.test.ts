// Finding 3 of issue 15, attacked: the client's address cannot be chosen through X-Forwarded-For
// unless the hop is a trusted proxy; many addresses guessing one account are slowed down while its
// owner is not locked out; and every limit holds across two API processes on one database.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy, trustProxyOption } from '../../config/env';
import { countRows, createHarness, DEMO_PASSWORD, type Harness, type HarnessOptions } from '../../testing/harness';
import { openSecondProcess, type SecondProcess } from '../../testing/second-process';

describe('the client address', () => {
  const ipSeenWith = async (trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string) => {
    const app = Fastify({ trustProxy: trustProxyOption(parseTrustProxy(trustProxy)) });
    app.get('/ip', async (request) => request.ip);
    const res = await app.inject({ url: '/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
    await app.close();
    return res.body;
  };

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await ipSeenWith(undefined, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await ipSeenWith('false', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('comes from X-Forwarded-For only through a trusted proxy address', async () => {
    expect(await ipSeenWith('10.0.0.0/8,loopback', '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeenWith('10.0.0.0/8,loopback', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    // A client cannot add hops of its own in front of the proxy's entry.
    expect(await ipSeenWith('10.0.0.0/8', '10.1.2.3', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('with a hop count, is the address the nearest proxy saw, not one the client wrote', async () => {
    expect(await ipSeenWith('1', '10.1.2.3', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeenWith('2', '10.1.2.3', '6.6.6.6, 198.51.100.1, 10.0.0.1')).toBe('198.51.100.1');
  });

  it('refuses TRUST_PROXY=true and anything that is not a hop count or an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true .*X-Forwarded-For.*TRUST_PROXY=1/);
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8 , fd00::/8, 192.0.2.1 ')).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.1']);
  });
});

// Behind one trusted proxy (10.0.0.0/8); two API processes on one database.
const options: HarnessOptions = { config: { trustProxy: ['10.0.0.0/8'] }, limits: { authPerIpPerMinute: 8 } };
const PROXY = '10.0.0.2';
let h: Harness;
let second: SecondProcess;
beforeAll(async () => {
  h = await createHarness(options);
  second = await openSecondProcess(h, options);
});
afterAll(async () => {
  await second.close();
  await h.close();
});

type App = Harness['app'];
const login = (app: App, email: string, password: string, client: string, remoteAddress = PROXY) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers: { 'x-forwarded-for': client } });

describe('sign-in limits', () => {
  it('counts a direct client by its own address, not by the X-Forwarded-For it sends', async () => {
    const direct = (n: number) => login(h.app, 'axel@assetonly.test', 'wrong', `198.51.100.${n}`, '203.0.113.9');
    for (let i = 0; i < 5; i++) expect((await direct(i)).statusCode).toBe(401);
    expect((await direct(99)).statusCode).toBe(429);
  });

  it('counts the clients behind the proxy apart', async () => {
    for (let i = 0; i < 5; i++) expect((await login(h.app, 'olga@nocontact.test', 'wrong', '198.51.100.20')).statusCode).toBe(401);
    expect((await login(h.app, 'olga@nocontact.test', DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(429);
    expect((await login(h.app, 'olga@nocontact.test', DEMO_PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  });

  it('slows down guesses at one account from many addresses without locking its owner out', async () => {
    const home = '192.0.2.10';
    expect((await login(h.app, 'ben@northwind.test', DEMO_PASSWORD, home)).statusCode).toBe(200);
    // With that first sign-in, ten attempts from addresses new to the account: nine guesses, each
    // from an address of its own (a botnet), some on the other process.
    for (let i = 0; i < 9; i++) expect((await login(i % 2 ? second.app : h.app, 'ben@northwind.test', `guess-${i}`, `198.51.100.${100 + i}`)).statusCode).toBe(401);
    const next = await login(h.app, 'ben@northwind.test', DEMO_PASSWORD, '198.51.100.150');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The owner, from where they signed in before, on either process: still in.
    expect((await login(h.app, 'ben@northwind.test', DEMO_PASSWORD, home)).statusCode).toBe(200);
    expect((await login(second.app, 'ben@northwind.test', DEMO_PASSWORD, home)).statusCode).toBe(200);
    // Another account is not affected.
    expect((await login(h.app, 'anna@northwind.test', DEMO_PASSWORD, '198.51.100.151')).statusCode).toBe(200);
  });

  it('treats an unknown email the same, so the limit does not reveal which accounts exist', async () => {
    for (let i = 0; i < 10; i++) expect((await login(h.app, 'nobody@northwind.test', `guess-${i}`, `198.51.100.${160 + i}`)).statusCode).toBe(401);
    expect((await login(h.app, 'nobody@northwind.test', 'guess', '198.51.100.190')).json()).toMatchObject({ status: 429, code: 'too_many_attempts' });
  });
});

describe('two API processes on one database', () => {
  it('share the sign-in limit per email and address', async () => {
    const client = '198.51.100.200';
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? second.app : h.app, 'rita@requestonly.test', 'wrong', client)).statusCode).toBe(401);
    expect((await login(h.app, 'rita@requestonly.test', DEMO_PASSWORD, client)).statusCode).toBe(429);
    expect((await login(second.app, 'rita@requestonly.test', DEMO_PASSWORD, client)).statusCode).toBe(429);
  });

  it('share the per-route limit per address', async () => {
    const forgot = (app: App) =>
      app.inject({ method: 'POST', url: '/api/public/profiles/password/forgot', payload: { email: 'nobody@example.test' }, remoteAddress: PROXY, headers: { 'x-forwarded-for': '198.51.100.210' } });
    for (let i = 0; i < 8; i++) expect((await forgot(i % 2 ? second.app : h.app)).statusCode).toBe(202);
    const over = await forgot(h.app);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect((await forgot(second.app)).statusCode).toBe(429);
  });

  it('share the three reset mails per address and hour', async () => {
    const email = 'carl@blocked.test';
    const mails = () => countRows(h.database, `SELECT count(*) AS n FROM outbox WHERE recipient = '${email}'`);
    const before = await mails();
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? second.app : h.app).inject({ method: 'POST', url: '/api/public/profiles/password/forgot', payload: { email }, remoteAddress: PROXY, headers: { 'x-forwarded-for': `198.51.100.${220 + i}` } });
      expect(res.statusCode).toBe(202);
    }
    expect((await mails()) - before).toBe(3);
  });

  it('share the wrong-current-password limit of the change-password form', async () => {
    const tokenOn = async (app: App) => (await login(app, 'nora@nomodules.test', DEMO_PASSWORD, '198.51.100.230')).json().accessToken as string;
    const sessions = [await tokenOn(h.app), await tokenOn(second.app)];
    const change = (i: number, currentPassword: string) =>
      (i % 2 ? second.app : h.app).inject({
        method: 'POST',
        url: '/api/usermgmt/profile/password',
        headers: { authorization: `Bearer ${sessions[i % 2]}` },
        payload: { currentPassword, newPassword: 'Quiet-lantern-harbour-88' },
      });
    for (let i = 0; i < 5; i++) expect((await change(i, `wrong-${i}`)).statusCode).toBe(400);
    expect((await change(0, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await change(1, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
