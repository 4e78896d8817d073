// Answers of the request service as the contract describes them, for tests of this domain.
import type { LocalisedNames, RequestDetail, RequestPage } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';

/** A user of a client with every module, who may create and edit requests. */
export const testSession: Session = {
  user: { id: 2 },
  client: { uuid: '5eed0000-0000-4000-8000-000000000001', id: 1, name: 'Northwind Bouw B.V.', showPrices: true },
  rights: ['VIEW_PRICES', 'VIEW_DOCUMENTS', 'MANAGE_REQUESTS'],
  modules: ['order', 'request', 'asset'],
};

const names = (en: string): LocalisedNames => ({ 'en-US': en, de: `${en} (de)`, 'fr-BE': `${en} (fr)`, nl: `${en} (nl)`, 'nl-BE': `${en} (nl-BE)`, hu: `${en} (hu)`, pl: `${en} (pl)` });

export const requestPage: RequestPage = {
  items: [
    { id: 41, number: 'R-0000041', type: 'off_hire', status: 'submitted', reference: 'OH-0000041', concerns: { kind: 'contract_lines', label: 'C-0000011 FL-100001 +1' }, createdAt: '2026-11-20T09:30:00.000Z', createdByName: 'Anna Site' },
    { id: 42, number: 'R-0000042', type: 'breakdown', status: 'rejected', reference: null, concerns: { kind: 'asset', label: 'Telehandler TH-7' }, createdAt: '2026-11-18T14:00:00.000Z', createdByName: null },
    { id: 43, number: 'R-0000043', type: 'invoice_query', status: 'done', reference: null, concerns: { kind: 'document', label: 'INV-00000021' }, createdAt: '2026-11-17T10:00:00.000Z', createdByName: 'Ben Builder' },
  ],
  page: 1,
  pageSize: 25,
  total: 3,
};

/** R-0000041 as its author sees it: an off-hire of one excavator and two generators, still Submitted. */
export const offHireRequest: RequestDetail = {
  ...requestPage.items[0]!,
  lines: [
    { contractLineId: 101, contractId: 11, contractNumber: 'C-0000011', fleetNumber: 'FL-100001', productNames: names('Mini excavator 1.5 t'), quantity: 1, previousEndDate: null },
    { contractLineId: 102, contractId: 11, contractNumber: 'C-0000011', fleetNumber: 'FL-100002', productNames: names('Generator 20 kVA'), quantity: 2, previousEndDate: null },
  ],
  asset: null,
  document: null,
  offHireDate: '2026-11-25',
  newEndDate: null,
  description: 'Collect at gate 4, ask for Carla.',
  subject: null,
  machineUsable: null,
  breakdown: null,
  pickup: { from: '2026-11-25T07:30', until: '2026-11-25T12:00', contactName: 'Carla Smit', contactPhone: '+31612345678', accessNotes: 'Gate 4, code 4711' },
  overPoBudget: null,
  photos: [],
  events: [{ status: 'submitted', at: '2026-11-20T09:30:00.000Z', byName: 'Anna Site', note: null }],
  version: 1,
  can: { edit: true, addPhotos: false },
};

/** R-0000044: damage to a contract line, with two photos, being handled. */
export const damageRequest: RequestDetail = {
  ...offHireRequest,
  id: 44,
  number: 'R-0000044',
  type: 'damage',
  status: 'in_progress',
  reference: null,
  concerns: { kind: 'contract_lines', label: 'C-0000011 FL-100001' },
  lines: [{ ...offHireRequest.lines[0]!, quantity: null }],
  offHireDate: null,
  description: 'The bucket is bent after hitting a kerb.',
  photos: [
    { id: 7, contentType: 'image/jpeg', size: 120_000 },
    { id: 8, contentType: 'image/png', size: 80_000 },
  ],
  events: [
    { status: 'submitted', at: '2026-11-20T09:30:00.000Z', byName: 'Anna Site', note: null },
    { status: 'in_progress', at: '2026-11-21T08:00:00.000Z', byName: 'Service desk', note: 'A mechanic comes on Monday.' },
  ],
  version: 3,
  can: { edit: false, addPhotos: false },
};

/** R-0000045: a breakdown of an asset (not a contract line). */
export const breakdownRequest: RequestDetail = {
  ...offHireRequest,
  id: 45,
  number: 'R-0000045',
  type: 'breakdown',
  reference: null,
  concerns: { kind: 'asset', label: 'Telehandler TH-7' },
  lines: [],
  asset: { id: 5, name: 'Telehandler TH-7', serial: 'SN-778' },
  offHireDate: null,
  description: 'The engine stops after ten minutes.',
  machineUsable: false,
  pickup: null,
  version: 2,
};
