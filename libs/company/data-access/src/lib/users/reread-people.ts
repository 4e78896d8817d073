// Users and roles share one query-key prefix: a role's name or archiving shows on the users list,
// a member's roles in the roles' member counts. Every write reads both again.
import type { Session } from '@portal/shared-data-access-http';
import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { peopleConflict } from './people-failures';

/** Marks the users and roles stale (and refetches what is shown); resolves when that is done. */
export const rereadPeople = (queryClient: QueryClient, session: Session) => queryClient.invalidateQueries({ queryKey: companyKeys.people(session.client.uuid) });

/**
 * After a refusal because things changed meanwhile (`version_conflict`, `last_manager`, …), the
 * screen should show how they are now; other failures (400, network) changed nothing.
 */
export const rereadOnConflict = (queryClient: QueryClient, session: Session) => (error: unknown) =>
  peopleConflict(error) ? rereadPeople(queryClient, session) : undefined;
