import { useState } from 'react'
import { Select } from '@/components/ui/select'
import type { ReferenceTableName } from '@/domain/backstage/tables'
import { formatMoney } from '@/domain/format'
import type { ReferenceBundle } from '@/domain/estimate/schemas'
import { saveFunctional, useFunctionalData, useVersion } from '../hooks/use-backoffice'
import { showConfirm } from '@/components/message-box-store'
import { BrandAdd } from './brand-add'
import { EditableTable, type Column } from './editable-table'
import { HistoryList } from './history-list'

type Grades = { 经济: string; 标准: string; 高档: string; 豪华: string }
type Draft = Record<string, string>
const GRADE_KEYS = ['经济', '标准', '高档', '豪华'] as const
const priceColumns = <R extends { Prices: Grades }>(): Column<R>[] =>
  GRADE_KEYS.map((g) => ({
    key: g,
    label: `${g}（元）`,
    get: (r: R) => r.Prices[g],
    show: (r: R) => formatMoney(r.Prices[g]),
    editable: true,
  }))
const pricesOf = (d: Draft) =>
  JSON.stringify(Object.fromEntries(GRADE_KEYS.map((g) => [g, d[g] ?? ''])))

interface Kind<R> {
  label: string
  table: ReferenceTableName
  rows: (b: ReferenceBundle) => readonly R[]
  key: (r: R) => string
  columns: Column<R>[]
  body: (r: R, d: Draft) => Record<string, unknown>
}
const kind = <R,>(k: Kind<R>) => k as unknown as Kind<unknown>

/** The six kinds of 估算 reference data with their editable columns and the UpdateFunctionalData body. */
const KINDS = {
  function: kind<ReferenceBundle['Functions'][number]>({
    label: '功能区',
    table: 'function',
    rows: (b) => b.Functions,
    key: (r) => `${r.ProjectType}/${r.Code}`,
    columns: [
      { key: 'ProjectType', label: '项目类型', get: (r) => r.ProjectType },
      { key: 'Code', label: '编码', get: (r) => r.Code },
      { key: 'Name', label: '名称', get: (r) => r.Name, editable: true },
      { key: 'Share', label: '面积占比（%）', get: (r) => r.Share, editable: true },
    ],
    body: (r, d) => ({
      Kind: 'function',
      ProjectType: r.ProjectType,
      Code: r.Code,
      Name: d['Name'],
      Share: d['Share'],
    }),
  }),
  system: kind<ReferenceBundle['Systems'][number]>({
    label: '系统单价',
    table: 'system',
    rows: (b) => b.Systems,
    key: (r) => r.Code,
    columns: [
      { key: 'Code', label: '编码', get: (r) => r.Code },
      { key: 'Name', label: '系统', get: (r) => r.Name, editable: true },
      ...priceColumns<ReferenceBundle['Systems'][number]>(),
    ],
    body: (r, d) => ({ Kind: 'system', Code: r.Code, Name: d['Name'], Prices: pricesOf(d) }),
  }),
  grade: kind<ReferenceBundle['Grades'][number]>({
    label: '档次内容',
    table: 'grade',
    rows: (b) => b.Grades,
    key: (r) => `${r.SystemCode}/${r.Grade}`,
    columns: [
      { key: 'SystemCode', label: '系统', get: (r) => r.SystemCode },
      { key: 'Grade', label: '档次', get: (r) => r.Grade },
      { key: 'Content', label: '包含内容', get: (r) => r.Content, editable: true },
    ],
    body: (r, d) => ({
      Kind: 'grade',
      SystemCode: r.SystemCode,
      Grade: r.Grade,
      Content: d['Content'],
    }),
  }),
  brand: kind<ReferenceBundle['Brands'][number]>({
    label: '品牌溢价',
    table: 'brand',
    rows: (b) => b.Brands,
    key: (r) => r.ID,
    columns: [
      { key: 'SystemCode', label: '系统', get: (r) => r.SystemCode },
      { key: 'Grade', label: '档次', get: (r) => r.Grade },
      { key: 'Name', label: '品牌', get: (r) => r.Name, editable: true },
      { key: 'Premium', label: '溢价率（%）', get: (r) => r.Premium, editable: true },
    ],
    body: (r, d) => ({
      Kind: 'brand',
      Type: 'update',
      ID: r.ID,
      Name: d['Name'],
      Premium: d['Premium'],
    }),
  }),
  countItem: kind<ReferenceBundle['CountItems'][number]>({
    label: '按户型计价项',
    table: 'countItem',
    rows: (b) => b.CountItems,
    key: (r) => r.Code,
    columns: [
      { key: 'Room', label: '房间', get: (r) => r.Room },
      { key: 'Name', label: '名称', get: (r) => r.Name, editable: true },
      { key: 'PerRoom', label: '每间数量', get: (r) => r.PerRoom, editable: true },
      ...priceColumns<ReferenceBundle['CountItems'][number]>(),
    ],
    body: (r, d) => ({
      Kind: 'countItem',
      Code: r.Code,
      Name: d['Name'],
      PerRoom: d['PerRoom'],
      Prices: pricesOf(d),
    }),
  }),
  recipe: kind<ReferenceBundle['Recipes'][number]>({
    label: '典型清单项',
    table: 'recipe',
    rows: (b) => b.Recipes,
    key: (r) => `${r.SystemCode}/${r.Code}`,
    columns: [
      { key: 'SystemCode', label: '系统', get: (r) => r.SystemCode },
      { key: 'Code', label: '编码', get: (r) => r.Code },
      { key: 'Name', label: '名称', get: (r) => r.Name, editable: true },
      { key: 'Unit', label: '单位', get: (r) => r.Unit },
      { key: 'Content', label: '含量（单位/m²）', get: (r) => r.Content, editable: true },
      {
        key: 'Price',
        label: '综合单价（元）',
        get: (r) => r.Price,
        show: (r) => formatMoney(r.Price),
        editable: true,
      },
    ],
    body: (r, d) => ({
      Kind: 'recipe',
      SystemCode: r.SystemCode,
      Code: r.Code,
      Name: d['Name'],
      Content: d['Content'],
      Price: d['Price'],
    }),
  }),
} satisfies Record<string, Kind<unknown>>
type KindName = keyof typeof KINDS

