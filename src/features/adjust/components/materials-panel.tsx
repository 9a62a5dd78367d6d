import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import type { StoredMaterial } from '@/domain/adjust/builders'
import { treeOrder } from '@/domain/adjust/levels'
import type { AdjustMethod, MethodAssignment } from '@/domain/adjust/model'
import { BASE_DATE_FIRST, needsBaseDate } from '@/domain/adjust/schemas'
import { settingsResolver } from '@/domain/adjust/settings'
import type { SchemeView } from '../hooks/use-adjust'
import { commands, pullFromBill, report } from '../hooks/use-adjust'
import { CellInput, ScrollBox } from './field'
import { BAND_SIGN_RULE, DELAY_RULE } from './rules-text'

type Quantity = {
  Code: string
  Name: string
  Unit: string
  Q0: string
  Q1: string
  P0: string
  P1: string
}

/**
 * 造价信息调整法 (A.2): the materials of the project's bill with C0, T and, per period, Q and Ci
 * (from the cached material library by city and period; a blank Ci must be filled in before
 * saving); per material its group node, method (inherited / A.1 / A.2) and band r (blank =
 * inherited); planned-date prices when the scheme names a delay; the ±15 % items with Q1 and P1.
 */
export function MaterialsPanel({ scheme }: { scheme: SchemeView }) {
  const [materials, setMaterials] = useState(scheme.Materials as StoredMaterial[])
  const [quantities, setQuantities] = useState(scheme.QuantityItems as Quantity[])
  const [methods, setMethods] = useState<MethodAssignment[]>(scheme.Contract.Methods)
  const periods = scheme.Dimensions.Periods
  const pull = async () => {
    if (needsBaseDate(scheme.Contract)) return void report({ ok: false, message: BASE_DATE_FIRST })
    const r = await pullFromBill(scheme)
    setMaterials(r.materials)
    setQuantities(r.quantityItems)
    const missing = r.materials.filter((m) => m.Periods.some((p) => p.Prices.length === 0)).length
    report(
      { ok: true },
      `已从清单取得${r.materials.length}种材料${missing > 0 ? `，其中${missing}种缺少部分期次的信息价，请补填` : ''}`,
    )
  }
  const setMat = (i: number, patch: Partial<StoredMaterial>) =>
    setMaterials(materials.map((m, j) => (j === i ? { ...m, ...patch } : m)))
  const setPeriod = (
    i: number,
    period: string,
    patch: { Quantity?: string; Price?: string; Planned?: string },
  ) => {
    const m = materials[i]
    if (!m) return
    setMat(i, {
      Periods: m.Periods.map((p) => {
        if (p.Period !== period) return p
        const next = {
          ...p,
          Quantity: patch.Quantity ?? p.Quantity,
          Prices:
            patch.Price === undefined
              ? p.Prices
              : patch.Price === ''
                ? []
                : [{ Price: patch.Price }],
        }
        if (patch.Planned !== undefined) next.PlannedPrice = patch.Planned
        return next
      }),
    })
  }
  const methodOf = (key: string): AdjustMethod | '' =>
    methods.find((m) => m.Target === 'material' && m.Key === key)?.Method ?? ''
  const setMethod = (key: string, method: AdjustMethod | '') =>
    setMethods([
      ...methods.filter((m) => !(m.Target === 'material' && m.Key === key)),
      ...(method === '' ? [] : [{ Target: 'material' as const, Key: key, Method: method }]),
    ])
  const resolve = settingsResolver({ ...scheme.Contract, Methods: methods }, scheme.Config)
  const nodeOptions = [
    { value: '', label: '（未分组）' },
    ...treeOrder(scheme.Config.Nodes).map((r) => ({
      value: r.node.Code,
      label: `${'　'.repeat(r.depth)}${r.node.Name}`,
    })),
  ]
  const delay = scheme.DelayCause !== 'none'
  const settings = materials.map((m) => resolve(m.Key, m.Node ?? ''))
  const a1 = settings.filter((s) => s.method === 'A.1').length
  const save = async () => {
    const r = await commands.update(scheme.ID, {
      Materials: materials,
      QuantityItems: quantities,
      Contract: { ...scheme.Contract, Methods: methods },
    })
    report(r, '已保存材料与工程量')
  }
  if (periods.length === 0)
    return <p className="text-sm text-muted-foreground">请先在“合同与维度”中填写城市和期次。</p>
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={scheme.ProId === ''}
          onClick={() => void pull()}
        >
          从项目清单取材料与工程量
        </Button>
        <Button size="sm" onClick={() => void save()}>
          保存材料与工程量
        </Button>
        {scheme.ProId === '' && (
          <span className="text-xs text-muted-foreground">
            方案未关联项目，可新建方案时选择项目。
          </span>
        )}
      </div>
      <div className="text-xs text-muted-foreground" aria-label="调价规则说明">
        <p>
          本合同{materials.length}种材料中，{materials.length - a1}种按造价信息法（A.2）调整，{a1}
          种按价格指数法（A.1，见“价格指数法”）调整；方法留空则继承分组节点，再继承合同。
        </p>
        <p>{BAND_SIGN_RULE}风险幅度留空则继承分组节点或合同。</p>
        <p>{DELAY_RULE[scheme.DelayCause]}</p>
      </div>
      <ScrollBox label="材料与信息价">
        <table className="text-xs" aria-label="材料与信息价">
          <thead>
            <tr className="border-b">
              <th className="text-left">材料（名称 规格 单位）</th>
              <th>分组节点</th>
              <th>方法</th>
              <th>风险幅度r（%）</th>
              <th>基准单价C0</th>
              <th>投标单价T</th>
              {periods.map((p) => (
                <th key={p}>
                  {p}
                  <span className="block font-normal">
                    数量 / 信息价Ci{delay ? ' / 计划进度日期单价' : ''}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {materials.map((m, i) => (
              <tr key={m.Key || i} className="border-b">
                <td
                  className="max-w-40 pr-2 break-words"
                  title={`${m.Name} ${m.Spec} ${m.Unit}`}
                >{`${m.Name} ${m.Spec} ${m.Unit}`}</td>
                <td>
                  <Select
                    aria-label={`${m.Name}分组节点`}
                    className="h-7 w-28 text-xs"
                    value={m.Node ?? ''}
                    onValueChange={(v) => setMat(i, { Node: v })}
                    options={nodeOptions}
                  />
                </td>
                <td>
                  <Select
                    aria-label={`${m.Name}调价方法`}
                    className="h-7 w-32 text-xs"
                    value={methodOf(m.Key)}
                    onValueChange={(v) => setMethod(m.Key, v as AdjustMethod | '')}
                    options={[
                      { value: '', label: `继承（${settings[i]?.method ?? 'A.2'}）` },
                      { value: 'A.2', label: 'A.2' },
                      { value: 'A.1', label: 'A.1' },
                    ]}
                  />
                </td>
                <td>
                  <CellInput
                    label={`${m.Name}风险幅度`}
                    value={m.RiskBand ?? ''}
                    placeholder={`±${settings[i]?.riskBand ?? scheme.Contract.RiskBand}`}
                    onChange={(v) => setMat(i, { RiskBand: v.trim() })}
                    className="w-14"
                  />
                </td>
                <td>
                  <CellInput
                    label={`${m.Name}基准单价`}
                    value={m.C0}
                    onChange={(v) => setMat(i, { C0: v })}
                  />
                </td>
                <td>
                  <CellInput
                    label={`${m.Name}投标单价`}
                    value={m.T}
                    onChange={(v) => setMat(i, { T: v })}
                  />
                </td>
                {periods.map((p) => {
                  const at = m.Periods.find((x) => x.Period === p)
                  const price = at?.Prices[0]?.Price ?? ''
                  return (
                    <td key={p} className="whitespace-nowrap">
                      <CellInput
                        label={`${m.Name}${p}数量`}
                        value={at?.Quantity ?? ''}
                        onChange={(v) => setPeriod(i, p, { Quantity: v })}
                        className="w-16"
                      />
                      <CellInput
                        label={`${m.Name}${p}信息价`}
                        value={price}
                        onChange={(v) => setPeriod(i, p, { Price: v })}
                        className={price === '' ? 'border-destructive' : ''}
                      />
                      {delay && (
                        <CellInput
                          label={`${m.Name}${p}计划进度日期单价`}
                          value={at?.PlannedPrice ?? ''}
                          placeholder="计划"
                          onChange={(v) => setPeriod(i, p, { Planned: v })}
                        />
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {quantities.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm">
            工程量偏差（±15%）项目 {quantities.length} 项：填写实际工程量Q1与新综合单价P1
          </summary>
          <div className="max-h-64 overflow-auto">
            <table className="text-xs">
              <tbody>
                {quantities.map((q, i) => (
                  <tr key={`${q.Code}-${i}`} className="border-b">
                    <td className="max-w-52 truncate pr-2">{`${q.Code} ${q.Name}`}</td>
                    <td className="pr-2">Q0 {q.Q0}</td>
                    <td>
                      <CellInput
                        label={`${q.Name}实际工程量`}
                        value={q.Q1}
                        onChange={(v) =>
                          setQuantities(quantities.map((x, j) => (j === i ? { ...x, Q1: v } : x)))
                        }
                      />
                    </td>
                    <td className="px-2">P0 {q.P0}</td>
                    <td>
                      <CellInput
                        label={`${q.Name}新综合单价`}
                        value={q.P1}
                        onChange={(v) =>
                          setQuantities(quantities.map((x, j) => (j === i ? { ...x, P1: v } : x)))
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </div>
  )
}
