import { BASE_KINDS, BASE_LABELS, type BaseKind } from '@/domain/bid-return/model'
import { EDITION_CHOICES } from '@/domain/bid-return/entities'
import type { BidScheme } from '@/domain/bid-return/scheme'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'

/** The scheme settings cutbenchamark tries and saves (docs/bid-return.md "Comparison base"). */
export type BaseDraft = Pick<
  BidScheme,
  | 'BaseKind'
  | 'DropHighest'
  | 'DropLowest'
  | 'IncludeControl'
  | 'GivenTotal'
  | 'ControlWeight'
  | 'Discount'
  | 'BandBy'
  | 'BandLimit'
  | 'BandInclusive'
  | 'Edition'
  | 'VatRate'
>

const EDITION_LABELS: Readonly<Record<(typeof EDITION_CHOICES)[number], string>> = {
  auto: '按各清单识别',
  'GB 50500-2013': 'GB 50500-2013',
  'GB/T 50500-2024': 'GB/T 50500-2024',
}

const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v))
const within = (v: string, max: number) => Math.max(0, Math.min(max, num(v) ?? 0))

/** The base: its kind and the kind's own inputs, the 下浮系数 K, the edition and the 增值税 rate. */
export function BaseFields({
  draft,
  set,
}: {
  draft: BaseDraft
  set: (patch: Partial<BaseDraft>) => void
}) {
  const drops = draft.BaseKind === 'mean' || draft.BaseKind === 'weighted'
  return (
    <>
      <label className="grid gap-1">
        对比基准
        <Select
          className="w-44"
          aria-label="对比基准"
          value={draft.BaseKind}
          onValueChange={(v) => set({ BaseKind: v as BaseKind })}
          options={BASE_KINDS.map((k) => ({ value: k, label: BASE_LABELS[k] }))}
        />
      </label>
      {drops && (
        <>
          <label className="grid gap-1">
            去掉最高（家）
            <Input
              className="w-20"
              type="number"
              min={0}
              max={5}
              value={draft.DropHighest}
              onChange={(e) => set({ DropHighest: Math.trunc(within(e.target.value, 5)) })}
            />
          </label>
          <label className="grid gap-1">
            去掉最低（家）
            <Input
              className="w-20"
              type="number"
              min={0}
              max={5}
              value={draft.DropLowest}
              onChange={(e) => set({ DropLowest: Math.trunc(within(e.target.value, 5)) })}
            />
          </label>
        </>
      )}
      {draft.BaseKind === 'mean' && (
        <label className="flex items-center gap-2 pb-2">
          <Checkbox
            checked={draft.IncludeControl === 1}
            onCheckedChange={(v) => set({ IncludeControl: v === true ? 1 : 0 })}
          />
          含招标控制价
        </label>
      )}
      {draft.BaseKind === 'weighted' && (
        <label className="grid gap-1">
          控制价权重（%）
          <Input
            className="w-24"
            aria-label="控制价权重"
            inputMode="decimal"
            value={draft.ControlWeight}
            onChange={(e) => set({ ControlWeight: within(e.target.value, 100) })}
          />
        </label>
      )}
      {draft.BaseKind === 'given' && (
        <label className="grid gap-1">
          指定值（元）
          <Input
            className="w-40"
            inputMode="decimal"
            value={draft.GivenTotal ?? ''}
            onChange={(e) => set({ GivenTotal: num(e.target.value) })}
          />
        </label>
      )}
      <label className="grid gap-1">
        下浮系数 K（%）
        <Input
          className="w-24"
          aria-label="下浮系数"
          inputMode="decimal"
          value={draft.Discount}
          onChange={(e) => set({ Discount: within(e.target.value, 100) })}
        />
      </label>
      <label className="grid gap-1">
        清单规范
        <Select
          className="w-40"
          aria-label="清单规范"
          value={draft.Edition}
          onValueChange={(v) => set({ Edition: v as BaseDraft['Edition'] })}
          options={EDITION_CHOICES.map((k) => ({ value: k, label: EDITION_LABELS[k] }))}
        />
      </label>
      <label className="grid gap-1">
        增值税税率（%）
        <Input
          className="w-20"
          aria-label="增值税税率"
          inputMode="decimal"
          value={draft.VatRate}
          onChange={(e) => set({ VatRate: within(e.target.value, 100) })}
        />
      </label>
    </>
  )
}