/** 功能数据: the 估算 reference data of migration 0007, edited in place, each change in the history. */
export function FunctionalPanel() {
  const { state, reload } = useFunctionalData()
  const [sub, setSub] = useState<KindName>('system')
  const [version, bump] = useVersion()
  const k: Kind<unknown> = KINDS[sub]
  const saved = async (body: Record<string, unknown>) => {
    const message = await saveFunctional(body)
    if (!message) {
      reload()
      bump()
    }
    return message
  }
  const deleteBrand = async (r: ReferenceBundle['Brands'][number]) => {
    if (
      !(await showConfirm(
        `确定删除品牌“${r.Name}”（${r.SystemCode}，${r.Grade}）吗？估算将不再提供该品牌。`,
        { title: '删除品牌', confirmText: '删除' },
      ))
    )
      return null
    return saved({ Kind: 'brand', Type: 'delete', ID: r.ID })
  }
  return (
    <div className="space-y-3">
      <Select
        aria-label="功能数据类别"
        className="w-44"
        value={sub}
        onValueChange={(v) => setSub(v as KindName)}
        options={Object.entries(KINDS).map(([value, x]) => ({ value, label: x.label }))}
      />
      {state.status === 'loading' && <p className="text-sm text-muted-foreground">加载中…</p>}
      {state.status === 'error' && <p className="text-sm text-destructive">{state.message}</p>}
      {state.status === 'ready' && sub === 'brand' && (
        <BrandAdd systems={state.data.Systems} onAdd={saved} />
      )}
      {state.status === 'ready' && (
        <EditableTable
          key={`table-${sub}`}
          label={k.label}
          rows={k.rows(state.data)}
          rowKey={k.key}
          columns={k.columns}
          onSave={(r, d) => saved(k.body(r, d))}
          onDelete={
            sub === 'brand' ? (r) => deleteBrand(r as ReferenceBundle['Brands'][number]) : undefined
          }
        />
      )}
      <HistoryList
        key={`history-${sub}`}
        table={k.table}
        version={version}
        onRecovered={() => {
          reload()
          bump()
        }}
      />
    </div>
  )
}
