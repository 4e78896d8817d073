CREATE TYPE "public"."breakdown_urgency" AS ENUM('down', 'works_with_problems');--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "response_hours_down" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "response_hours_problems" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "urgency" "breakdown_urgency";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "site_contact_name" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "site_contact_phone" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "machine_location" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "access_notes" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "response_hours" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "response_due_at" timestamp with time zone;