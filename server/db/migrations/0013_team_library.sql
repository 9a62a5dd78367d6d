CREATE TABLE "team_file_authority" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"grouping_id" uuid,
	"user_id" uuid,
	"level" varchar(8) NOT NULL,
	CONSTRAINT "team_file_authority_kind_check" CHECK ("team_file_authority"."kind" in ('all', 'grouping', 'user')),
	CONSTRAINT "team_file_authority_level_check" CHECK ("team_file_authority"."level" in ('view', 'edit', 'manage')),
	CONSTRAINT "team_file_authority_subject_check" CHECK (("team_file_authority"."kind" = 'all' and "team_file_authority"."grouping_id" is null and "team_file_authority"."user_id" is null)
        or ("team_file_authority"."kind" = 'grouping' and "team_file_authority"."grouping_id" is not null and "team_file_authority"."user_id" is null)
        or ("team_file_authority"."kind" = 'user' and "team_file_authority"."user_id" is not null and "team_file_authority"."grouping_id" is null))
);
--> statement-breakpoint
CREATE TABLE "team_file_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_file_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" varchar(100) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"source_type" smallint NOT NULL,
	"source_name" varchar(100) DEFAULT '' NOT NULL,
	"province" varchar(20) DEFAULT '' NOT NULL,
	"city" varchar(20) DEFAULT '' NOT NULL,
	"period" varchar(7) NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"uploader_id" uuid,
	"uploader_name" varchar(50) DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" varchar(50) DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"opinion" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_files_status_check" CHECK ("team_files"."status" between 1 and 4),
	CONSTRAINT "team_files_item_count_check" CHECK ("team_files"."item_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_file_authority" ADD CONSTRAINT "team_file_authority_file_id_team_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."team_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_file_authority" ADD CONSTRAINT "team_file_authority_grouping_id_team_groupings_id_fk" FOREIGN KEY ("grouping_id") REFERENCES "public"."team_groupings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_file_authority" ADD CONSTRAINT "team_file_authority_member_fk" FOREIGN KEY ("team_id","user_id") REFERENCES "public"."team_members"("team_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_file_comments" ADD CONSTRAINT "team_file_comments_file_id_team_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."team_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_file_comments" ADD CONSTRAINT "team_file_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_file_items" ADD CONSTRAINT "team_file_items_file_id_team_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."team_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_files" ADD CONSTRAINT "team_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_files" ADD CONSTRAINT "team_files_folder_id_team_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."team_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_files" ADD CONSTRAINT "team_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_files" ADD CONSTRAINT "team_files_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_folders" ADD CONSTRAINT "team_folders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_folders" ADD CONSTRAINT "team_folders_parent_id_team_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_file_authority_subject_unique" ON "team_file_authority" USING btree ("file_id","kind",coalesce("grouping_id", "user_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "team_file_authority_grouping_idx" ON "team_file_authority" USING btree ("grouping_id");--> statement-breakpoint
CREATE INDEX "team_file_authority_member_idx" ON "team_file_authority" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_file_comments_file_idx" ON "team_file_comments" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "team_file_items_file_sort_idx" ON "team_file_items" USING btree ("file_id","sort","id");--> statement-breakpoint
CREATE INDEX "team_files_team_folder_idx" ON "team_files" USING btree ("team_id","folder_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_files_folder_idx" ON "team_files" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_folders_sibling_name_unique" ON "team_folders" USING btree ("team_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"name");--> statement-breakpoint
CREATE INDEX "team_folders_parent_idx" ON "team_folders" USING btree ("parent_id");