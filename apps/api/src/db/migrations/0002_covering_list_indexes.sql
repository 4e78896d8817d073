DROP INDEX "contract_lines_contract_idx";--> statement-breakpoint
DROP INDEX "contracts_client_idx";--> statement-breakpoint
DROP INDEX "documents_client_date_idx";--> statement-breakpoint
CREATE INDEX "contract_lines_contract_idx" ON "contract_lines" USING btree ("contract_id","on_rent_date","expected_off_rent_date","actual_off_hire_date");--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id","created_at","id","status","project_id");--> statement-breakpoint
CREATE INDEX "documents_client_date_idx" ON "documents" USING btree ("client_id","date","id","type","status","project_id","amount");