import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { History, Plus, Search } from 'lucide-react'
import {
  createPersonalPackage,
  deletePersonalPackage,
  fetchAllItems,
  saveItems,
  useIsAdmin,
} from './hooks/library-commands'
import { useOnline } from '@/data/state/use-online'
import type { ItemDoc, PackageDoc } from '@/domain/api/materials'
import {
  PACKAGE_TYPE_LABELS,
  PERSONAL_EDIT_SOURCE,
  type PackageType,
} from '@/domain/materials/model'
import { periodOf } from '@/domain/materials/period'
import { buildSearchIndex } from '@/domain/materials/search'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { showToast } from '@/components/ui/toast-store'
import { exportItems } from './export-items'
import { ComparePanel } from './components/compare-panel'
import { FilterBar } from './components/filter-bar'
import { HistoryDialog } from './components/history-dialog'
import { ImportDialog } from './components/import-dialog'
import type { ImportOutcome } from './hooks/use-material-import'
import { ItemGrid, type GridRow } from './components/item-grid'
import { NewPackageDialog } from './components/new-package-dialog'
import { PackageList } from './components/package-list'
import { TrendPanel } from './components/trend-panel'
import {
  pickPackage,
  unpickPackage,
  useItems,
  usePackages,
  usePicked,
  useRefreshPicked,
  type LibraryFilter,
} from './hooks/use-library'
import { showConfirm } from '@/components/message-box-store'

/** /MyData/materialData: the material price library (issue 11, docs/materials.md). */
const TABS: PackageType[] = [3, 1, 2]
const SEARCH_LIMIT = 5000

