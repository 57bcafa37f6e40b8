CREATE TABLE "co_organisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_santa_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"token_hash" text NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "co_organisers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "co_organisers_language_check" CHECK ("co_organisers"."language" in ('fr', 'en', 'es', 'de')),
	CONSTRAINT "co_organisers_accepted_check" CHECK (("co_organisers"."user_id" is null) = ("co_organisers"."accepted_at" is null))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"secret_santa_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "co_organisers" ADD CONSTRAINT "co_organisers_secret_santa_id_secret_santas_id_fk" FOREIGN KEY ("secret_santa_id") REFERENCES "public"."secret_santas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_organisers" ADD CONSTRAINT "co_organisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_secret_santa_id_secret_santas_id_fk" FOREIGN KEY ("secret_santa_id") REFERENCES "public"."secret_santas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "co_organisers_event_email_unique" ON "co_organisers" USING btree ("secret_santa_id","email");--> statement-breakpoint
CREATE INDEX "co_organisers_user_idx" ON "co_organisers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "journal_entries_event_idx" ON "journal_entries" USING btree ("secret_santa_id","id");