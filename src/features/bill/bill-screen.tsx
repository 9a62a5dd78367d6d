import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { ProjectNav } from '@/components/project-nav'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { unitLabel } from '@/domain/bill/summary'
import { BillGrid } from './components/bill-grid'
import { BillExportButton } from './components/export-button'
import { UnitList } from './components/unit-list'
import {
  useBillIndicators,
  useBillProject,
  useUnitContent,
  useUnitItems,
} from './hooks/use-bill-data'
import { Button } from '@/components/ui/button'

// Loaded after the grid's code (docs/bill.md "Opening a large bill"): the dialogs pull the Excel
// mapping and the price packages, the panels the summaries; none is needed for the first rows.
const BillImportDialog = lazy(() =>
  import('./import/bill-import-dialog').then((m) => ({ default: m.BillImportDialog })),
)
const RepriceDialog = lazy(() =>
  import('./reprice/reprice-dialog').then((m) => ({ default: m.RepriceDialog })),
)
const SummaryPanel = lazy(() =>
  import('./components/summary-panel').then((m) => ({ default: m.SummaryPanel })),
)
const RatesPanel = lazy(() =>
  import('./components/line-panels').then((m) => ({ default: m.RatesPanel })),
)
const FeePanel = lazy(() => import('./components/fee-panel').then((m) => ({ default: m.FeePanel })))
const ResourceSummaryPanel = lazy(() =>
  import('./compose/resource-summary-panel').then((m) => ({ default: m.ResourceSummaryPanel })),
)
const OthersPanel = lazy(() =>
  import('./components/line-panels').then((m) => ({ default: m.OthersPanel })),
)

/** The header button as it will look, inert, while its dialog's code loads. */
const Pending = ({ children }: { children: ReactNode }) => (
  <Button size="sm" variant="outline" disabled>
    {children}
  </Button>
)

type Tab = 'items' | 'measures' | 'rates' | 'others' | 'summary' | 'resources'

/**
 * 清单计价 of one project (/Page/bill?pid=…): the structure rows with their 单位工程 on the left,
 * the chosen 单位工程's 分部分项 / 单价措施 grids, 总价措施, 其他项目 and 汇总 on the right. Reads
 * and writes the local database, so it works offline; summaries come from the compute worker.
 */
