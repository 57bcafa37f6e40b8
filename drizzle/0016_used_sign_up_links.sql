ALTER TABLE "sign_ups" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "used_at" timestamp with time zone;