CREATE TABLE "sign_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ups_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "sign_ups_email_idx" ON "sign_ups" USING btree ("email");--> statement-breakpoint
-- Accounts whose address was never confirmed become pending sign-ups with the password they
-- chose; their old links stop working (no token hashes to this), and "Renvoyer l'email de
-- vérification" sends a new one. Such accounts could not sign in, so they own nothing.
INSERT INTO "sign_ups" ("email", "name", "password_hash", "token_hash", "expires_at", "created_at")
SELECT lower(u."email"), u."name", a."password", 'unusable:' || gen_random_uuid()::text, now() + interval '1 day', u."created_at"
FROM "users" u
JOIN "accounts" a ON a."user_id" = u."id" AND a."provider_id" = 'credential' AND a."password" IS NOT NULL
WHERE NOT u."email_verified";
--> statement-breakpoint
DELETE FROM "users" WHERE NOT "email_verified";
