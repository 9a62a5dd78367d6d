CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"phone" varchar(11) NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_notices" DROP CONSTRAINT "team_notices_kind_check";--> statement-breakpoint
ALTER TABLE "team_notices" ADD COLUMN "detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_notices" ADD COLUMN "ref_id" uuid;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_team_phone_unique" ON "team_invitations" USING btree ("team_id","phone");--> statement-breakpoint
CREATE INDEX "team_invitations_phone_idx" ON "team_invitations" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "team_notices" ADD CONSTRAINT "team_notices_kind_check" CHECK ("team_notices"."kind" in ('added', 'removed', 'admin', 'dissolved', 'invited', 'rejected'));