-- Every app instance keeps the answers to its hot reads (src/server/db/answer-cache.ts) and
-- drops them when the database says what changed, on the channel `answer_cache`:
--   event:<id>   anything of one event: the event, its players, pairs, draws, and how its
--                e-mails are doing (the draw state shows it)
--   sessions     a session or an account changed or went away
--   rate:<key>   a rate-limit counter moved
-- Triggers, not the app's code, send them: no write path can forget to, including the
-- cascades of a deleted event or account and changes made by hand in SQL. NOTIFY is
-- delivered at commit, and identical payloads of one transaction are sent once.
-- Statement-level with transition tables: a 10,000-row draw or notification sends one
-- message per event, not one per row (a trigger with transition tables takes one event).
CREATE FUNCTION answer_cache_event_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('answer_cache', 'event:' || changed.id)
      FROM (SELECT DISTINCT secret_santa_id AS id FROM old_rows) AS changed
      WHERE changed.id IS NOT NULL;
  ELSE
    PERFORM pg_notify('answer_cache', 'event:' || changed.id)
      FROM (SELECT DISTINCT secret_santa_id AS id FROM new_rows) AS changed
      WHERE changed.id IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION answer_cache_secret_santa_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('answer_cache', 'event:' || id) FROM old_rows;
  ELSE
    PERFORM pg_notify('answer_cache', 'event:' || id) FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An e-mail's progress, one row at a time as the worker sends; claiming a batch sets no status.
CREATE FUNCTION answer_cache_mail_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_cache', 'event:' || NEW.secret_santa_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION answer_cache_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_cache', 'sessions');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION answer_cache_rate_limit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_cache', 'rate:' || coalesce(NEW.key, OLD.key));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER secret_santas_inserted AFTER INSERT ON secret_santas REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_secret_santa_changed();
--> statement-breakpoint
CREATE TRIGGER secret_santas_updated AFTER UPDATE ON secret_santas REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_secret_santa_changed();
--> statement-breakpoint
CREATE TRIGGER secret_santas_deleted AFTER DELETE ON secret_santas REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_secret_santa_changed();
--> statement-breakpoint
CREATE TRIGGER players_inserted AFTER INSERT ON players REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER players_updated AFTER UPDATE ON players REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER players_deleted AFTER DELETE ON players REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER santa_assignments_inserted AFTER INSERT ON santa_assignments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER santa_assignments_updated AFTER UPDATE ON santa_assignments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER santa_assignments_deleted AFTER DELETE ON santa_assignments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER draws_inserted AFTER INSERT ON draws REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER draws_updated AFTER UPDATE ON draws REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER draws_deleted AFTER DELETE ON draws REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_inserted AFTER INSERT ON mail_outbox REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_status_changed AFTER UPDATE OF status, last_error ON mail_outbox FOR EACH ROW WHEN (NEW.secret_santa_id IS NOT NULL) EXECUTE FUNCTION answer_cache_mail_changed();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_deleted AFTER DELETE ON mail_outbox REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_event_changed();
--> statement-breakpoint
-- A new session needs no message: nothing could have cached it yet.
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION answer_cache_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER rate_limits_changed AFTER INSERT OR UPDATE OR DELETE ON rate_limits FOR EACH ROW EXECUTE FUNCTION answer_cache_rate_limit_changed();
