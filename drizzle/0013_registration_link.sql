CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_santa_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"image_url" text NOT NULL,
	"gift_ideas" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_registrations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "registration_key" text;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "registration_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_secret_santa_id_secret_santas_id_fk" FOREIGN KEY ("secret_santa_id") REFERENCES "public"."secret_santas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_registrations_event_idx" ON "pending_registrations" USING btree ("secret_santa_id");--> statement-breakpoint
ALTER TABLE "secret_santas" ADD CONSTRAINT "secret_santas_registration_key_unique" UNIQUE("registration_key");