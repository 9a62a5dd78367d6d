import { useEffect, useState } from 'react'
import { Plus, Search } from 'lucide-react'
import type { BillItem } from '@/domain/bill/model'
import { RESOURCE_KINDS, type ResourceKind } from '@/domain/bill/compose-entity'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { addLine, searchChoice, type ComposeData, type LibraryHit } from './use-compose'

const KIND_OPTIONS = RESOURCE_KINDS.map((k) => ({ value: k, label: k }))

/**
 * Adding a line to the composition: a resource of the chosen package found by code, name or
 * spec (its 除税价 and source recorded), or one typed by hand.
 */
export function ComposeAdd({ item, data }: { item: BillItem; data: ComposeData }) {
  const [kind, setKind] = useState<ResourceKind>('材料')
  const [query, setQuery] = useState('')
  const [hits, setHits] = useState<LibraryHit[]>([])
  const [typed, setTyped] = useState({ Name: '', Spec: '', Unit: '', Price: '' })
  const choice = data.choice
  useEffect(() => {
    if (!choice) return setHits([])
    let live = true
    void searchChoice(data.packages, choice, data.city, query).then((h) => live && setHits(h))
    return () => {
      live = false
    }
  }, [data.packages, choice, data.city, query])
  return (
    <div className="grid gap-2 border-t pt-2">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="添加的类别"
          className="h-8 w-20"
          value={kind}
          options={KIND_OPTIONS}
          onValueChange={(v) => setKind(v as ResourceKind)}
        />
        <label className="relative">
          <span className="sr-only">搜索价格包</span>
          <Search
            className="pointer-events-none absolute left-2 top-2 size-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            className="h-8 w-56 pl-7"
            placeholder={choice ? '在价格包中搜索编码、名称、规格' : '先选择价格来源'}
            disabled={!choice}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <Input
          className="h-8 w-28"
          aria-label="手动添加名称"
          placeholder="名称"
          value={typed.Name}
          onChange={(e) => setTyped({ ...typed, Name: e.target.value })}
        />
        <Input
          className="h-8 w-24"
          aria-label="手动添加规格"
          placeholder="规格"
          value={typed.Spec}
          onChange={(e) => setTyped({ ...typed, Spec: e.target.value })}
        />
        <Input
          className="h-8 w-16"
          aria-label="手动添加单位"
          placeholder="单位"
          value={typed.Unit}
          onChange={(e) => setTyped({ ...typed, Unit: e.target.value })}
        />
        <Input
          className="h-8 w-24"
          aria-label="手动添加单价"
          placeholder="单价（元）"
          inputMode="decimal"
          value={typed.Price}
          onChange={(e) => setTyped({ ...typed, Price: e.target.value })}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void addLine(item, {
              Kind: kind,
              Name: typed.Name.trim(),
              Spec: typed.Spec.trim(),
              Unit: typed.Unit.trim(),
              Typed: 1,
              Price: typed.Price.trim() === '' ? null : Number(typed.Price),
            }).then((ok) => ok && setTyped({ Name: '', Spec: '', Unit: '', Price: '' }))
          }
        >
          <Plus aria-hidden />
          手动添加
        </Button>
      </div>
      {choice && hits.length > 0 && (
        <ul aria-label="价格包材料" className="grid max-h-32 gap-0.5 overflow-y-auto">
          {hits.map((h) => (
            <li key={h.ID} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate">
                {h.Code} {h.Name} {h.Spec} · {h.Unit} · 除税价 {h.PriceNoTax}
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="h-7"
                aria-label={`添加${kind}：${h.Name} ${h.Spec}`}
                onClick={() =>
                  void addLine(item, {
                    Kind: kind,
                    Code: h.Code,
                    Name: h.Name,
                    Spec: h.Spec,
                    Unit: h.Unit,
                    Price: Number(h.PriceNoTax),
                    Typed: 0,
                    PricedFrom: {
                      PackageID: h.PackageID,
                      Type: h.packageType,
                      Period: h.Period,
                      PriceTax: Number(h.PriceTax),
                    },
                  })
                }
              >
                <Plus aria-hidden />
                添加
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
