import { useState } from 'react'
import { Plus, Save, Trash2 } from 'lucide-react'
import type { BillItem, MainMaterial } from '@/domain/bill/model'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

type EditKey = 'Name' | 'Spec' | 'Unit' | 'Consumption' | 'Price'
/** The typed cells of a line, plus where its price came from (kept until the price is retyped). */
type Draft = Record<EditKey, string> & Pick<MainMaterial, 'PricedFrom'>

const FIELDS: readonly { key: EditKey; label: string; width: string }[] = [
  { key: 'Name', label: '主材名称', width: 'flex-[2]' },
  { key: 'Spec', label: '规格型号', width: 'flex-[2]' },
  { key: 'Unit', label: '单位', width: 'flex-1' },
  { key: 'Consumption', label: '含量（每计量单位）', width: 'flex-1' },
  { key: 'Price', label: '单价（元）', width: 'flex-1' },
]

const draftOf = (m: MainMaterial): Draft => ({
  Name: m.Name,
  Spec: m.Spec,
  Unit: m.Unit,
  Consumption: String(m.Consumption),
  Price: m.Price === null ? '' : String(m.Price),
  ...(m.PricedFrom ? { PricedFrom: m.PricedFrom } : {}),
})

/** A retyped price no longer comes from a price package: its PricedFrom goes. */
function edited(r: Draft, key: EditKey, value: string): Draft {
  if (key !== 'Price') return { ...r, [key]: value }
  const { PricedFrom: _dropped, ...rest } = r
  return { ...rest, Price: value }
}

/**
 * 主材 of the active item: name, spec, unit, consumption per unit of the item (含量) and price.
 * Edited as a small table and saved in one item update (so undo/redo covers it); the schema
 * checks each line. The consumption × 工程量 feeds the 含量 indicators (docs/bill.md).
 */
export function MaterialsPanel({
  item,
  onSave,
}: {
  item: BillItem
  onSave: (materials: Draft[]) => Promise<boolean>
}) {
  const [rows, setRows] = useState<Draft[]>(() => item.Materials.map(draftOf))
  const [dirty, setDirty] = useState(false)
  const change = (k: number, key: EditKey, value: string) => {
    setRows((list) => list.map((r, i) => (i === k ? edited(r, key, value) : r)))
    setDirty(true)
  }
  return (
    <section aria-label="主材" className="rounded-md border p-2 text-sm">
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 truncate font-medium">
          主材 · {item.Code} {item.Name}
        </h3>
        <Button
          size="sm"
          variant="outline"
          className="ml-auto"
          onClick={() => {
            setRows((list) => [
              ...list,
              { Name: '', Spec: '', Unit: item.Unit, Consumption: '1', Price: '' },
            ])
            setDirty(true)
          }}
        >
          <Plus aria-hidden />
          添加主材
        </Button>
        <Button
          size="sm"
          disabled={!dirty}
          onClick={() => void onSave(rows).then((ok) => ok && setDirty(false))}
        >
          <Save aria-hidden />
          保存主材
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">
          这一项还没有主材。主材的含量 × 工程量计入含量指标（如钢筋、混凝土）。
        </p>
      ) : (
        <>
          {/* Column heads aligned with the inputs below (a filled input no longer shows its placeholder). */}
          <div aria-hidden className="mb-1 flex gap-1 pr-8 text-xs text-muted-foreground">
            {FIELDS.map((f) => (
              <span key={f.key} className={`min-w-0 truncate px-3 ${f.width}`}>
                {f.label}
              </span>
            ))}
          </div>
          <ul className="grid max-h-32 gap-1 overflow-y-auto">
            {rows.map((r, k) => (
              <li key={k} className="flex gap-1">
                {FIELDS.map((f) => (
                  <Input
                    key={f.key}
                    className={`h-7 min-w-0 ${f.width}`}
                    aria-label={`第 ${k + 1} 行${f.label}`}
                    placeholder={f.label}
                    value={r[f.key]}
                    onChange={(e) => change(k, f.key, e.target.value)}
                  />
                ))}
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-7 shrink-0"
                  aria-label={`删除第 ${k + 1} 行主材`}
                  onClick={() => {
                    setRows((list) => list.filter((_, i) => i !== k))
                    setDirty(true)
                  }}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
