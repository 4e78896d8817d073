ALTER TABLE "memberships" ADD COLUMN "accepted_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "invited_first_name" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "invited_last_name" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Someone who never set a password has not agreed to anything yet: their memberships wait, under the name the inviter typed.
UPDATE "memberships" m SET "accepted_at" = NULL, "invited_first_name" = u."first_name", "invited_last_name" = u."last_name" FROM "users" u WHERE u."id" = m."user_id" AND NOT u."password_set";--> statement-breakpoint
-- Their link still in a mailbox accepts the newest of those when they set the password with it.
UPDATE "password_reset_tokens" t SET "membership_id" = (SELECT m."id" FROM "memberships" m WHERE m."user_id" = t."user_id" AND m."accepted_at" IS NULL ORDER BY m."invited_at" DESC NULLS LAST, m."id" DESC LIMIT 1) WHERE t."used_at" IS NULL;
