import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/**
 * Who may read a stored upload (docs/security.md "Uploads"):
 * - anyone: the cover of a released template, and the avatar of a released template's author
 *   (the trading centre shows both to visitors);
 * - a signed-in user: what they uploaded, any user's current avatar (team lists, authors), the
 *   cover of a project of theirs (also a copy of a template), the image of a team they are in.
 * Anything else answers as if it did not exist.
 */
export type UploadAccess = 'public' | 'private' | undefined

export async function uploadAccess(
  db: Db,
  path: string,
  userId: string | undefined,
): Promise<UploadAccess> {
  const url = `/uploads/${path}`
  const released = sql`p.released and p.deleted_at is null`
  const result = await db.execute(sql`
    select
      (exists (select 1 from projects p where p.cover = ${url} and ${released})
        or exists (select 1 from users u join projects p on p.owner_id = u.id
                   where u.head_pic = ${url} and ${released})) as public,
      (${userId ?? null}::uuid is not null and (
        exists (select 1 from uploads f where f.path = ${path} and f.owner_id = ${userId ?? null}::uuid)
        or exists (select 1 from users u where u.head_pic = ${url})
        or exists (select 1 from projects p
                   where p.cover = ${url} and p.owner_id = ${userId ?? null}::uuid and p.deleted_at is null)
        or exists (select 1 from teams t join team_members m on m.team_id = t.id
                   where t.img = ${url} and m.user_id = ${userId ?? null}::uuid))) as private`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    public: boolean
    private: boolean | null
  }>
  const row = rows[0]
  if (row?.public) return 'public'
  return row?.private ? 'private' : undefined
}
