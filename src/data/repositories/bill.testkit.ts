import { createDb, type SmartBoqDb } from '@/data/db'
import { createUnit } from './bill'
import { createProject } from './projects'

export const ROW = '11111111-1111-4111-8111-111111111111'

/** A project with one 土建 单位工程 on a structure row (2013 unless told), the outbox cleared. */
export async function setup({
  version = 'GB 50500-2013',
  name = '滨江项目',
}: { version?: 'GB 50500-2013' | 'GB/T 50500-2024'; name?: string } = {}): Promise<{
  db: SmartBoqDb
  pid: string
  unit: string
}> {
  const db = createDb(`bill-${crypto.randomUUID()}`)
  const pid = await createProject(db, { Project_Name: name })
  const made = await createUnit(db, {
    projectId: pid,
    rowId: ROW,
    specialty: '土建',
    version,
  })
  if (!made.ok) throw new Error(made.message)
  await db.outbox.clear()
  return { db, pid, unit: made.value }
}

/** A priced 分部分项 item (挖一般土方 by default). */
export const item = (code: string, name = '挖一般土方', extra = {}) => ({
  Code: code,
  Name: name,
  Unit: 'm3',
  Quantity: 10,
  UnitPrice: 25.5,
  ...extra,
})
