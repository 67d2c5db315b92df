-- One change-log row per scope a write touches, not one per person in the game (issue 27; decision
-- 0044; docs/read-cache.md). Until now a change to a game (a seat, a level, a ledger entry, its
-- activity, its tournament) also noted `user:<id>` of its host and of every user with a seat row in
-- it, so an RSVP to a game of twenty wrote twenty-odd rows and announced them all. A `user:` scope
-- still covers every game the user hosts or has a seat row in; that is now worked out where it is
-- read, once, instead of written with every change:
-- - a remembered answer naming `user:<id>` is checked against the user's games' `game:` scopes too
--   (read_changes_covered, used by the read cache's check);
-- - the live feed tells the sockets following `user:<id>` of a change to one of the user's games
--   (read_changes_people, used by features/live).
-- What a row's own user sees keeps being noted with it: a seat row notes its user (a new seat, a
-- removal), a game row its host (old and new), a ledger entry or a tournament player its user.
CREATE OR REPLACE FUNCTION read_changes_log(game_ids uuid[], scopes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF game_ids IS NULL AND scopes IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO read_changes (scope)
  SELECT 'game:' || g FROM unnest(game_ids) g
  UNION SELECT 'season:' || season_id FROM season_games WHERE game_id = ANY (game_ids)
  UNION SELECT 'series:' || series_id FROM series_occurrences WHERE game_id = ANY (game_ids)
  UNION SELECT s FROM unnest(scopes) s
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- The scopes a change may be noted under for an answer that names `scope`: the scope itself and,
-- for a user's, each game they host or have a seat row in (in any state, as before). The user's
-- games are the ones they have now: one they left noted their own scope when they left.
CREATE FUNCTION read_changes_covered(scope text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT scope
  UNION ALL
  SELECT 'game:' || p.game_id FROM game_participants p
  WHERE p.user_id = (CASE WHEN scope ~ '^user:[0-9a-f-]{36}$' THEN substr(scope, 6)::uuid END)
  UNION ALL
  SELECT 'game:' || g.id FROM games g
  WHERE g.host_id = (CASE WHEN scope ~ '^user:[0-9a-f-]{36}$' THEN substr(scope, 6)::uuid END)
$$;
--> statement-breakpoint
-- The people a change to these `game:` scopes concerns, as `user:` scopes: each game's host and
-- every user with a seat row in it (other scopes are ignored).
CREATE FUNCTION read_changes_people(scopes text[]) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  WITH ids AS (
    SELECT (CASE WHEN s ~ '^game:[0-9a-f-]{36}$' THEN substr(s, 6)::uuid END) AS id
    FROM unnest(scopes) s WHERE s ~ '^game:[0-9a-f-]{36}$'
  )
  SELECT 'user:' || g.host_id FROM games g JOIN ids ON ids.id = g.id
  UNION
  SELECT 'user:' || p.user_id FROM game_participants p JOIN ids ON ids.id = p.game_id
  WHERE p.user_id IS NOT NULL
$$;
