import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { seedFactor, type StoredIndexData } from '@/domain/adjust/builders'
import { INDEX_SERIES } from '@/domain/adjust/price-indices'
import { BASE_DATE_FIRST, needsBaseDate } from '@/domain/adjust/schemas'
import { useAdjustIndexTable } from '@/data/reference/reference-tables'
import type { SchemeView } from '../hooks/use-adjust'
import { commands, report } from '../hooks/use-adjust'
import { CellInput, Field, ScrollBox } from './field'
import { DELAY_RULE } from './rules-text'

const DEFAULT_WEIGHTS: Record<string, string> = {
  labour: '0.25',
  steel: '0.2',
  concrete: '0.15',
  machine: '0.05',
}

/** 价格指数调整法 (A.1): A and Bi (sum 1), F0 and Ft from the seed index table (editable), P0 per period. */
export function IndexPanel({ scheme }: { scheme: SchemeView }) {
  const periods = scheme.Dimensions.Periods
  const [data, setData] = useState<StoredIndexData | null>(
    scheme.IndexData as StoredIndexData | null,
  )
  const basePeriod = scheme.Contract.BaseDate.slice(0, 7)
  const indexTable = useAdjustIndexTable()
  const seed = () => {
    if (needsBaseDate(scheme.Contract)) return void report({ ok: false, message: BASE_DATE_FIRST })
    setData({
      A: '0.35',
      Factors: INDEX_SERIES.filter((s) => s.Key in DEFAULT_WEIGHTS).map((s) =>
        seedFactor(
          scheme.Dimensions.City,
          s,
          DEFAULT_WEIGHTS[s.Key] ?? '0',
          basePeriod,
          periods,
          indexTable,
        ),
      ),
      Periods: periods.map((p) => ({ Period: p, P0: '', IncludesTax: false })),
    })
  }
  if (periods.length === 0)
    return <p className="text-sm text-muted-foreground">请先在“合同与维度”中填写城市和期次。</p>
  if (data === null)
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p>本方案尚未使用价格指数调整法。</p>
        <Button size="sm" onClick={seed}>
          按指数表（{scheme.Dimensions.City || '未填城市'}）生成权重与指数
        </Button>
      </div>
    )
  const setFactor = (i: number, patch: Partial<StoredIndexData['Factors'][number]>) =>
    setData({ ...data, Factors: data.Factors.map((f, j) => (j === i ? { ...f, ...patch } : f)) })
  /** One period's actual (Values) or planned-date (Planned) index of factor i; the others kept. */
  const setFt = (i: number, period: string, patch: { value?: string; planned?: string }) => {
    const f = data.Factors[i]
    if (!f) return
    setFactor(i, {
      Ft: periods.map((p) => {
        const held = f.Ft.find((x) => x.Period === p)
        const value =
          p === period && patch.value !== undefined ? patch.value : (held?.Values[0]?.Value ?? '')
        const planned =
          p === period && patch.planned !== undefined ? patch.planned : (held?.Planned ?? '')
        return planned === ''
          ? { Period: p, Values: [{ Value: value }] }
          : { Period: p, Values: [{ Value: value }], Planned: planned }
      }),
    })
  }
  const removeFactor = (i: number) =>
    setData({ ...data, Factors: data.Factors.filter((_, j) => j !== i) })
  const addFactor = () =>
    setData({
      ...data,
      Factors: [
        ...data.Factors,
        {
          Name: '',
          Series: '',
          B: '0',
          F0: '',
          Ft: periods.map((p) => ({ Period: p, Values: [{ Value: '' }] })),
        },
      ],
    })
  const delay = scheme.DelayCause !== 'none'
  const setP0 = (period: string, value: string) =>
    setData({
      ...data,
      Periods: periods.map((p) => ({
        Period: p,
        P0: p === period ? value : (data.Periods.find((x) => x.Period === p)?.P0 ?? ''),
      })),
    })
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-end gap-2">
        <Field
          label="定值权重A"
          value={data.A}
          onChange={(v) => setData({ ...data, A: v })}
          className="w-32"
        />
        <Button size="sm" variant="outline" onClick={seed}>
          重新按指数表填入
        </Button>
        <Button size="sm" variant="outline" onClick={addFactor}>
          添加变值因子
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void commands
              .update(scheme.ID, { IndexData: null })
              .then((r) => report(r) && setData(null))
          }
        >
          不使用指数法
        </Button>
      </div>
      <ScrollBox label="价格指数">
        <table className="text-xs" aria-label="价格指数">
          <thead>
            <tr className="border-b">
              <th className="text-left">名称</th>
              <th>变值权重B</th>
              <th>基本指数F0</th>
              {periods.map((p) => (
                <th key={p}>
                  {p} Ft{delay ? ' / 计划' : ''}
                </th>
              ))}
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {data.Factors.map((f, i) => (
              <tr key={`${f.Name}-${i}`} className="border-b">
                <td className="pr-2">
                  {f.Series ? (
                    f.Name
                  ) : (
                    <CellInput
                      label="变值因子名称"
                      value={f.Name}
                      placeholder="名称"
                      onChange={(v) => setFactor(i, { Name: v })}
                      className="w-20 text-left"
                    />
                  )}
                </td>
                <td>
                  <CellInput
                    label={`${f.Name}变值权重`}
                    value={f.B}
                    onChange={(v) => setFactor(i, { B: v })}
                  />
                </td>
                <td>
                  <CellInput
                    label={`${f.Name}基本价格指数`}
                    value={f.F0}
                    onChange={(v) => setFactor(i, { F0: v })}
                  />
                </td>
                {periods.map((p) => (
                  <td key={p} className="whitespace-nowrap">
                    <CellInput
                      label={`${f.Name}${p}现行价格指数`}
                      value={f.Ft.find((x) => x.Period === p)?.Values[0]?.Value ?? ''}
                      onChange={(v) => setFt(i, p, { value: v })}
                    />
                    {delay && (
                      <CellInput
                        label={`${f.Name}${p}计划进度日期指数`}
                        placeholder="计划"
                        value={f.Ft.find((x) => x.Period === p)?.Planned ?? ''}
                        onChange={(v) => setFt(i, p, { planned: v })}
                      />
                    )}
                  </td>
                ))}
                <td>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`删除${f.Name || '变值因子'}`}
                    onClick={() => removeFactor(i)}
                  >
                    删除
                  </Button>
                </td>
              </tr>
            ))}
            <tr>
              <td className="pr-2">本期完成金额P0（元）</td>
              <td />
              <td />
              {periods.map((p) => (
                <td key={p}>
                  <CellInput
                    label={`${p}完成金额`}
                    value={data.Periods.find((x) => x.Period === p)?.P0 ?? ''}
                    onChange={(v) => setP0(p, v)}
                    className="w-28"
                  />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollBox>
      <p className="text-xs text-muted-foreground">{DELAY_RULE[scheme.DelayCause]}</p>
      <p className="text-xs text-muted-foreground">
        指数表为内置示例数据（虚构，仿各地造价站月度价格指数的形态），可逐项修改；实际使用请按造价管理机构发布的指数填写。
      </p>
      <div>
        <Button
          size="sm"
          onClick={() =>
            void commands
              .update(scheme.ID, { IndexData: data })
              .then((r) => report(r, '已保存指数数据'))
          }
        >
          保存指数数据
        </Button>
      </div>
    </div>
  )
}
