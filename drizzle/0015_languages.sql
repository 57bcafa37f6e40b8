ALTER TABLE "mail_outbox" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_language_check" CHECK ("mail_outbox"."language" in ('fr', 'en'));--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_language_check" CHECK ("pending_registrations"."language" in ('fr', 'en'));--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_language_check" CHECK ("players"."language" in ('fr', 'en'));