import { createDb, type SmartBoqDb } from '@/data/db'
import { createUnit } from './bill'
import { createProject } from './projects'

/** A project with one 2013 土建 单位工程 on a structure row, the outbox cleared. */
export const ROW = '11111111-1111-4111-8111-111111111111'

export async function setup(): Promise<{ db: SmartBoqDb; pid: string; unit: string }> {
  const db = createDb(`bill-${crypto.randomUUID()}`)
  const pid = await createProject(db, { Project_Name: '滨江项目' })
  const made = await createUnit(db, {
    projectId: pid,
    rowId: ROW,
    specialty: '土建',
    version: 'GB 50500-2013',
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
