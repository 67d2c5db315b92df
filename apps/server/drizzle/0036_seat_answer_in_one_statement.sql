-- The seat rule in the database, so an RSVP is one statement (issue 27; decision 0042,
-- docs/games.md "Seats and the waiting list"). Before, an RSVP was eight round trips (BEGIN, the
-- game locked, the player's row, the seats counted, the update, the activity, the waiting list,
-- COMMIT), each built, sent, parsed and planned on its own. These functions are the only place the
-- rule is written: the server calls them for every answer, every freed seat and every queued job.
-- PL/pgSQL keeps each statement's plan for the session, and every statement inside takes its own
-- snapshot after the game's lock is held, so the counts are those of the transactions before it.

-- Schedules a job once (lib/jobs/queue.ts `enqueue`): the same (kind, subject, run_at) keeps one
-- row; a cancelled one is made pending again, a done one is left done.
CREATE FUNCTION enqueue_job(p_kind text, p_subject text, p_run_at timestamptz, p_payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, subject, run_at, available_at, payload)
  VALUES (p_kind, p_subject, p_run_at, p_run_at, coalesce(p_payload, '{}'::jsonb))
  ON CONFLICT (kind, subject, run_at) DO UPDATE
    SET state = 'pending', attempts = 0, available_at = excluded.available_at,
      payload = excluded.payload, last_error = NULL, updated_at = now()
    WHERE jobs.state = 'cancelled';
END
$$;
--> statement-breakpoint
-- Under the game's lock: gives the free seats to the waiting list in order (waitlisted first,
-- then id), records each promotion and queues its notice (p_job_kind, keyed by the seat row).
-- Answers the promoted seat rows' ids.
CREATE FUNCTION promote_waiting(p_game uuid, p_seated text[], p_job_kind text)
RETURNS uuid[] LANGUAGE plpgsql AS $$
DECLARE
  seats integer;
  seated integer;
  next_row record;
  promoted uuid[] := '{}';
BEGIN
  SELECT max_participants INTO seats FROM games WHERE id = p_game FOR UPDATE;
  IF NOT FOUND THEN
    RETURN promoted;
  END IF;
  SELECT count(*) INTO seated FROM game_participants WHERE game_id = p_game AND status = ANY (p_seated);
  WHILE seated < seats LOOP
    SELECT id, user_id INTO next_row FROM game_participants
    WHERE game_id = p_game AND status = 'waitlisted'
    ORDER BY waitlisted_at, id LIMIT 1;
    EXIT WHEN NOT FOUND;
    UPDATE game_participants SET status = 'accepted', waitlisted_at = NULL, updated_at = now()
    WHERE id = next_row.id;
    INSERT INTO game_activities (game_id, actor_user_id, kind, detail)
    VALUES (p_game, next_row.user_id, 'rsvp-accepted', '{"promoted": true}'::jsonb);
    PERFORM enqueue_job(p_job_kind, next_row.id::text, now(), jsonb_build_object('gameId', p_game));
    promoted := promoted || next_row.id;
    seated := seated + 1;
  END LOOP;
  RETURN promoted;
END
$$;
--> statement-breakpoint
-- One answer ('accepted' or 'declined') of one seat row of an open game, under the game's lock:
-- accepted plus confirmed (p_seated) never exceed max_participants, the rest wait in line in order
-- of answer; declining a seat gives it to the first in line. A message left out (NULL) keeps the
-- one given before. Answers the row's status and the promoted rows.
CREATE FUNCTION seat_answer(
  p_game uuid, p_participant uuid, p_status text, p_message text, p_seated text[], p_job_kind text
) RETURNS TABLE (status text, promoted uuid[]) LANGUAGE plpgsql AS $$
DECLARE
  seats integer;
  seat record;
  has_seat boolean;
