// A request as a row of the list (and the head of its detail): `r` is the requests row, with what
// it concerns as one label ("C-0000012 FL-123456 +1" for lines, the asset's name, the document's
// number) and who created it. The requests list of the kit reads these.
import { sql } from 'drizzle-orm';
import type { RequestSummary } from '@portal/shared-api-contract';
import { columns, type RowOf } from '../../db/sql/columns';
import { isoTimestamp } from '../../db/sql/timestamps';
import { newestFirst } from '../../lists/keyset-list';

export const SUMMARY_COLUMNS = {
  id: sql<number>`r.id`,
  number: sql<string>`r.number`,
  type: sql<RequestSummary['type']>`r.type`,
  status: sql<RequestSummary['status']>`r.status`,
  reference: sql<string | null>`r.reference`,
  createdAt: isoTimestamp(sql`r.created_at`),
  createdByName: sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`,
  concernsKind: sql<RequestSummary['concerns']['kind']>`CASE WHEN ln.n > 0 THEN 'contract_lines' WHEN a.id IS NOT NULL THEN 'asset' WHEN d.id IS NOT NULL THEN 'document' ELSE 'none' END`,
  concernsLabel: sql<string | null>`CASE WHEN ln.n > 0 THEN ln.first || CASE WHEN ln.n > 1 THEN ' +' || (ln.n - 1) ELSE '' END
       WHEN a.id IS NOT NULL THEN a.name WHEN d.id IS NOT NULL THEN d.number END`,
};

const SUMMARY_SELECT = columns(SUMMARY_COLUMNS);
export const SUMMARY_JOINS = sql`
  LEFT JOIN users u ON u.id = r.created_by
  LEFT JOIN assets a ON a.id = r.asset_id
  LEFT JOIN documents d ON d.id = r.document_id
  LEFT JOIN LATERAL (SELECT count(*)::int AS n, (array_agg(c.number || ' ' || cl.fleet_number ORDER BY rl.id))[1] AS first
                     FROM request_lines rl JOIN contract_lines cl ON cl.id = rl.contract_line_id JOIN contracts c ON c.id = cl.contract_id
                     WHERE rl.request_id = r.id) ln ON true`;

export type SummaryRow = RowOf<typeof SUMMARY_COLUMNS>;

export const toSummary = ({ concernsKind, concernsLabel, ...row }: SummaryRow): RequestSummary => ({ ...row, concerns: { kind: concernsKind, label: concernsLabel } });

/** The client's requests, newest first; the page is cut from the requests alone, then joined. */
export const requestList = newestFirst('requests', 'r', SUMMARY_SELECT, SUMMARY_JOINS);
