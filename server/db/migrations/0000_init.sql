CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" varchar(11) NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"head_pic" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"password_salt" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_phone_format" CHECK ("users"."phone" ~ '^1[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"project_type" varchar(20) DEFAULT '' NOT NULL,
	"city" varchar(20) DEFAULT '' NOT NULL,
	"year" integer,
	"standard_version" varchar(20) DEFAULT 'GB/T 50500-2024' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"built_area" numeric(14, 2) DEFAULT '0' NOT NULL,
	"in_area" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sell_area" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_cost_fen" bigint DEFAULT 0 NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone,
	"price_fen" bigint DEFAULT 0 NOT NULL,
	"thumbs" integer DEFAULT 0 NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"folder_id" uuid,
	"version" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "projects_standard_version_check" CHECK ("projects"."standard_version" in ('GB 50500-2013', 'GB/T 50500-2024')),
	CONSTRAINT "projects_amounts_check" CHECK ("projects"."total_cost_fen" >= 0 and "projects"."price_fen" >= 0 and "projects"."thumbs" >= 0),
	CONSTRAINT "projects_areas_check" CHECK ("projects"."built_area" >= 0 and "projects"."in_area" >= 0 and "projects"."sell_area" >= 0),
	CONSTRAINT "projects_released_at_check" CHECK (not "projects"."released" or "projects"."released_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_released_released_at_idx" ON "projects" USING btree ("released","released_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_released_type_idx" ON "projects" USING btree ("released","project_type");--> statement-breakpoint
CREATE INDEX "projects_released_city_idx" ON "projects" USING btree ("released","city");--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id","updated_at" DESC NULLS LAST);