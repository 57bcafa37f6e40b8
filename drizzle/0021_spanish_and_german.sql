ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_language_check";--> statement-breakpoint
ALTER TABLE "pending_registrations" DROP CONSTRAINT "pending_registrations_language_check";--> statement-breakpoint
ALTER TABLE "players" DROP CONSTRAINT "players_language_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_language_check" CHECK ("mail_outbox"."language" in ('fr', 'en', 'es', 'de'));--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_language_check" CHECK ("pending_registrations"."language" in ('fr', 'en', 'es', 'de'));--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_language_check" CHECK ("players"."language" in ('fr', 'en', 'es', 'de'));