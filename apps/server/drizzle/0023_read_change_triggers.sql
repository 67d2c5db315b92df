-- What each write changes for the remembered read answers (docs/read-cache.md): every table a
-- remembered answer reads notes, in the writing transaction, the scopes its rows touch.
-- `game:<id>`: the game and what hangs off it; `user:<id>`: what that user's own screens show,
-- including every game they host or have a seat row in; `accounts`: a new account (a search by
-- whole address); `all`: something many screens show (a name, a league).

-- A change to these games: the games, their host and everyone with a seat row in them.
CREATE FUNCTION read_changes_of_games(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO read_changes (scope)
  SELECT 'game:' || g FROM unnest(ids) g
  UNION SELECT 'user:' || host_id FROM games WHERE id = ANY (ids)
  UNION SELECT 'user:' || user_id FROM game_participants WHERE game_id = ANY (ids) AND user_id IS NOT NULL
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- One statement's rows, whatever the table: TG_ARGV[0] names the game column ('id' for games,
-- 'tournament_id' to go through tournaments, '-' for none), TG_ARGV[1] the user columns
-- (comma-separated, '-' for none), TG_ARGV[2] a scope noted whenever a row changed.
CREATE FUNCTION read_changes_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_sql text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  touched boolean;
  game_ids uuid[];
  user_column text;
BEGIN
  EXECUTE format('SELECT EXISTS (%s)', rows_sql) INTO touched;
  IF NOT touched THEN
    RETURN NULL;
  END IF;
  IF TG_ARGV[0] = 'tournament_id' THEN
    EXECUTE format(
      'SELECT array_agg(DISTINCT t.game_id) FROM (%s) r JOIN tournaments t ON t.id = r.tournament_id',
      rows_sql) INTO game_ids;
  ELSIF TG_ARGV[0] <> '-' THEN
    EXECUTE format('SELECT array_agg(DISTINCT r.%I) FROM (%s) r WHERE r.%I IS NOT NULL',
      TG_ARGV[0], rows_sql, TG_ARGV[0]) INTO game_ids;
  END IF;
  IF game_ids IS NOT NULL THEN
    PERFORM read_changes_of_games(game_ids);
  END IF;
  IF TG_ARGV[1] <> '-' THEN
    FOREACH user_column IN ARRAY string_to_array(TG_ARGV[1], ',') LOOP
      EXECUTE format(
        'INSERT INTO read_changes (scope) SELECT DISTINCT ''user:'' || r.%I FROM (%s) r WHERE r.%I IS NOT NULL ON CONFLICT DO NOTHING',
        user_column, rows_sql, user_column);
    END LOOP;
  END IF;
  IF TG_NARGS > 2 THEN
    INSERT INTO read_changes (scope) VALUES (TG_ARGV[2]) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Accounts: a new one can be found by its whole address; a changed name, username, address or time
-- zone shows on many people's screens. Secrets and sign-in bookkeeping change nothing shown.
CREATE FUNCTION read_changes_of_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unseen text[] := ARRAY['password_hash', 'totp_secret', 'totp_pending_secret', 'totp_enabled_at',
    'totp_last_step', 'email_verified_at', 'updated_at'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN
      INSERT INTO read_changes (scope) VALUES ('accounts') ON CONFLICT DO NOTHING;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      INSERT INTO read_changes (scope) VALUES ('all') ON CONFLICT DO NOTHING;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE to_jsonb(o) - unseen IS DISTINCT FROM to_jsonb(n) - unseen) THEN
    INSERT INTO read_changes (scope) VALUES ('all') ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Emptying a table (the load script's --reset) writes no rows to compare: everything counts as changed.
CREATE FUNCTION read_changes_of_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO read_changes (scope) VALUES ('all') ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Three statement triggers a table (PostgreSQL allows transition tables on one event per trigger)
-- and one for emptying it,
-- made here so each table's arguments are written once.
CREATE FUNCTION read_changes_watch(tbl text, fn text, args text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)',
    tbl || '_read_changes_insert', tbl, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)',
    tbl || '_read_changes_update', tbl, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)',
    tbl || '_read_changes_delete', tbl, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION read_changes_of_truncate()',
    tbl || '_read_changes_truncate', tbl);
END
$$;
--> statement-breakpoint
SELECT read_changes_watch('users', 'read_changes_of_users', '');
--> statement-breakpoint
SELECT read_changes_watch('games', 'read_changes_note', '''id'', ''host_id''');
--> statement-breakpoint
SELECT read_changes_watch('blind_levels', 'read_changes_note', '''game_id'', ''-''');
--> statement-breakpoint
SELECT read_changes_watch('game_participants', 'read_changes_note', '''game_id'', ''user_id''');
--> statement-breakpoint
SELECT read_changes_watch('game_activities', 'read_changes_note', '''game_id'', ''-''');
--> statement-breakpoint
SELECT read_changes_watch('ledger_entries', 'read_changes_note', '''game_id'', ''user_id''');
--> statement-breakpoint
SELECT read_changes_watch('tournaments', 'read_changes_note', '''game_id'', ''-''');
--> statement-breakpoint
SELECT read_changes_watch('tournament_tables', 'read_changes_note', '''tournament_id'', ''-''');
--> statement-breakpoint
SELECT read_changes_watch('tournament_players', 'read_changes_note', '''tournament_id'', ''user_id''');
--> statement-breakpoint
SELECT read_changes_watch('tournament_host_actions', 'read_changes_note', '''tournament_id'', ''-''');
--> statement-breakpoint
SELECT read_changes_watch('season_games', 'read_changes_note', '''game_id'', ''-''');
--> statement-breakpoint
SELECT read_changes_watch('series_occurrences', 'read_changes_note', '''game_id'', ''-''');
--> statement-breakpoint
SELECT read_changes_watch('contacts', 'read_changes_note', '''-'', ''owner_id,contact_user_id''');
--> statement-breakpoint
SELECT read_changes_watch('user_invitations', 'read_changes_note', '''-'', ''inviter_id,accepted_user_id''');
--> statement-breakpoint
SELECT read_changes_watch('game_templates', 'read_changes_note', '''-'', ''owner_id''');
--> statement-breakpoint
SELECT read_changes_watch('quick_locations', 'read_changes_note', '''-'', ''user_id''');
--> statement-breakpoint
SELECT read_changes_watch('leagues', 'read_changes_note', '''-'', ''-'', ''all''');
--> statement-breakpoint
SELECT read_changes_watch('league_organizers', 'read_changes_note', '''-'', ''-'', ''all''');
--> statement-breakpoint
SELECT read_changes_watch('league_members', 'read_changes_note', '''-'', ''-'', ''all''');
--> statement-breakpoint
SELECT read_changes_watch('seasons', 'read_changes_note', '''-'', ''-'', ''all''');
--> statement-breakpoint
SELECT read_changes_watch('game_series', 'read_changes_note', '''-'', ''-'', ''all''');
--> statement-breakpoint
SELECT read_changes_watch('email_opt_outs', 'read_changes_note', '''-'', ''-'', ''all''');
--> statement-breakpoint
DROP FUNCTION read_changes_watch(text, text, text);
