import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { StoredMaterial } from '@/domain/adjust/builders'
import { treeOrder } from '@/domain/adjust/levels'
import type { AdjustMethod, MethodAssignment } from '@/domain/adjust/model'
import { BASE_DATE_FIRST, needsBaseDate } from '@/domain/adjust/schemas'
import { settingsResolver } from '@/domain/adjust/settings'
import type { SchemeView } from '../hooks/use-adjust'
import { commands, pullFromBill, report } from '../hooks/use-adjust'
import { ScrollBox } from './field'
import { MaterialRow, type PeriodPatch } from './material-row'
import { QuantityItems, type QuantityItem } from './quantity-items'
import { BAND_SIGN_RULE, DELAY_RULE } from './rules-text'

/**
 * 造价信息调整法 (A.2): the materials of the project's bill (Q = Σ 工程量 × 消耗量 × copies, with its
 * breakdown) or typed by hand, with C0 (the base period's 信息价 or typed: required, never T), T
 * and, per period, Q and Ci (from the cached material library by city and period; a blank Ci must
 * be filled in before saving); per material its group node, method (inherited / A.1 / A.2) and
 * band r (blank = inherited); planned-date prices when the scheme names a delay; the ±15 % items.
 */
export function MaterialsPanel({ scheme }: { scheme: SchemeView }) {
  const [materials, setMaterials] = useState(scheme.Materials as StoredMaterial[])
  const [quantities, setQuantities] = useState(scheme.QuantityItems as QuantityItem[])
  const [methods, setMethods] = useState<MethodAssignment[]>(scheme.Contract.Methods)
  const periods = scheme.Dimensions.Periods
  const pull = async () => {
    if (needsBaseDate(scheme.Contract)) return void report({ ok: false, message: BASE_DATE_FIRST })
    const r = await pullFromBill(scheme)
    setMaterials(r.materials)
    setQuantities(r.quantityItems)
    if (r.materials.length === 0)
      return void report({
        ok: false,
        message: '项目清单中没有主材消耗量，请点击“添加材料”手工录入',
      })
    const missing = r.materials.filter((m) => m.Periods.some((p) => p.Prices.length === 0)).length
    const noBase = r.materials.filter((m) => m.C0 === '').length
    const todo = [
      missing > 0 ? `${missing}种缺少部分期次的信息价` : '',
      noBase > 0 ? `${noBase}种缺少基准期信息价（基准单价C0）` : '',
    ].filter((x) => x !== '')
    report(
      { ok: true },
      `已从清单取得${r.materials.length}种材料${todo.length > 0 ? `，其中${todo.join('，')}，请补填` : ''}`,
    )
  }
  const add = () =>
    setMaterials([
      ...materials,
      {
        Key: `手工-${crypto.randomUUID()}`,
        Name: '',
        Spec: '',
        Unit: 't',
        C0: '',
        T: '',
        Periods: periods.map((p) => ({ Period: p, Quantity: '', Prices: [] })),
      },
    ])
  const remove = (i: number) => {
    const key = materials[i]?.Key
    setMaterials(materials.filter((_, j) => j !== i))
    if (key !== undefined) setMethod(key, '')
  }
  const setMat = (i: number, patch: Partial<StoredMaterial>) =>
    setMaterials(materials.map((m, j) => (j === i ? { ...m, ...patch } : m)))
  const setPeriod = (i: number, period: string, patch: PeriodPatch) => {
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
        <Button size="sm" variant="outline" onClick={add}>
          添加材料
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
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {materials.map((m, i) => (
              <MaterialRow
                key={m.Key || i}
                m={m}
                periods={periods}
                delay={delay}
                nodeOptions={nodeOptions}
                method={methodOf(m.Key)}
                inherited={{
                  method: settings[i]?.method ?? 'A.2',
                  riskBand: settings[i]?.riskBand ?? scheme.Contract.RiskBand,
                }}
                onChange={(patch) => setMat(i, patch)}
                onPeriod={(p, patch) => setPeriod(i, p, patch)}
                onMethod={(v) => setMethod(m.Key, v)}
                onDelete={() => remove(i)}
              />
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <QuantityItems items={quantities} onChange={setQuantities} />
    </div>
  )
}
