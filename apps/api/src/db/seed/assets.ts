// Generates the assets a client tracks: named after the catalogue's category nouns in the opCo's
// language, at its projects' sites (around a real city of the opCo) or in its yard, with
// inspections from two months overdue to a year ahead. The random draws are those of the original
// generator, in the same order, so the clients seeded after them keep their rows; the new details
// derive from those draws and the asset's id.
import { categorySpecs, depotCities } from './catalogue-data';
import { count, type ClientSeed, type SeedContext } from './context';
import { isoDay } from './random';

/** Position of the opCo's language in the catalogue's names (en, de, fr, nl, hu, pl). */
const nounIndex: Record<ClientSeed['opCo'], number> = { nl: 3, be: 3, de: 1, hu: 4, pl: 5 };

/**
 * The first assets of every client, whatever the scale: overdue and due within 30 days, in two
 * projects, so the demo's filters always find something ([project index, due in days]).
 */
const showcase: [project: number, dueInDays: number][] = [[0, -12], [1, 9], [1, -35], [0, 21]];

/** A site per project: within about 7 km of one of the opCo's cities, fixed by the project's id. */
function siteOf(client: ClientSeed, projectId: number): { city: string; lat: number; lng: number } {
  const cities = depotCities[client.opCo];
  const [city, , lat, lng] = cities[projectId % cities.length]!;
  const spread = (n: number) => ((n * 7919) % 1000) / 1000 - 0.5;
  return { city, lat: lat + spread(projectId) * 0.12, lng: lng + spread(projectId * 31) * 0.18 };
}

export function generateAssets(ctx: SeedContext, client: ClientSeed): void {
  const { rnd, rows, today, catalogue } = ctx;
  const perCategory = new Map<number, number>();
  for (let i = 0; i < count(client, 'assets'); i++) {
    const id = rows.assets.length + 1;
    client.assetIds.push(id);
    const categoryId = rnd.pick(catalogue.categoryIds);
    const serialDraw = rnd.int(10_000_000, 99_999_999);
    const drawnProject = rnd.pick(client.projectIds);
    const forced = showcase[i];
    const onSite = rnd.chance(0.7) || forced !== undefined;
    const [dx, dy] = [rnd.next() - 0.5, rnd.next() - 0.5];
    const drawnDue = rnd.chance(0.85) ? rnd.int(-60, 365) : null;
    const owned = rnd.chance(0.3);

    const spec = categorySpecs[categoryId - 1]!;
    const n = (perCategory.get(categoryId) ?? 0) + 1;
    perCategory.set(categoryId, n);
    const projectId = forced ? client.projectIds[forced[0] % client.projectIds.length]! : onSite ? drawnProject : null;
    // Yard assets stand at the client's yard, by the opCo's first city.
    const site = siteOf(client, projectId ?? 0);
    const place = projectId === null ? `Yard ${site.city}` : `${rows.projects[projectId - 1]!.name}, ${site.city}`;
    // One in twenty has no known location (it shows in the list, not on the map).
    const located = id % 20 !== 7 || forced !== undefined;
    const due = forced ? forced[1] : drawnDue;
    rows.assets.push({
      id,
      clientId: client.id,
      name: `${spec.singular[nounIndex[client.opCo]]} ${n}`,
      categoryId,
      // Rented ones carry our fleet number; owned ones a maker's serial. The id keeps both unique.
      serial: owned ? `${spec.code.slice(0, 3).toUpperCase()}${String(serialDraw).slice(0, 4)}-${String(id).padStart(5, '0')}` : `FL-A${String(id).padStart(5, '0')}`,
      projectId,
      locationLabel: located ? place : null,
      lat: located ? round(site.lat + dx * 0.02) : null,
      lng: located ? round(site.lng + dy * 0.03) : null,
      inspectionDueDate: due === null ? null : isoDay(today, due),
      owned,
      archived: i % 10 === 9,
      version: 1,
    });
  }
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
