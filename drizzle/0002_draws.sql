CREATE TABLE "draws" (
	"secret_santa_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"relaxed_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "draws_secret_santa_id_year_pk" PRIMARY KEY("secret_santa_id","year")
);
--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_secret_santa_id_secret_santas_id_fk" FOREIGN KEY ("secret_santa_id") REFERENCES "public"."secret_santas"("id") ON DELETE cascade ON UPDATE no action;