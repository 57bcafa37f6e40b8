CREATE TABLE "reminders" (
	"secret_santa_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminders_secret_santa_id_year_kind_pk" PRIMARY KEY("secret_santa_id","year","kind")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "space_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "exchange_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "exchange_has_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "time_zone" text DEFAULT 'Europe/Paris' NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "budget_min_cents" integer;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "budget_max_cents" integer;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "organiser_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "remind_before_exchange" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "remind_gift_ideas" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "remind_gift_received" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_secret_santa_id_secret_santas_id_fk" FOREIGN KEY ("secret_santa_id") REFERENCES "public"."secret_santas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_at") WHERE "reminders"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD CONSTRAINT "secret_santas_budget_check" CHECK (("secret_santas"."budget_min_cents" is null) = ("secret_santas"."budget_max_cents" is null)
        and "secret_santas"."budget_min_cents" > 0 and "secret_santas"."budget_min_cents" <= "secret_santas"."budget_max_cents");