ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_one_target";--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "app_version" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "feedback_id" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_one_target" CHECK (num_nonnulls("idempotency_keys"."order_id", "idempotency_keys"."request_id", "idempotency_keys"."asset_id", "idempotency_keys"."project_id", "idempotency_keys"."address_id", "idempotency_keys"."contact_person_id", "idempotency_keys"."role_id", "idempotency_keys"."membership_id", "idempotency_keys"."feedback_id") = 1);