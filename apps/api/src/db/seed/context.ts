// Shared state while generating one seed: id counters and the rows collected per table.
import type * as s from '../schema';
import type { CatalogueIds } from './catalogue';
import type { Random } from './random';

export interface ClientSeed {
  id: number;
  opCo: 'nl' | 'be' | 'de' | 'pl' | 'hu';
  memberIds: number[];
  /** Members whose role may approve orders (they approve and reject the seeded ones). */
  approverIds: number[];
  approvalThreshold: number | null;
  /** Multiplier of the Northwind Bouw volume (already times --scale). */
  volume: number;
  projectIds: number[];
  addressIds: number[];
  contactIds: number[];
  orderIds: number[];
  contractLineIds: number[];
  documentIds: number[];
  assetIds: number[];
}

export interface SeedRows {
  projects: (typeof s.projects.$inferInsert)[];
  addresses: (typeof s.addresses.$inferInsert)[];
  contactPersons: (typeof s.contactPersons.$inferInsert)[];
  orders: (typeof s.orders.$inferInsert)[];
  orderLines: (typeof s.orderLines.$inferInsert)[];
  orderEvents: (typeof s.orderEvents.$inferInsert)[];
  contracts: (typeof s.contracts.$inferInsert)[];
  contractLines: (typeof s.contractLines.$inferInsert)[];
  documents: (typeof s.documents.$inferInsert)[];
  documentLines: (typeof s.documentLines.$inferInsert)[];
  requests: (typeof s.requests.$inferInsert)[];
  requestLines: (typeof s.requestLines.$inferInsert)[];
  requestEvents: (typeof s.requestEvents.$inferInsert)[];
  assets: (typeof s.assets.$inferInsert)[];
}

export interface SeedContext {
  rnd: Random;
  today: Date;
  catalogue: CatalogueIds;
  rows: SeedRows;
}

export function emptyRows(): SeedRows {
  return { projects: [], addresses: [], contactPersons: [], orders: [], orderLines: [], orderEvents: [], contracts: [], contractLines: [], documents: [], documentLines: [], requests: [], requestLines: [], requestEvents: [], assets: [] };
}

/** Northwind Bouw's volumes at scale 1 (the issue asks for at least these). */
export const baseVolume = {
  projects: 24,
  addresses: 30,
  contactPersons: 20,
  orders: 600,
  contracts: 500,
  documents: 5000,
  requests: 500,
  assets: 300,
};

export function count(client: ClientSeed, key: keyof typeof baseVolume): number {
  return Math.max(2, Math.round(baseVolume[key] * client.volume));
}

export const currencyOf = (opCo: ClientSeed['opCo']) => (opCo === 'pl' ? 'PLN' : opCo === 'hu' ? 'HUF' : 'EUR');

export const centreOf: Record<ClientSeed['opCo'], [number, number]> = {
  nl: [52.2, 5.1],
  be: [50.9, 4.4],
  de: [51.2, 10.4],
  pl: [52.1, 19.4],
  hu: [47.3, 19.3],
};
