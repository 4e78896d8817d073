// Generates contracts with lines, spread over three years (orders: orders.ts).
import { count, type ClientSeed, type SeedContext } from './context';
import { atDay, isoDay } from './random';

const YEARS_BACK = 3 * 365;
export function generateContracts(ctx: SeedContext, client: ClientSeed): void {
  const { rnd, rows, today, catalogue } = ctx;
  for (let i = 0; i < count(client, 'contracts'); i++) {
    const id = rows.contracts.length + 1;
    // Skewed towards recent: a third of contracts started in the last four months.
    const age = rnd.chance(0.33) ? rnd.int(0, 120) : rnd.int(121, YEARS_BACK);
    const status = age <= 120 ? (rnd.chance(0.75) ? 'open' : 'partly_off_hired') : rnd.chance(0.95) ? 'closed' : 'partly_off_hired';
    rows.contracts.push({
      id,
      clientId: client.id,
      number: `C-${String(id).padStart(7, '0')}`,
      orderId: rnd.pick(client.orderIds),
      projectId: rnd.pick(client.projectIds),
      status,
      createdAt: atDay(today, -age),
    });
    // 2..6 lines, averaging exactly four per five contracts.
    for (let l = 0; l < 2 + (i % 5); l++) {
      const lineId = rows.contractLines.length + 1;
      client.contractLineIds.push(lineId);
      const expectedEnd = -age + rnd.int(7, 240);
      const offHired = status === 'closed' || (status === 'partly_off_hired' && l % 2 === 0);
      rows.contractLines.push({
        id: lineId,
        contractId: id,
        productId: rnd.pick(catalogue.productIds),
        fleetNumber: `FL-${rnd.int(100000, 999999)}`,
        quantity: rnd.chance(0.8) ? 1 : rnd.int(2, 20),
        onRentDate: isoDay(today, -age),
        expectedOffRentDate: isoDay(today, expectedEnd),
        actualOffHireDate: offHired ? isoDay(today, Math.min(-1, expectedEnd + rnd.int(-5, 10))) : null,
        rate: (rnd.int(2000, 90000) / 100).toFixed(2),
        ratePeriod: rnd.pick(['day', 'week', 'week', 'four_weeks'] as const),
      });
    }
  }
}
