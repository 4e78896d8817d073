import {
  readAvailability,
  readCorporateClientDetail,
  readCorporateClients,
  readGlobalActions,
  readModules,
  readRentalContact,
  readRights,
} from '@portal/shared-api-contract/first-load-answers';
import type { AppConfig } from '@portal/shared-util-config';
import type { Http } from '@portal/shared-data-access-http';

/**
 * The shell's calls (spec §7), through the one axios instance that applies the request rules. Each
 * answer is checked against the contract where it enters, with the zod-free readers: these calls
 * run on every start, and the schema library must stay out of the first load (ADR 0015).
 */
export function createShellApi(http: Http, config: Pick<AppConfig, 'apiUrl' | 'apiUrlUsermgmt'>) {
  const get = async <T>(url: string, read: (data: unknown) => T) => read((await http.get(url)).data);
  return {
    corporateClients: () => get(`${config.apiUrl}/corporate-clients`, readCorporateClients),
    corporateClient: (uuid: string) => get(`${config.apiUrl}/corporate-clients/${encodeURIComponent(uuid)}`, readCorporateClientDetail),
    globalActions: () => get(`${config.apiUrl}/global-actions`, readGlobalActions),
    rentalContact: () => get(`${config.apiUrl}/rental-contact`, readRentalContact),
    availability: () => get(`${config.apiUrl}/availability`, readAvailability),
    rights: () => get(`${config.apiUrlUsermgmt}/rights`, readRights),
    modules: () => get(`${config.apiUrlUsermgmt}/modules`, readModules),
  };
}
export type ShellApi = ReturnType<typeof createShellApi>;
