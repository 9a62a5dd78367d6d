ALTER TABLE "projects" ADD COLUMN "structure_type" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
-- 结构类型 mirrored from the synced project documents (issue 37: the 对标 sample list filters
-- released templates by it in SQL).
UPDATE "projects" SET "structure_type" = left(coalesce(s."data"->>'StructureType', ''), 20)
FROM "sync_rows" s WHERE s."entity" = 'projects' AND s."id" = "projects"."id";
