-- A tournament's clock (level, deadlines, pause) is read through the clock reads, which follow it
-- by their own events (docs/tournament.md); no remembered answer shows it (docs/read-cache.md; the
-- ledger is not kept while its tournament runs or is paused). So an update that changes only those
-- columns notes nothing: a level advancing every few minutes in a reader's live game no longer
-- drops their other answers. TG_ARGV[2] may now be '-' (no fixed scope) and TG_ARGV[3] lists the
-- columns whose changes alone count for nothing.
CREATE OR REPLACE FUNCTION read_changes_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_sql text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  unseen text[] := CASE WHEN TG_NARGS > 3 THEN string_to_array(TG_ARGV[3], ',') ELSE ARRAY[]::text[] END;
  touched boolean;
  game_ids uuid[];
  user_column text;
BEGIN
  IF TG_OP = 'UPDATE' AND cardinality(unseen) > 0 THEN
    rows_sql := format(
      'WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id'
      ' WHERE to_jsonb(n) - %1$L::text[] IS DISTINCT FROM to_jsonb(o) - %1$L::text[])'
      ' SELECT * FROM new_rows WHERE id IN (SELECT id FROM changed)'
      ' UNION ALL SELECT * FROM old_rows WHERE id IN (SELECT id FROM changed)', unseen);
  END IF;
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
  IF TG_NARGS > 2 AND TG_ARGV[2] <> '-' THEN
    INSERT INTO read_changes (scope) VALUES (TG_ARGV[2]) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER tournaments_read_changes_update ON tournaments;
--> statement-breakpoint
CREATE TRIGGER tournaments_read_changes_update AFTER UPDATE ON tournaments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION read_changes_note('game_id', '-', '-',
    'clock_state,level_index,level_ends_at,remaining_ms,break_ends_at,pause_reason,version,updated_at');
