ALTER TABLE "players" ADD COLUMN "previous_email" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email_changed_at" timestamp with time zone;