CREATE TABLE "mail_allowances" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "mail_allowances_scope_subject_window_start_pk" PRIMARY KEY("scope","subject","window_start")
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"address_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
