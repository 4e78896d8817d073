// The opCo's depots (Contact page): where they are, when they are open and how to reach them.
import { z } from 'zod';
import { weekdays } from './vocabulary';

/** One day's opening hours as local times of the opCo ("07:00" to "17:00"); null when closed. */
export const openingHoursSchema = z.object({ opens: z.string(), closes: z.string() }).nullable();
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const depotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Monday first, as `weekdays`. */
  openingHours: z.object(Object.fromEntries(weekdays.map((d) => [d, openingHoursSchema])) as Record<(typeof weekdays)[number], typeof openingHoursSchema>),
});
export type Depot = z.infer<typeof depotSchema>;

/** The depots of the selected client's opCo, with the time zone their opening hours are in. */
export const depotsResponseSchema = z.object({
  /** IANA time zone of the opCo, e.g. Europe/Amsterdam: "open now" and "today" are told in it. */
  timeZone: z.string(),
  items: z.array(depotSchema),
});
export type DepotsResponse = z.infer<typeof depotsResponseSchema>;
