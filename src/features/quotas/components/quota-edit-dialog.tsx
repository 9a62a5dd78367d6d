import { useId, useState } from 'react'
import { Pencil, Plus } from 'lucide-react'
import type { QuotaItem } from '@/domain/bill/quota-entity'
import { quotaDraft, type QuotaDraft } from '@/domain/bill/quota-edit'
import { FormDialog } from '@/components/form-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { showToast } from '@/components/ui/toast-store'
import { saveQuotaDraft } from '../hooks/use-quotas'
import { QuotaLinesEditor } from './quota-lines-editor'

type HeadKey = Exclude<keyof QuotaDraft, 'Lines'>

const HEAD: readonly { key: HeadKey; label: string; wide?: boolean }[] = [
  { key: 'Library', label: '定额库', wide: true },
  { key: 'Code', label: '定额编号' },
  { key: 'Name', label: '定额名称', wide: true },
  { key: 'Unit', label: '定额单位' },
  { key: 'Price', label: '基价（元）' },
  { key: 'OverheadRate', label: '管理费费率（%）' },
  { key: 'ProfitRate', label: '利润率（%）' },
]

/**
 * 编辑定额子目 / 新增子目 (docs/bill.md "定额子目"): the 子目's 定额库, 编号, 名称, 单位, 基价, rates and
 * 人材机 lines, saved in one local write (synced later); a refusal is shown and nothing is saved.
 */
export function QuotaEditDialog({
  quota,
  library,
  libraries,
  onClose,
}: {
  /** The 子目 edited; null creates one. */
  quota: QuotaItem | null
  /** The 定额库 a new 子目 goes to (editable). */
  library: string
  /** The user's 定额库 names, offered for the 定额库 field. */
  libraries: readonly string[]
  onClose: () => void
}) {
  const [draft, setDraft] = useState<QuotaDraft>(() => quotaDraft(quota, library))
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const title = quota ? `编辑定额子目 ${quota.Code}` : '新增定额子目'
  const save = async () => {
    setBusy(true)
    try {
      const r = await saveQuotaDraft(quota?.ID ?? null, draft)
      if (!r.ok) return setError(r.message)
      showToast(quota ? '已保存定额子目' : '已新增定额子目', { kind: 'success' })
      onClose()
    } catch {
      setError('保存失败，请重试')
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog
      className="max-h-[90vh] overflow-y-auto sm:max-w-5xl"
      title={title}
      description="已用它组价的清单项保留原组价明细；在组价中重新添加该子目即按新内容计算。"
      formId={formId}
      submitText="保存"
      busy={busy}
      message={error && `未保存：${error}`}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <div className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {HEAD.map((f) => (
          <label key={f.key} className={`grid gap-1 ${f.wide ? 'col-span-2' : ''}`}>
            <span>{f.label}</span>
            <Input
              className="h-8"
              value={draft[f.key]}
              list={f.key === 'Library' ? `${formId}-libraries` : undefined}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
            />
          </label>
        ))}
        <datalist id={`${formId}-libraries`}>
          {libraries.map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
      </div>
      <QuotaLinesEditor lines={draft.Lines} onChange={(Lines) => setDraft({ ...draft, Lines })} />
    </FormDialog>
  )
}

const librariesOf = (quotas: readonly QuotaItem[]) => [...new Set(quotas.map((q) => q.Library))]

/** The row's 编辑 button and its dialog. */
export function QuotaEditButton({
  quota,
  quotas,
}: {
  quota: QuotaItem
  quotas: readonly QuotaItem[]
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        className="size-7"
        aria-label={`编辑定额子目 ${quota.Code}`}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden />
      </Button>
      {open && (
        <QuotaEditDialog
          quota={quota}
          library={quota.Library}
          libraries={librariesOf(quotas)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}

/** 新增子目: a 子目 typed by hand, in the first 定额库 unless another is chosen. */
export function QuotaNewButton({ quotas }: { quotas: readonly QuotaItem[] }) {
  const [open, setOpen] = useState(false)
  const libraries = librariesOf(quotas)
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        新增子目
      </Button>
      {open && (
        <QuotaEditDialog
          quota={null}
          library={libraries[0] ?? ''}
          libraries={libraries}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
