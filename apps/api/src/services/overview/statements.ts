// The overview's hot reads (contracts page and count, contract detail, documents page and totals,
// document detail) as plain parametrised SQL. Composing them from drizzle `sql` objects was the
// largest share of the API's own CPU per request (docs/performance.md), so each text is built
// once per filter shape (which optional filters are present) and kept; a request only computes
// its values. The name follows the shape, so node-postgres prepares each text once per pooled
// connection and PostgreSQL skips parsing and, once it settles on a plan, planning as well.
// The texts are those of the drizzle builders in filters.ts, contracts.ts and documents.ts, which
// the CSV exports and scripts/explain-lists.ts still use; statements.test.ts checks every shape.
import type { Statement } from '../../db/client';
import { containsPattern } from '../../db/sql/patterns';
import { type ContractFilterValues, type DocumentFilterValues } from './filters';
import { isoTimestampFormat } from '../../db/sql/timestamps';
import { LATEST_OFF_HIRE, ON_RENT_QUANTITY } from '../request/on-rent';

/** Hands out the next placeholder ($1, $2, …) while a shape's text is built. */
type Placeholder = () => string;

/** One condition of a WHERE: whether it applies, its text, and its values in placeholder order. */
interface Condition<S> {
  when: (scope: S) => boolean;
  text: (p: Placeholder) => string;
  values: (scope: S) => unknown[];
}

/**
 * A statement per shape: `outer` wraps the WHERE built from the conditions that apply (joined as
 * drizzle's `and()` does: bare when alone, parenthesised otherwise). Values given after the scope
 * (LIMIT, OFFSET) take the placeholders `outer` asks for after the WHERE.
 */
function shaped<S>(name: string, conditions: readonly Condition<S>[], outer: (where: string, p: Placeholder) => string) {
  const texts = new Map<number, string>();
  const build = (shape: number) => {
    let n = 0;
    const p = () => `$${++n}`;
    const parts = conditions.filter((_, i) => shape & (1 << i)).map((c) => c.text(p));
    return outer(parts.length > 1 ? `(${parts.join(' and ')})` : parts[0]!, p);
  };
  return (scope: S, ...after: unknown[]): Statement => {
    let shape = 0;
    const values: unknown[] = [];
    conditions.forEach((c, i) => {
      if (!c.when(scope)) return;
      shape |= 1 << i;
      values.push(...c.values(scope));
    });
    let text = texts.get(shape);
    if (text === undefined) texts.set(shape, (text = build(shape)));
    return { name: `${name}_${shape}`, text, values: values.concat(after) };
  };
}

