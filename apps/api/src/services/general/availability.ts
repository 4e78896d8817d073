// Availability (maintenance and banner text): read by everyone, written by back-office staff.
import { eq } from 'drizzle-orm';
import { availabilitySchema } from '@portal/shared-api-contract';
import type { z } from 'zod';
import { createTtlCache } from '../../lib/ttl-cache';
import { availability } from '../../db/schema';
import type { ZodApp } from '../../http/zod';

type AvailabilityDto = z.infer<typeof availabilitySchema>;

export function availabilityRoutes(app: ZodApp): void {
  const { ctx } = app;
  // Every open portal polls this; one second of staleness saves a query per poll.
  const cache = createTtlCache<AvailabilityDto>(1000, 1);

  app.get('/availability', {
    config: { auth: 'public' },
    schema: { tags: ['shell'], summary: 'Service status and banner text', response: { 200: availabilitySchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const cached = cache.get('current');
    if (cached) return cached;
    const [row] = await ctx.db.select({ status: availability.status, bannerText: availability.bannerText }).from(availability).where(eq(availability.id, 1));
    const current = row ?? { status: 'UP' as const, bannerText: null };
    cache.set('current', current);
    return current;
  });

  app.put('/admin/availability', {
    config: { auth: 'staff' },
    schema: { tags: ['admin'], summary: 'Set the service status and banner text (staff only)', body: availabilitySchema.strict(), response: { 200: availabilitySchema } },
  }, async (request) => {
    const { status, bannerText } = request.body;
    const values = { status, bannerText: bannerText?.trim() || null, updatedAt: new Date(), updatedBy: request.principal!.userId };
    await ctx.db.insert(availability).values({ id: 1, ...values }).onConflictDoUpdate({ target: availability.id, set: values });
    cache.clear();
    request.log.info({ status, by: request.principal!.userId }, 'availability changed');
    return { status, bannerText: values.bannerText };
  });
}
