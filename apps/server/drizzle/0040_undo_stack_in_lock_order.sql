-- The undo stack's order is the order its actions took the game's lock, not the order their
-- transactions began (docs/tournament.md, "Undo"). `created_at` is `now()`, the transaction's start:
-- an action from a second device that began first but took the lock second (the first device's
-- action went in between) was filed under the earlier time, so Undo named and took back the other
-- device's action instead of the newest. A sequence drawn on insert, which every pusher does under
-- the game's lock, follows the lock's order. Rows already kept are numbered in their old order.
ALTER TABLE tournament_host_actions ADD COLUMN seq bigint;
--> statement-breakpoint
UPDATE tournament_host_actions a SET seq = o.n
FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM tournament_host_actions) o
WHERE o.id = a.id;
--> statement-breakpoint
CREATE SEQUENCE tournament_host_actions_seq OWNED BY tournament_host_actions.seq;
--> statement-breakpoint
SELECT setval('tournament_host_actions_seq', coalesce(max(seq), 0) + 1, false) FROM tournament_host_actions;
--> statement-breakpoint
ALTER TABLE tournament_host_actions
  ALTER COLUMN seq SET DEFAULT nextval('tournament_host_actions_seq'),
  ALTER COLUMN seq SET NOT NULL;
--> statement-breakpoint
DROP INDEX tournament_host_actions_stack_idx;
--> statement-breakpoint
CREATE INDEX tournament_host_actions_stack_idx ON tournament_host_actions (tournament_id, seq);
