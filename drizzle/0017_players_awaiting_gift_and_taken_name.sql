ALTER TABLE "players" ADD COLUMN "awaits_new_santa_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "name_taken_at_sign_up" text;