ALTER TABLE "contracts" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "fleet_numbers" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Recomputes the line summary of the given contracts (a contract without lines gets nulls, 0 and
-- empty values). Triggers below call it once per statement on contract_lines, whatever wrote it:
-- the seed, an off-hire, an order, a script.
CREATE OR REPLACE FUNCTION refresh_contract_summaries(contract_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE contracts c
  SET start_date = s.start_date, end_date = s.end_date, line_count = s.line_count,
      fleet_numbers = s.fleet_numbers, product_ids = s.product_ids
  FROM (
    SELECT k.id,
           min(l.on_rent_date) AS start_date,
           max(coalesce(l.actual_off_hire_date, l.expected_off_rent_date)) AS end_date,
           count(l.id)::int AS line_count,
           coalesce(string_agg(l.fleet_number, E'\n' ORDER BY l.id), '') AS fleet_numbers,
           coalesce(array_agg(DISTINCT l.product_id) FILTER (WHERE l.product_id IS NOT NULL), '{}'::integer[]) AS product_ids
    FROM contracts k LEFT JOIN contract_lines l ON l.contract_id = k.id
    WHERE k.id = ANY(contract_ids)
    GROUP BY k.id
  ) s
  WHERE c.id = s.id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_contract_summaries(ARRAY(SELECT DISTINCT contract_id FROM new_lines));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_contract_summaries(ARRAY(SELECT DISTINCT contract_id FROM old_lines));
  ELSE
    PERFORM refresh_contract_summaries(ARRAY(SELECT contract_id FROM new_lines UNION SELECT contract_id FROM old_lines));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contract_lines_inserted AFTER INSERT ON contract_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION contract_lines_changed();
--> statement-breakpoint
CREATE TRIGGER contract_lines_updated AFTER UPDATE ON contract_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION contract_lines_changed();
--> statement-breakpoint
CREATE TRIGGER contract_lines_deleted AFTER DELETE ON contract_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION contract_lines_changed();
--> statement-breakpoint
SELECT refresh_contract_summaries(ARRAY(SELECT id FROM contracts));
--> statement-breakpoint
-- The contracts search (services/overview/statements.ts) is `number ILIKE '%q%' OR fleet_numbers
-- ILIKE '%q%' OR product_ids && (products named so)`: trigram and array indexes let it read only
-- the matching contracts instead of matching every contract of the client. pg_trgm is a trusted
-- extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX contracts_search_trgm_idx ON contracts USING gin (number gin_trgm_ops, fleet_numbers gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX contracts_product_ids_idx ON contracts USING gin (product_ids);
