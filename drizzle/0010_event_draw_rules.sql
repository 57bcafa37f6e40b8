ALTER TABLE "players" ADD COLUMN "household" text;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "avoid_mutual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "single_circle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "history_years" integer;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD CONSTRAINT "secret_santas_history_years_check" CHECK ("secret_santas"."history_years" >= 0);