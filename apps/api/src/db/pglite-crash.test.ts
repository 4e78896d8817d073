// What docs/operations.md says PGlite keeps over a process crash: every transaction whose commit
// had answered, none that had not. (A power loss is another matter: PGlite runs with fsync off.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'pglite-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Writes rows of ten in one transaction each, and reports each commit once it has answered.
const writer = `
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(${JSON.stringify(dir)});
  await db.exec('CREATE TABLE written (batch int, n int)');
  for (let batch = 1; ; batch++) {
    await db.transaction(async (tx) => {
      for (let n = 0; n < 10; n++) await tx.query('INSERT INTO written VALUES ($1, $2)', [batch, n]);
    });
    process.stdout.write(batch + '\\n');
  }
`;

it('after kill -9 in the middle of writing, every answered commit is there and no half transaction', async () => {
  const child = spawn(process.execPath, ['--input-type=module', '-e', writer], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  let answered = 0;
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      answered = Math.max(answered, ...chunk.toString().trim().split('\n').map(Number));
      if (answered >= 40) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
  });

  const db = new PGlite(dir);
  const { rows } = await db.query<{ batches: number; rows: number; max: number }>('SELECT count(DISTINCT batch)::int AS batches, count(*)::int AS rows, max(batch) AS max FROM written');
  await db.close();
  const found = rows[0]!;
  console.info(`pglite kill -9: ${answered} commits answered, ${found.batches} batches found (${found.rows} rows)`);
  expect(found.batches).toBeGreaterThanOrEqual(answered);
  expect(found.max).toBe(found.batches); // no gaps
  expect(found.rows).toBe(found.batches * 10); // whole transactions only
}, 120_000);
