ALTER TABLE "games" ADD COLUMN "bounty_format" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bounty_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "bounty_format" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "bounty_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD COLUMN "bounty_cents" integer DEFAULT 0 NOT NULL;