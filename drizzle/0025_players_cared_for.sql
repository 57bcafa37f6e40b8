ALTER TABLE "players" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cared_by" uuid;--> statement-breakpoint
ALTER TABLE "secret_santas" ADD COLUMN "carer_not_giving_to_cared" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_cared_by_fk" FOREIGN KEY ("secret_santa_id","cared_by") REFERENCES "public"."players"("secret_santa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_cared_by_idx" ON "players" USING btree ("cared_by") WHERE "players"."cared_by" is not null;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_email_or_carer" CHECK (("players"."email" is null) = ("players"."cared_by" is not null));