import { useState } from 'react'
import { AlertTriangle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { BUILTIN_FEE_TEMPLATES, safetyFeeWarning } from '@/domain/bill/fees/templates'
import { TAX_METHODS, type BillUnit, type TaxMethod } from '@/domain/bill/model'
import type { UnitSummary } from '@/domain/bill/summary'
import type { StandardVersion } from '@/domain/projects/model'
import { feeCommands, notifier, say } from '../hooks/bill-commands'
import { useFeeTemplates } from '../hooks/use-fee-templates'

/**
 * 取费 of a 单位工程 (docs/bill.md "取费 and 计税方式"), above its 总价措施 and 规费 lines: the
 * 计税方式 and its editable rate, the 取费模板 (built-in and the user's own, synced) to apply, 另存为
 * 模板, and the warning when the non-competitive safety fee is 0.
 */
export function FeePanel({
  unit,
  version,
  summary,
}: {
  unit: BillUnit
  version: StandardVersion
  summary: UnitSummary | null
}) {
  const mine = useFeeTemplates()
  const [chosen, setChosen] = useState<string>(BUILTIN_FEE_TEMPLATES[0]?.ID ?? '')
  const [rate, setRate] = useState<string | null>(null)
  const [naming, setNaming] = useState<string | null>(null)
  const templates = [...BUILTIN_FEE_TEMPLATES, ...(mine ?? [])]
  const template = templates.find((t) => t.ID === chosen)
  const taxLabel = version === 'GB 50500-2013' ? '税率' : '增值税税率'
  const warning = summary ? safetyFeeWarning(summary, version) : null

  const apply = async () => {
    if (!template) return
    const ok = await notifier().confirm(
      `套用“${template.Name}”将替换本单位工程现有的总价措施${version === 'GB 50500-2013' ? '和规费' : ''}费用行及计税方式。继续吗？`,
      { title: '套用取费模板', confirmText: '套用' },
    )
    if (ok && say(await feeCommands.applyTemplate(unit, version, template)))
      notifier().toast(`已套用“${template.Name}”`, { kind: 'success' })
  }
  const save = async () => {
    if (naming === null) return
    const r = await feeCommands.saveTemplate(naming, unit)
    if (say(r) && r.ok) {
      setNaming(null)
      setChosen(r.value)
      notifier().toast('已保存为我的取费模板', { kind: 'success' })
    }
  }
  const remove = async () => {
    if (!template || template.ID.startsWith('builtin:')) return
    const ok = await notifier().confirm(`确定删除取费模板“${template.Name}”吗？`, {
      title: '删除取费模板',
      confirmText: '删除',
    })
    if (ok) {
      await feeCommands.deleteTemplate(template.ID)
      setChosen(BUILTIN_FEE_TEMPLATES[0]?.ID ?? '')
    }
  }

  return (
    <section aria-label="取费设置" className="flex flex-col gap-3">
      {warning && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {warning}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>计税方式</span>
        <Select
          aria-label="计税方式"
          className="h-8 w-32"
          value={unit.TaxMethod ?? '一般计税'}
          onValueChange={(v) => void feeCommands.taxMethod(unit.ID, v as TaxMethod).then(say)}
          options={TAX_METHODS.map((m) => ({ value: m, label: m }))}
        />
        <label className="flex items-center gap-1">
          {taxLabel}(%)
          <Input
            aria-label={taxLabel}
            inputMode="decimal"
            className="h-8 w-20 text-right tabular-nums"
            value={rate ?? String(unit.TaxRate)}
            onFocus={() => setRate(String(unit.TaxRate))}
            onChange={(e) => setRate(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur()
              if (e.key === 'Escape') setRate(null)
            }}
            onBlur={() => {
              const text = rate?.trim() ?? null
              setRate(null)
              if (text !== null && text !== String(unit.TaxRate))
                void feeCommands.taxRate(unit.ID, text).then(say)
            }}
          />
        </label>
        <span className="ml-4">取费模板</span>
        <Select
          aria-label="取费模板"
          className="h-8 w-72 max-w-full"
          value={chosen}
          onValueChange={setChosen}
          options={templates.map((t) => ({
            value: t.ID,
            label: t.ID.startsWith('builtin:') ? t.Name : `我的：${t.Name}`,
          }))}
        />
        <Button size="sm" variant="outline" onClick={() => void apply()} disabled={!template}>
          套用模板
        </Button>
        {template && !template.ID.startsWith('builtin:') && (
          <Button size="sm" variant="ghost" onClick={() => void remove()}>
            删除模板
          </Button>
        )}
        {naming === null ? (
          <Button size="sm" variant="outline" onClick={() => setNaming('')}>
            另存为模板
          </Button>
        ) : (
          <span className="flex items-center gap-1">
            <Input
              aria-label="模板名称"
              placeholder="模板名称"
              className="h-8 w-40"
              autoFocus
              value={naming}
              onChange={(e) => setNaming(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save()
                if (e.key === 'Escape') setNaming(null)
              }}
            />
            <Button size="sm" onClick={() => void save()}>
              保存
            </Button>
          </span>
        )}
      </div>
      {template && 'Source' in template && (
        <p className="text-xs text-muted-foreground">费率依据：{template.Source}</p>
      )}
    </section>
  )
}
