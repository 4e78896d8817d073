ALTER TABLE "requests" ADD COLUMN "over_po_project_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "over_po_reference" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "over_po_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_over_po_project_id_projects_id_fk" FOREIGN KEY ("over_po_project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;