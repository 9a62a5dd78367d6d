import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { newPasswordField, phoneField } from '@/domain/account/schemas.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { hashPassword } from './crypto.ts'
import { revokeUserSessions } from './sessions.ts'

/**
 * The administrator account of `npm run create-admin` (docs/accounts.md "The administrator").
 * Register refuses the admin name, so this is the one way to make one: the account gets the
 * configured ADMIN_USER as its name and the is_admin flag. Run again with the same phone it
 * sets a new password (ending the account's sessions); an existing ordinary account with that
 * phone is promoted.
 */
export const adminInput = z.object({
  phone: phoneField,
  password: newPasswordField,
  userName: z.string().trim().min(1, '管理员用户名不能为空').max(50, '管理员用户名过长'),
})
export type AdminInput = z.input<typeof adminInput>

export type AdminOutcome =
  { ok: true; created: boolean; id: string } | { ok: false; message: string }

export async function createAdmin(
  db: Db,
  input: AdminInput,
  now = new Date(),
): Promise<AdminOutcome> {
  const parsed = adminInput.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '输入无效' }
  const { phone, password, userName } = parsed.data
  const { hash, salt } = await hashPassword(password)
  const fields = { userName, passwordHash: hash, passwordSalt: salt, isAdmin: true, updatedAt: now }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1)
  if (existing) {
    await db.update(users).set(fields).where(eq(users.id, existing.id))
    await revokeUserSessions(db, existing.id, now)
    return { ok: true, created: false, id: existing.id }
  }
  const [row] = await db
    .insert(users)
    .values({ phone, ...fields })
    .returning({ id: users.id })
  if (!row) return { ok: false, message: '管理员账号创建失败' }
  return { ok: true, created: true, id: row.id }
}
