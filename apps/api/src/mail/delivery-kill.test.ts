// Kill -9 in the middle of sending (issue 34): the real server process sends 30 mails to a slow SMTP
// server and is killed after some have arrived; started again on the same data directory, it sends
// the rest. The SMTP server ends with every mail, each under its one Message-ID: a mail whose send
// the kill cut off may arrive twice on the wire, never as two different mails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { freePort, startApiProcess, type ApiProcess } from '../testing/api-process';
import { startSmtpTestServer } from '../testing/smtp-test-server';

const MAILS = 30;
const dir = mkdtempSync(join(tmpdir(), 'mail-kill-'));
const running = new Set<ApiProcess>();
afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function until(what: string, done: () => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function inDatabase<T>(run: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite(dir);
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

it('after kill -9 mid-send, the restarted server delivers every mail, each under one Message-ID', async (ctx) => {
  if (process.env['DATABASE_URL']) ctx.skip('the embedded database only: this run is PostgreSQL’s (the PGlite run covers it)');
  const smtp = await startSmtpTestServer({ delayMs: 120 });
  const port = await freePort();
  const start = async (env: Record<string, string>) => {
    const server = await startApiProcess({ dataDir: dir, port, env: { SEED_DEMO: 'false', ...env } });
    running.add(server);
    void server.exited.then(() => running.delete(server));
    return server;
  };
  try {
    // 1. The data directory, migrated, with the mails queued (no demo data: mail needs none).
    const setup = openDatabase({ pgliteData: dir });
    await setup.migrate();
    await setup.close();
    const ids = await inDatabase(async (db) => {
      const rows = await db.query<{ message_id: string }>(
        `INSERT INTO outbox (recipient, subject, body, op_co) SELECT 'person' || n || '@example.test', 'Kill test ' || n, 'Body ' || n, 'nl' FROM generate_series(1, ${MAILS}) n RETURNING message_id::text`,
      );
      return rows.rows.map((r) => r.message_id);
    });

    // 2. Sending, killed after a third has arrived.
    const mailEnv = { SMTP_URL: smtp.url, SMTP_TLS: 'optional', MAIL_POLL_MS: '50', MAIL_LEASE_MS: '1500' };
    const first = await start(mailEnv);
    await until('the first mails', () => smtp.received.length >= MAILS / 3);
    first.child.kill('SIGKILL');
    await first.exited;
    const beforeKill = smtp.distinctIds().size;
    expect(beforeKill).toBeLessThan(MAILS);

    // 3. Started again: the rest goes, the mails the dead process held once their claim lapses.
    const second = await start(mailEnv);
    await until('every mail', () => smtp.distinctIds().size >= MAILS);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const ours = new Set(ids.map((id) => smtp.received.find((m) => m.messageId.startsWith(`<${id}@`))?.messageId));
    console.info(`mail kill -9: ${beforeKill} of ${MAILS} arrived before the kill, ${smtp.received.length} sends on the wire, ${smtp.distinctIds().size} distinct mails`);
    expect(ours.has(undefined)).toBe(false);
    expect(smtp.distinctIds().size).toBe(MAILS);
    const unsent = await inDatabase(async (db) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL')).rows[0]!.n);
    expect(unsent).toBe(0);
  } finally {
    await smtp.close();
  }
}, 180_000);