export function MaterialsScreen() {
  const online = useOnline()
  const admin = useIsAdmin() === true
  const [filter, setFilter] = useState<LibraryFilter>({
    type: 3,
    province: '',
    city: '',
    period: '',
  })
  const [reload, setReload] = useState(0)
  const [chosen, setSelected] = useState<PackageDoc | null>(null)
  const [query, setQuery] = useState('')
  const [threshold, setThreshold] = useState('6')
  const [material, setMaterial] = useState<ItemDoc | null>(null)
  const [dialog, setDialog] = useState<{ copyFrom: PackageDoc | null } | null>(null)
  const [pendingSelect, setPendingSelect] = useState<string | null>(null)
  const [historyOf, setHistoryOf] = useState<PackageDoc | null>(null)
  const picked = usePicked()
  const { packages, source, error } = usePackages(filter, picked, reload)
  // After an import, the package written to is selected once the list shows it.
  const pending = pendingSelect !== null ? packages?.find((p) => p.ID === pendingSelect) : undefined
  if (pending) {
    setPendingSelect(null)
    setSelected(pending)
  }
  useRefreshPicked(source === 'server' ? packages : undefined, picked)
  // The selected package as the list shows it now: a write (a price edit, an import) changes its
  // 更新时间 and counts, which the object taken at the click would not show.
  const selected = (chosen && packages?.find((p) => p.ID === chosen.ID)) || chosen

  // The grid shows the selected package, or (no selection) every downloaded package of the tab.
  const selectedId = selected?.ID ?? null
  const shownIds = useMemo(() => {
    if (selectedId !== null) return [selectedId]
    return (picked ?? []).filter((p) => p.Type === filter.type).map((p) => p.ID)
  }, [selectedId, picked, filter.type])
  const { items, error: itemsError, reload: reloadItems } = useItems(shownIds, picked)
  const index = useMemo(() => buildSearchIndex(items ?? []), [items])
  const deferred = useDeferredValue(query)
  const rows: GridRow[] = useMemo(() => {
    const list = items ?? []
    if (!deferred.trim()) return list.map((item) => ({ item, ranges: [] }))
    return index.search(deferred, SEARCH_LIMIT).hits.flatMap((h) => {
      const item = list[h.index]
      return item ? [{ item, ranges: h.ranges }] : []
    })
  }, [items, index, deferred])

  const isPicked = useCallback((id: string) => (picked ?? []).some((p) => p.ID === id), [picked])
  const afterWrite = useCallback(
    async (pkg: PackageDoc | { ID: string }) => {
      setReload((n) => n + 1)
      reloadItems(pkg.ID)
      if (isPicked(pkg.ID) && 'Type' in pkg) await pickPackage(pkg).catch(() => undefined)
    },
    [isPicked, reloadItems],
  )

  const onPick = async (pkg: PackageDoc) => {
    try {
      await pickPackage(pkg)
      showToast(`已下载“${pkg.Name}”，离线也可查询`, { kind: 'success' })
    } catch {
      showToast(online ? '下载失败，请稍后重试' : '下载价格包需要联网', { kind: 'error' })
    }
  }
  const onEditPrice = async (item: ItemDoc, price: string) => {
    if (!selected) return
    const personal = selected.Type === 1 ? { Source: PERSONAL_EDIT_SOURCE } : {}
    const result = await saveItems(selected, [
      { ...item, PriceTax: price, PriceNoTax: '', ...personal },
    ])
    if (!result.ok) return void showToast(result.message, { kind: 'error' })
    showToast('价格已保存', { kind: 'success' })
    await afterWrite({ ...selected, UpdateTime: '' })
  }
  const onCreate = async (values: {
    Name: string
    Period: string
    City: string
    Province: string
  }) => {
    const from = dialog?.copyFrom
    let copied: ItemDoc[] = []
    if (from) {
      try {
        copied = await fetchAllItems(from.ID)
      } catch {
        return navigator.onLine
          ? '读取官方价格包失败，请稍后重试'
          : '复制价格包需要联网，请联网后再试'
      }
    }
    const items = copied.map((i) => ({
      Code: i.Code,
      Name: i.Name,
      Spec: i.Spec,
      Unit: i.Unit,
      PriceTax: i.PriceTax,
      PriceNoTax: i.PriceNoTax,
      TaxRate: i.TaxRate,
      Brand: i.Brand,
      Source: i.Source || from?.Name || '',
      Period: i.Period,
    }))
    const result = await createPersonalPackage(values, items)
    if (!result.ok) return result.message
    showToast('个人价格包已创建', { kind: 'success' })
    setFilter((f) => ({ ...f, type: 1, province: '', city: '', period: '' }))
    setSelected(null)
    setReload((n) => n + 1)
    return null
  }
  const onImported = (type: PackageType, { packageId }: ImportOutcome, message: string) => {
    showToast(message, { kind: 'success' })
    setFilter((f) => ({ ...f, type, province: '', city: '', period: '' }))
    setSelected(null)
    reloadItems(packageId)
    setPendingSelect(packageId)
    setReload((n) => n + 1)
    const known = (picked ?? []).find((p) => p.ID === packageId)
    if (known) void pickPackage(known).catch(() => undefined)
  }
  const onDelete = async (pkg: PackageDoc) => {
    if (
      !(await showConfirm(`确定删除个人价格包“${pkg.Name}”吗？其中的材料价格一并删除。`, {
        title: '删除价格包',
        confirmText: '删除',
      }))
    )
      return
    const result = await deletePersonalPackage(pkg.ID)
    if (!result.ok) return void showToast(result.message, { kind: 'error' })
    await unpickPackage(pkg.ID)
    if (selected?.ID === pkg.ID) setSelected(null)
    setReload((n) => n + 1)
  }

  const setType = (value: string) => {
    setFilter((f) => ({ ...f, type: Number(value) as PackageType }))
    setSelected(null)
    setMaterial(null)
  }
  // The owner writes a personal package (the 个人 tab lists only one's own), the administrator the
  // official and market ones: both edit 含税价 in place and read the 修改记录.
  const canEdit = selected !== null && (selected.Type === 1 || admin)
  return (
    <div className="mx-auto max-w-7xl space-y-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">材料价格库</h1>
        {!online && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            离线：显示已下载到本机的价格包
          </span>
        )}
        {filter.type !== 1 && admin && (
          <div className="ml-auto flex flex-wrap gap-2">
            <ImportDialog
              key={filter.type}
              type={filter.type}
              packages={source === 'server' ? (packages ?? []) : []}
              online={online}
              onImported={(o, m) => onImported(filter.type, o, m)}
            />
          </div>
        )}
        {filter.type === 1 && (
          <div className="ml-auto flex flex-wrap gap-2">
            <ImportDialog
              packages={source === 'server' ? (packages ?? []) : []}
              online={online}
              onImported={(o, m) => onImported(1, o, m)}
            />
            <Button size="sm" onClick={() => setDialog({ copyFrom: null })}>
              <Plus className="size-4" aria-hidden />
              新建个人价格包
            </Button>
          </div>
        )}
      </div>
      <Tabs value={String(filter.type)} onValueChange={setType}>
        <TabsList aria-label="价格包类型">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={String(t)}>
              {t === 1 ? '个人' : PACKAGE_TYPE_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <FilterBar
        filter={filter}
        threshold={threshold}
        onThreshold={setThreshold}
        onChange={(patch) => {
          setFilter((f) => ({ ...f, ...patch }))
          setSelected(null)
        }}
      />
      {error && <p className="text-sm text-amber-700">{error}</p>}
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] md:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="max-h-[36rem] space-y-2 overflow-y-auto">
          <h2 className="text-sm font-semibold">
            {source === 'cache' ? '已下载的价格包' : '价格包'}
          </h2>
          {packages === undefined ? (
            <p className="text-sm text-muted-foreground">正在加载…</p>
          ) : (
            <PackageList
              packages={packages}
              picked={picked}
              selectedId={selected?.ID ?? null}
              onSelect={(p) => (setSelected(p.ID === selected?.ID ? null : p), setMaterial(null))}
              onPick={onPick}
              onUnpick={(p) => unpickPackage(p.ID)}
              onCopy={filter.type !== 1 ? (p) => setDialog({ copyFrom: p }) : undefined}
              onDelete={filter.type === 1 ? (p) => void onDelete(p) : undefined}
            />
          )}
        </aside>
        <section className="min-w-0 space-y-3" aria-label="材料">
          <div className="flex flex-wrap items-center gap-2">
            <div className="relative min-w-0 flex-1">
              <Search className="absolute left-2 top-2 size-4 text-muted-foreground" aria-hidden />
              <Input
                className="h-8 pl-8"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="搜索编码、名称、规格或拼音首字母（如 gj）"
                aria-label="搜索材料"
              />
            </div>
            {items && rows.length > 0 && (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void exportItems(
                    selected?.Name ?? '材料价格',
                    rows.map((r) => r.item),
                  ).catch(() => showToast('导出失败，请稍后重试', { kind: 'error' }))
                }
              >
                导出Excel
              </Button>
            )}
            {canEdit && (
              <Button
                size="sm"
                variant="outline"
                disabled={!online}
                onClick={() => setHistoryOf(selected)}
                title={online ? undefined : '查看修改记录需要联网'}
              >
                <History className="size-4" aria-hidden />
                {online ? '修改记录' : '修改记录（需联网）'}
              </Button>
            )}
            <span className="text-xs text-muted-foreground" aria-live="polite">
              {items === undefined
                ? ''
                : `${selected ? selected.Name : shownIds.length > 0 ? `已下载的 ${shownIds.length} 个价格包` : '未选择价格包'} · ${rows.length} 条`}
            </span>
          </div>
          {itemsError ? (
            <p className="text-sm text-destructive">{itemsError}</p>
          ) : items === undefined ? (
            <p className="text-sm text-muted-foreground">正在加载材料…</p>
          ) : shownIds.length === 0 ? (
            <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
              选择左侧的价格包查看材料；下载到本机的价格包离线也能搜索
            </p>
          ) : (
            <ItemGrid
              rows={rows}
              now={periodOf(new Date())}
              thresholdMonths={Number(threshold)}
              selectedId={material?.ID ?? null}
              onSelect={setMaterial}
              onEditPrice={canEdit ? (i, p) => void onEditPrice(i, p) : undefined}
            />
          )}
          {material && <TrendPanel item={material} city={selected?.City || filter.city} />}
          {filter.type !== 1 && packages && packages.length > 1 && (
            <ComparePanel
              key={`${filter.type}|${filter.province}|${filter.city}|${filter.period}`}
              packages={packages}
              picked={picked}
            />
          )}
        </section>
      </div>
      {historyOf && (
        <HistoryDialog
          pkg={historyOf}
          onClose={() => setHistoryOf(null)}
          canRestore={admin || historyOf.Type === 1}
          onRestored={() => void afterWrite({ ...historyOf, UpdateTime: '' })}
        />
      )}
      <NewPackageDialog
        open={dialog !== null}
        onOpenChange={(o) => !o && setDialog(null)}
        copyFrom={dialog?.copyFrom ?? null}
        onCreate={onCreate}
      />
    </div>
  )
}
