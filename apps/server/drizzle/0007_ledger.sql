CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"participant_id" uuid,
	"user_id" uuid,
	"player_name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"chips" integer,
	"house_fee_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"processing_fee_cents" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reverses_entry_id" uuid,
	"recorded_by" uuid,
	"recorded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rebuy_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rebuy_price_cents" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rebuy_chips" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rebuy_until_level" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "add_on_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "add_on_price_cents" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "add_on_chips" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "add_on_until_level" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "re_entry_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "re_entry_price_cents" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "re_entry_chips" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "late_registration_end_level" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "payout_unit_cents" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "rebuy_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "rebuy_price_cents" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "rebuy_chips" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "rebuy_until_level" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "add_on_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "add_on_price_cents" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "add_on_chips" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "add_on_until_level" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "re_entry_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "re_entry_price_cents" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "re_entry_chips" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "late_registration_end_level" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "payout_unit_cents" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_participant_id_game_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."game_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_game_recorded_idx" ON "ledger_entries" USING btree ("game_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_unique" ON "ledger_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id");