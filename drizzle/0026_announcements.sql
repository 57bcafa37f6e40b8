CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_santa_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_text_length" CHECK (char_length("announcements"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_secret_santa_id_secret_santas_id_fk" FOREIGN KEY ("secret_santa_id") REFERENCES "public"."secret_santas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_event_idx" ON "announcements" USING btree ("secret_santa_id","created_at");