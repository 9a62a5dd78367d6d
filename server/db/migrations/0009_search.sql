CREATE TABLE "template_search" (
	"key" text NOT NULL,
	"project_id" uuid NOT NULL,
	"rank" smallint NOT NULL,
	"thumbs" integer NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_search_counts" (
	"key" text NOT NULL,
	"rank" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"thumbs" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "template_search_counts_pk" PRIMARY KEY("key","rank")
);
--> statement-breakpoint
CREATE INDEX "template_search_order_idx" ON "template_search" USING btree ("key","rank","thumbs" DESC NULLS LAST,"released_at" DESC NULLS LAST,"project_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_search_project_idx" ON "template_search" USING btree ("project_id");--> statement-breakpoint
-- The search keys (docs/search.md "The key table"): kept by the triggers below on every write of
-- projects and users, so every server instance reads the same, current keys. A hot city of
-- src/domain/projects/model.ts HOT_'北京', '上海', '广州', '深圳', '天津', '重庆', '成都', '杭州', '武汉', '西安', '南京', '苏州', '郑州', '长沙', '沈阳', '青岛', '宁波', '东莞', '佛山', '合肥', '昆明', '福州', '厦门', '济南', '大连', '无锡', '哈尔滨', '长春', '南昌', '南宁', '贵阳', '石家庄', '太原', '海口', '兰州', '乌鲁木齐' (server/routes/shop/search.test.ts checks they agree).
CREATE FUNCTION search_hot_city(c text) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT c = ANY (ARRAY['北京', '上海', '广州', '深圳', '天津', '重庆', '成都', '杭州', '武汉', '西安', '南京', '苏州', '郑州', '长沙', '沈阳', '青岛', '宁波', '东莞', '佛山', '合肥', '昆明', '福州', '厦门', '济南', '大连', '无锡', '哈尔滨', '长春', '南昌', '南宁', '贵阳', '石家庄', '太原', '海口', '兰州', '乌鲁木齐']) $$;
--> statement-breakpoint
-- The 1-, 2- and 3-character substrings of lower(t): the keys a word of up to 3 characters is
-- found by. A loop, as search_grams() (migration 0003): faster than a set-returning query.
CREATE FUNCTION search_keys(t text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  l text := lower(t);
  n int := char_length(l);
  keys text[] := '{}';
BEGIN
  FOR i IN 1..n LOOP
    keys := keys || substr(l, i, 1);
    IF i < n THEN
      keys := keys || substr(l, i, 2);
    END IF;
    IF i + 1 < n THEN
      keys := keys || substr(l, i, 3);
    END IF;
  END LOOP;
  RETURN keys;
END
$$;
--> statement-breakpoint
-- The keys of one public template with their rank (the relevance order of a one-word search).
CREATE FUNCTION template_search_keys(name text, city text, author text, owner uuid) RETURNS TABLE(key text, rank smallint)
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT k, min(r)::smallint FROM (
    SELECT g AS k, CASE WHEN lower(name) = g THEN 0 WHEN starts_with(lower(name), g) THEN 1 ELSE 2 END AS r
      FROM unnest(search_keys(name)) AS g
    UNION ALL SELECT g, 3 FROM unnest(search_keys(author)) AS g
    UNION ALL SELECT g, 4 FROM unnest(search_keys(city)) AS g WHERE search_hot_city(city)
    -- The list's city arm also takes a city equal to the text (citiesContaining).
    UNION ALL SELECT city, 4 WHERE city = lower(city) AND char_length(city) BETWEEN 1 AND 3
    UNION ALL SELECT chr(1) || city, 5 WHERE city <> ''
    -- The author's templates and likes (the search's author group).
    UNION ALL SELECT chr(2) || owner::text, 6
  ) AS s GROUP BY k
$$;
--> statement-breakpoint
-- Drops the keys of these projects and adds those of the ones that are public now, with counts
-- (and, for the author keys of rank 6, the sum of likes).
CREATE FUNCTION template_search_refresh(ids uuid[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  WITH gone AS (
    DELETE FROM template_search WHERE project_id = ANY (ids) RETURNING key, rank, thumbs
  ), delta AS (
    SELECT key, rank, count(*)::int AS n, coalesce(sum(thumbs) FILTER (WHERE rank = 6), 0) AS thumbs FROM gone GROUP BY key, rank
  )
  UPDATE template_search_counts AS c SET n = c.n - d.n, thumbs = c.thumbs - d.thumbs FROM delta AS d WHERE c.key = d.key AND c.rank = d.rank;
  WITH added AS (
    INSERT INTO template_search (key, project_id, rank, thumbs, released_at)
    SELECT k.key, p.id, k.rank, p.thumbs, p.released_at
      FROM projects AS p
      JOIN users AS u ON u.id = p.owner_id
      CROSS JOIN LATERAL template_search_keys(p.name, p.city, u.user_name, p.owner_id) AS k
     WHERE p.id = ANY (ids) AND p.is_template AND p.released AND p.deleted_at IS NULL
    RETURNING key, rank, thumbs
  )
  INSERT INTO template_search_counts (key, rank, n, thumbs)
  SELECT key, rank, count(*)::int, coalesce(sum(thumbs) FILTER (WHERE rank = 6), 0) FROM added GROUP BY key, rank ORDER BY key, rank
  ON CONFLICT (key, rank) DO UPDATE SET n = template_search_counts.n + excluded.n, thumbs = template_search_counts.thumbs + excluded.thumbs;
END
$$;
--> statement-breakpoint
CREATE FUNCTION projects_search_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  refreshed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM template_search_refresh(ARRAY(SELECT id FROM new_rows WHERE is_template AND released AND deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM template_search_refresh(ARRAY(SELECT id FROM old_rows WHERE is_template AND released AND deleted_at IS NULL));
  ELSE
    -- Public now or before, and what the keys are made of changed: new keys.
    refreshed := ARRAY(
      SELECT n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
       WHERE ((n.is_template AND n.released AND n.deleted_at IS NULL) OR (o.is_template AND o.released AND o.deleted_at IS NULL))
         AND ((n.is_template AND n.released AND n.deleted_at IS NULL) IS DISTINCT FROM (o.is_template AND o.released AND o.deleted_at IS NULL)
              OR n.name <> o.name OR n.city <> o.city OR n.owner_id <> o.owner_id));
    PERFORM template_search_refresh(refreshed);
    -- Likes and release time only reorder: set them on the keys in place, and the author's likes.
    UPDATE template_search AS s SET thumbs = n.thumbs, released_at = n.released_at
      FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
     WHERE s.project_id = n.id AND (n.thumbs <> o.thumbs OR n.released_at IS DISTINCT FROM o.released_at)
       AND n.is_template AND n.released AND n.deleted_at IS NULL AND n.id <> ALL (refreshed);
    UPDATE template_search_counts AS c SET thumbs = c.thumbs + d.delta
      FROM (SELECT chr(2) || n.owner_id::text AS key, sum(n.thumbs - o.thumbs) AS delta
              FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
             WHERE n.thumbs <> o.thumbs AND n.is_template AND n.released AND n.deleted_at IS NULL AND n.id <> ALL (refreshed)
             GROUP BY 1 ORDER BY 1) AS d
     WHERE c.key = d.key AND c.rank = 6;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_search_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_search_sync();
--> statement-breakpoint
CREATE TRIGGER projects_search_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_search_sync();
--> statement-breakpoint
CREATE TRIGGER projects_search_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_search_sync();
--> statement-breakpoint
CREATE FUNCTION projects_search_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  TRUNCATE template_search, template_search_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_search_truncate AFTER TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION projects_search_truncate();
--> statement-breakpoint
-- A renamed author: the author keys of their public templates.
CREATE FUNCTION users_search_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM template_search_refresh(ARRAY(
    SELECT p.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id JOIN projects AS p ON p.owner_id = n.id
     WHERE n.user_name <> o.user_name AND p.is_template AND p.released AND p.deleted_at IS NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_search_sync();
--> statement-breakpoint
SELECT template_search_refresh(ARRAY(SELECT id FROM projects WHERE is_template AND released AND deleted_at IS NULL));
