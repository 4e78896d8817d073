// Product names in all seven languages. Public: catalogue names are not secret, and the login
// pages may need them before anyone is signed in.
import { asc } from 'drizzle-orm';
import { productTranslationsSchema } from '@portal/shared-api-contract';
import { products } from '../../db/schema';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ZodApp } from '../../http/zod';

export function i18nRoutes(app: ZodApp): void {
  const { ctx } = app;
  // The catalogue changes by deployment, not by request: keep the serialised answer for a minute.
  const cache = createTtlCache<string>(60_000, 1);
  app.get('/i18n/product-translations', {
    config: { auth: 'public' },
    schema: { tags: ['shell'], summary: 'Product names per language', response: { 200: productTranslationsSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    let json = cache.get('all');
    if (!json) {
      const items = await ctx.db.select({ code: products.code, names: products.names }).from(products).orderBy(asc(products.code));
      json = JSON.stringify({ items });
      cache.set('all', json);
    }
    // Already serialised: Fastify sends strings as they are.
    return reply.type('application/json; charset=utf-8').send(json as never);
  });
}
