// End-to-end tests in Debian's Chromium against the product started the README's way (`npm start`),
// with a fresh in-memory database seeded for the run.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { smtpPort } from './support/mail-sink';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = process.env['E2E_PORT'] ?? '4200';

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // One worker: two cores, one shared server and database, and tests that switch maintenance on.
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `${root}/reports/e2e.json` }]],
  // The run's SMTP server (support/mail-sink.ts): the API delivers every mail to it, as in production.
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env['CI'],
    timeout: 300_000,
    // The tests sign in as the demo accounts: ask for them outright (the seed is the default only
    // with APP_ENV=local, and the shell running the tests may say otherwise).
    // Mail goes out through SMTP to the run's own server (plain text on loopback, checked often);
    // the outbox keeps each mail, so /api/dev/outbox still shows them. No weekly digest or daily
    // notices mid-run: tests count the mails they cause.
    env: {
      PGLITE_DATA: 'memory://',
      PORT: port,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_TLS: 'optional',
      MAIL_POLL_MS: '200',
      SCHEDULER: 'off',
    },
  },
});
