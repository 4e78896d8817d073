// Availability (maintenance and banner text): read by everyone, written by back-office staff.
import { eq } from 'drizzle-orm';
import { availabilitySchema } from '@portal/shared-api-contract';
import { availability } from '../../db/schema';
import type { ZodApp } from '../../http/zod';

export function availabilityRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/availability', {
    config: { auth: 'public' },
    schema: { tags: ['shell'], summary: 'Service status and banner text', response: { 200: availabilitySchema } },
  }, async (_request, reply) => {
    const [row] = await ctx.db.select({ status: availability.status, bannerText: availability.bannerText }).from(availability).where(eq(availability.id, 1));
    reply.header('cache-control', 'no-store');
    return row ?? { status: 'UP' as const, bannerText: null };
  });

  app.put('/admin/availability', {
    config: { auth: 'staff' },
    schema: { tags: ['admin'], summary: 'Set the service status and banner text (staff only)', body: availabilitySchema.strict(), response: { 200: availabilitySchema } },
  }, async (request) => {
    const { status, bannerText } = request.body;
    const values = { status, bannerText: bannerText?.trim() || null, updatedAt: new Date(), updatedBy: request.principal!.userId };
    await ctx.db.insert(availability).values({ id: 1, ...values }).onConflictDoUpdate({ target: availability.id, set: values });
    request.log.info({ status, by: request.principal!.userId }, 'availability changed');
    return { status, bannerText: values.bannerText };
  });
}
