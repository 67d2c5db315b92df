-- The change log's busiest triggers with their statements written out (issue 27; docs/read-cache.md,
-- docs/performance.md "Night round"). read_changes_note (0023) builds each of its statements with
-- format() and runs it with EXECUTE, so PostgreSQL plans three or four statements every time a
-- watched row changes, and read_changes_of_games, a SQL function, is planned again on every call:
-- with the triggers off an RSVP costs the database half the CPU. The tables written on a game night
-- get functions whose statements are static, planned once per session (PL/pgSQL keeps a trigger
-- function's plans per table), and that note everything in one INSERT (one notice at commit). They
-- note exactly the scopes read_changes_note noted with the same arguments (apps/server/test/
-- read-change-triggers.test.ts compares the two on every table switched here).

-- Notes these games (the game, its host, every user with a seat row, its season and series; as
-- read_changes_of_games, 0029) and the given scopes, in one statement; nothing when both are empty.
CREATE FUNCTION read_changes_log(game_ids uuid[], scopes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF game_ids IS NULL AND scopes IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO read_changes (scope)
  SELECT 'game:' || g FROM unnest(game_ids) g
  UNION SELECT 'user:' || host_id FROM games WHERE id = ANY (game_ids)
  UNION SELECT 'user:' || user_id FROM game_participants WHERE game_id = ANY (game_ids) AND user_id IS NOT NULL
  UNION SELECT 'season:' || season_id FROM season_games WHERE game_id = ANY (game_ids)
  UNION SELECT 'series:' || series_id FROM series_occurrences WHERE game_id = ANY (game_ids)
  UNION SELECT s FROM unnest(scopes) s
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- The same for the callers that remain (read_changes_note on the other tables, the tournaments'
-- own update trigger, 0024): now planned once per session too.
CREATE OR REPLACE FUNCTION read_changes_of_games(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_changes_log(ids, NULL);
END
$$;
--> statement-breakpoint
-- Rows with a game_id: read_changes_note('game_id', '-').
CREATE FUNCTION read_changes_by_game() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT game_id) INTO game_ids FROM new_rows WHERE game_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT game_id) INTO game_ids FROM old_rows WHERE game_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT game_id) INTO game_ids
    FROM (SELECT game_id FROM new_rows UNION ALL SELECT game_id FROM old_rows) r WHERE game_id IS NOT NULL;
  END IF;
  PERFORM read_changes_log(game_ids, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows with a game_id and a user_id: read_changes_note('game_id', 'user_id').
CREATE FUNCTION read_changes_by_game_and_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game_ids uuid[];
  users text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT game_id) FILTER (WHERE game_id IS NOT NULL),
      array_agg(DISTINCT 'user:' || user_id) FILTER (WHERE user_id IS NOT NULL)
    INTO game_ids, users FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT game_id) FILTER (WHERE game_id IS NOT NULL),
      array_agg(DISTINCT 'user:' || user_id) FILTER (WHERE user_id IS NOT NULL)
    INTO game_ids, users FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT game_id) FILTER (WHERE game_id IS NOT NULL),
      array_agg(DISTINCT 'user:' || user_id) FILTER (WHERE user_id IS NOT NULL)
    INTO game_ids, users
    FROM (SELECT game_id, user_id FROM new_rows UNION ALL SELECT game_id, user_id FROM old_rows) r;
  END IF;
  PERFORM read_changes_log(game_ids, users);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows with a tournament_id: read_changes_note('tournament_id', '-').
CREATE FUNCTION read_changes_by_tournament() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT t.game_id) INTO game_ids
    FROM new_rows r JOIN tournaments t ON t.id = r.tournament_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT t.game_id) INTO game_ids
    FROM old_rows r JOIN tournaments t ON t.id = r.tournament_id;
  ELSE
    SELECT array_agg(DISTINCT t.game_id) INTO game_ids
    FROM (SELECT tournament_id FROM new_rows UNION ALL SELECT tournament_id FROM old_rows) r
    JOIN tournaments t ON t.id = r.tournament_id;
  END IF;
  PERFORM read_changes_log(game_ids, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows with a tournament_id and a user_id: read_changes_note('tournament_id', 'user_id').
CREATE FUNCTION read_changes_by_tournament_and_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game_ids uuid[];
  users text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT t.game_id) INTO game_ids
    FROM new_rows r JOIN tournaments t ON t.id = r.tournament_id;
    SELECT array_agg(DISTINCT 'user:' || user_id) INTO users FROM new_rows WHERE user_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT t.game_id) INTO game_ids
    FROM old_rows r JOIN tournaments t ON t.id = r.tournament_id;
    SELECT array_agg(DISTINCT 'user:' || user_id) INTO users FROM old_rows WHERE user_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT t.game_id) INTO game_ids
    FROM (SELECT tournament_id FROM new_rows UNION ALL SELECT tournament_id FROM old_rows) r
    JOIN tournaments t ON t.id = r.tournament_id;
    SELECT array_agg(DISTINCT 'user:' || user_id) INTO users
    FROM (SELECT user_id FROM new_rows UNION ALL SELECT user_id FROM old_rows) r WHERE user_id IS NOT NULL;
  END IF;
  PERFORM read_changes_log(game_ids, users);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The games themselves: read_changes_note('id', 'host_id').
CREATE FUNCTION read_changes_of_game_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game_ids uuid[];
  users text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id), array_agg(DISTINCT 'user:' || host_id) FILTER (WHERE host_id IS NOT NULL)
    INTO game_ids, users FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id), array_agg(DISTINCT 'user:' || host_id) FILTER (WHERE host_id IS NOT NULL)
    INTO game_ids, users FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT id), array_agg(DISTINCT 'user:' || host_id) FILTER (WHERE host_id IS NOT NULL)
    INTO game_ids, users
    FROM (SELECT id, host_id FROM new_rows UNION ALL SELECT id, host_id FROM old_rows) r;
  END IF;
  PERFORM read_changes_log(game_ids, users);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Points a table's insert, update and delete triggers (named as in 0023) at a static function;
-- tournaments keep their own update trigger (0024).
CREATE FUNCTION read_changes_rewatch(tbl text, fn text, events text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY events LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', tbl || '_read_changes_' || event, tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tbl || '_read_changes_' || event, upper(event), tbl,
      CASE event WHEN 'insert' THEN 'NEW TABLE AS new_rows' WHEN 'delete' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
      fn);
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT read_changes_rewatch('games', 'read_changes_of_game_rows', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('blind_levels', 'read_changes_by_game', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('game_participants', 'read_changes_by_game_and_user', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('game_activities', 'read_changes_by_game', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('ledger_entries', 'read_changes_by_game_and_user', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('tournaments', 'read_changes_by_game', ARRAY['insert', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('tournament_tables', 'read_changes_by_tournament', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('tournament_players', 'read_changes_by_tournament_and_user', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('tournament_host_actions', 'read_changes_by_tournament', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('season_games', 'read_changes_by_game', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
SELECT read_changes_rewatch('series_occurrences', 'read_changes_by_game', ARRAY['insert', 'update', 'delete']);
--> statement-breakpoint
DROP FUNCTION read_changes_rewatch(text, text, text[]);
