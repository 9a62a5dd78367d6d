CREATE TABLE "material_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"package_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"action" varchar(10) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"restored_to" bigint,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_history_action_check" CHECK ("material_history"."action" in ('insert', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "material_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" varchar(30) DEFAULT '' NOT NULL,
	"name" varchar(100) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(10) NOT NULL,
	"price_tax_fen" bigint NOT NULL,
	"price_fen" bigint NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"brand" varchar(50) DEFAULT '' NOT NULL,
	"source" varchar(50) DEFAULT '' NOT NULL,
	"period" varchar(7) NOT NULL,
	"initials" varchar(100) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_items_prices_check" CHECK ("material_items"."price_tax_fen" >= 0 and "material_items"."price_fen" >= 0),
	CONSTRAINT "material_items_tax_rate_check" CHECK ("material_items"."tax_rate" >= 0 and "material_items"."tax_rate" <= 100),
	CONSTRAINT "material_items_period_check" CHECK ("material_items"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "material_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"province" varchar(20) DEFAULT '' NOT NULL,
	"city" varchar(20) DEFAULT '' NOT NULL,
	"period" varchar(7) NOT NULL,
	"owner_id" uuid,
	"source" varchar(50) DEFAULT '' NOT NULL,
	"heads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_packages_type_check" CHECK ("material_packages"."type" in (1, 2, 3)),
	CONSTRAINT "material_packages_owner_check" CHECK ("material_packages"."type" <> 1 or "material_packages"."owner_id" is not null),
	CONSTRAINT "material_packages_period_check" CHECK ("material_packages"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "material_packages_item_count_check" CHECK ("material_packages"."item_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_history" ADD CONSTRAINT "material_history_package_id_material_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."material_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_history" ADD CONSTRAINT "material_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_package_id_material_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."material_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_packages" ADD CONSTRAINT "material_packages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_history_package_idx" ON "material_history" USING btree ("package_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "material_items_package_sort_idx" ON "material_items" USING btree ("package_id","sort","id");--> statement-breakpoint
CREATE INDEX "material_items_name_spec_idx" ON "material_items" USING btree ("name","spec");--> statement-breakpoint
CREATE INDEX "material_packages_type_city_period_idx" ON "material_packages" USING btree ("type","city","period" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "material_packages_type_period_idx" ON "material_packages" USING btree ("type","period" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "material_packages_owner_idx" ON "material_packages" USING btree ("owner_id","updated_at" DESC NULLS LAST);