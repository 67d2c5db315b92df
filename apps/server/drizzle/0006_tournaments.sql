CREATE TABLE "tournament_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"participant_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"table_number" integer,
	"seat_number" integer,
	"chip_count" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"finish_position" integer,
	"eliminated_at" timestamp with time zone,
	"eliminated_by_id" uuid,
	"payout_cents" integer
);
--> statement-breakpoint
CREATE TABLE "tournament_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"table_number" integer NOT NULL,
	"max_seats" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"button_seat" integer
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"status" text NOT NULL,
	"clock_state" text NOT NULL,
	"levels" jsonb NOT NULL,
	"level_index" integer DEFAULT 0 NOT NULL,
	"level_ends_at" timestamp (3) with time zone,
	"remaining_ms" integer,
	"break_ends_at" timestamp (3) with time zone,
	"pause_reason" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"max_players_per_table" integer DEFAULT 9 NOT NULL,
	"auto_advance_blinds" boolean DEFAULT true NOT NULL,
	"pause_on_player_elimination" boolean DEFAULT false NOT NULL,
	"allow_late_registration" boolean DEFAULT false NOT NULL,
	"late_registration_end_level" integer,
	"display_token" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_participant_id_game_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."game_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_tables" ADD CONSTRAINT "tournament_tables_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_players_tournament_idx" ON "tournament_players" USING btree ("tournament_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_players_seat_unique" ON "tournament_players" USING btree ("tournament_id","table_number","seat_number") WHERE "tournament_players"."status" = 'active' and "tournament_players"."seat_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_tables_number_unique" ON "tournament_tables" USING btree ("tournament_id","table_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_game_unique" ON "tournaments" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_display_token_unique" ON "tournaments" USING btree ("display_token");--> statement-breakpoint
CREATE INDEX "tournaments_due_idx" ON "tournaments" USING btree ("clock_state","level_ends_at") WHERE "tournaments"."status" in ('active', 'paused');