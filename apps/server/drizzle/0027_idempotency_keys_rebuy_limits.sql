-- Safe retries (docs/api.md, "Safe retries"): the Idempotency-Key of a write, per user and route,
-- kept 24 hours; marked applied inside the action's own transaction. No remembered read shows it,
-- so it has no read_changes trigger (docs/read-cache.md).
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"status_code" integer,
	"response" text,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
-- Rebuy and add-on limits a director sets (docs/tournament.md, "Rebuys and add-ons"): how many per
-- player (null: no limit; an add-on stays one per player unless the host says otherwise) and
-- whether one is taken only at or below the starting stack.
ALTER TABLE "games" ADD COLUMN "rebuy_max_per_player" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rebuy_at_or_below_starting_stack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "add_on_max_per_player" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "add_on_at_or_below_starting_stack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "rebuy_max_per_player" integer;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "rebuy_at_or_below_starting_stack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "add_on_max_per_player" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "game_templates" ADD COLUMN "add_on_at_or_below_starting_stack" boolean DEFAULT false NOT NULL;
