import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The same build as a qa deployment: the service worker and error reporting switch on (spec §4, §9).
const root = fileURLToPath(new URL('../../..', import.meta.url));
const entry = `${root}/dist/apps/api/main.js`;
const port = 4311;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.skip(!existsSync(entry), 'needs the production build (npm start builds it)');
  // A deployment brings its own signing key (issue 15): a fresh one for this run.
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  server = spawn('node', [entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), APP_ENV: 'qa', JWT_PRIVATE_KEY: signingKey, UNSUBSCRIBE_SECRET: 'e2e-unsubscribe-secret-at-least-32-characters', PUBLIC_BASE_URL: `http://localhost:${port}`, PGLITE_DATA: 'memory://', LOG_LEVEL: 'warn', SENTRY_DSN: `http://public@127.0.0.1:${port + 1}/1`, RELEASE: 'e2e-release' },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});
test.afterAll(() => void server?.kill());

test('in qa the service worker registers and error reporting starts with the configured release', async ({ page }) => {
  await page.goto(`http://localhost:${port}/auth/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 20_000 }).toBe(1);
  const sentry = await page.evaluate(() => {
    const carrier = (window as unknown as { __SENTRY__?: Record<string, { defaultCurrentScope?: { getClient?: () => { getOptions: () => { release?: string; environment?: string; tracesSampleRate?: number } } } }> }).__SENTRY__;
    const scope = carrier && Object.values(carrier).find((v) => typeof v === 'object' && v?.defaultCurrentScope)?.defaultCurrentScope;
    const options = scope?.getClient?.()?.getOptions();
    return options && { release: options.release, environment: options.environment, tracesSampleRate: options.tracesSampleRate };
  });
  expect(sentry).toEqual({ release: 'e2e-release', environment: 'qa', tracesSampleRate: 0 });
});

test('locally there is no service worker', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
