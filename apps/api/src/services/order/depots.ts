// The depots of the client's opCo for the Contact page. Every member of the client may read them
// (no module or right): where to bring a machine back is not an ordering privilege.
import { asc, eq } from 'drizzle-orm';
import { depotsResponseSchema, weekdays, type Depot, type OpeningHours } from '@portal/shared-api-contract';
import { depots } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import { timeZoneOf } from '../../lib/opco-time-zone';

/** The stored "07:00-17:00" as the contract's pair; anything else (null, malformed) is closed. */
export function openingHoursOf(stored: string | null | undefined): OpeningHours {
  const match = stored ? /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(stored.trim()) : null;
  return match ? { opens: match[1]!, closes: match[2]! } : null;
}

/** jsonb arrives parsed from node-postgres and may arrive as text from PGlite. */
const parsedHours = (raw: Record<string, string | null> | string): Record<string, string | null> => (typeof raw === 'string' ? JSON.parse(raw) : raw);

export function depotRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/depots', {
    schema: { tags: ['order'], summary: "The depots of the client's opCo by name, opening hours in the opCo's time zone", response: { 200: depotsResponseSchema } },
  }, async (request) => {
    const { opCo } = request.tenant!;
    const rows = await db.select().from(depots).where(eq(depots.opCo, opCo)).orderBy(asc(depots.name), asc(depots.id));
    const items = rows.map(({ opCo: _opCo, openingHours, ...depot }): Depot => {
      const hours = parsedHours(openingHours);
      return { ...depot, openingHours: Object.fromEntries(weekdays.map((d) => [d, openingHoursOf(hours[d])])) as Depot['openingHours'] };
    });
    return { timeZone: timeZoneOf(opCo), items };
  });
}
