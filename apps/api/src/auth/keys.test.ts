// Finding 4 of issue 15: the signing key comes from the configuration (JWK or PEM, variable or
// file), never from the database outside the local demo; without one a deployed server does not
// start; a previous key is accepted during a rotation and gone, with its tokens, once removed.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig, type ApiConfig } from '../config/env';
import { countRows, createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';
import { loadSigningKey } from './keys';

function newKey() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { jwk: JSON.stringify(jwk), pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } };
}
const keyA = newKey();
const keyB = newKey();

let h: Harness;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  // A deployed environment (qa) with key A; the harness's seed gives it users to sign in.
  h = await createHarness({ config: { env: 'qa', jwtPrivateKey: keyA.jwk, jwtPreviousPublicKeys: null } });
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await h.close();
});

/** Another deployment of the same database with other key settings. */
async function appWith(keys: Partial<ApiConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...h.app.ctx.config, ...keys }, db: h.database.db, limits: { authPerIpPerMinute: 10_000 } });
  extraApps.push(app);
  await app.ready();
  return app;
}
async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ben@northwind.test', password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { accessToken: string }).accessToken;
}
const kids = async (app: FastifyInstance) => ((await app.inject('/api/.well-known/jwks.json')).json() as { keys: JWK[] }).keys.map((k) => k.kid);
const sessions = (app: FastifyInstance, token: string) => app.inject({ url: '/api/usermgmt/profile/sessions', headers: { authorization: `Bearer ${token}` } });

describe('the signing key', () => {
  it('outside APP_ENV=local, the server does not start without a configured key', async () => {
    for (const env of ['qa', 'pp', 'prod'] as const) {
      await expect(buildApp({ config: { ...h.app.ctx.config, env, jwtPrivateKey: null }, db: h.database.db })).rejects.toThrow(/JWT_PRIVATE_KEY.*must be set outside APP_ENV=local/);
    }
  });

  it('signs with the configured key, publishes only its public half, and keeps no key in the database', async () => {
    const token = await signIn(h.app);
    const [kid] = await kids(h.app);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid });
    const jwks = (await h.app.inject('/api/.well-known/jwks.json')).body;
    expect(jwks).not.toMatch(/"d"/);
    expect(await countRows(h.database, 'SELECT count(*) AS n FROM signing_keys')).toBe(0);
  });

  it('deletes a key an older version stored in the database (not local)', async () => {
    await h.database.db.execute(sql`INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ('old', ${keyB.jwk}::jsonb, '{}')`);
    await appWith({});
    expect(await countRows(h.database, 'SELECT count(*) AS n FROM signing_keys')).toBe(0);
  });

  it('reads the same key as PEM, and from a file (JWT_PRIVATE_KEY_FILE)', async () => {
    const asPem = await appWith({ jwtPrivateKey: keyA.pem });
    expect(await kids(asPem)).toEqual(await kids(h.app));
    const file = join(mkdtempSync(join(tmpdir(), 'jwt-key-')), 'key.pem');
    writeFileSync(file, keyA.pem);
    expect(readConfig({ APP_ENV: 'qa', JWT_PRIVATE_KEY_FILE: file }).jwtPrivateKey).toBe(keyA.pem.trim());
    expect(() => readConfig({ JWT_PRIVATE_KEY: keyA.jwk, JWT_PRIVATE_KEY_FILE: file })).toThrow(/both set/);
  });

  it('during a rotation accepts the previous key, lists both, signs with the new one; afterwards refuses the old tokens', async () => {
    const [kidA] = await kids(h.app);
    const oldToken = await signIn(h.app);
    const previousA = JSON.stringify({ keys: [{ ...keyA.publicJwk, kid: kidA }] });

    const rotating = await appWith({ jwtPrivateKey: keyB.jwk, jwtPreviousPublicKeys: previousA });
    const [kidB, listedA] = await kids(rotating);
    expect(listedA).toBe(kidA);
    expect(kidB).not.toBe(kidA);
    expect((await sessions(rotating, oldToken)).statusCode).toBe(200);
    expect(decodeProtectedHeader(await signIn(rotating)).kid).toBe(kidB);

    const rotated = await appWith({ jwtPrivateKey: keyB.jwk, jwtPreviousPublicKeys: null });
    expect(await kids(rotated)).toEqual([kidB]);
    expect((await sessions(rotated, oldToken)).json()).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('refuses key settings that are wrong rather than guessing', async () => {
    const load = (keys: Partial<ApiConfig>) => loadSigningKey(h.database.db, { env: 'qa', jwtPrivateKey: keyA.jwk, jwtPreviousPublicKeys: null, ...keys });
    await expect(load({ jwtPrivateKey: 'not a key' })).rejects.toThrow(/neither a JWK/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await expect(load({ jwtPrivateKey: rsa })).rejects.toThrow(/EC P-256/);
    // The private part of A with the public part of B: a JWKS that would verify nothing of ours.
    await expect(load({ jwtPrivateKey: JSON.stringify({ ...JSON.parse(keyA.jwk), x: keyB.publicJwk.x, y: keyB.publicJwk.y }) })).rejects.toThrow(/does not belong/);
    await expect(load({ jwtPreviousPublicKeys: JSON.stringify([{ ...JSON.parse(keyB.jwk), kid: 'b' }]) })).rejects.toThrow(/private part/);
    await expect(load({ jwtPreviousPublicKeys: JSON.stringify([keyB.publicJwk]) })).rejects.toThrow(/no kid/);
  });
});

describe('the local demo', () => {
  it('generates a key once, keeps it in the database and signs with it after a restart', async () => {
    const local = { env: 'local' as const, jwtPrivateKey: null, jwtPreviousPublicKeys: null };
    const first = await loadSigningKey(h.database.db, local);
    const again = await loadSigningKey(h.database.db, local);
    expect(again.kid).toBe(first.kid);
    expect(first.publicJwks.map((k) => k.kid)).toEqual([first.kid]);
    expect(await countRows(h.database, 'SELECT count(*) AS n FROM signing_keys')).toBe(1);
  });
});
