-- One RSVP as the server sends it (features/games/seats.repository.ts), for a random pair.
\set n random(1, 10000)
\set s random(0, 1)
SELECT outcome, status FROM pgb_pairs q,
  rsvp_answer(q.game_id, q.user_id, CASE WHEN :s = 0 THEN 'accepted' ELSE 'declined' END, NULL,
    array['accepted', 'confirmed', 'eliminated']::text[], 'waitlist-promoted')
WHERE q.n = :n;
