// Generates documents and assets of a client (requests: requests.ts).
import { centreOf, count, currencyOf, type ClientSeed, type SeedContext } from './context';
import { isoDay } from './random';

const YEARS_BACK = 3 * 365;

export function generateDocuments(ctx: SeedContext, client: ClientSeed): void {
  const { rnd, rows, today } = ctx;
  for (let i = 0; i < count(client, 'documents'); i++) {
    const id = rows.documents.length + 1;
    client.documentIds.push(id);
    const age = rnd.int(0, YEARS_BACK);
    const type = rnd.chance(0.7) ? 'invoice' : rnd.chance(0.33) ? 'credit_note' : 'delivery_note';
    const due = type === 'delivery_note' ? null : -age + 30;
    const status = due === null || due < -60 ? 'paid' : due >= 0 ? (rnd.chance(0.2) ? 'paid' : 'open') : rnd.chance(0.6) ? 'paid' : 'overdue';
    const amount = rnd.int(5000, 2_500_000) / 100;
    rows.documents.push({
      id,
      clientId: client.id,
      type,
      number: `${type === 'invoice' ? 'INV' : type === 'credit_note' ? 'CN' : 'DN'}-${String(id).padStart(8, '0')}`,
      date: isoDay(today, -age),
      dueDate: due === null ? null : isoDay(today, due),
      amount: (type === 'credit_note' ? -amount : amount).toFixed(2),
      currency: currencyOf(client.opCo),
      status,
      projectId: rnd.pick(client.projectIds),
      orderId: rnd.chance(0.8) ? rnd.pick(client.orderIds) : null,
    });
  }
}

export function generateAssets(ctx: SeedContext, client: ClientSeed): void {
  const { rnd, rows, today, catalogue } = ctx;
  const [lat, lng] = centreOf[client.opCo];
  for (let i = 0; i < count(client, 'assets'); i++) {
    const id = rows.assets.length + 1;
    client.assetIds.push(id);
    const categoryId = rnd.pick(catalogue.categoryIds);
    rows.assets.push({
      id,
      clientId: client.id,
      name: `Asset ${String(id).padStart(5, '0')}`,
      categoryId,
      serial: `SN-${rnd.int(10_000_000, 99_999_999)}`,
      projectId: rnd.pick(client.projectIds),
      locationLabel: rnd.chance(0.7) ? 'On site' : 'Yard',
      lat: lat + (rnd.next() - 0.5) * 2,
      lng: lng + (rnd.next() - 0.5) * 3,
      inspectionDueDate: rnd.chance(0.85) ? isoDay(today, rnd.int(-60, 365)) : null,
      owned: rnd.chance(0.3),
      archived: i % 10 === 9,
    });
  }
}
