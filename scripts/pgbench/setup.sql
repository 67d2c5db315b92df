-- The pgbench scripts' own tables, on a load database (npm run seed:load; docs/performance.md,
-- "The live feed reads the change log"). Drop them after: `drop table pgb_pairs, pgb_rows`.
-- 10,000 (game, player) pairs of scheduled games, each a player with an account and a seat row.
CREATE TABLE pgb_pairs AS
SELECT row_number() OVER () AS n, p.game_id, p.user_id
FROM game_participants p JOIN games g ON g.id = p.game_id
WHERE g.status = 'scheduled' AND p.user_id IS NOT NULL AND p.status IN ('accepted', 'declined', 'invited')
ORDER BY random() LIMIT 10000;
ALTER TABLE pgb_pairs ADD PRIMARY KEY (n);
-- 10,000 rows without triggers, for the baseline UPDATE.
CREATE TABLE pgb_rows (id int PRIMARY KEY, v int NOT NULL);
INSERT INTO pgb_rows SELECT g, 0 FROM generate_series(1, 10000) g;
