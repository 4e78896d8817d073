CREATE TABLE "request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"status" "request_status" NOT NULL,
	"user_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"contract_line_id" integer NOT NULL,
	"quantity" integer,
	"previous_end_date" date
);
--> statement-breakpoint
CREATE TABLE "request_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "off_hire_date" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "machine_usable" boolean;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_lines" ADD CONSTRAINT "request_lines_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_lines" ADD CONSTRAINT "request_lines_contract_line_id_contract_lines_id_fk" FOREIGN KEY ("contract_line_id") REFERENCES "public"."contract_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_lines_contract_line_idx" ON "request_lines" USING btree ("contract_line_id");--> statement-breakpoint
CREATE INDEX "request_lines_request_idx" ON "request_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_photos_request_idx" ON "request_photos" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_request_idx" ON "idempotency_keys" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_one_target" CHECK (num_nonnulls("idempotency_keys"."order_id", "idempotency_keys"."request_id") = 1);
--> statement-breakpoint
-- Requests were about one contract line; now a request has lines (several for off-hire and
-- extension), a status history and, for off-hire, the date. Existing rows move over as they are.
INSERT INTO "request_lines" ("request_id", "contract_line_id", "quantity", "previous_end_date")
  SELECT "id", "contract_line_id", CASE WHEN "type" = 'off_hire' THEN coalesce("quantity", 1) END, NULL
  FROM "requests" WHERE "contract_line_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "request_events" ("request_id", "status", "user_id", "at")
  SELECT "id", 'submitted', "created_by", "created_at" FROM "requests";--> statement-breakpoint
INSERT INTO "request_events" ("request_id", "status", "user_id", "at")
  SELECT "id", "status", NULL, "created_at" FROM "requests" WHERE "status" <> 'submitted';--> statement-breakpoint
UPDATE "requests" SET "off_hire_date" = ("created_at" AT TIME ZONE 'UTC')::date WHERE "type" = 'off_hire';--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_contract_line_id_contract_lines_id_fk";
--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "contract_line_id";--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "quantity";