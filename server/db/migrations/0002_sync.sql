CREATE TABLE "sync_clients" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_mutations" (
	"client_id" uuid NOT NULL,
	"mutation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"entity" varchar(20) NOT NULL,
	"entity_id" uuid NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_mutations_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "sync_rows" (
	"entity" varchar(20) NOT NULL,
	"id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"field_meta" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_rows_pk" PRIMARY KEY("entity","id")
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"epoch" integer DEFAULT 0 NOT NULL,
	"horizon" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sync_state_single_row" CHECK ("sync_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sync_mutations" ADD CONSTRAINT "sync_mutations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_rows" ADD CONSTRAINT "sync_rows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_mutations_created_idx" ON "sync_mutations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sync_rows_owner_version_idx" ON "sync_rows" USING btree ("owner_id","version");--> statement-breakpoint
CREATE INDEX "sync_rows_version_idx" ON "sync_rows" USING btree ("version");--> statement-breakpoint
-- The single counter row (docs/sync.md): every synced write takes its version from it.
INSERT INTO "sync_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
