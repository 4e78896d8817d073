ALTER TABLE "memberships" DROP CONSTRAINT "memberships_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "role_id";