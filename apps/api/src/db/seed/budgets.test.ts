// The company master data of the seed: budgets set against what each project really uses (the
// showcase's bar in all three states, by the API's own sums), projects with dates and an active
// address of their client, one default delivery address per client, job titles.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../auth/tenant';
import type { Database } from '../client';
import { openTestDatabase, SEED_DAY } from '../../testing/harness';
import { budgetUsage } from '../../services/company/project-budget';
import { usedShare } from '../../services/company/budget';
import { budgetFor, usedCentsByProject } from './budgets';
import { emptyRows } from './context';
import { seedDatabase } from './index';

const DAY = SEED_DAY.toISOString().slice(0, 10);
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.migrate();
  // Large enough for Northwind Bouw to have the three showcase projects, small enough to be quick.
  await seedDatabase(db.db, { scale: 0.2, today: SEED_DAY });
}, 120_000);
afterAll(() => db.close());

const query = async <T>(text: string) => ((await db.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/** The share of its budget each active project with one uses on the seed day, as the API computes it. */
async function shares(clientId: number, opCo: Tenant['opCo']): Promise<number[]> {
  const projects = await query<{ id: number; budget: string | null }>(`SELECT id, budget::text FROM projects WHERE client_id = ${clientId} AND NOT archived AND budget IS NOT NULL`);
  const usage = await budgetUsage(db.db, { clientId, opCo } as Tenant, projects, DAY);
  return projects.map((p) => usedShare(usage.get(p.id)!)!);
}

describe('seeded budgets', () => {
  it('show Northwind Bouw every state of the bar: some under 80 %, one between 80 and 100 %, one over 100 %', async () => {
    const used = await shares(1, 'nl');
    expect(used.filter((s) => s < 0.8).length).toBeGreaterThanOrEqual(1);
    expect(used.filter((s) => s >= 0.8 && s <= 1)).toHaveLength(1);
    expect(used.filter((s) => s > 1)).toHaveLength(1);
  });

  it('keep other clients under 80 %', async () => {
    const used = await shares(2, 'nl');
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((s) => s < 0.8)).toBe(true);
  });

  it('are whole hundreds, from spent and committed of the generated rows', () => {
    expect(budgetFor(123_456n, 50)).toBe('2500.00');
    expect(budgetFor(0n, 50)).toBe('100.00');
    expect(budgetFor(-5_000n, 50)).toBe('100.00');
    const rows = emptyRows();
    rows.contracts.push({ id: 1, clientId: 1, number: 'C-1', projectId: 7, status: 'open' }, { id: 2, clientId: 1, number: 'C-2', projectId: 7, status: 'closed' });
    const line = { productId: 1, fleetNumber: 'F', quantity: 2, onRentDate: '2025-05-01', expectedOffRentDate: '2025-06-12', rate: '10.00', ratePeriod: 'day' as const };
    rows.contractLines.push({ id: 1, contractId: 1, ...line }, { id: 2, contractId: 1, ...line, actualOffHireDate: '2025-05-20' }, { id: 3, contractId: 2, ...line });
    const doc = { clientId: 1, number: 'X', date: DAY, currency: 'EUR', status: 'paid' as const, projectId: 7 };
    rows.documents.push({ ...doc, type: 'invoice', amount: '100.00' }, { ...doc, type: 'credit_note', amount: '-30.00' }, { ...doc, type: 'delivery_note', amount: '999.00' });
    // 70.00 spent and 10 days × 2 × 10.00 committed.
    expect(usedCentsByProject(rows, DAY)).toEqual(new Map([[7, 27_000n]]));
  });
});

describe('seeded master data', () => {
  it('gives every project a start, an end after it (archived ones in the past) and no address but an active one of its client', async () => {
    expect(await query(`SELECT p.id FROM projects p WHERE p.start_date IS NULL OR p.end_date < p.start_date OR (p.archived AND (p.end_date IS NULL OR p.end_date >= '${DAY}'))`)).toEqual([]);
    expect(await query('SELECT p.id FROM projects p JOIN addresses a ON a.id = p.address_id WHERE a.client_id <> p.client_id OR a.archived')).toEqual([]);
    const [withAddress] = await query<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE address_id IS NOT NULL');
    expect(withAddress!.n).toBeGreaterThan(0);
  });

  it('gives every client one default delivery address, an active one', async () => {
    const defaults = await query<{ client_id: number; n: number; archived: boolean }>(
      'SELECT c.id AS client_id, count(a.id)::int AS n, bool_or(a.archived) AS archived FROM corporate_clients c LEFT JOIN addresses a ON a.client_id = c.id AND a.default_delivery GROUP BY c.id');
    for (const d of defaults) expect(d, `client ${d.client_id}`).toMatchObject({ n: 1, archived: false });
  });

  it('gives most contact persons a job title', async () => {
    const [titles] = await query<{ with: number; all: number }>('SELECT count(job_title)::int AS with, count(*)::int AS all FROM contact_persons');
    expect(titles!.with / titles!.all).toBeGreaterThan(0.6);
  });
});
