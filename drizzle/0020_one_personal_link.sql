DROP INDEX "mail_outbox_invitations_to_issue_idx";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "provisional_password_hash";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "provisional_password_expires_at";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "invitation_accepted_at";--> statement-breakpoint
ALTER TABLE "sign_ups" DROP COLUMN "password_hash";
--> statement-breakpoint
-- Invitations carry the player's personal link, never a password (docs/decisions/0029): the
-- rows name their player by the link's claims, valid until the first of February after the
-- year they were queued in, as personal links are; their passwords go.
UPDATE "mail_outbox" SET "payload" = ("payload" - 'invitee' - 'expiresAt' - 'secrets')
  || jsonb_build_object('personalLink', jsonb_build_object(
    'secretSantaId', "payload"->'invitee'->'secretSantaId',
    'playerId', "payload"->'invitee'->'playerId',
    'expiresAt', extract(epoch from make_timestamptz(extract(year from "created_at")::int + 1, 2, 1, 0, 0, 0))::bigint,
    'countsOpening', true))
  WHERE "kind" = 'invitation' AND "payload" ? 'invitee';--> statement-breakpoint
-- Invitations queued before they named their player carry a signed invitation link and a
-- password: those still waiting are withdrawn and their players are to invite again.
UPDATE "players" SET "invited" = false WHERE lower("email") IN (
  SELECT lower("recipient") FROM "mail_outbox"
  WHERE "kind" = 'invitation' AND "status" = 'pending' AND NOT "payload" ? 'personalLink');--> statement-breakpoint
DELETE FROM "mail_outbox" WHERE "kind" = 'invitation' AND NOT "payload" ? 'personalLink';--> statement-breakpoint
-- The draw e-mail's link is now the person's link as they keep it: opening it still counts.
UPDATE "mail_outbox" SET "payload" = jsonb_set("payload" #- '{personalLink,fromDrawMail}',
    '{personalLink,countsOpening}', 'true'::jsonb)
  WHERE "payload"->'personalLink' ? 'fromDrawMail';
