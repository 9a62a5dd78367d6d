import { Link } from '@tanstack/react-router'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { formatArea } from '../lib/areas'
import { useDataOverview } from './use-overview'

function Figure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">
        {value}
        {unit && <span className="ml-1 text-sm font-normal text-muted-foreground">{unit}</span>}
      </dd>
    </div>
  )
}

/** /MyData/dataCenter: what the user has stored on this device and what still waits to sync. */
export function DataCenterScreen() {
  const data = useDataOverview()
  return (
    <div className="mx-auto max-w-5xl space-y-6 p-6">
      <div className="flex items-baseline justify-between">
        <h1 className="text-xl font-semibold">我的数据</h1>
        <Link
          to="/Page/newModelProjet"
          search={{ id: 2 }}
          className="text-sm text-primary hover:underline"
        >
          进入我的项目
        </Link>
      </div>
      {data === undefined ? (
        <p className="text-sm text-muted-foreground">加载中…</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
            <Figure label="项目" value={String(data.projects)} unit="个" />
            <Figure label="模板" value={String(data.templates)} unit="个" />
            <Figure label="文件夹" value={String(data.folders)} unit="个" />
            <Figure label="单项工程" value={String(data.structureRows)} unit="行" />
            <Figure label="总建筑面积" value={formatArea(data.builtAreaCents)} unit="m²" />
            <Figure label="待同步修改" value={String(data.pendingSync)} unit="条" />
          </dl>
          {data.failedSync > 0 && (
            <p
              role="status"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              有 {data.failedSync} 条修改同步失败，请在同步状态中处理
            </p>
          )}
          <Card>
            <CardHeader>
              {/* h2 under the page's h1 (CardTitle is an h3: axe heading-order). */}
              <h2 className="font-semibold leading-none">最近编辑</h2>
            </CardHeader>
            <CardContent>
              {data.recent.length === 0 ? (
                <p className="text-sm text-muted-foreground">还没有项目</p>
              ) : (
                <ul className="divide-y text-sm">
                  {data.recent.map((p) => (
                    <li key={p.ID} className="flex items-center justify-between py-2">
                      <Link
                        to="/Page/newModelProjet"
                        search={{ id: 2, pid: p.ID }}
                        className="font-medium hover:underline"
                      >
                        {p.Project_Name}
                      </Link>
                      <span className="text-xs text-muted-foreground">
                        {p.IsTemplate === 1 ? '模板 · ' : ''}
                        {new Date(p.updatedAt).toLocaleString('zh-CN', { hour12: false })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  )
}
