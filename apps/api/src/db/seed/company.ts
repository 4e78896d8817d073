// Generates a client's projects, delivery addresses and contact persons.
import { centreOf, count, type ClientSeed, type SeedContext } from './context';

const sites = ['Havenkwartier', 'Stationsplein', 'Noordas', 'Campus Oost', 'A12 Viaduct', 'Brugrenovatie', 'Woonwijk De Linde', 'Ziekenhuis West', 'Sluis 3', 'Parkeergarage Centrum', 'Fietsbrug', 'Kademuur'];
const streets = ['Industrieweg', 'Havenstraat', 'Bouwlaan', 'Kanaalweg', 'Dorpsstraat', 'Spoorlaan', 'Molenweg'];
const cities = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag', 'Eindhoven', 'Zwolle', 'Arnhem', 'Breda'];
const people = ['Jan', 'Petra', 'Kees', 'Ingrid', 'Mark', 'Linda', 'Thomas', 'Eva', 'Ruud', 'Mirjam'];
const surnames = ['van Dijk', 'Bakker', 'Meijer', 'de Boer', 'Kok', 'Willems', 'Prins', 'Koster'];

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
}
