CREATE TABLE "game_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"location_name" text NOT NULL,
	"location_address" text DEFAULT '' NOT NULL,
	"location_notes" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"max_participants" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"buy_in_cents" integer NOT NULL,
	"buy_in_structure" text DEFAULT 'freezeout' NOT NULL,
	"cash_small_blind_cents" integer,
	"cash_big_blind_cents" integer,
	"house_fee_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"processing_fee_cents" integer DEFAULT 0 NOT NULL,
	"blind_structure" jsonb,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'MapPin' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "game_templates" ADD CONSTRAINT "game_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_locations" ADD CONSTRAINT "quick_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_templates_owner_idx" ON "game_templates" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "game_templates_public_idx" ON "game_templates" USING btree ("is_public","usage_count") WHERE "game_templates"."is_public";--> statement-breakpoint
CREATE INDEX "quick_locations_user_idx" ON "quick_locations" USING btree ("user_id","position");