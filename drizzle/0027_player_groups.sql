ALTER TABLE "players" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "within_groups" boolean DEFAULT false NOT NULL;