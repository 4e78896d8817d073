CREATE TYPE "public"."document_line_kind" AS ENUM('rental', 'transport', 'damage_waiver');--> statement-breakpoint
CREATE TYPE "public"."document_line_unit" AS ENUM('day', 'week', 'piece');--> statement-breakpoint
CREATE TABLE "document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" "document_line_kind" NOT NULL,
	"contract_line_id" integer,
	"fleet_number" text,
	"period_from" date,
	"period_to" date,
	"quantity" integer NOT NULL,
	"unit" "document_line_unit" NOT NULL,
	"unit_count" integer NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "op_cos" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "net_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "vat_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "corrects_document_id" integer;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_contract_line_id_contract_lines_id_fk" FOREIGN KEY ("contract_line_id") REFERENCES "public"."contract_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_lines_document_position_idx" ON "document_lines" USING btree ("document_id","position");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_corrects_document_id_documents_id_fk" FOREIGN KEY ("corrects_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;