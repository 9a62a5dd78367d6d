import type { SmartBoqDb, SyncedRow } from '@/data/db'
import { entityPayload } from '@/domain/projects/calls'
import type { StandardVersion } from '@/domain/projects/model'
import { billRates } from '@/domain/bill/entities'
import { feeTemplates, type FeeTemplate, type FeeTemplateLine } from '@/domain/bill/fees/entities'
import { linesOfUnit, templateLines } from '@/domain/bill/fees/templates'
import {
  TAX_METHOD_RATES,
  type BillRate,
  type BillUnit,
  type RateKind,
  type TaxMethod,
} from '@/domain/bill/model'
import { billRateInput, feeTemplateInput } from '@/domain/bill/schemas'
import { createDefaults, rowDoc } from '@/domain/entity/define'
import { billSpec, docFields, listRates, type Checked } from './bill-docs'
import { entityCall } from './entity-calls'
import { mutateMany } from './mutate'

/**
 * 取费 and 计税方式 of a 单位工程 (docs/bill.md "取费 and 计税方式"): the 计税方式 with its rate,
 * 总价措施/规费 lines added, deleted and moved, a 取费模板 applied, and the user's own templates
 * (`feeTemplates`, synced). Each command is one mutateMany transaction.
 */

/** Sets the 计税方式 and the rate it implies (一般计税 9 %, 简易计税 3 %); the rate stays editable. */
export async function setTaxMethod(
  db: SmartBoqDb,
  unitId: string,
  method: TaxMethod,
): Promise<Checked<number>> {
  const rate = TAX_METHOD_RATES[method]
  if (rate === undefined) return { ok: false, message: '计税方式无效' }
  await mutateMany(db, [
    billSpec('billUnits', 'update', unitId, { TaxMethod: method, TaxRate: rate }),
  ])
  return { ok: true, value: rate, warnings: [] }
}

const newLine = (unit: BillUnit, fields: Partial<BillRate> & Pick<BillRate, 'Kind'>): BillRate => ({
  ...createDefaults(billRates),
  Name: '新增费用',
  Base: '分部分项工程费',
  ...fields,
  ID: crypto.randomUUID(),
  ProId: unit.ProId,
  UnitId: unit.ID,
})

/** A new 总价措施 or 规费 line at the end of its kind, named 新增费用 until renamed. */
export async function addRateLine(
  db: SmartBoqDb,
  unit: BillUnit,
  kind: RateKind,
): Promise<Checked<string>> {
  const lines = await listRates(db, unit.ID)
  const line = newLine(unit, { Kind: kind, Sort: Math.max(0, ...lines.map((l) => l.Sort)) + 1 })
  const parsed = billRateInput.safeParse(line)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '费用无效' }
  await mutateMany(db, [billSpec('billRates', 'create', line.ID, docFields(line))])
  return { ok: true, value: line.ID, warnings: [] }
}

export async function deleteRateLine(db: SmartBoqDb, id: string): Promise<void> {
  await mutateMany(db, [billSpec('billRates', 'delete', id)])
}

/**
 * Moves a line one place up (-1) or down (+1) among the lines of its kind: the two lines swap
 * their Sort (lines of equal Sort are first numbered in their shown order).
 */
export async function moveRateLine(
  db: SmartBoqDb,
  line: BillRate,
  step: -1 | 1,
): Promise<Checked<number>> {
  const all = (await listRates(db, line.UnitId)).sort((a, b) => a.Sort - b.Sort)
  const same = all.filter((l) => l.Kind === line.Kind)
  const at = same.findIndex((l) => l.ID === line.ID)
  const other = same[at + step]
  if (at < 0 || other === undefined) return { ok: true, value: 0, warnings: [] }
  const order = all.map((l) => l.ID)
  const [i, j] = [order.indexOf(line.ID), order.indexOf(other.ID)]
  ;[order[i], order[j]] = [other.ID, line.ID]
  const was = new Map(all.map((l) => [l.ID, l.Sort]))
  const specs = order.flatMap((id, k) =>
    was.get(id) === k + 1 ? [] : [billSpec('billRates', 'update', id, { Sort: k + 1 })],
  )
  await mutateMany(db, specs)
  return { ok: true, value: specs.length, warnings: [] }
}

/**
 * Replaces the 单位工程's 总价措施 (and, under GB 50500-2013, 规费) lines with a template's, named
 * and filtered for the project's 计价标准, and sets its 计税方式 and rate; one transaction.
 */
export async function applyFeeTemplate(
  db: SmartBoqDb,
  unit: BillUnit,
  version: StandardVersion,
  template: { TaxMethod: TaxMethod; TaxRate: number; Lines: readonly FeeTemplateLine[] },
): Promise<Checked<number>> {
  const lines = templateLines(template.Lines, version).map((l, i) =>
    newLine(unit, { ...l, Sort: i + 1 }),
  )
  for (const l of lines) {
    const parsed = billRateInput.safeParse(l)
    if (!parsed.success)
      return { ok: false, message: parsed.error.issues[0]?.message ?? '取费模板无效' }
  }
  const old = await listRates(db, unit.ID)
  await mutateMany(db, [
    ...old.map((r) => billSpec('billRates', 'delete', r.ID)),
    ...lines.map((l) => billSpec('billRates', 'create', l.ID, docFields(l))),
    billSpec('billUnits', 'update', unit.ID, {
      TaxMethod: template.TaxMethod,
      TaxRate: template.TaxRate,
    }),
  ])
  return { ok: true, value: lines.length, warnings: [] }
}

const templateSpec = (
  op: 'create' | 'delete',
  id: string,
  fields: Record<string, unknown> = {},
) => ({
  entity: 'feeTemplates' as const,
  entityId: id,
  op,
  call: entityCall('feeTemplates', op),
  fields: op === 'delete' ? {} : fields,
  payload: entityPayload('feeTemplates', op, id, fields),
})

/** Saves the 单位工程's lines, 计税方式 and rate as the user's own template. */
export async function saveFeeTemplate(
  db: SmartBoqDb,
  name: string,
  unit: BillUnit,
): Promise<Checked<string>> {
  const lines = linesOfUnit(await listRates(db, unit.ID))
  const id = crypto.randomUUID()
  const doc = {
    ID: id,
    Name: name.trim(),
    TaxMethod: unit.TaxMethod ?? '一般计税',
    TaxRate: unit.TaxRate,
    Lines: lines,
    Note: '',
  }
  const parsed = feeTemplateInput.safeParse(doc)
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? '取费模板无效' }
  const { ID: _id, ...fields } = parsed.data
  await mutateMany(db, [templateSpec('create', id, fields)])
  return { ok: true, value: id, warnings: [] }
}

export async function deleteFeeTemplate(db: SmartBoqDb, id: string): Promise<void> {
  await mutateMany(db, [templateSpec('delete', id)])
}

/** The user's own templates, by name. */
export async function listFeeTemplates(db: SmartBoqDb): Promise<FeeTemplate[]> {
  const rows: SyncedRow[] = await db.feeTemplates.where('deleted').equals(0).toArray()
  return rows
    .map((r) => rowDoc(feeTemplates, r.id, r.data))
    .sort((a, b) => a.Name.localeCompare(b.Name, 'zh-CN'))
}
