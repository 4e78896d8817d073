// Whether a membership holds a right through one of its roles that is not archived: the one
// definition the approval rules and the mails' choice of recipients share.
import { sql, type SQL } from 'drizzle-orm';

/** SQL: the membership `alias` (a memberships row in the query) holds `right`. */
export const membershipHolds = (right: string, alias = 'm'): SQL<boolean> => sql<boolean>`EXISTS (
  SELECT 1 FROM membership_roles mr JOIN roles r ON r.id = mr.role_id AND NOT r.archived
  JOIN role_rights rr ON rr.role_id = r.id AND rr.right_code = ${right}
  WHERE mr.membership_id = ${sql.raw(alias)}.id)`;
