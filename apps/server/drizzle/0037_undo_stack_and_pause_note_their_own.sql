-- A host's pause or resume dropped every screen of the game (issue 27; docs/read-cache.md,
-- docs/performance.md "Many users"): the undo record it writes noted the game, its host and every
-- seated player, and the tournament's status going from active to paused (or back) noted them too,
-- so the tournament's shared state was built again (five statements) and every player's dashboard
-- and games list computed again, twice a minute on a busy night, for a change no one of them shows.
-- The undo stack now notes a scope of its own, `undo:<tournament>`, which only the host's undo label
-- follows (features/tournaments/state-builds.ts), and a move between active and paused is the clock's.

CREATE FUNCTION read_changes_of_undo_stack() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO read_changes (scope) SELECT DISTINCT 'undo:' || tournament_id FROM new_rows ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO read_changes (scope) SELECT DISTINCT 'undo:' || tournament_id FROM old_rows ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO read_changes (scope)
    SELECT DISTINCT 'undo:' || tournament_id FROM (SELECT tournament_id FROM new_rows UNION ALL SELECT tournament_id FROM old_rows) r
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER tournament_host_actions_read_changes_insert ON tournament_host_actions;
--> statement-breakpoint
DROP TRIGGER tournament_host_actions_read_changes_update ON tournament_host_actions;
--> statement-breakpoint
DROP TRIGGER tournament_host_actions_read_changes_delete ON tournament_host_actions;
--> statement-breakpoint
CREATE TRIGGER tournament_host_actions_read_changes_insert AFTER INSERT ON tournament_host_actions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_changes_of_undo_stack();
--> statement-breakpoint
CREATE TRIGGER tournament_host_actions_read_changes_update AFTER UPDATE ON tournament_host_actions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION read_changes_of_undo_stack();
--> statement-breakpoint
CREATE TRIGGER tournament_host_actions_read_changes_delete AFTER DELETE ON tournament_host_actions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION read_changes_of_undo_stack();
--> statement-breakpoint
-- As 0024, with 'active' and 'paused' one status: under way, as every remembered answer shows it
-- (the game "live", the ledger not kept); the pause itself is the clock's.
CREATE OR REPLACE FUNCTION read_changes_of_tournaments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clock text[] := ARRAY['clock_state', 'level_index', 'level_ends_at', 'remaining_ms', 'break_ends_at',
    'pause_reason', 'version', 'updated_at', 'status'];
  game_ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT g) INTO game_ids
  FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(ARRAY[n.game_id, o.game_id]) g
  WHERE to_jsonb(n) - clock IS DISTINCT FROM to_jsonb(o) - clock
    OR (CASE WHEN n.status IN ('active', 'paused') THEN 'under way' ELSE n.status END)
      IS DISTINCT FROM (CASE WHEN o.status IN ('active', 'paused') THEN 'under way' ELSE o.status END);
  IF game_ids IS NOT NULL THEN
    PERFORM read_changes_of_games(game_ids);
  END IF;
  RETURN NULL;
END
$$;
