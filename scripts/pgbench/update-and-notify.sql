\set id random(1, 10000)
BEGIN;
UPDATE pgb_rows SET v = v + 1 WHERE id = :id;
SELECT pg_notify('pgb', 'game:' || :id);
COMMIT;
