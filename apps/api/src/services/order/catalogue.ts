// The catalogue the order form chooses from: the categories and products of the client's opCo.
import { sql } from 'drizzle-orm';
import { productCategoryListSchema, productListQuerySchema, productPageSchema, type LocalisedNames } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import { containsPattern } from '../../db/sql/patterns';
import { currencyOf, seesPrices } from '../../lib/prices';
import { productNameSql } from '../../db/sql/language';
import { naturalOrder } from '../../db/sql/natural-order';
import { columns, type RowOf } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { listPage, type KeysetList } from '../../lists/keyset-list';

const PRODUCT_COLUMNS = {
  id: sql<number>`p.id`,
  code: sql<string>`p.code`,
  categoryId: sql<number>`p.category_id`,
  names: sql<LocalisedNames | string>`p.names`,
  imageUrl: sql<string | null>`p.image_url`,
  day: sql<string>`p.day_rate::text`,
  week: sql<string>`p.week_rate::text`,
  fourWeeks: sql<string>`p.four_week_rate::text`,
};

/** Products by category, then by name in the caller's language in natural order (3.5 t before 11 t). */
const productList = (userId: number): KeysetList<RowOf<typeof PRODUCT_COLUMNS>> => ({
  from: sql`products p`,
  order: [sql`p.category_id`, ...naturalOrder(productNameSql(userId)), sql`p.id`],
  select: columns(PRODUCT_COLUMNS),
});

/** jsonb arrives parsed from node-postgres and as text from some PGlite paths. */
export const parsedNames = (names: LocalisedNames | string): LocalisedNames => (typeof names === 'string' ? JSON.parse(names) : names);

export function catalogueRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/catalogue/categories', {
    schema: { tags: ['order'], summary: "Product categories with at least one product in the client's opCo", response: { 200: productCategoryListSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const items = await selectRows(ctx.db, columns({ id: sql<number>`c.id`, code: sql<string>`c.code`, names: sql<LocalisedNames | string>`c.names` }), sql`
      FROM product_categories c
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
    const { items, total } = await listPage(ctx.db, productList(request.principal!.userId), sql.join(conditions, sql` AND `), page, pageSize);
    const prices = seesPrices(tenant);
    return {
      items: items.map(({ day, week, fourWeeks, names, ...p }) => ({ ...p, names: parsedNames(names), rates: prices ? { day, week, fourWeeks } : null })),
      page,
      pageSize,
      total,
      currency: currencyOf(tenant.opCo),
    };
  });
}
