// Who may do what with assets: reading needs the asset module; adding, editing, archiving and
// restoring need MANAGE_ASSETS too. The portal hides what the caller cannot do; these decide.
import { requireModule, requireRight, type Tenant } from '../../auth/tenant';
import { HttpProblem } from '../../http/problem';

export const requireAssets = (tenant: Tenant | undefined): Tenant => requireModule(tenant, 'asset');

export const requireManagingAssets = (tenant: Tenant | undefined): Tenant => requireRight(requireAssets(tenant), 'MANAGE_ASSETS');

/** 409 naming the asset that has the serial already (an asset of the caller's own client). */
export function serialTaken(other: { serial: string; name: string | null; archived: boolean }): HttpProblem {
  const message = other.name === null
    ? `${other.serial} is already used by another asset of your company`
    : `${other.serial} is already used by ${other.name}${other.archived ? ' (archived)' : ''}`;
  return new HttpProblem(409, 'serial_taken', 'Conflict', message, [{ field: 'serial', message }]);
}
