ALTER TABLE "mail_outbox" ADD COLUMN "status_xact" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "space_opened_xact" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
-- What the Tirage tab's sending list shows of a player or of an e-mail changed in this
-- transaction: its next read, asking for what changed since the last one, includes the row.
CREATE FUNCTION sending_list_stamp_space_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.space_opened_xact := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER players_space_opened BEFORE UPDATE ON players FOR EACH ROW
  WHEN (OLD.space_opened_at IS DISTINCT FROM NEW.space_opened_at)
  EXECUTE FUNCTION sending_list_stamp_space_opened();--> statement-breakpoint
CREATE FUNCTION sending_list_stamp_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.status_xact := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER mail_outbox_status BEFORE UPDATE ON mail_outbox FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.last_error IS DISTINCT FROM NEW.last_error
    OR OLD.run_at IS DISTINCT FROM NEW.run_at OR OLD.bounced_at IS DISTINCT FROM NEW.bounced_at
    OR OLD.payload IS DISTINCT FROM NEW.payload)
  EXECUTE FUNCTION sending_list_stamp_status();
