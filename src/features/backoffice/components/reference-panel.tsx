import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'
import { INDEX_CITIES, INDEX_SERIES, type IndexEntry } from '@/domain/adjust/price-indices'
import type { ReferenceTables } from '@/domain/backstage/tables'
import { saveReference, useAdminReferenceTables, useVersion } from '../hooks/use-backoffice'
import { EditableTable } from './editable-table'
import { HistoryList } from './history-list'

type Sub = 'location' | 'priceIndex' | 'adjustIndex'
const SUBS: { value: Sub; label: string }[] = [
  { value: 'location', label: '城市系数' },
  { value: 'priceIndex', label: '造价指数' },
  { value: 'adjustIndex', label: '调价指数' },
]

/** A new row of a reference table: its key and value, checked by the server like an edit. */
function AddRow({
  id,
  keyLabel,
  valueLabel,
  placeholder,
  save,
  onSaved,
}: {
  id: string
  keyLabel: string
  valueLabel: string
  placeholder: string
  save: (key: string, value: string) => Promise<string | null | undefined>
  onSaved: () => void
}) {
  const [key, setKey] = useState('')
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const add = async () => {
    const message = await save(key.trim(), value.trim())
    setError(message ?? '')
    if (!message) {
      setKey('')
      setValue('')
      onSaved()
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`add-${id}-key`}>{keyLabel}</Label>
        <Input
          id={`add-${id}-key`}
          className="h-8 w-32"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          placeholder={placeholder}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`add-${id}-value`}>{valueLabel}</Label>
        <Input
          id={`add-${id}-value`}
          className="h-8 w-28"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <Button size="sm" onClick={() => void add()}>
        新增
      </Button>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

/** The month after the newest one of the rows (YYYY-MM), or the current month without rows. */
function nextMonth(rows: readonly IndexEntry[]): string {
  const last = rows
    .map((r) => r.Period)
    .sort()
    .at(-1)
  const now = new Date()
  if (last === undefined)
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
  const [y, m] = last.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

function AdjustTable({ tables, onSaved }: { tables: ReferenceTables; onSaved: () => void }) {
  const cities = useMemo(
    () => [...new Set([...INDEX_CITIES, ...tables.AdjustIndices.map((e) => e.City)])],
    [tables],
  )
  const [city, setCity] = useState(cities[0] ?? '')
  const [series, setSeries] = useState(INDEX_SERIES[0]?.Key ?? '')
  const rows = tables.AdjustIndices.filter((e) => e.City === city && e.Key === series)
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        <Select
          aria-label="城市"
          className="w-32"
          value={city}
          onValueChange={setCity}
          options={cities.map((c) => ({ value: c, label: c }))}
        />
        <Select
          aria-label="指数类别"
          className="w-36"
          value={series}
          onValueChange={setSeries}
          options={INDEX_SERIES.map((s) => ({ value: s.Key, label: s.Name }))}
        />
      </div>
      <AddRow
        id="adjustIndex"
        keyLabel="新增月份"
        valueLabel="指数"
        placeholder={nextMonth(rows)}
        save={(period, value) =>
          saveReference({
            Table: 'adjustIndex',
            City: city,
            Key: series,
            Period: period || nextMonth(rows),
            Value: value,
          })
        }
        onSaved={onSaved}
      />
      <EditableTable<IndexEntry>
        label="调价指数"
        rows={rows}
        rowKey={(r) => r.Period}
        columns={[
          { key: 'Period', label: '期次', get: (r) => r.Period },
          { key: 'Name', label: '类别', get: (r) => r.Name },
          { key: 'Value', label: '指数', get: (r) => r.Value, editable: true },
        ]}
        onSave={async (r, d) => {
          const message = await saveReference({
            Table: 'adjustIndex',
            City: r.City,
            Key: r.Key,
            Period: r.Period,
            Value: d['Value'] ?? '',
          })
          if (!message) onSaved()
          return message
        }}
      />
    </div>
  )
}

/** 参考表: the 对标 city factors and price index, the 调价 price indices; every save is in the history. */
export function ReferencePanel() {
  const { state, reload } = useAdminReferenceTables()
  const [sub, setSub] = useState<Sub>('location')
  const [version, bump] = useVersion()
  const saved = () => {
    reload()
    bump()
  }
  return (
    <div className="space-y-3">
      <Select
        aria-label="参考表"
        className="w-40"
        value={sub}
        onValueChange={(v) => setSub(v as Sub)}
        options={SUBS}
      />
      {state.status === 'loading' && <p className="text-sm text-muted-foreground">加载中…</p>}
      {state.status === 'error' && <p className="text-sm text-destructive">{state.message}</p>}
      {state.status === 'ready' && sub === 'location' && (
        <>
          <p className="text-xs text-muted-foreground">
            对标换算：样本值 × 目标城市系数 ÷ 样本城市系数（全国平均 = 1.00）。
          </p>
          <AddRow
            id="location"
            keyLabel="新城市"
            valueLabel="系数"
            placeholder="拉萨"
            save={(city, value) => saveReference({ Table: 'location', City: city, Value: value })}
            onSaved={saved}
          />
          <EditableTable
            label="城市系数"
            rows={state.data.Location}
            rowKey={(r) => r.City}
            columns={[
              { key: 'City', label: '城市', get: (r) => r.City },
              { key: 'Factor', label: '系数', get: (r) => r.Factor, editable: true },
            ]}
            onSave={async (r, d) => {
              const message = await saveReference({
                Table: 'location',
                City: r.City,
                Value: d['Factor'] ?? '',
              })
              if (!message) saved()
              return message
            }}
          />
        </>
      )}
      {state.status === 'ready' && sub === 'priceIndex' && (
        <>
          <p className="text-xs text-muted-foreground">
            造价指数（2015 = 100）：按年、季度（2024-Q1）或月份（2024-01）。
          </p>
          <AddRow
            id="priceIndex"
            keyLabel="新期次"
            valueLabel="指数"
            placeholder="2026-Q3"
            save={(period, value) =>
              saveReference({ Table: 'priceIndex', Period: period, Value: value })
            }
            onSaved={saved}
          />
          <EditableTable
            label="造价指数"
            rows={state.data.PriceIndex}
            rowKey={(r) => r.Period}
            columns={[
              { key: 'Period', label: '期次', get: (r) => r.Period },
              { key: 'Value', label: '指数', get: (r) => r.Value, editable: true },
            ]}
            onSave={async (r, d) => {
              const message = await saveReference({
                Table: 'priceIndex',
                Period: r.Period,
                Value: d['Value'] ?? '',
              })
              if (!message) saved()
              return message
            }}
          />
        </>
      )}
      {state.status === 'ready' && sub === 'adjustIndex' && (
        <AdjustTable tables={state.data} onSaved={saved} />
      )}
      <HistoryList key={sub} table={sub} version={version} onRecovered={saved} />
    </div>
  )
}
