-- A tournament's clock (level, deadlines, pause) is read through the clock reads, which follow it
-- by their own events (docs/tournament.md); no remembered answer shows it (docs/read-cache.md; the
-- ledger is not kept while its tournament runs or is paused). So an update of tournaments notes its
-- games only for the rows where something else changed: a level advancing every few minutes in a
-- reader's live game no longer drops their other answers.
CREATE FUNCTION read_changes_of_tournaments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clock text[] := ARRAY['clock_state', 'level_index', 'level_ends_at', 'remaining_ms', 'break_ends_at',
    'pause_reason', 'version', 'updated_at'];
  game_ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT g) INTO game_ids
  FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(ARRAY[n.game_id, o.game_id]) g
  WHERE to_jsonb(n) - clock IS DISTINCT FROM to_jsonb(o) - clock;
  IF game_ids IS NOT NULL THEN
    PERFORM read_changes_of_games(game_ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER tournaments_read_changes_update ON tournaments;
--> statement-breakpoint
CREATE TRIGGER tournaments_read_changes_update AFTER UPDATE ON tournaments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION read_changes_of_tournaments();
