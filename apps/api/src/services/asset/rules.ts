// The server's rules for an asset beyond its shape (which the contract checks: lengths, both
// coordinates or neither, their ranges, date format). Each broken rule is a field error; a serial
// of another asset of the client is its own answer, 409 `serial_taken`, naming that asset.
import { and, eq, ne, not, sql } from 'drizzle-orm';
import type { Asset, AssetInput } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { assets, productCategories, projects } from '../../db/schema';
import { badRequest, type FieldError } from '../../http/problem';
import { serialTaken } from './access';
import type { AssetScope } from './read';
import { isLimited, projectScope } from '../../db/sql/project-scope';

/** Inspection dates people plan with; anything outside is a typo (0205 for 2025). */
const EARLIEST_DUE = '2000-01-01';
const LATEST_DUE = '2099-12-31';

export interface SerialOwner {
  serial: string;
  /** Null when the asset is on a project the caller is not limited to: it is not named. */
  name: string | null;
  archived: boolean;
}

/** The client's other asset with this serial (case-insensitive), archived ones included. */
export async function serialOwner(db: Db, scope: AssetScope, serial: string, exceptId: number | null): Promise<SerialOwner | null> {
  const [row] = await db.select({ serial: assets.serial, name: sql<string | null>`CASE WHEN ${projectScope(scope, sql`${assets.projectId}`)} THEN ${assets.name} END`, archived: assets.archived }).from(assets)
    .where(and(eq(assets.clientId, scope.clientId), sql`lower(${assets.serial}) = lower(${serial})`, exceptId === null ? undefined : ne(assets.id, exceptId)))
    .limit(1);
  return row ?? null;
}

/**
 * Throws 400 with every broken rule, or 409 `serial_taken` when the serial is the only problem.
 * An edit may keep the project it has even if that was archived since; a new choice must be an
 * active project of the client (another client's id gets the same words as one that does not exist).
 */
export async function checkAsset(db: Db, scope: AssetScope, input: AssetInput, current: Asset | null): Promise<void> {
  const { clientId } = scope;
  const errors: FieldError[] = [];
  if (input.categoryId !== null) {
    const [category] = await db.select({ one: sql<number>`1` }).from(productCategories).where(eq(productCategories.id, input.categoryId));
    if (!category) errors.push({ field: 'categoryId', message: 'Choose one of the categories' });
  }
  if (input.projectId !== null && input.projectId !== current?.projectId) {
    const [project] = await db.select({ one: sql<number>`1` }).from(projects)
      .where(and(eq(projects.id, input.projectId), eq(projects.clientId, clientId), not(projects.archived), projectScope(scope, sql`${projects.id}`)));
    if (!project) errors.push({ field: 'projectId', message: "Choose one of your company's active projects" });
  }
  // A limited member's asset stays on one of its projects, or it could not see it any more.
  if (input.projectId === null && isLimited(scope)) errors.push({ field: 'projectId', message: 'Choose one of your projects' });
  const due = input.inspectionDueDate;
  if (due !== null && (due < EARLIEST_DUE || due > LATEST_DUE)) errors.push({ field: 'inspectionDueDate', message: 'Give a date between 2000 and 2099' });
  const taken = await serialOwner(db, scope, input.serial, current?.id ?? null);
  if (taken && !errors.length) throw serialTaken(taken);
  if (taken) errors.push(serialTaken(taken).errors![0]!);
  if (errors.length) throw badRequest('validation_failed', 'The asset cannot be saved like this', errors);
}

/** The columns an input writes (an empty location label is no label). */
export const assetColumns = (input: AssetInput) => ({
  name: input.name,
  categoryId: input.categoryId,
  serial: input.serial,
  projectId: input.projectId,
  locationLabel: input.locationLabel || null,
  lat: input.lat,
  lng: input.lng,
  inspectionDueDate: input.inspectionDueDate,
  owned: input.owned,
});
