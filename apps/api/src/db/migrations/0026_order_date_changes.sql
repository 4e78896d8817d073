ALTER TYPE "public"."order_event_kind" ADD VALUE 'dates_changed';--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "date_change_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "from_start_date" date;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "from_end_date" date;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "to_start_date" date;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "to_end_date" date;