-- The activity's INSERT alone, with its change-log trigger.
\set n random(1, 10000)
INSERT INTO game_activities (game_id, actor_user_id, kind)
SELECT game_id, user_id, 'rsvp-declined' FROM pgb_pairs WHERE n = :n;
