CREATE TABLE "rate_limits" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"path" varchar(60) PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
-- sync_clients is keyed by (user, client) now (issue 34): rebuilt from the dedup records, which
-- name the user of every recent mutation. The old per-client value covers mutations whose records
-- were purged; it goes to the client's most recent user.
ALTER TABLE "sync_clients" RENAME TO "sync_clients_old";--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_clients_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
INSERT INTO "sync_clients" ("user_id", "client_id", "last_seq")
	SELECT "user_id", "client_id", max("seq") FROM "sync_mutations" GROUP BY "user_id", "client_id";--> statement-breakpoint
INSERT INTO "sync_clients" ("user_id", "client_id", "last_seq", "updated_at")
	SELECT DISTINCT ON (o."client_id") m."user_id", o."client_id", o."last_seq", o."updated_at"
	FROM "sync_clients_old" o JOIN "sync_mutations" m ON m."client_id" = o."client_id"
	ORDER BY o."client_id", m."created_at" DESC
	ON CONFLICT ("user_id", "client_id") DO UPDATE
	SET "last_seq" = greatest("sync_clients"."last_seq", excluded."last_seq");--> statement-breakpoint
DROP TABLE "sync_clients_old";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_head_pic_idx" ON "users" USING btree ("head_pic") WHERE "users"."head_pic" <> '';--> statement-breakpoint
CREATE INDEX "projects_cover_idx" ON "projects" USING btree ("cover") WHERE "projects"."cover" <> '';
