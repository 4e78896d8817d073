// A second API process on a harness's database, as when the portal runs several API processes on
// one PostgreSQL server: its own app (own memory: caches, in-process counters) and, on PostgreSQL,
// its own connection pool. On in-memory PGlite the two apps share the one embedded database,
// which still tells state kept in the database from state kept in a process.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig, type ApiConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { serverUrlOf, type Harness, type HarnessOptions } from './harness';

export interface SecondProcess {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Pass the options the harness was made with, so both processes are configured alike. */
export async function openSecondProcess(h: Harness, options: Pick<HarnessOptions, 'limits' | 'config'> = {}): Promise<SecondProcess> {
  const url = serverUrlOf(h.database);
  const database = url ? openDatabase({ databaseUrl: url, pgliteData: 'memory://' }) : undefined;
  const config: ApiConfig = { ...readConfig({} as NodeJS.ProcessEnv), logLevel: 'silent', portalDist: '/nonexistent', ...options.config };
  const app = await buildApp({ config, db: database?.db ?? h.database.db, limits: { authPerIpPerMinute: 10_000, ...options.limits } });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database?.close();
    },
  };
}
