-- The TV's short code (docs/tournament.md, "Getting the TV up"): typed at /tv instead of the display
-- link, replaced with it. Tournaments started before this have none until the host makes a new link.
ALTER TABLE "tournaments" ADD COLUMN "display_code" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_display_code_unique" ON "tournaments" USING btree ("display_code");
