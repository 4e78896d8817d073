// Who may do what with requests. Reading needs the request module; creating and editing need
// MANAGE_REQUESTS too (issue 10), also for the author: a right taken away ends both. The portal
// hides what the caller cannot do.
import type { RequestType } from '@portal/shared-api-contract';
import { requireModule, requireRight, type Tenant } from '../../auth/tenant';

export const requireRequests = (tenant: Tenant | undefined): Tenant => requireModule(tenant, 'request');

export const requireManaging = (tenant: Tenant | undefined): Tenant => requireRight(requireRequests(tenant), 'MANAGE_REQUESTS');

export interface RequestAccess {
  type: RequestType;
  status: string;
  createdBy: number | null;
}

/** Edit (and add photos) while it is still Submitted, with MANAGE_REQUESTS. */
export const mayEdit = (t: Tenant, r: RequestAccess) => r.status === 'submitted' && t.rights.includes('MANAGE_REQUESTS');

/** Only what a photo can show: a damage or a breakdown. */
export const takesPhotos = (type: RequestType) => type === 'damage' || type === 'breakdown';

/** `R-0000042`, and for an off-hire the reference `OH-0000042` the customer quotes. */
export const requestNumber = (id: number) => `R-${String(id).padStart(7, '0')}`;
export const offHireReference = (id: number) => `OH-${String(id).padStart(7, '0')}`;
