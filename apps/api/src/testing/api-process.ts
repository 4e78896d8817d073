// The real server process (main.ts through tsx) on an embedded data directory, for tests that
// need what only a process has: its exit, its signals, its own user.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The server's entry point, which a test may need to check is readable by the user it runs the server as. */
export const apiMainScript = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** The exit code (null: ended by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last few kilobytes it wrote to stdout and stderr. */
  output(): string;
}

export interface ApiProcessOptions {
  dataDir: string;
  /** The port to listen on (a restart on the same one keeps the token issuer); a free one otherwise. */
  port?: number;
  /** Run as this user and group (the caller must be root). */
  user?: { uid: number; gid: number };
  env?: Record<string, string>;
}

/** Starts the server on a free port and resolves once /api/health answers 200. */
export async function startApiProcess({ dataDir, port: chosen, user, env = {} }: ApiProcessOptions): Promise<ApiProcess> {
  const port = chosen ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', apiMainScript], {
    env: {
      ...process.env, APP_ENV: 'local', DATABASE_URL: '', PGLITE_DATA: dataDir, PORT: String(port), HOST: '127.0.0.1',
      SEED_DEMO: 'false', PORTAL_DIST: '/nonexistent', LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty', JWT_PRIVATE_KEY: '', SCHEDULER: 'off',
      ...(user ? { HOME: '/nonexistent' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`the server exited before it answered: ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 90 s: ${output}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, exited, output: () => output };
}
