-- A game's calendar revision (RFC 5545 SEQUENCE, docs/reach.md "Calendars"): raised by the database
-- whenever the start, the place or the cancellation changes, whoever writes the row (the edit, the
-- series feature, a script), so no writer can forget it.
ALTER TABLE "games" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION games_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.scheduled_date IS DISTINCT FROM OLD.scheduled_date
    OR NEW.location_name IS DISTINCT FROM OLD.location_name
    OR NEW.location_address IS DISTINCT FROM OLD.location_address
    OR (NEW.status = 'cancelled') IS DISTINCT FROM (OLD.status = 'cancelled') THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER games_calendar_sequence BEFORE UPDATE ON games
  FOR EACH ROW EXECUTE FUNCTION games_calendar_sequence();
