ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_one_target";--> statement-breakpoint
DROP INDEX "assets_client_idx";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "asset_id" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Serials become unique per client (case-insensitive). Older seeds drew them at random, so a
-- database may hold twins: every twin after the first keeps its serial with its id appended.
UPDATE "assets" a SET "serial" = a."serial" || '-' || a."id"
  WHERE EXISTS (SELECT 1 FROM "assets" b WHERE b."client_id" = a."client_id" AND lower(b."serial") = lower(a."serial") AND b."id" < a."id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_client_serial_idx" ON "assets" USING btree ("client_id",lower("serial"));--> statement-breakpoint
CREATE INDEX "assets_client_archived_name_idx" ON "assets" USING btree ("client_id","archived","name","id");--> statement-breakpoint
CREATE INDEX "assets_client_due_idx" ON "assets" USING btree ("client_id","inspection_due_date");--> statement-breakpoint
CREATE INDEX "requests_asset_idx" ON "requests" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_asset_idx" ON "idempotency_keys" USING btree ("asset_id");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_one_target" CHECK (num_nonnulls("idempotency_keys"."order_id", "idempotency_keys"."request_id", "idempotency_keys"."asset_id") = 1);