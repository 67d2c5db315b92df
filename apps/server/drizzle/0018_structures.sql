ALTER TABLE "blind_levels" ADD COLUMN "big_blind_ante" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blind_levels" ADD COLUMN "colour_up" jsonb;