import type {
  Availability,
  CorporateClient,
  CorporateClientDetail,
  GlobalActions,
  Modules,
  RentalContact,
  Rights,
} from '@portal/shared-api-contract';
import type { AppConfig } from '@portal/shared-util-config';
import type { Http } from '@portal/shared-data-access-http';

/** The shell's calls (spec §7), through the one axios instance that applies the request rules. */
export function createShellApi(http: Http, config: Pick<AppConfig, 'apiUrl' | 'apiUrlUsermgmt'>) {
  const get = async <T>(url: string) => (await http.get<T>(url)).data;
  return {
    corporateClients: () => get<CorporateClient[]>(`${config.apiUrl}/corporate-clients`),
    corporateClient: (uuid: string) =>
      get<CorporateClientDetail>(`${config.apiUrl}/corporate-clients/${encodeURIComponent(uuid)}`),
    globalActions: () => get<GlobalActions>(`${config.apiUrl}/global-actions`),
    rentalContact: () => get<RentalContact>(`${config.apiUrl}/rental-contact`),
    availability: () => get<Availability>(`${config.apiUrl}/availability`),
    rights: () => get<Rights>(`${config.apiUrlUsermgmt}/rights`),
    modules: () => get<Modules>(`${config.apiUrlUsermgmt}/modules`),
  };
}
export type ShellApi = ReturnType<typeof createShellApi>;
