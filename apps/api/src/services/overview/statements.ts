// The overview's hot reads (contracts page and count, contract detail, documents page and totals,
// document detail) as plain parametrised SQL: the lists' WHERE is filters.ts's declaration, built
// once per filter shape (lists/shaped-statement.ts). The page, count and totals texts are declared
// here once; contracts.ts and documents.ts render them as drizzle `sql` for the exports and
// scripts/explain-lists.ts, and statements.test.ts checks the two renderings for every shape.
import type { ContractLine, ContractSummary, LineCostFigures, PortalDocument } from '@portal/shared-api-contract';

/** A contract's row before its cost figures (contract-costs.ts) are added. */
type SummaryRow = Omit<ContractSummary, keyof LineCostFigures>;
import type { Statement } from '../../db/client';
import { shaped, type Outer } from '../../lists/shaped-statement';
import { contractConditions, documentConditions, type ClientScope, type ContractScope, type DocumentScope } from './filters';
import { isoTimestampFormat } from '../../db/sql/timestamps';
import { LATEST_OFF_HIRE, ON_RENT_QUANTITY, type OffHire } from '../request/on-rent';
import { projectLimitValue, projectScopeText } from '../../db/sql/project-scope';
import type { RatePeriod } from '../company/budget';

/** A timestamptz column as ISO 8601 UTC with milliseconds (db/sql/timestamps.ts `isoTimestamp`). */
const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${isoTimestampFormat})`;

/**
 * Summary columns of the contracts in `c`: the line summary (start, end, line count) is kept on
 * the contract by triggers on contract_lines (migration 0013), so no line is read here.
 */
export const CONTRACT_SUMMARY_COLUMNS = `c.id, c.number, c.status, c.project_id AS "projectId", pr.name AS "projectName",
  c.start_date::text AS "startDate", c.end_date::text AS "endDate", c.line_count AS "lineCount",
  ${isoTimestamp('c.created_at')} AS "createdAt"`;
/** Document columns of `d` (a documents row) with its project name from `pr`. */
// A delivery note has neither an amount nor a paid/open status (issue 32): whatever the row holds,
// no answer, list, CSV or total carries one for it.
export const DOCUMENT_COLUMNS = `d.id, d.type, d.number, d.date::text AS date, d.due_date::text AS "dueDate",
  CASE WHEN d.type = 'delivery_note' THEN NULL ELSE d.amount::text END AS amount, d.currency,
  CASE WHEN d.type = 'delivery_note' THEN NULL ELSE d.status END AS status, d.project_id AS "projectId", pr.name AS "projectName"`;

/**
 * The facts a contract's cost figures are computed from (company/line-cost.ts), read with its page
 * so the figures cost no statement of their own: one JSON array per contract, a
 * `[rate, rate period, quantity, on-rent date, expected off-rent date, off-hire date]` per line.
 */
const LINE_FACTS = `(SELECT json_agg(json_build_array(l.rate::text, l.rate_period, l.quantity, l.on_rent_date, l.expected_off_rent_date, l.actual_off_hire_date))
    FROM contract_lines l WHERE l.contract_id = c.id) AS "lineFacts"`;
/** One line's facts as LINE_FACTS gives them. */
export type LineFactsRow = [rate: string, ratePeriod: RatePeriod, quantity: number, onRentDate: string, expectedOffRentDate: string, actualOffHireDate: string | null];
/** A page's contract before its figures: the summary and its lines' facts (null without lines). */
export type ContractPageRow = SummaryRow & { lineFacts: LineFactsRow[] | string | null };

const PAGE_CONTRACT_COLUMNS = `contracts.id, contracts.number, contracts.status, contracts.project_id, contracts.created_at,
               contracts.start_date, contracts.end_date, contracts.line_count`;

/** One page of contracts in index order (LIMIT), with their projects' names and line facts. */
export const CONTRACT_PAGE: Outer = (where, p) => `
  SELECT ${CONTRACT_SUMMARY_COLUMNS}, ${LINE_FACTS}
  FROM (SELECT ${PAGE_CONTRACT_COLUMNS}
        FROM contracts WHERE ${where}
        ORDER BY contracts.created_at DESC, contracts.id DESC LIMIT ${p()} OFFSET ${p()}) c
  LEFT JOIN projects pr ON pr.id = c.project_id
  ORDER BY c.created_at DESC, c.id DESC`;
export const contractPageStatement: (scope: ContractScope, pageSize: number, offset: number) => Statement<ContractPageRow> = shaped('overview_contracts_page', contractConditions, CONTRACT_PAGE);

/**
 * A contract's cost to date on `d.today` exactly as the figures show it: each line's rate × quantity
 * × days until today (or its off-hire) ÷ the rate period's days, rounded half up to the cent
 * (company/line-cost.ts; numeric's round is half away from zero, the same for these positive
 * amounts), summed. So the order by cost is the order of the amounts on the page.
 */
const COST_TO_DATE = `SELECT coalesce(sum(round(l.rate * l.quantity
      * greatest(0, least(coalesce(l.actual_off_hire_date, d.today), d.today) - l.on_rent_date)
      / CASE l.rate_period WHEN 'day' THEN 1 WHEN 'week' THEN 7 WHEN 'four_weeks' THEN 28 END, 2)), 0) AS cost_to_date
    FROM contract_lines l WHERE l.contract_id = f.id`;

/**
 * One page of contracts, the highest cost to date first and newest first among equals
 * (sort=costToDate). Today is bound once, after the WHERE, so both renderings take their values in
 * the same order (lists/shaped-statement.ts).
 */
export const CONTRACT_PAGE_BY_COST: Outer = (where, p) => `
  SELECT ${CONTRACT_SUMMARY_COLUMNS}, ${LINE_FACTS}
  FROM (SELECT f.*, k.cost_to_date
        FROM (SELECT ${PAGE_CONTRACT_COLUMNS} FROM contracts WHERE ${where}) f
        CROSS JOIN (SELECT ${p()}::date AS today) d
        CROSS JOIN LATERAL (${COST_TO_DATE}) k
        ORDER BY k.cost_to_date DESC, f.created_at DESC, f.id DESC LIMIT ${p()} OFFSET ${p()}) c
  LEFT JOIN projects pr ON pr.id = c.project_id
  ORDER BY c.cost_to_date DESC, c.created_at DESC, c.id DESC`;
export const contractPageByCostStatement: (scope: ContractScope, today: string, pageSize: number, offset: number) => Statement<ContractPageRow> =
  shaped('overview_contracts_page_by_cost', contractConditions, CONTRACT_PAGE_BY_COST);

export const CONTRACT_COUNT: Outer = (where) => `SELECT count(*)::int AS n FROM contracts WHERE ${where}`;
export const contractCountStatement: (scope: ContractScope) => Statement<{ n: number }> = shaped('overview_contracts_count', contractConditions, CONTRACT_COUNT);

const CONTRACT_TEXT = `
  SELECT ${CONTRACT_SUMMARY_COLUMNS}, o.number AS "orderNumber", c.po_reference AS "poReference"
  FROM contracts c
  LEFT JOIN projects pr ON pr.id = c.project_id
  LEFT JOIN orders o ON o.id = c.order_id
  WHERE c.id = $1 AND c.client_id = $2 AND ${projectScopeText('c.project_id', 3)}`;
export const contractStatement = (id: number, scope: ClientScope): Statement<SummaryRow & { orderNumber: string | null; poReference: string | null }> =>
  ({ name: 'overview_contract', text: CONTRACT_TEXT, values: [id, scope.clientId, scope.projectIds && projectLimitValue(scope.projectIds)] });

/** With what is still on rent and the latest off-hire requested (services/request/on-rent.ts). */
const CONTRACT_LINES_TEXT = `
  SELECT l.id, p.code AS "productCode", p.names AS "productNames", l.fleet_number AS "fleetNumber", l.quantity,
         l.on_rent_date::text AS "onRentDate", l.expected_off_rent_date::text AS "expectedOffRentDate",
         l.actual_off_hire_date::text AS "actualOffHireDate", l.rate::text AS rate, l.rate_period AS "ratePeriod",
         ${ON_RENT_QUANTITY} AS "onRentQuantity", ${LATEST_OFF_HIRE} AS "offHire"
  FROM contract_lines l JOIN products p ON p.id = l.product_id JOIN contracts c ON c.id = l.contract_id
  WHERE l.contract_id = $1
  ORDER BY l.id`;
export const contractLinesStatement = (contractId: number): Statement<Omit<ContractLine, keyof LineCostFigures | 'rate' | 'offHire'> & { rate: string; offHire: OffHire | string | null }> => ({ name: 'overview_contract_lines', text: CONTRACT_LINES_TEXT, values: [contractId] });

export const DOCUMENT_PAGE: Outer = (where, p) => `
  SELECT ${DOCUMENT_COLUMNS}
  FROM (SELECT * FROM documents WHERE ${where}
        ORDER BY documents.date DESC, documents.id DESC LIMIT ${p()} OFFSET ${p()}) d
  LEFT JOIN projects pr ON pr.id = d.project_id
  ORDER BY d.date DESC, d.id DESC`;
export const documentPageStatement: (scope: DocumentScope, pageSize: number, offset: number) => Statement<PortalDocument> = shaped('overview_documents_page', documentConditions, DOCUMENT_PAGE);

/** The row of DOCUMENT_TOTALS. */
export interface DocumentTotalsRow {
  total: number;
  paidCount: number;
  openCount: number;
  openAmount: string;
  overdueCount: number;
  overdueAmount: string;
  outstandingCount: number;
  outstandingAmount: string;
}

const payable = (statuses: string) => `documents.status IN (${statuses}) AND documents.type <> 'delivery_note'`;
const countAndSum = (statuses: string, name: string) => `count(*) FILTER (WHERE ${payable(statuses)})::int AS "${name}Count",
         coalesce(sum(documents.amount) FILTER (WHERE ${payable(statuses)}), 0)::numeric(16, 2)::text AS "${name}Amount"`;

/**
 * The count and the open/overdue/outstanding totals in one pass over the matching documents. Run
 * with the status filter aside (documents.ts): the paid count then gives a status filter's count.
 */
export const DOCUMENT_TOTALS: Outer = (where) => `
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE ${payable("'paid'")})::int AS "paidCount",
         ${countAndSum("'open'", 'open')},
         ${countAndSum("'overdue'", 'overdue')},
         ${countAndSum("'open', 'overdue'", 'outstanding')}
  FROM documents WHERE ${where}`;
export const documentTotalsStatement: (scope: DocumentScope) => Statement<DocumentTotalsRow> = shaped('overview_documents_totals', documentConditions, DOCUMENT_TOTALS);

