CREATE TABLE "game_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"frequency" text NOT NULL,
	"start_date" text NOT NULL,
	"time" text NOT NULL,
	"ends_on" text,
	"count" integer,
	"model" jsonb NOT NULL,
	"template_id" uuid,
	"regular_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_occurrences" (
	"series_id" uuid NOT NULL,
	"date" text NOT NULL,
	"game_id" uuid,
	"skipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_occurrences_series_id_date_pk" PRIMARY KEY("series_id","date")
);
--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_occurrences" ADD CONSTRAINT "series_occurrences_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_occurrences" ADD CONSTRAINT "series_occurrences_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_series_host_idx" ON "game_series" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "series_occurrences_game_unique" ON "series_occurrences" USING btree ("game_id");