ALTER TYPE "public"."order_event_kind" ADD VALUE 'po_changed';--> statement-breakpoint
CREATE TABLE "project_po_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"po_reference" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "po_reference" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "from_po" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "to_po" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "po_reference" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "po_reference" text;--> statement-breakpoint
ALTER TABLE "project_po_budgets" ADD CONSTRAINT "project_po_budgets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_po_budgets_project_po_idx" ON "project_po_budgets" USING btree ("project_id","po_reference");--> statement-breakpoint
-- A project's PO and budget become its first PO budget (seed/po-references.ts runs the same).
INSERT INTO "project_po_budgets" ("project_id", "po_reference", "amount")
  SELECT "id", "po_number", "budget" FROM "projects" WHERE "po_number" IS NOT NULL AND "budget" IS NOT NULL;--> statement-breakpoint
-- Contracts and documents quote their order's PO when the order is for the same project, else the project's.
UPDATE "contracts" c SET "po_reference" = coalesce(
  (SELECT o."po_reference" FROM "orders" o WHERE o."id" = c."order_id" AND o."project_id" IS NOT DISTINCT FROM c."project_id"),
  (SELECT p."po_number" FROM "projects" p WHERE p."id" = c."project_id"));--> statement-breakpoint
UPDATE "documents" d SET "po_reference" = coalesce(
  (SELECT o."po_reference" FROM "orders" o WHERE o."id" = d."order_id" AND o."project_id" IS NOT DISTINCT FROM d."project_id"),
  (SELECT p."po_number" FROM "projects" p WHERE p."id" = d."project_id"));
