import { useState } from 'react'
import type { BidScheme } from '@/domain/bid-return/scheme'
import { bidSchemeFieldSchemas } from '@/domain/bid-return/schemas'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { BaseFields, type BaseDraft } from './bid-base-fields'
import { updateScheme } from './bid-commands'
import { BidFrame, money, percent } from './bid-frame'
import { BidTable } from './bid-table'
import { useBidScheme, useCurrentSchemeId } from './use-bid'

type Draft = BaseDraft

/** cutbenchamark: try another comparison base or band (totals re-ranked at once), then keep it. */
export function BidBase() {
  const loaded = useBidScheme(useCurrentSchemeId())
  const scheme = loaded?.scheme
  if (!scheme) return <BidFrame title="对比基准">{() => null}</BidFrame>
  return <BaseEditor key={scheme.ID} scheme={scheme} />
}

function BaseEditor({ scheme }: { scheme: BidScheme }) {
  const [draft, setDraft] = useState<Draft>({
    BaseKind: scheme.BaseKind,
    DropHighest: scheme.DropHighest,
    DropLowest: scheme.DropLowest,
    IncludeControl: scheme.IncludeControl,
    GivenTotal: scheme.GivenTotal,
    ControlWeight: scheme.ControlWeight,
    Discount: scheme.Discount,
    Edition: scheme.Edition,
    VatRate: scheme.VatRate,
    BandBy: scheme.BandBy,
    BandLimit: scheme.BandLimit,
    BandInclusive: scheme.BandInclusive,
  })
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))
  // 偏差范围 as typed: a bad value is shown with its message and leaves the draft as it was.
  const [bandInput, setBandInput] = useState(String(scheme.BandLimit))
  const [bandError, setBandError] = useState('')
  const typeBand = (text: string) => {
    setBandInput(text)
    const parsed = bidSchemeFieldSchemas.BandLimit.safeParse(text)
    if (parsed.success && parsed.data !== null) {
      setBandError('')
      set({ BandLimit: parsed.data })
    } else setBandError(parsed.error?.issues[0]?.message ?? '偏差范围无效')
  }
  return (
    <BidFrame title="对比基准" override={draft}>
      {({ result, summary }) => (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3 text-sm">
            <BaseFields draft={draft} set={set} />
            <label className="grid gap-1">
              偏差方式
              <Select
                className="w-32"
                aria-label="偏差方式"
                value={draft.BandBy}
                onValueChange={(v) => {
                  const limit = v === 'amount' ? 1000 : 10
                  set({ BandBy: v === 'amount' ? 'amount' : 'rate', BandLimit: limit })
                  setBandInput(String(limit))
                  setBandError('')
                }}
                options={[
                  { value: 'rate', label: '按差额率 %' },
                  { value: 'amount', label: '按差额 元' },
                ]}
              />
            </label>
            <label className="grid gap-1">
              偏差范围 ±
              <Input
                className="w-24"
                aria-label="偏差范围"
                aria-invalid={bandError !== '' || undefined}
                aria-describedby={bandError ? 'band-limit-error' : undefined}
                inputMode="decimal"
                value={bandInput}
                onChange={(e) => typeBand(e.target.value)}
              />
              {bandError && (
                <span id="band-limit-error" role="alert" className="text-xs text-destructive">
                  {bandError}
                </span>
              )}
            </label>
            <label className="flex items-center gap-2 pb-2">
              <Checkbox
                checked={draft.BandInclusive === 1}
                onCheckedChange={(v) => set({ BandInclusive: v === true ? 1 : 0 })}
              />
              含边界（≥）
            </label>
            <Button disabled={bandError !== ''} onClick={() => void updateScheme(scheme.ID, draft)}>
              保存为方案基准
            </Button>
          </div>
          <BidTable
            label="按所选基准的总价对比"
            rows={[...result.totals.bidders].sort((a, c) => a.rank - c.rank)}
            rowKey={(b) => b.bidderId}
            columns={[
              { key: 'rank', head: '排名', cell: (b) => b.rank },
              { key: 'name', head: '投标人', cell: (b) => b.name },
              { key: 'total', head: '投标总价', num: true, cell: (b) => money(b.statedFen) },
              { key: 'base', head: '基准', num: true, cell: () => money(result.totals.baseFen) },
              { key: 'diff', head: '差额', num: true, cell: (b) => money(b.diffFen) },
              {
                key: 'rate',
                head: '差额率',
                num: true,
                className: (b) => (b.outOfBand ? 'text-destructive' : ''),
                cell: (b) => percent(b.rate),
              },
              {
                key: 'out',
                head: '超出范围的项',
                num: true,
                // bids[] follow totals.bidders, not the rank order of these rows.
                cell: (b) => {
                  const i = result.totals.bidders.indexOf(b)
                  return summary.outCounts[i] ?? 0
                },
              },
            ]}
          />
          {result.totals.note && (
            <p className="text-sm text-muted-foreground" data-testid="base-note">
              基准：{result.totals.note}
            </p>
          )}
        </div>
      )}
    </BidFrame>
  )
}
