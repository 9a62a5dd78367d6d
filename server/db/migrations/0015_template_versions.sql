CREATE TABLE "template_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"project_id" uuid NOT NULL,
	"price_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_version_rows" (
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"entity" varchar(20) NOT NULL,
	"id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "template_version_rows_pk" PRIMARY KEY("template_id","version","entity","id")
);
--> statement-breakpoint
CREATE TABLE "template_versions" (
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source_project_id" uuid,
	"name" varchar(100) NOT NULL,
	"city" varchar(20) DEFAULT '' NOT NULL,
	"project_type" varchar(20) DEFAULT '' NOT NULL,
	"year" integer,
	"price_fen" bigint DEFAULT 0 NOT NULL,
	"total_cost_fen" bigint DEFAULT 0 NOT NULL,
	"built_area" numeric(14, 2) DEFAULT '0' NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_versions_pk" PRIMARY KEY("template_id","version"),
	CONSTRAINT "template_versions_version_check" CHECK ("template_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "template_purchases" ADD CONSTRAINT "template_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_purchases" ADD CONSTRAINT "template_purchases_template_id_projects_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_version_rows" ADD CONSTRAINT "template_version_rows_version_fk" FOREIGN KEY ("template_id","version") REFERENCES "public"."template_versions"("template_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_projects_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_purchases_template_user_idx" ON "template_purchases" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE INDEX "template_purchases_user_idx" ON "template_purchases" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_versions_source_idx" ON "template_versions" USING btree ("source_project_id");--> statement-breakpoint
-- Every template released before versions existed becomes its version 1 (docs/api-shop.md "Versions").
INSERT INTO "template_versions" ("template_id", "version", "source_project_id", "name", "city", "project_type", "year", "price_fen", "total_cost_fen", "built_area", "release_notes", "released_at")
SELECT "id", 1, NULL, "name", "city", "project_type", "year", "price_fen", "total_cost_fen", "built_area", "release_notes", coalesce("released_at", now())
FROM "projects" WHERE "is_template" AND "released" AND "deleted_at" IS NULL;--> statement-breakpoint
-- The copies a checkout made before purchases were recorded: their buyers bought version 1.
INSERT INTO "template_purchases" ("user_id", "template_id", "version", "project_id", "price_fen", "created_at")
SELECT r."owner_id", p."id", 1, r."id", p."price_fen", r."changed_at"
FROM "sync_rows" r JOIN "projects" p ON p."id"::text = r."data"->>'TempId'
WHERE r."entity" = 'projects' AND NOT r."deleted" AND r."data"->>'IsTemplate' = '0'
  AND p."is_template" AND p."released" AND r."owner_id" <> p."owner_id";
