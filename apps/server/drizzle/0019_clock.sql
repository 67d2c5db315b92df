CREATE TABLE "tournament_host_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"restore" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tournament_host_actions" ADD CONSTRAINT "tournament_host_actions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_host_actions_stack_idx" ON "tournament_host_actions" USING btree ("tournament_id","created_at");