/** A timestamptz column as ISO 8601 UTC with milliseconds (rows.ts `isoTimestamp`). */
const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${isoTimestampFormat})`;

/**
 * Summary columns of the contracts in `c`: the line summary (start, end, line count) is kept on
 * the contract by triggers on contract_lines (migration 0013), so no line is read here.
 */
export const CONTRACT_SUMMARY_COLUMNS = `c.id, c.number, c.status, c.project_id AS "projectId", pr.name AS "projectName",
  c.start_date::text AS "startDate", c.end_date::text AS "endDate", c.line_count AS "lineCount",
  ${isoTimestamp('c.created_at')} AS "createdAt"`;
/** Document columns of `d` (a documents row) with its project name from `pr`. */
export const DOCUMENT_COLUMNS = `d.id, d.type, d.number, d.date::text AS date, d.due_date::text AS "dueDate",
  d.amount::text AS amount, d.currency, d.status, d.project_id AS "projectId", pr.name AS "projectName"`;

export interface ContractScope {
  clientId: number;
  /** Whose preferred language the product-name search reads. */
  userId: number;
  filter: ContractFilterValues;
}

/** A line of the contract on rent at some point of the period (see filters.ts `contractWhere`). */
const onRent = (condition: string) => `EXISTS (SELECT 1 FROM contract_lines l WHERE l.contract_id = "contracts"."id" AND ${condition})`;
const onRentTo = (p: Placeholder) => `l.on_rent_date <= ${p()}`;
const offRentFrom = (p: Placeholder) => `coalesce(l.actual_off_hire_date, l.expected_off_rent_date) >= ${p()}`;

/** filters.ts `contractWhere`, condition by condition. */
const contractConditions: readonly Condition<ContractScope>[] = [
  { when: () => true, text: (p) => `"contracts"."client_id" = ${p()}`, values: (s) => [s.clientId] },
  { when: (s) => !!s.filter.status, text: (p) => `"contracts"."status" = ${p()}`, values: (s) => [s.filter.status] },
  // Closed contracts are the archive: hidden unless asked for (or filtered on explicitly).
  { when: (s) => !s.filter.status && !s.filter.archived, text: (p) => `"contracts"."status" <> ${p()}`, values: () => ['closed'] },
  { when: (s) => !!s.filter.projectId, text: (p) => `"contracts"."project_id" = ${p()}`, values: (s) => [s.filter.projectId] },
  // The period, by which ends are given. With one end the contract's own summary decides: a line
  // starts by `to` exactly when its first one does, and one ends from `from` when its last one
  // does. With both, a line must overlap the period; the summary rules out the rest cheaply first.
  { when: (s) => !!s.filter.to && !s.filter.from, text: (p) => `"contracts"."start_date" <= ${p()}`, values: (s) => [s.filter.to] },
  { when: (s) => !s.filter.to && !!s.filter.from, text: (p) => `"contracts"."end_date" >= ${p()}`, values: (s) => [s.filter.from] },
  {
    when: (s) => !!s.filter.to && !!s.filter.from,
    text: (p) => `("contracts"."start_date" <= ${p()} and "contracts"."end_date" >= ${p()} and ${onRent(`(${onRentTo(p)} and ${offRentFrom(p)})`)})`,
    values: (s) => [s.filter.to, s.filter.from, s.filter.to, s.filter.from],
  },
  {
    // Contract number, a line's fleet number, or a product named so in the caller's preferred
    // language (read in the statement, so a profile change counts at once). Products are matched
    // in their small table first; the contract's summary holds its lines' fleet numbers and products.
    when: (s) => !!s.filter.q,
    text: (p) => `("contracts"."number" ilike ${p()} or "contracts"."fleet_numbers" ilike ${p()} or "contracts"."product_ids" && ARRAY(SELECT p.id FROM products p
      WHERE (p.names ->> (SELECT u.preferred_language::text FROM users u WHERE u.id = ${p()})) ILIKE ${p()}))`,
    values: (s) => {
      const pattern = containsPattern(s.filter.q!);
      return [pattern, pattern, s.userId, pattern];
    },
  },
];

/** One page of contracts in index order (LIMIT), with their projects' names. */
export const contractPageStatement: (scope: ContractScope, pageSize: number, offset: number) => Statement = shaped(
  'overview_contracts_page',
  contractConditions,
  (where, p) => `
  SELECT ${CONTRACT_SUMMARY_COLUMNS}
  FROM (SELECT contracts.id, contracts.number, contracts.status, contracts.project_id, contracts.created_at,
               contracts.start_date, contracts.end_date, contracts.line_count
        FROM contracts WHERE ${where}
        ORDER BY contracts.created_at DESC, contracts.id DESC LIMIT ${p()} OFFSET ${p()}) c
  LEFT JOIN projects pr ON pr.id = c.project_id
  ORDER BY c.created_at DESC, c.id DESC`,
);

export const contractCountStatement: (scope: ContractScope) => Statement = shaped(
  'overview_contracts_count',
  contractConditions,
  (where) => `SELECT count(*)::int AS n FROM contracts WHERE ${where}`,
);

const CONTRACT_TEXT = `
  SELECT ${CONTRACT_SUMMARY_COLUMNS}, o.number AS "orderNumber"
  FROM contracts c
  LEFT JOIN projects pr ON pr.id = c.project_id
  LEFT JOIN orders o ON o.id = c.order_id
  WHERE c.id = $1 AND c.client_id = $2`;
export const contractStatement = (id: number, clientId: number): Statement => ({ name: 'overview_contract', text: CONTRACT_TEXT, values: [id, clientId] });

/** With what is still on rent and the latest off-hire requested (services/request/on-rent.ts). */
const CONTRACT_LINES_TEXT = `
  SELECT l.id, p.code AS "productCode", p.names AS "productNames", l.fleet_number AS "fleetNumber", l.quantity,
         l.on_rent_date::text AS "onRentDate", l.expected_off_rent_date::text AS "expectedOffRentDate",
         l.actual_off_hire_date::text AS "actualOffHireDate", l.rate::text AS rate, l.rate_period AS "ratePeriod",
         ${ON_RENT_QUANTITY} AS "onRentQuantity", ${LATEST_OFF_HIRE} AS "offHire"
  FROM contract_lines l JOIN products p ON p.id = l.product_id JOIN contracts c ON c.id = l.contract_id
  WHERE l.contract_id = $1
  ORDER BY l.id`;
export const contractLinesStatement = (contractId: number): Statement => ({ name: 'overview_contract_lines', text: CONTRACT_LINES_TEXT, values: [contractId] });

export interface DocumentScope {
  clientId: number;
  filter: DocumentFilterValues;
}

/** filters.ts `documentWhere`, condition by condition. */
const documentConditions: readonly Condition<DocumentScope>[] = [
  { when: () => true, text: (p) => `"documents"."client_id" = ${p()}`, values: (s) => [s.clientId] },
  { when: (s) => !!s.filter.type, text: (p) => `"documents"."type" = ${p()}`, values: (s) => [s.filter.type] },
  { when: (s) => !!s.filter.status, text: (p) => `"documents"."status" = ${p()}`, values: (s) => [s.filter.status] },
  { when: (s) => !!s.filter.from, text: (p) => `"documents"."date" >= ${p()}`, values: (s) => [s.filter.from] },
  { when: (s) => !!s.filter.to, text: (p) => `"documents"."date" <= ${p()}`, values: (s) => [s.filter.to] },
  { when: (s) => !!s.filter.projectId, text: (p) => `"documents"."project_id" = ${p()}`, values: (s) => [s.filter.projectId] },
  { when: (s) => !!s.filter.q, text: (p) => `"documents"."number" ilike ${p()}`, values: (s) => [containsPattern(s.filter.q!)] },
];

export const documentPageStatement: (scope: DocumentScope, pageSize: number, offset: number) => Statement = shaped(
  'overview_documents_page',
  documentConditions,
  (where, p) => `
  SELECT ${DOCUMENT_COLUMNS}
  FROM (SELECT * FROM documents WHERE ${where}
        ORDER BY documents.date DESC, documents.id DESC LIMIT ${p()} OFFSET ${p()}) d
  LEFT JOIN projects pr ON pr.id = d.project_id
  ORDER BY d.date DESC, d.id DESC`,
);

/** The page total and the open/overdue totals in one pass over the matching documents. */
export const documentTotalsStatement: (scope: DocumentScope) => Statement = shaped(
  'overview_documents_totals',
  documentConditions,
  (where) => `
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE documents.status = 'open')::int AS "openCount",
         coalesce(sum(documents.amount) FILTER (WHERE documents.status = 'open'), 0)::numeric(16, 2)::text AS "openAmount",
         count(*) FILTER (WHERE documents.status = 'overdue')::int AS "overdueCount",
         coalesce(sum(documents.amount) FILTER (WHERE documents.status = 'overdue'), 0)::numeric(16, 2)::text AS "overdueAmount"
  FROM documents WHERE ${where}`,
);

const DOCUMENT_TEXT = `
      SELECT ${DOCUMENT_COLUMNS} FROM documents d LEFT JOIN projects pr ON pr.id = d.project_id
      WHERE d.id = $1 AND d.client_id = $2`;
export const documentStatement = (id: number, clientId: number): Statement => ({ name: 'overview_document', text: DOCUMENT_TEXT, values: [id, clientId] });
