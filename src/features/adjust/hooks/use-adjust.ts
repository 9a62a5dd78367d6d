import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { notifier } from '@/data/api/notify'
import {
  copyScheme,
  createScheme,
  deleteScheme,
  deleteSign,
  getScheme,
  listSchemes,
  listSigns,
  resetScheme,
  saveSign,
  updateScheme,
  type SchemeView,
  type SignView,
} from '@/data/repositories/adjust'
import { loadProjectBill } from '@/data/repositories/bill'
import { listStructure } from '@/data/repositories/structure-read'
import { cachedItems, cachedPackages } from '@/data/repositories/material-cache'
import { listProjectRecords, type ProjectRecord } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { useStore } from '@/data/state/store'
import { showConfirm } from '@/components/message-box-store'
import { deleteWithUndo, hiddenStore } from './deferred-delete'
import { materialsFromBill, quantityItemsFromBill } from '@/domain/adjust/builders'
import { rowCopies } from '@/domain/projects/structure'
import type { FormTable, RowRange } from '@/domain/adjust/forms'
import type { AdjustSummary } from '@/domain/adjust/compute'
import { exactFen } from '@/domain/money'
import type { PriceCandidate } from '@/domain/materials/pricing'
import { materialKey } from '@/domain/materials/trend'
import { getCompute } from '@/lib/compute'
import { saveBytes } from '@/lib/save-bytes'

/** The 调价 screen's live reads and commands (components call these, never the repositories). */

/** The schemes, without those waiting out their 撤销 window. */
export function useSchemes(): SchemeView[] | undefined {
  const hidden = useStore(hiddenStore)
  const all = useLiveQuery(() => onAppDb(listSchemes)(), [])
  return all?.filter((s) => !hidden.has(s.ID))
}

export function useScheme(
  id: string | null,
): { scheme: SchemeView | null; signs: SignView[] } | undefined {
  const hidden = useStore(hiddenStore)
  const found = useLiveQuery(
    async () =>
      id === null
        ? { scheme: null, signs: [] }
        : { scheme: await onAppDb(getScheme)(id), signs: await onAppDb(listSigns)(id) },
    [id],
  )
  if (found === undefined) return undefined
  return {
    scheme: found.scheme !== null && hidden.has(found.scheme.ID) ? null : found.scheme,
    signs: found.signs.filter((s) => !hidden.has(s.ID)),
  }
}

/** 删除 a scheme: asks first (its 签证 go with it), then deletes with 撤销 for a few seconds. */
export async function confirmDeleteScheme(scheme: SchemeView, signCount: number): Promise<boolean> {
  const extra = signCount > 0 ? `及其${signCount}条签证` : ''
  if (
    !(await showConfirm(
      `确定删除调价方案“${scheme.Name}”${extra}吗？合同、维度、层级配置和计算数据将一并删除。`,
      { title: '删除调价方案', confirmText: '删除' },
    ))
  )
    return false
  deleteWithUndo(scheme.ID, `调价方案“${scheme.Name}”`, () => commands.remove(scheme.ID))
  return true
}

/** 删除 a 签证: asks first, then deletes with 撤销. */
export async function confirmDeleteSign(sign: SignView): Promise<void> {
  if (
    !(await showConfirm(`确定删除签证“${sign.No} ${sign.Title}”吗？`, {
      title: '删除签证',
      confirmText: '删除',
    }))
  )
    return
  deleteWithUndo(sign.ID, `签证“${sign.No}”`, () => commands.deleteSign(sign.ID))
}

/** 重置数据: asks first (the A.1 data, the materials and the ±15 % items are cleared). */
export async function confirmReset(scheme: SchemeView): Promise<void> {
  if (
    !(await showConfirm(
      `确定重置“${scheme.Name}”的计算数据吗？价格指数、材料和工程量偏差数据将被清空；合同、维度、层级配置和签证保留。`,
      { title: '重置数据', confirmText: '重置' },
    ))
  )
    return
  report(await commands.reset(scheme.ID), '已重置计算数据')
}

export function useProjects(): ProjectRecord[] | undefined {
  return useLiveQuery(
    async () => (await onAppDb(listProjectRecords)()).filter((p) => !p.IsTemplate),
    [],
  )
}

export type { SchemeView, SignView }

export const commands = {
  create: onAppDb(createScheme),
  update: onAppDb(updateScheme),
  remove: onAppDb(deleteScheme),
  copy: onAppDb(copyScheme),
  reset: onAppDb(resetScheme),
  saveSign: onAppDb(saveSign),
  deleteSign: onAppDb(deleteSign),
}

/** Shows a command's refusal; true when it went through. */
export function report(
  r: { ok: true } | { ok: false; message: string },
  success?: string,
): boolean {
  if (!r.ok) notifier().toast(r.message, { kind: 'error' })
  else if (success) notifier().toast(success, { kind: 'success' })
  return r.ok
}

/** Library prices of the cached packages (offline copy), by material key. */
async function libraryCandidates(): Promise<Map<string, PriceCandidate[]>> {
  const packages = await cachedPackages()
  const items = await cachedItems(packages.map((p) => p.ID))
  const byId = new Map(packages.map((p) => [p.ID, p]))
  const out = new Map<string, PriceCandidate[]>()
  for (const item of items) {
    const pkg = byId.get(item.PackageID)
    const noTax = exactFen(item.PriceNoTax)
    const tax = exactFen(item.PriceTax)
    if (!pkg || noTax === null) continue
    const key = materialKey(item)
    const list = out.get(key) ?? []
    list.push({
      packageId: pkg.ID,
      type: pkg.Type,
      city: pkg.City,
      period: item.Period || pkg.Period,
      taxFen: tax ?? noTax,
      noTaxFen: noTax,
    })
    out.set(key, list)
  }
  return out
}

