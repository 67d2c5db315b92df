CREATE TABLE "read_changes" (
	"scope" text NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "read_changes_scope_xid_pk" PRIMARY KEY("scope","xid")
);
