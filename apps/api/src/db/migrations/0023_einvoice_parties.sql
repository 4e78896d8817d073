ALTER TABLE "corporate_clients" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD COLUMN "registration_scheme" text;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD COLUMN "endpoint_scheme" text;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD COLUMN "endpoint_id" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "registration_scheme" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "endpoint_scheme" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "endpoint_id" text;