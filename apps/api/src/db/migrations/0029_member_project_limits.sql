CREATE TABLE "membership_projects" (
	"membership_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "membership_projects_membership_id_project_id_pk" PRIMARY KEY("membership_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "membership_projects" ADD CONSTRAINT "membership_projects_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_projects" ADD CONSTRAINT "membership_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_projects_project_idx" ON "membership_projects" USING btree ("project_id");