BEGIN
  SELECT max_participants INTO seats FROM games WHERE id = p_game FOR UPDATE;
  SELECT p.id, p.user_id, p.status, p.waitlisted_at INTO seat FROM game_participants p
  WHERE p.id = p_participant AND p.game_id = p_game;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF p_status = 'accepted' THEN
    IF seat.status = ANY (p_seated) THEN
      RETURN QUERY SELECT seat.status::text, '{}'::uuid[];
      RETURN;
    END IF;
    has_seat := (SELECT count(*) FROM game_participants
      WHERE game_id = p_game AND game_participants.status = ANY (p_seated)) < seats;
    UPDATE game_participants SET
      status = CASE WHEN has_seat THEN 'accepted' ELSE 'waitlisted' END,
      rsvp_message = coalesce(p_message, rsvp_message),
      responded_at = now(),
      waitlisted_at = CASE WHEN has_seat THEN NULL ELSE coalesce(seat.waitlisted_at, now()) END,
      updated_at = now()
    WHERE id = seat.id;
    INSERT INTO game_activities (game_id, actor_user_id, kind)
    VALUES (p_game, seat.user_id, CASE WHEN has_seat THEN 'rsvp-accepted' ELSE 'waitlisted' END);
    RETURN QUERY SELECT CASE WHEN has_seat THEN 'accepted' ELSE 'waitlisted' END, '{}'::uuid[];
    RETURN;
  END IF;
  UPDATE game_participants SET status = 'declined', rsvp_message = coalesce(p_message, rsvp_message),
    responded_at = now(), waitlisted_at = NULL, updated_at = now()
  WHERE id = seat.id;
  IF seat.status <> 'declined' THEN
    INSERT INTO game_activities (game_id, actor_user_id, kind) VALUES (p_game, seat.user_id, 'rsvp-declined');
  END IF;
  RETURN QUERY SELECT 'declined'::text,
    CASE WHEN seat.status = ANY (p_seated) THEN promote_waiting(p_game, p_seated, p_job_kind)
      ELSE '{}'::uuid[] END;
END
$$;
--> statement-breakpoint
-- The RSVP of a signed-in user who has a seat row in the game (every answer after the first, and
-- the first of an invitation by account): the game locked, its state checked, the row found, the
-- share link's cap held, the answer given, all in one statement. outcome: 'answered', or why not:
-- 'no-game', 'cancelled', 'completed', 'no-row' (the server then looks for an invitation by
-- address, an e-mailed link or the share link), 'cap-reached' (back through a share link that is full).
CREATE FUNCTION rsvp_answer(
  p_game uuid, p_user uuid, p_status text, p_message text, p_seated text[], p_job_kind text
) RETURNS TABLE (outcome text, status text) LANGUAGE plpgsql AS $$
DECLARE
  game record;
  seat record;
BEGIN
  SELECT g.status, g.share_link_cap INTO game FROM games g WHERE g.id = p_game FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no-game'::text, NULL::text;
    RETURN;
  END IF;
  IF game.status IN ('cancelled', 'completed') THEN
    RETURN QUERY SELECT game.status::text, NULL::text;
    RETURN;
  END IF;
  SELECT p.id, p.status, p.joined_via INTO seat FROM game_participants p
  WHERE p.game_id = p_game AND p.user_id = p_user;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no-row'::text, NULL::text;
    RETURN;
  END IF;
  -- Coming back after declining counts against the link's cap again.
  IF seat.joined_via = 'share-link' AND seat.status = 'declined' AND p_status = 'accepted'
    AND game.share_link_cap IS NOT NULL
    AND (SELECT count(*) FROM game_participants
      WHERE game_id = p_game AND joined_via = 'share-link' AND game_participants.status <> 'declined')
      >= game.share_link_cap THEN
    RETURN QUERY SELECT 'cap-reached'::text, NULL::text;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'answered'::text, a.status
    FROM seat_answer(p_game, seat.id, p_status, p_message, p_seated, p_job_kind) a;
END
$$;
