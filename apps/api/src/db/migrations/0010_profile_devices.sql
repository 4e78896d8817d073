ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_families" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "session_families" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;