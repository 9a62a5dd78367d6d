import { useCallback, useEffect, useRef, useState } from 'react'
import type { ItemDoc } from '@/domain/api/materials'
import { formatMoney } from '@/domain/format'
import { formatPriceAge, priceAge } from '@/domain/materials/period'
import { splitHighlights, type Highlight, type HighlightField } from '@/domain/materials/search'
import { cn } from '@/lib/cn'

/**
 * The items of the shown packages in a windowed grid: only the rows in view are rendered, so a
 * package of 2,000 items (or several picked at once) scrolls smoothly. Search matches are marked
 * in 编码, 名称 and 规格型号; 价格时效 flags prices older than the threshold.
 */
export interface GridRow {
  item: ItemDoc
  ranges: Highlight[]
}

const ROW = 34
const HEIGHT = 440
const COLUMNS =
  'minmax(4.5rem,0.8fr) minmax(7rem,1.6fr) minmax(6rem,1.4fr) 3rem 5.5rem 5.5rem 3.5rem minmax(3.5rem,0.8fr) minmax(3.5rem,0.8fr) 4.5rem 5.5rem'
const HEADS = [
  '编码',
  '名称',
  '规格型号',
  '单位',
  '含税价',
  '除税价',
  '税率',
  '品牌',
  '来源',
  '期次',
  '价格时效',
]

function Marked({
  text,
  ranges,
  field,
}: {
  text: string
  ranges: Highlight[]
  field: HighlightField
}) {
  if (!ranges.some((r) => r.field === field)) return <>{text}</>
  return (
    <>
      {splitHighlights(text, ranges, field).map((part, i) =>
        part.hit ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}

export interface ItemGridProps {
  rows: GridRow[]
  now: string
  thresholdMonths: number
  selectedId: string | null
  onSelect: (item: ItemDoc) => void
  /**
   * Packages the user may write (one's own personal ones; official and market ones for the
   * administrator): 含税价 is edited in place (Enter or leaving the cell saves, Escape cancels).
   */
  onEditPrice?: ((item: ItemDoc, price: string) => void) | undefined
}

export function ItemGrid({
  rows,
  now,
  thresholdMonths,
  selectedId,
  onSelect,
  onEditPrice,
}: ItemGridProps) {
  const ref = useRef<HTMLDivElement | null>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [editing, setEditing] = useState<string | null>(null)
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = 0
    setScrollTop(0)
  }, [rows])
  const onScroll = useCallback(() => setScrollTop(ref.current?.scrollTop ?? 0), [])
  const start = Math.max(0, Math.floor(scrollTop / ROW) - 6)
  const end = Math.min(rows.length, Math.ceil((scrollTop + HEIGHT) / ROW) + 6)
  return (
    <div
      className="overflow-x-auto rounded-md border"
      role="table"
      aria-label="材料列表"
      aria-rowcount={rows.length + 1}
    >
      <div className="min-w-[56rem]">
        <div
          role="row"
          className="grid border-b bg-muted/60 text-xs font-medium text-muted-foreground"
          style={{ gridTemplateColumns: COLUMNS }}
        >
          {HEADS.map((h) => (
            <div key={h} role="columnheader" className="truncate px-2 py-2">
              {h}
            </div>
          ))}
        </div>
        <div
          ref={ref}
          onScroll={onScroll}
          className="relative overflow-y-auto"
          style={{ height: HEIGHT }}
          data-testid="material-grid"
        >
          <div style={{ height: rows.length * ROW }}>
            {rows.slice(start, end).map(({ item, ranges }, i) => {
              const age = priceAge(item.Period, now, thresholdMonths)
              return (
                <div
                  key={item.ID}
                  role="row"
                  aria-rowindex={start + i + 2}
                  aria-selected={item.ID === selectedId}
                  onClick={() => onSelect(item)}
                  className={cn(
                    'absolute inset-x-0 grid cursor-pointer items-center border-b text-sm hover:bg-accent/50',
                    item.ID === selectedId && 'bg-accent',
                  )}
                  style={{ top: (start + i) * ROW, height: ROW, gridTemplateColumns: COLUMNS }}
                >
                  <div role="cell" className="truncate px-2 tabular-nums">
                    <Marked text={item.Code} ranges={ranges} field="Code" />
                  </div>
                  <div role="cell" className="truncate px-2" title={item.Name}>
                    <Marked text={item.Name} ranges={ranges} field="Name" />
                  </div>
                  <div role="cell" className="truncate px-2" title={item.Spec}>
                    <Marked text={item.Spec} ranges={ranges} field="Spec" />
                  </div>
                  <div role="cell" className="px-2">
                    {item.Unit}
                  </div>
                  <div role="cell" className="px-2 text-right tabular-nums">
                    {onEditPrice && editing === item.ID ? (
                      <PriceEditor
                        item={item}
                        onDone={(price) => {
                          setEditing(null)
                          if (price !== null) onEditPrice(item, price)
                        }}
                      />
                    ) : onEditPrice ? (
                      <button
                        type="button"
                        className="w-full text-right underline decoration-dotted"
                        aria-label={`修改${item.Name}的含税价`}
                        onClick={(e) => (e.stopPropagation(), setEditing(item.ID))}
                      >
                        {formatMoney(item.PriceTax)}
                      </button>
                    ) : (
                      formatMoney(item.PriceTax)
                    )}
                  </div>
                  <div role="cell" className="px-2 text-right tabular-nums">
                    {formatMoney(item.PriceNoTax)}
                  </div>
                  <div role="cell" className="px-2 text-right tabular-nums">
                    {item.TaxRate}%
                  </div>
                  <div role="cell" className="truncate px-2">
                    {item.Brand}
                  </div>
                  <div role="cell" className="truncate px-2">
                    {item.Source}
                  </div>
                  <div role="cell" className="px-2 tabular-nums">
                    {item.Period}
                  </div>
                  <div
                    role="cell"
                    className={cn(
                      'px-2 text-xs',
                      age.stale ? 'font-medium text-destructive' : 'text-muted-foreground',
                    )}
                  >
                    {age.stale
                      ? `已过时·${formatPriceAge(age.months)}`
                      : formatPriceAge(age.months)}
                  </div>
                </div>
              )
            })}
          </div>
          {rows.length === 0 && (
            <p className="p-6 text-center text-sm text-muted-foreground">没有符合条件的材料</p>
          )}
        </div>
      </div>
    </div>
  )
}

/**
 * The in-place 含税价 editor: Enter and leaving the cell (a click elsewhere, Tab) both save a
 * changed price, so a typed price is never dropped without a word; Escape cancels. `onDone`
 * gets the text to save, or null (cancelled or unchanged). Called once, whichever comes first.
 */
function PriceEditor({ item, onDone }: { item: ItemDoc; onDone: (price: string | null) => void }) {
  const done = useRef(false)
  const finish = (value: string | null) => {
    if (done.current) return
    done.current = true
    onDone(value === null || value.trim() === item.PriceTax ? null : value.trim())
  }
  return (
    <input
      autoFocus
      aria-label={`${item.Name}的含税价`}
      defaultValue={item.PriceTax}
      inputMode="decimal"
      className="h-7 w-full rounded border px-1 text-right"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(e.currentTarget.value)
        else if (e.key === 'Escape') finish(null)
      }}
      onBlur={(e) => finish(e.currentTarget.value)}
    />
  )
}
