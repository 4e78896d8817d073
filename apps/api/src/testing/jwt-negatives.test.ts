// Forged and malformed access tokens against a client-scoped GET: every one must be refused with
// 401 problem+json. The app signs with a key this file generates (JWT_PRIVATE_KEY), so the tests
// can also make tokens whose signature is valid but whose claims are not.
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE } from '../auth/tokens';
import { clientUuid, createHarness, type Harness } from './harness';

const URL_ = '/api/usermgmt/profile';
const EMAIL = 'anna@northwind.test';
const KID = 'jwt-negatives-test-key';

let h: Harness;
let privateKey: CryptoKey;
let publicJwk: JWK;
let publicPem: string;
let issuer: string;
let sub: string;
let sid: string;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' };
  publicPem = await exportSPKI(pair.publicKey);
  h = await createHarness({ config: { jwtPrivateKey: JSON.stringify({ ...(await exportJWK(pair.privateKey)), kid: KID }) } });
  issuer = (await h.app.inject('/api/.well-known/openid-configuration')).json<{ issuer: string }>().issuer;
  expect(issuer).toMatch(/^http/);
  // A real sign-in: its subject and session make the forged tokens differ from it in one thing only.
  const claims = JSON.parse(Buffer.from((await h.token(EMAIL)).split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
  ({ sub, sid } = claims);
});
afterAll(() => h.close());

interface Forge {
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  /** Claims to leave out of the otherwise valid set. */
  omit?: string[];
  exp?: number | string;
}

/** A token signed with the app's own key, valid unless `f` says otherwise. */
async function forge(f: Forge = {}): Promise<string> {
  const claims: Record<string, unknown> = { sid, iss: issuer, aud: TOKEN_AUDIENCE, sub, jti: crypto.randomUUID(), ...f.claims };
  for (const k of f.omit ?? []) delete claims[k];
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'at+jwt', ...f.header } as { alg: string }).setIssuedAt();
  if (!f.omit?.includes('exp')) jwt.setExpirationTime(f.exp ?? '5m');
  return jwt.sign(privateKey);
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

async function hmacToken(secret: Uint8Array): Promise<string> {
  return new SignJWT({ sid, sub, iss: issuer, aud: TOKEN_AUDIENCE })
    .setProtectedHeader({ alg: 'HS256', kid: KID, typ: 'at+jwt' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(secret);
}

async function get(token: string) {
  return h.app.inject({ url: URL_, headers: { authorization: `Bearer ${token}`, 'x-corporate-client': clientUuid('northwind-bouw') } });
}

async function expectRefused(token: string) {
  const res = await get(token);
  expect(res.statusCode, res.body).toBe(401);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  expect(res.json()).toMatchObject({ status: 401 });
}

describe('forged access tokens are refused', () => {
  it('accepts the control: a token forged with every claim right (else the negatives prove nothing)', async () => {
    const res = await get(await forge());
    expect(res.statusCode, res.body).toBe(200);
  });

  it('alg none (unsecured JWT), also with the right typ and kid', async () => {
    await expectRefused(new UnsecuredJWT({ sid, sub, iss: issuer, aud: TOKEN_AUDIENCE }).setIssuedAt().setExpirationTime('5m').encode());
    const payload = b64({ sid, sub, iss: issuer, aud: TOKEN_AUDIENCE, exp: Math.floor(Date.now() / 1000) + 300 });
    for (const alg of ['none', 'None', 'NONE']) {
      await expectRefused(`${b64({ alg, typ: 'at+jwt', kid: KID })}.${payload}.`);
    }
  });

  it('HS256 signed with the public key (PEM, JWK JSON, raw x coordinate) as the secret', async () => {
    const jwks = await h.app.inject('/api/.well-known/jwks.json');
    expect(jwks.json<{ keys: JWK[] }>().keys.map((k) => k.kid)).toContain(KID);
    const jwksBody = jwks.body;
    for (const secret of [publicPem, JSON.stringify(publicJwk), jwksBody, publicJwk.x!]) {
      await expectRefused(await hmacToken(new TextEncoder().encode(secret)));
    }
  });

  it('wrong issuer, audience or typ', async () => {
    await expectRefused(await forge({ claims: { iss: 'https://evil.example/api' } }));
    await expectRefused(await forge({ omit: ['iss'] }));
    await expectRefused(await forge({ claims: { aud: 'another-service' } }));
    await expectRefused(await forge({ omit: ['aud'] }));
    await expectRefused(await forge({ header: { typ: 'JWT' } }));
    await expectRefused(await forge({ header: { typ: undefined } }));
  });

  it('expired', async () => {
    await expectRefused(await forge({ exp: Math.floor(Date.now() / 1000) - 60 }));
  });

  // Found by this test (issue 15) and fixed: jwtVerify checks `exp` only when present, so a signed
  // token without one never expired; tokens.ts now requires it.
  it('without exp', async () => {
    await expectRefused(await forge({ omit: ['exp'] }));
  });

  it('an unknown kid, signed by another key', async () => {
    const other = await generateKeyPair('ES256');
    const t = await new SignJWT({ sid, sub, iss: issuer, aud: TOKEN_AUDIENCE })
      .setProtectedHeader({ alg: 'ES256', kid: 'someone-elses-key', typ: 'at+jwt' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(other.privateKey);
    await expectRefused(t);
    // Our kid, someone else's signature.
    await expectRefused(await new SignJWT({ sid, sub, iss: issuer, aud: TOKEN_AUDIENCE }).setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'at+jwt' }).setIssuedAt().setExpirationTime('5m').sign(other.privateKey));
    // Our own key under a kid the JWKS does not have.
    await expectRefused(await forge({ header: { kid: 'not-in-the-jwks' } }));
  });

  it('a valid signature without sid, or with a bad sid or sub', async () => {
    await expectRefused(await forge({ omit: ['sid'] }));
    await expectRefused(await forge({ claims: { sid: 'not-a-uuid' } }));
    await expectRefused(await forge({ claims: { sid: crypto.randomUUID() } }));
    await expectRefused(await forge({ omit: ['sub'] }));
    await expectRefused(await forge({ claims: { sub: '0' } }));
    await expectRefused(await forge({ claims: { sub: '-1' } }));
    await expectRefused(await forge({ claims: { sub: '99999999' } }));
  });

  it('garbage and tampering', async () => {
    const real = await h.token(EMAIL);
    const [head, body, sig] = real.split('.') as [string, string, string];
    const tampered = `${head}.${b64({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: String(Number(sub) + 1) })}.${sig}`;
    for (const t of ['', 'x', 'a.b.c', '...', `${head}.${body}`, `${head}.${body}.`, tampered, real.slice(0, -4), `${real}.x`, '\u00e9\u00e9', 'x'.repeat(10_000)]) {
      await expectRefused(t);
    }
    for (const authorization of ['Bearer', 'Bearer ', `Basic ${real}`, real, `Bearer  ${real}x`]) {
      const res = await h.app.inject({ url: URL_, headers: { authorization, 'x-corporate-client': clientUuid('northwind-bouw') } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
      expect(String(res.headers['content-type'])).toContain('application/problem+json');
    }
  });
});
