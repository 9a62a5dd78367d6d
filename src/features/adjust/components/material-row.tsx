import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import type { StoredMaterial } from '@/domain/adjust/builders'
import type { AdjustMethod } from '@/domain/adjust/model'
import { CellInput } from './field'

type Option = { value: string; label: string }
export type PeriodPatch = { Quantity?: string; Price?: string; Planned?: string }

/** Where a material's Q came from: each bill item's 工程量 × 消耗量 × 份数 (the 单位工程's copies). */
function Sources({ m }: { m: StoredMaterial }) {
  const sources = m.Sources ?? []
  if (sources.length === 0) return null
  return (
    <details className="text-muted-foreground">
      <summary className="cursor-pointer">数量来源 {sources.length} 项</summary>
      <ul aria-label={`${m.Name}数量来源`} className="max-h-40 overflow-auto">
        {sources.map((s, k) => (
          <li key={`${s.Code}-${k}`}>
            {s.Code} {s.Name}：{s.Quantity}
            {s.Unit} × {s.Consumption}
            {s.Copies > 1 ? ` × ${s.Copies}` : ''} = {s.Q}
            {m.Unit}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The name, spec and unit: typed for a material added by hand, shown for one from the bill. */
function NameCell({
  m,
  onChange,
}: {
  m: StoredMaterial
  onChange: (patch: Partial<StoredMaterial>) => void
}) {
  if (m.Sources !== undefined)
    return (
      <td className="max-w-40 pr-2 break-words" title={`${m.Name} ${m.Spec} ${m.Unit}`}>
        {`${m.Name} ${m.Spec} ${m.Unit}`}
        <Sources m={m} />
      </td>
    )
  return (
    <td className="pr-2 whitespace-nowrap">
      <CellInput
        label="材料名称"
        value={m.Name}
        placeholder="名称"
        onChange={(v) => onChange({ Name: v })}
        className="w-20 text-left"
      />
      <CellInput
        label={`${m.Name}规格型号`}
        value={m.Spec}
        placeholder="规格"
        onChange={(v) => onChange({ Spec: v })}
        className="w-16 text-left"
      />
      <CellInput
        label={`${m.Name}单位`}
        value={m.Unit}
        placeholder="单位"
        onChange={(v) => onChange({ Unit: v })}
        className="w-10 text-left"
      />
    </td>
  )
}

/** One A.2 material: group node, method, band, C0 (required, never T silently), T, and per period Q and Ci. */
export function MaterialRow(props: {
  m: StoredMaterial
  periods: readonly string[]
  delay: boolean
  nodeOptions: Option[]
  method: AdjustMethod | ''
  inherited: { method: string; riskBand: string }
  onChange: (patch: Partial<StoredMaterial>) => void
  onPeriod: (period: string, patch: PeriodPatch) => void
  onMethod: (method: AdjustMethod | '') => void
  onDelete: () => void
}) {
  const { m, periods, delay, nodeOptions, inherited, onChange, onPeriod } = props
  const name = m.Name || '材料'
  return (
    <tr className="border-b">
      <NameCell m={m} onChange={onChange} />
      <td>
        <Select
          aria-label={`${name}分组节点`}
          className="h-7 w-28 text-xs"
          value={m.Node ?? ''}
          onValueChange={(v) => onChange({ Node: v })}
          options={nodeOptions}
        />
      </td>
      <td>
        <Select
          aria-label={`${name}调价方法`}
          className="h-7 w-32 text-xs"
          value={props.method}
          onValueChange={(v) => props.onMethod(v as AdjustMethod | '')}
          options={[
            { value: '', label: `继承（${inherited.method}）` },
            { value: 'A.2', label: 'A.2' },
            { value: 'A.1', label: 'A.1' },
          ]}
        />
      </td>
      <td>
        <CellInput
          label={`${name}风险幅度`}
          value={m.RiskBand ?? ''}
          placeholder={`±${inherited.riskBand}`}
          onChange={(v) => onChange({ RiskBand: v.trim() })}
          className="w-14"
        />
      </td>
      <td>
        <CellInput
          label={`${name}基准单价`}
          value={m.C0}
          placeholder="必填"
          onChange={(v) => onChange({ C0: v })}
          className={m.C0.trim() === '' ? 'border-destructive' : ''}
        />
      </td>
      <td>
        <CellInput
          label={`${name}投标单价`}
          value={m.T}
          placeholder="同C0"
          onChange={(v) => onChange({ T: v })}
        />
      </td>
      {periods.map((p) => {
        const at = m.Periods.find((x) => x.Period === p)
        const price = at?.Prices[0]?.Price ?? ''
        return (
          <td key={p} className="whitespace-nowrap">
            <CellInput
              label={`${name}${p}数量`}
              value={at?.Quantity ?? ''}
              onChange={(v) => onPeriod(p, { Quantity: v })}
              className="w-16"
            />
            <CellInput
              label={`${name}${p}信息价`}
              value={price}
              onChange={(v) => onPeriod(p, { Price: v })}
              className={price === '' ? 'border-destructive' : ''}
            />
            {delay && (
              <CellInput
                label={`${name}${p}计划进度日期单价`}
                value={at?.PlannedPrice ?? ''}
                placeholder="计划"
                onChange={(v) => onPeriod(p, { Planned: v })}
              />
            )}
          </td>
        )
      })}
      <td>
        <Button size="sm" variant="ghost" aria-label={`删除${name}`} onClick={props.onDelete}>
          删除
        </Button>
      </td>
    </tr>
  )
}
