import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/**
 * After a change of an address: every page of the list and the options (a new default moves it
 * from another address in the same write), and the projects, whose rows show the address label.
 */
export const rereadAddresses = (queryClient: QueryClient, uuid: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.addresses(uuid) }),
    queryClient.invalidateQueries({ queryKey: companyKeys.projects(uuid) }),
  ]);
