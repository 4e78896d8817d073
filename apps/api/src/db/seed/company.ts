// Generates a client's projects, delivery addresses and contact persons. What came later (job
// titles, a project's dates and address, the default delivery address) draws from a PRNG of its
// own per client, so the shared one gives every other seeded row exactly what it gave before.
import { centreOf, count, type ClientSeed, type SeedContext } from './context';
import { createRandom, isoDay } from './random';

const sites = ['Havenkwartier', 'Stationsplein', 'Noordas', 'Campus Oost', 'A12 Viaduct', 'Brugrenovatie', 'Woonwijk De Linde', 'Ziekenhuis West', 'Sluis 3', 'Parkeergarage Centrum', 'Fietsbrug', 'Kademuur'];
const streets = ['Industrieweg', 'Havenstraat', 'Bouwlaan', 'Kanaalweg', 'Dorpsstraat', 'Spoorlaan', 'Molenweg'];
const cities = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag', 'Eindhoven', 'Zwolle', 'Arnhem', 'Breda'];
const people = ['Jan', 'Petra', 'Kees', 'Ingrid', 'Mark', 'Linda', 'Thomas', 'Eva', 'Ruud', 'Mirjam'];
const surnames = ['van Dijk', 'Bakker', 'Meijer', 'de Boer', 'Kok', 'Willems', 'Prins', 'Koster'];
const jobTitles = ['Site manager', 'Buyer', 'Project leader', 'Foreman', 'Works planner', 'Site supervisor', 'Office manager'];

export function generateCompany(ctx: SeedContext, client: ClientSeed): void {
  const { rnd, rows } = ctx;
  const [lat, lng] = centreOf[client.opCo];
  for (let i = 0; i < count(client, 'projects'); i++) {
    const id = rows.projects.length + 1;
    client.projectIds.push(id);
    rows.projects.push({
      id,
      clientId: client.id,
      code: `P${client.id}-${String(i + 1).padStart(3, '0')}`,
      name: `${sites[i % sites.length]} ${Math.floor(i / sites.length) + 1}`,
      poNumber: rnd.chance(0.8) ? `PO-${rnd.int(100000, 999999)}` : null,
      budget: rnd.chance(0.7) ? String(rnd.int(20, 900) * 1000) : null,
      archived: i % 6 === 5,
    });
  }
  for (let i = 0; i < count(client, 'addresses'); i++) {
    const id = rows.addresses.length + 1;
    client.addressIds.push(id);
    rows.addresses.push({
      id,
      clientId: client.id,
      label: `${sites[i % sites.length]} site entrance`,
      street: `${rnd.pick(streets)} ${rnd.int(1, 240)}`,
      postalCode: `${rnd.int(1000, 9999)} ${String.fromCharCode(65 + rnd.int(0, 25))}${String.fromCharCode(65 + rnd.int(0, 25))}`,
      city: rnd.pick(cities),
      country: client.opCo.toUpperCase(),
      lat: lat + (rnd.next() - 0.5) * 1.5,
      lng: lng + (rnd.next() - 0.5) * 2,
      archived: i % 8 === 7,
    });
  }
  for (let i = 0; i < count(client, 'contactPersons'); i++) {
    const id = rows.contactPersons.length + 1;
    client.contactIds.push(id);
    const firstName = people[i % people.length] as string;
    rows.contactPersons.push({
      id,
      clientId: client.id,
      firstName,
      lastName: rnd.pick(surnames),
      email: `${firstName.toLowerCase()}.${id}@client${client.id}.test`,
      phone: `+316${rnd.int(10000000, 99999999)}`,
      archived: i % 9 === 8,
    });
  }
  addLaterDetails(ctx, client);
}

/**
 * Start and end dates for each project (archived ones ended in the past) and an active address of
 * the client for most, a job title for most contact persons, and the client's first address (never
 * archived) as its default delivery address.
 */
function addLaterDetails({ rows, today }: SeedContext, client: ClientSeed): void {
  const rnd = createRandom(7919 * client.id);
  const own = <T extends { id?: number }>(list: T[], ids: number[]) => list.slice(ids[0]! - 1, ids[ids.length - 1]!);
  const addresses = own(rows.addresses, client.addressIds);
  const active = addresses.filter((a) => !a.archived).map((a) => a.id!);
  addresses[0]!.defaultDelivery = true;
  for (const project of own(rows.projects, client.projectIds)) {
    // Days from today: archived projects ended at least a month ago, the others end in the future.
    const start = project.archived ? -rnd.int(400, 1000) : -rnd.int(20, 500);
    const end = project.archived ? rnd.int(start + 60, -30) : rnd.int(30, 700);
    project.startDate = isoDay(today, start);
    project.endDate = rnd.chance(0.85) || project.archived ? isoDay(today, end) : null;
    project.addressId = rnd.chance(0.9) ? rnd.pick(active) : null;
  }
  for (const person of own(rows.contactPersons, client.contactIds)) person.jobTitle = rnd.chance(0.85) ? rnd.pick(jobTitles) : null;
}
