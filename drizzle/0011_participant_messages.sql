CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"secret_santa_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"giver_id" uuid,
	"receiver_id" uuid NOT NULL,
	"from_giver" boolean NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_giver_fk" FOREIGN KEY ("secret_santa_id","giver_id") REFERENCES "public"."players"("secret_santa_id","id") ON DELETE SET NULL ("giver_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_fk" FOREIGN KEY ("secret_santa_id","receiver_id") REFERENCES "public"."players"("secret_santa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_pair_idx" ON "messages" USING btree ("secret_santa_id","giver_id","receiver_id","year");--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("secret_santa_id","receiver_id");