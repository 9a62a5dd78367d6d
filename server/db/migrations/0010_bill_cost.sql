ALTER TABLE "projects" ADD COLUMN "bill_rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bill_cost_rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bill_cost_fen" bigint;--> statement-breakpoint
-- Projects that already have bill items get their bill total computed on the next back-office read.
UPDATE "projects" SET "bill_rev" = 1 WHERE "id"::text IN (SELECT DISTINCT "data"->>'ProId' FROM "sync_rows" WHERE "entity" = 'billItems' AND NOT "deleted");
