// A main thread that never comes back is killed by the watchdog; one that keeps turning is not.
// Each case is a process of its own, with a 1 s limit.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const watchdog = fileURLToPath(new URL('./stall-watchdog.ts', import.meta.url));

function run(then: string, format = 'pretty'): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; ms: number }> {
  const script = `
    const { watchForStalls } = await import(${JSON.stringify(watchdog)});
    watchForStalls('stalled for %ms ms', ${JSON.stringify(format)}, 1000);
    ${then}
  `;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr, ms: performance.now() - started })));
}

describe('the stall watchdog', () => {
  it('kills a process whose event loop stopped, with one line on stderr', async () => {
    const result = await run('setTimeout(() => { for (;;); }, 200);');
    expect(result.signal).toBe('SIGKILL');
    expect(result.stderr).toMatch(/^stalled for \d+ ms$/m);
  });

  it('writes that line as a pino fatal record for LOG_FORMAT=json', async () => {
    const result = await run('setTimeout(() => { for (;;); }, 200);', 'json');
    expect(result.signal).toBe('SIGKILL');
    expect(JSON.parse(result.stderr.trim().split('\n').pop()!)).toMatchObject({ level: 60, msg: expect.stringMatching(/^stalled for \d+ ms$/) });
  });

  it('leaves a busy process alone while its event loop keeps turning', async () => {
    // 2.5 s of work in slices of 100 ms, each followed by a turn of the loop.
    const result = await run(`
      const end = Date.now() + 2500;
      const slice = () => { const until = Date.now() + 100; while (Date.now() < until); if (Date.now() < end) setImmediate(slice); else process.exit(0); };
      slice();
    `);
    expect(result).toMatchObject({ code: 0, signal: null, stderr: '' });
  });
});
