DROP INDEX "projects_client_code_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "projects_client_code_idx" ON "projects" USING btree ("client_id",lower("code"));