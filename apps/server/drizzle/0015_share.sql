ALTER TABLE "game_participants" ADD COLUMN "joined_via" text;--> statement-breakpoint
ALTER TABLE "game_participants" ADD COLUMN "no_show" boolean;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "share_link_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "share_link_cap" integer;