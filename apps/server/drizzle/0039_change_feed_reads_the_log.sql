-- The live feed reads the change log instead of being told by NOTIFY (issue 27; decision 0045,
-- docs/live-feed.md). A transaction that calls pg_notify takes PostgreSQL's one notify-queue lock
-- at commit and holds it until its commit record is flushed, so every writing transaction (all of
-- them log scopes) committed one after another: on the 2-core machine an RSVP through pgbench ran
-- at 2,641 a second with the announcement and 4,202 without (docs/performance.md). Each instance
-- now asks the log, every few milliseconds, which scopes committed since its last look; the key
-- on `xid` answers that without reading the whole log.
DROP TRIGGER read_changes_announce ON read_changes;
--> statement-breakpoint
DROP FUNCTION read_changes_announce();
--> statement-breakpoint
CREATE INDEX read_changes_xid_idx ON read_changes (xid);
