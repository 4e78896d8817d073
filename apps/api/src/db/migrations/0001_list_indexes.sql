DROP INDEX "contracts_client_idx";--> statement-breakpoint
DROP INDEX "documents_client_date_idx";--> statement-breakpoint
DROP INDEX "requests_client_created_idx";--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_client_date_idx" ON "documents" USING btree ("client_id","date","id");--> statement-breakpoint
CREATE INDEX "requests_client_created_idx" ON "requests" USING btree ("client_id","created_at","id");