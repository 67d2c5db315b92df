-- The live feed (docs/live-feed.md, decision 0032). Every scope the change log takes in is also
-- announced, when its transaction commits, on the channel `read_changes` to the server instances
-- that listen, which tell the open screens showing it. One notice per statement that logged scopes:
-- their names separated by spaces, cut into parts well under PostgreSQL's 8000-byte payload limit.
CREATE FUNCTION read_changes_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_changes', string_agg(scope, ' '))
  FROM (SELECT scope, (row_number() OVER ()) / 150 AS part FROM new_rows) s
  GROUP BY part;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER read_changes_announce AFTER INSERT ON read_changes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_changes_announce();
--> statement-breakpoint
-- A change to a game also changes the standings of its season and the occurrences of its series.
-- As in 0023, plus the last two lines.
CREATE OR REPLACE FUNCTION read_changes_of_games(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO read_changes (scope)
  SELECT 'game:' || g FROM unnest(ids) g
  UNION SELECT 'user:' || host_id FROM games WHERE id = ANY (ids)
  UNION SELECT 'user:' || user_id FROM game_participants WHERE game_id = ANY (ids) AND user_id IS NOT NULL
  UNION SELECT 'season:' || season_id FROM season_games WHERE game_id = ANY (ids)
  UNION SELECT 'series:' || series_id FROM series_occurrences WHERE game_id = ANY (ids)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Scopes narrower than `all` for the screens of one league, season or series, and the shared
-- templates: TG_ARGV holds pairs (prefix, column), each changed row noting prefix || its column;
-- a column '-' notes the prefix alone. These tables keep noting `all` too (0023).
CREATE FUNCTION read_changes_by_column() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_sql text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  touched boolean;
  i int := 0;
BEGIN
  EXECUTE format('SELECT EXISTS (%s)', rows_sql) INTO touched;
  IF NOT touched THEN
    RETURN NULL;
  END IF;
  WHILE i < TG_NARGS LOOP
    IF TG_ARGV[i + 1] = '-' THEN
      INSERT INTO read_changes (scope) VALUES (TG_ARGV[i]) ON CONFLICT DO NOTHING;
    ELSE
      EXECUTE format(
        'INSERT INTO read_changes (scope) SELECT DISTINCT %L || r.%I FROM (%s) r WHERE r.%I IS NOT NULL ON CONFLICT DO NOTHING',
        TG_ARGV[i], TG_ARGV[i + 1], rows_sql, TG_ARGV[i + 1]);
    END IF;
    i := i + 2;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION read_changes_watch_columns(tbl text, args text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_changes_by_column(%s)',
    tbl || '_read_changes_scopes_insert', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_changes_by_column(%s)',
    tbl || '_read_changes_scopes_update', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION read_changes_by_column(%s)',
    tbl || '_read_changes_scopes_delete', tbl, args);
END
$$;
--> statement-breakpoint
SELECT read_changes_watch_columns('leagues', '''league:'', ''id''');
--> statement-breakpoint
-- An organizer or member added or removed: their own screens (the leagues they see) change too.
SELECT read_changes_watch_columns('league_organizers', '''league:'', ''league_id'', ''user:'', ''user_id''');
--> statement-breakpoint
SELECT read_changes_watch_columns('league_members', '''league:'', ''league_id'', ''user:'', ''user_id''');
--> statement-breakpoint
SELECT read_changes_watch_columns('seasons', '''season:'', ''id'', ''league:'', ''league_id''');
--> statement-breakpoint
SELECT read_changes_watch_columns('season_games', '''season:'', ''season_id''');
--> statement-breakpoint
SELECT read_changes_watch_columns('game_series', '''series:'', ''id'', ''user:'', ''host_id''');
--> statement-breakpoint
SELECT read_changes_watch_columns('series_occurrences', '''series:'', ''series_id''');
--> statement-breakpoint
SELECT read_changes_watch_columns('game_templates', '''templates'', ''-''');
--> statement-breakpoint
DROP FUNCTION read_changes_watch_columns(text, text);
