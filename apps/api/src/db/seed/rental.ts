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

/**
 * One open contract per showcase client, whatever the seed scale, for the off-hire flow: five
 * excavators on one line (stop two of them), and lines of one and of three units.
 */
export function generateShowcaseContract(ctx: SeedContext, client: ClientSeed, fleetPrefix: string): void {
  const { rows, today, catalogue } = ctx;
  const id = rows.contracts.length + 1;
  rows.contracts.push({
    id, clientId: client.id, number: `C-${String(id).padStart(7, '0')}`, orderId: client.orderIds[0] ?? null,
    projectId: client.projectIds[0] ?? null, status: 'open', createdAt: atDay(today, -20),
  });
  // Catalogue order: products 1–11 are excavators, 34–44 generators, 45–55 compressors.
  const lines = [[3, 5], [35, 1], [46, 3]] as const;
  lines.forEach(([productIndex, quantity], n) => {
    const lineId = rows.contractLines.length + 1;
    client.contractLineIds.push(lineId);
    rows.contractLines.push({
      id: lineId, contractId: id, productId: catalogue.productIds[productIndex - 1]!, fleetNumber: `FL-${fleetPrefix}${n + 1}`, quantity,
      onRentDate: isoDay(today, -20), expectedOffRentDate: isoDay(today, 40), actualOffHireDate: null, rate: '95.00', ratePeriod: 'day',
    });
  });
}
