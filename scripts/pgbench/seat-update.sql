-- The seat row's UPDATE alone, with its change-log trigger.
\set n random(1, 10000)
UPDATE game_participants p SET responded_at = now(), updated_at = now()
FROM pgb_pairs q WHERE q.n = :n AND p.game_id = q.game_id AND p.user_id = q.user_id;
