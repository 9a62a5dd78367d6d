CREATE TABLE "team_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_name" varchar(50) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "team_notices_kind_check" CHECK ("team_notices"."kind" in ('added', 'removed', 'admin', 'dissolved'))
);
--> statement-breakpoint
ALTER TABLE "team_notices" ADD CONSTRAINT "team_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_notices_user_idx" ON "team_notices" USING btree ("user_id","created_at");