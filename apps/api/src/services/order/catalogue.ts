// The catalogue the order form chooses from: the categories and products of the client's opCo.
import { sql } from 'drizzle-orm';
import { productCategoryListSchema, productListQuerySchema, productPageSchema, type LocalisedNames } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import { containsPattern } from '../../db/sql/patterns';
import { currencyOf, seesPrices } from '../../lib/prices';
import { preferredLanguage } from '../../db/sql/language';
import { rowsOf } from '../../db/sql/rows';

interface ProductRow {
  id: number;
  code: string;
  categoryId: number;
  names: LocalisedNames | string;
  imageUrl: string | null;
  day: string;
  week: string;
  fourWeeks: string;
}

/** jsonb arrives parsed from node-postgres and as text from some PGlite paths. */
export const parsedNames = (names: LocalisedNames | string): LocalisedNames => (typeof names === 'string' ? JSON.parse(names) : names);

export function catalogueRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/catalogue/categories', {
    schema: { tags: ['order'], summary: "Product categories with at least one product in the client's opCo", response: { 200: productCategoryListSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const items = await rowsOf<{ id: number; code: string; names: LocalisedNames | string }>(ctx.db, sql`
      SELECT c.id, c.code, c.names FROM product_categories c
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND ${tenant.opCo}::op_co = ANY (p.op_cos))
      ORDER BY c.id`);
    return { items: items.map((c) => ({ ...c, names: parsedNames(c.names) })) };
  });

  app.get('/catalogue/products', {
    schema: {
      tags: ['order'],
      summary: "Products of the client's opCo by category and name; q matches the code or a name in any language",
      querystring: productListQuerySchema,
      response: { 200: productPageSchema },
    },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const { page, pageSize, categoryId, q } = request.query;
    const conditions = [sql`${tenant.opCo}::op_co = ANY (p.op_cos)`];
    if (categoryId) conditions.push(sql`p.category_id = ${categoryId}`);
    if (q) {
      const pattern = containsPattern(q);
      conditions.push(sql`(p.code ILIKE ${pattern} OR EXISTS (SELECT 1 FROM jsonb_each_text(p.names) n WHERE n.value ILIKE ${pattern}))`);
    }
    const where = sql.join(conditions, sql` AND `);
    const [rows, [count]] = await Promise.all([
      rowsOf<ProductRow>(ctx.db, sql`
        SELECT p.id, p.code, p.category_id AS "categoryId", p.names, p.image_url AS "imageUrl",
               p.day_rate::text AS day, p.week_rate::text AS week, p.four_week_rate::text AS "fourWeeks"
        FROM products p WHERE ${where}
        ORDER BY p.category_id, p.names ->> ${preferredLanguage(request.principal!.userId)}, p.id
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
      rowsOf<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`),
    ]);
    const prices = seesPrices(tenant);
    return {
      items: rows.map(({ day, week, fourWeeks, names, ...p }) => ({ ...p, names: parsedNames(names), rates: prices ? { day, week, fourWeeks } : null })),
      page,
      pageSize,
      total: count?.n ?? 0,
      currency: currencyOf(tenant.opCo),
    };
  });
}
