// Liveness plus a database round trip, for load balancers and the start script.
import { sql } from 'drizzle-orm';
import { healthSchema } from '@portal/shared-api-contract';
import { databaseUnavailable } from '../../http/error-handler';
import type { ZodApp } from '../../http/zod';

export function healthRoutes(app: ZodApp): void {
  app.get('/health', {
    config: { auth: 'public' },
    schema: { tags: ['ops'], summary: 'Health of the API and its database', response: { 200: healthSchema } },
  }, async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`SELECT 1`);
    } catch {
      throw databaseUnavailable();
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