export function BillScreen({ projectId }: { projectId: string }) {
  const data = useBillProject(projectId)
  const [unitId, setUnitId] = useState<string | null>(null)
  const [tab, setTab] = useState<Tab>('items')
  const units = data?.units ?? []
  const unit = units.find((u) => u.ID === unitId) ?? units[0] ?? null
  const content = useUnitContent(unit?.ID ?? null)
  const unitItems = useUnitItems(unit?.ID ?? null)
  const needsTotals = tab === 'rates' || tab === 'summary'
  const { result, failed } = useBillIndicators(
    projectId,
    data?.version ?? 'GB/T 50500-2024',
    data?.rows ?? [],
    needsTotals && data !== undefined,
  )
  const firstUnit = units[0]?.ID
  useEffect(() => {
    if (unitId === null && firstUnit !== undefined) setUnitId(firstUnit)
  }, [unitId, firstUnit])

  if (data === undefined) {
    return (
      <div className="flex items-center justify-center p-10" role="status" aria-label="加载中">
        <Spinner />
      </div>
    )
  }
  if (data.project === null) {
    return (
      <EmptyState
        level={1}
        className="mt-10"
        title="找不到这个项目"
        description="它可能已被删除，或还没有同步到这台设备。"
        actions={
          <Link
            to="/Page/newModelProjet"
            search={{ id: 2 }}
            className="text-sm text-primary hover:underline"
          >
            返回我的项目
          </Link>
        }
      />
    )
  }
  const name =
    typeof data.project.data['Project_Name'] === 'string' &&
    data.project.data['Project_Name'] !== ''
      ? data.project.data['Project_Name']
      : '未命名项目'
  const row = data.rows.find((r) => r.ID === unit?.RowId)
  const unitSummary = unit && result ? (result.summary.units.get(unit.ID) ?? null) : null
  const amounts = unitSummary?.lineAmounts ?? null
  const rates = content?.rates ?? []

  return (
    <div className="flex h-full min-h-0 flex-col gap-3 p-4" data-project-id={projectId}>
      <header className="flex flex-wrap items-center gap-2">
        <Link
          to="/Page/newModelProjet"
          search={{ id: 2, pid: projectId }}
          className="max-w-60 truncate text-sm text-muted-foreground hover:underline"
        >
          {name}
        </Link>
        <span className="text-muted-foreground" aria-hidden>
          /
        </span>
        <h1 className="text-xl font-semibold">清单计价</h1>
        <span className="text-sm text-muted-foreground">{data.version}</span>
        <div className="ml-auto flex flex-wrap gap-2">
          <Suspense fallback={<Pending>导入清单</Pending>}>
            <BillImportDialog projectId={projectId} rows={data.rows} />
          </Suspense>
          <Suspense fallback={<Pending>按价格包调价</Pending>}>
            <RepriceDialog
              projectId={projectId}
              city={typeof data.project.data['City'] === 'string' ? data.project.data['City'] : ''}
              disabled={units.length === 0}
            />
          </Suspense>
          <BillExportButton
            projectId={projectId}
            projectName={name}
            version={data.version}
            disabled={units.length === 0}
          />
        </div>
      </header>
      <ProjectNav projectId={projectId} name={name} current="bill" />
      <div className="grid min-h-0 flex-1 grid-cols-[12rem_minmax(0,1fr)] gap-3">
        <UnitList
          projectId={projectId}
          version={data.version}
          rows={data.rows}
          units={units}
          selected={unit?.ID ?? null}
          onSelect={setUnitId}
        />
        <section aria-label="单位工程" className="flex min-h-0 min-w-0 flex-col">
          {unit === null ? (
            <EmptyState
              title="还没有单位工程"
              description="在左侧单项工程旁点击“专业”添加一个单位工程，或导入计价软件导出的 Excel 清单。"
            />
          ) : (
            <Tabs
              value={tab}
              onValueChange={(v) => setTab(v as Tab)}
              className="flex min-h-0 flex-1 flex-col"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="truncate font-medium">
                  {row?.Project_Name || '未命名单项'} · {unitLabel(unit)}
                </h2>
                <TabsList className="ml-auto">
                  <TabsTrigger value="items">分部分项</TabsTrigger>
                  <TabsTrigger value="measures">单价措施</TabsTrigger>
                  <TabsTrigger value="rates">总价措施</TabsTrigger>
                  <TabsTrigger value="others">其他项目</TabsTrigger>
                  <TabsTrigger value="summary">汇总</TabsTrigger>
                  <TabsTrigger value="resources">人材机</TabsTrigger>
                </TabsList>
              </div>
              {content === undefined || unitItems === undefined ? (
                <Spinner />
              ) : (
                <>
                  <TabsContent value="items" className="flex min-h-0 flex-col">
                    <BillGrid
                      key={`${unit.ID}-items`}
                      projectId={projectId}
                      unitId={unit.ID}
                      kind="分部分项"
                      items={unitItems.items}
                      chunks={unitItems.chunks}
                      loading={unitItems.loading}
                      groups={content.groups}
                    />
                  </TabsContent>
                  <TabsContent value="measures" className="flex min-h-0 flex-col">
                    <BillGrid
                      key={`${unit.ID}-measures`}
                      projectId={projectId}
                      unitId={unit.ID}
                      kind="单价措施"
                      items={unitItems.items}
                      chunks={unitItems.chunks}
                      loading={unitItems.loading}
                      groups={content.groups}
                    />
                  </TabsContent>
                  <TabsContent value="rates" className="grid gap-4 overflow-auto">
                    <Suspense fallback={<Spinner />}>
                      <FeePanel unit={unit} version={data.version} summary={unitSummary} />
                      <RatesPanel
                        unit={unit}
                        kind="总价措施"
                        caption="总价措施项目清单"
                        lines={rates.filter((r) => r.Kind === '总价措施')}
                        amounts={amounts}
                      />
                      {(data.version === 'GB 50500-2013' ||
                        rates.some((r) => r.Kind === '规费')) && (
                        <RatesPanel
                          unit={unit}
                          kind="规费"
                          caption="规费项目清单"
                          lines={rates.filter((r) => r.Kind === '规费')}
                          amounts={amounts}
                        />
                      )}
                    </Suspense>
                  </TabsContent>
                  <TabsContent value="others" className="overflow-auto">
                    <Suspense fallback={<Spinner />}>
                      <OthersPanel lines={content.others} />
                    </Suspense>
                  </TabsContent>
                  <TabsContent value="summary" className="overflow-auto">
                    <Suspense fallback={<Spinner />}>
                      <SummaryPanel
                        result={result}
                        failed={failed}
                        unitId={unit.ID}
                        rowId={unit.RowId}
                      />
                    </Suspense>
                  </TabsContent>
                  <TabsContent value="resources" className="min-w-0 overflow-auto">
                    <Suspense fallback={<Spinner />}>
                      <ResourceSummaryPanel projectId={projectId} units={units} rows={data.rows} />
                    </Suspense>
                  </TabsContent>
                </>
              )}
            </Tabs>
          )}
        </section>
      </div>
    </div>
  )
}
