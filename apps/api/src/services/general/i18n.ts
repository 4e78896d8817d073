// Product names in all seven languages. Public: catalogue names are not secret, and the login
// pages may need them before anyone is signed in.
import { asc } from 'drizzle-orm';
import { productTranslationsSchema } from '@portal/shared-api-contract';
import { products } from '../../db/schema';
import type { ZodApp } from '../../http/zod';

export function i18nRoutes(app: ZodApp): void {
  const { ctx } = app;
  app.get('/i18n/product-translations', {
    config: { auth: 'public' },
    schema: { tags: ['shell'], summary: 'Product names per language', response: { 200: productTranslationsSchema } },
  }, async (_request, reply) => {
    const items = await ctx.db.select({ code: products.code, names: products.names }).from(products).orderBy(asc(products.code));
    reply.header('cache-control', 'public, max-age=300');
    return { items };
  });
}
