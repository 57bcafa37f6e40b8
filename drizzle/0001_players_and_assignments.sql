CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"invited" boolean DEFAULT false NOT NULL,
	"secret_santa_id" uuid NOT NULL,
	"excluded" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"gift_ideas" text DEFAULT '' NOT NULL,
	"gift_received" boolean DEFAULT false NOT NULL,
	"provisional_password_hash" text,
	"provisional_password_expires_at" timestamp with time zone,
	"invitation_sent_at" timestamp with time zone,
	"invitation_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "santa_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"giver_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"secret_santa_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_secret_santa_id_secret_santas_id_fk" FOREIGN KEY ("secret_santa_id") REFERENCES "public"."secret_santas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_assignments" ADD CONSTRAINT "santa_assignments_giver_id_players_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_assignments" ADD CONSTRAINT "santa_assignments_receiver_id_players_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_assignments" ADD CONSTRAINT "santa_assignments_secret_santa_id_secret_santas_id_fk" FOREIGN KEY ("secret_santa_id") REFERENCES "public"."secret_santas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_event_email_unique" ON "players" USING btree ("secret_santa_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_event_name_unique" ON "players" USING btree ("secret_santa_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "santa_assignments_giver_unique" ON "santa_assignments" USING btree ("secret_santa_id","year","giver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "santa_assignments_receiver_unique" ON "santa_assignments" USING btree ("secret_santa_id","year","receiver_id");--> statement-breakpoint
CREATE INDEX "santa_assignments_giver_idx" ON "santa_assignments" USING btree ("giver_id");--> statement-breakpoint
CREATE INDEX "santa_assignments_receiver_idx" ON "santa_assignments" USING btree ("receiver_id");