/** The A.2 materials and ±15 % items of the scheme's project bill, Ci from the library (offline). */
export async function pullFromBill(scheme: SchemeView) {
  const [bill, rows] = await Promise.all([
    onAppDb(loadProjectBill)(scheme.ProId, scheme.Contract.StandardVersion),
    onAppDb(listStructure)(scheme.ProId),
  ])
  const candidates = await libraryCandidates()
  // Each item counts as many times as its 单位工程's row and the rows above it (MultNum).
  const copies = rowCopies(rows)
  const unitCopies = new Map(bill.units.map((u) => [u.ID, copies.get(u.RowId) ?? 1]))
  const items = bill.items.filter((i) => i.Kind === '分部分项' || i.Kind === '单价措施')
  const materials = materialsFromBill(
    items.map((i) => ({ ...i, copies: unitCopies.get(i.UnitId) ?? 1 })),
    scheme.Dimensions.Periods,
    scheme.Dimensions.City,
    scheme.Contract.BaseDate.slice(0, 7),
    (key) => candidates.get(key) ?? [],
  )
  return { materials, quantityItems: quantityItemsFromBill(items) }
}

/**
 * The worker's answer: the totals and one page of the A.2 form (the rest stays in the worker,
 * kept under `key`, the scheme's revision; docs/price-adjustment.md "Speed").
 */
export type Computed =
  | { ok: true; key: string; result: AdjustSummary; forms: FormTable[] }
  | { ok: false; message: string }

const revisionOf = (scheme: SchemeView) => `${scheme.ID}:${scheme.updatedAt}`
const docOf = (scheme: SchemeView) => {
  const { ID: _id, updatedAt: _u, ...doc } = scheme
  return doc
}

/** Materials per message when a document is sent: no single structured clone blocks the main thread for long. */
const SEND_CHUNK = 250

/** The scheme's revision computed in the worker, or taken from the worker when it keeps it (no document sent). */
async function computeScheme(scheme: SchemeView, range?: RowRange): Promise<Computed> {
  const compute = getCompute()
  const key = revisionOf(scheme)
  const kept = await compute.adjustCached(key, scheme.Title, range)
  if (kept !== null) return kept
  const doc = docOf(scheme)
  if (doc.Materials.length <= SEND_CHUNK) return compute.adjustScheme(doc, scheme.Title, key, range)
  let chunks = 0
  for (let from = 0; from < doc.Materials.length; from += SEND_CHUNK)
    await compute.adjustMaterialsChunk(key, chunks++, doc.Materials.slice(from, from + SEND_CHUNK))
  return compute.adjustScheme({ ...doc, Materials: [] }, scheme.Title, key, range, chunks)
}

/** The scheme computed in the worker, again whenever the stored scheme changes. */
export function useComputed(scheme: SchemeView | null): Computed | null {
  const [out, setOut] = useState<Computed | null>(null)
  useEffect(() => {
    if (scheme === null) return
    let stale = false
    computeScheme(scheme)
      .then((r) => {
        if (!stale) setOut(r)
      })
      .catch(() => {
        if (!stale) setOut({ ok: false, message: '调价计算失败，请重试' })
      })
    return () => {
      stale = true
    }
  }, [scheme])
  return scheme === null ? null : out
}

/** Rows `range` of the A.2 form (表G.2.1-1), from the worker's kept revision (computed again if it was dropped). */
export async function infoFormPage(scheme: SchemeView, range: RowRange): Promise<FormTable | null> {
  const page = await getCompute().adjustInfoPage(revisionOf(scheme), scheme.Title, range)
  if (page !== null) return page
  const again = await computeScheme(scheme, range)
  return again.ok && again.result.info.count > 0 ? (again.forms[0] ?? null) : null
}

/** Rows fetched per message when printing every row: no message deserialises the whole form. */
const PRINT_CHUNK = 2_000

/** Every row of the A.2 form for print, fetched in chunks; null (with a message) when the worker could not give them. */
export async function wholeInfoForm(
  scheme: SchemeView,
  rowCount: number,
): Promise<FormTable | null> {
  let whole: FormTable | null = null
  try {
    for (let from = 0; from < rowCount; from += PRINT_CHUNK) {
      const page = await infoFormPage(scheme, { from, to: from + PRINT_CHUNK })
      if (page === null) throw new Error('not kept')
      if (whole === null) whole = { ...page, rows: [...page.rows], rowOffset: 0 }
      else whole.rows.push(...page.rows)
    }
  } catch {
    notifier().toast('打印准备失败，请重试', { kind: 'error' })
    return null
  }
  return whole
}

/** 导出Excel: every form with every row, built in the worker from its kept revision. */
export async function exportForms(scheme: SchemeView): Promise<void> {
  try {
    const compute = getCompute()
    const key = revisionOf(scheme)
    let bytes = await compute.exportAdjustScheme(key, scheme.Title)
    if (bytes === null) {
      await computeScheme(scheme)
      bytes = await compute.exportAdjustScheme(key, scheme.Title)
    }
    if (bytes === null) throw new Error('not kept')
    saveBytes(bytes, `${scheme.Name || '调价方案'}-调价表.xlsx`)
  } catch {
    notifier().toast('导出失败，请重试', { kind: 'error' })
  }
}
