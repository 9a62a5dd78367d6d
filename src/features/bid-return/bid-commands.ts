import { notifier } from '@/data/api/notify'
import {
  addSchemeBills,
  copyBidScheme,
  createBidScheme,
  deleteBidScheme,
  deleteSchemeBill,
  renameSchemeBill,
  updateBidScheme,
  type NewBill,
  type Result,
} from '@/data/repositories/bid-return'
import { loadProjectBill } from '@/data/repositories/bill'
import { onAppDb } from '@/data/app-db'
import type { BidRole } from '@/domain/bid-return/scheme'
import type { FormIssue } from '@/domain/bill/forms/parse'
import {
  DEFAULT_STANDARD_VERSION,
  STANDARD_VERSIONS,
  type StandardVersion,
} from '@/domain/projects/model'
import { getCompute } from '@/lib/compute'
import { userMessage } from '@/lib/user-message'

/** The 回标 screens' commands: local writes (synced later) and the worker's imports. */
const MAX_BYTES = 50 * 1024 * 1024

function told<T>(r: Result<T>): T | null {
  if (!r.ok) {
    notifier().toast(r.message, { kind: 'error' })
    return null
  }
  return r.value
}

export const createScheme = async (name: string) => told(await onAppDb(createBidScheme)(name))
export const updateScheme = async (id: string, fields: Record<string, unknown>) =>
  told(await onAppDb(updateBidScheme)(id, fields))
export const copyScheme = async (id: string) => told(await onAppDb(copyBidScheme)(id))
export const deleteScheme = (id: string) => onAppDb(deleteBidScheme)(id)
export const deleteBill = (id: string) => onAppDb(deleteSchemeBill)(id)
export const renameBill = async (id: string, name: string, bidTotal: number | null) =>
  told(await onAppDb(renameSchemeBill)(id, name, bidTotal))

/** A bidder's name from its file: the name without .xlsx and a trailing 回标/报价/清单. */
export const nameOfFile = (fileName: string) =>
  fileName
    .replace(/\.xlsx$/i, '')
    .replace(/[-_ ]*(回标|报价|投标|清单)+$/, '')
    .slice(0, 100) || fileName

/** What the import read of one workbook: the edition and why, and its row issues. */
export interface ImportReport {
  fileName: string
  version: string
  editionReason: string
  issues: FormIssue[]
  /** A tender workbook's cover 招标控制价 next to the bill's computed total (元); null when no cover states one. */
  control: { cover: number; computed: number } | null
}

/**
 * Reads returned workbooks (one bidder or the tender each) in the worker and adds them to the
 * scheme; `onReport` gets what was read of each (shown under the import buttons).
 */
export async function importWorkbooks(
  schemeId: string,
  role: BidRole,
  files: readonly File[],
  onReport: (reports: ImportReport[]) => void = () => undefined,
): Promise<number> {
  const bills: NewBill[] = []
  const reports: ImportReport[] = []
  for (const file of files) {
    if (!/\.xlsx$/i.test(file.name)) {
      notifier().toast(`${file.name}：请选择 .xlsx 格式的 Excel 文件`, { kind: 'error' })
      return 0
    }
    if (file.size > MAX_BYTES) {
      notifier().toast(`${file.name}：文件过大（超过 50MB）`, { kind: 'error' })
      return 0
    }
    try {
      const r = await getCompute().returnedBillFromBytes(new Uint8Array(await file.arrayBuffer()))
      if (r.itemCount === 0) {
        notifier().toast(
          `${file.name}：没有找到清单计价表（分部分项工程和单价措施项目清单与计价表），请检查文件`,
          { kind: 'error' },
        )
        return 0
      }
      reports.push({
        fileName: file.name,
        version: r.version,
        editionReason: r.editionReason,
        issues: r.issues,
        control:
          role === 'tender' && r.coverControl !== null
            ? { cover: r.coverControl, computed: r.computedTotal }
            : null,
      })
      bills.push({
        role,
        name: role === 'tender' ? '招标控制价' : nameOfFile(file.name),
        bill: r.bill,
        itemCount: r.itemCount,
        bidTotal: role === 'bidder' ? r.bidTotal : null,
        fileName: file.name,
      })
    } catch (e) {
      notifier().toast(userMessage(e, `${file.name}：无法读取该 Excel 文件，请确认文件未损坏`), {
        kind: 'error',
      })
      return 0
    }
  }
  const done = told(await onAppDb(addSchemeBills)(schemeId, bills))
  if (done) {
    notifier().toast(`已导入 ${done} 份清单`, { kind: 'success' })
    onReport(reports)
  }
  return done ?? 0
}

/** Copies a project's bill into the scheme as the tender or a bidder. */
export async function copyProjectBill(
  schemeId: string,
  role: BidRole,
  project: { ID: string; name: string; version: string },
): Promise<boolean> {
  const version: StandardVersion = (STANDARD_VERSIONS as readonly string[]).includes(
    project.version,
  )
    ? (project.version as StandardVersion)
    : DEFAULT_STANDARD_VERSION
  try {
    const data = await onAppDb(loadProjectBill)(project.ID, version)
    const stored = await getCompute().storedProjectBill(data)
    const bill: NewBill = {
      role,
      name: role === 'tender' ? '招标控制价' : project.name,
      bill: stored.bill,
      itemCount: stored.itemCount,
      bidTotal: null,
      sourceProId: project.ID,
    }
    const done = told(await onAppDb(addSchemeBills)(schemeId, [bill]))
    if (done)
      notifier().toast(role === 'tender' ? '已选定招标清单' : `已加入投标人：${project.name}`, {
        kind: 'success',
      })
    return done !== null
  } catch (e) {
    notifier().toast(userMessage(e, '复制清单失败，请重试'), { kind: 'error' })
    return false
  }
}

/** A confirmation dialog (the app's notifier). */
export const confirmAction = (message: string, title: string, confirmText: string) =>
  notifier().confirm(message, { title, confirmText })
export const toastError = (message: string) => notifier().toast(message, { kind: 'error' })
