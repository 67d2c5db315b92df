CREATE TABLE "blind_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"level" integer NOT NULL,
	"small_blind" integer NOT NULL,
	"big_blind" integer NOT NULL,
	"ante" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"is_break" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text,
	"guest_first_name" text,
	"guest_last_name" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"invited_by_id" uuid,
	"invitation_message" text,
	"invite_token_hash" text,
	"rsvp_message" text,
	"buy_in_paid" boolean DEFAULT false NOT NULL,
	"invited_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"max_participants" integer NOT NULL,
	"location_name" text NOT NULL,
	"location_address" text DEFAULT '' NOT NULL,
	"location_notes" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"buy_in_cents" integer NOT NULL,
	"buy_in_structure" text DEFAULT 'freezeout' NOT NULL,
	"house_fee_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"processing_fee_cents" integer DEFAULT 0 NOT NULL,
	"cash_small_blind_cents" integer,
	"cash_big_blind_cents" integer,
	"starting_chips" integer,
	"payouts" jsonb,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blind_levels" ADD CONSTRAINT "blind_levels_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_activities" ADD CONSTRAINT "game_activities_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_activities" ADD CONSTRAINT "game_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_participants" ADD CONSTRAINT "game_participants_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_participants" ADD CONSTRAINT "game_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_participants" ADD CONSTRAINT "game_participants_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blind_levels_game_position_unique" ON "blind_levels" USING btree ("game_id","position");--> statement-breakpoint
CREATE INDEX "game_activities_game_created_idx" ON "game_activities" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_participants_game_user_unique" ON "game_participants" USING btree ("game_id","user_id") WHERE "game_participants"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_participants_game_email_unique" ON "game_participants" USING btree ("game_id","email") WHERE "game_participants"."user_id" is null and "game_participants"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_participants_invite_token_unique" ON "game_participants" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "game_participants_user_idx" ON "game_participants" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "game_participants_game_status_idx" ON "game_participants" USING btree ("game_id","status");--> statement-breakpoint
CREATE INDEX "games_host_date_idx" ON "games" USING btree ("host_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "games_status_date_idx" ON "games" USING btree ("status","scheduled_date");--> statement-breakpoint
CREATE UNIQUE INDEX "games_share_token_unique" ON "games" USING btree ("share_token");