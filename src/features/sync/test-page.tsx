import { useEffect, useState } from 'react'
import { Activity, Database, RefreshCw, Server } from 'lucide-react'
import { ENTITIES } from '@/domain/api/sync-entities'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import {
  checkServer,
  deviceFacts,
  sessionStore,
  useLocalData,
  useOnline,
  useStore,
  useSyncStatus,
  type DeviceFacts,
  type LocalData,
  type ServerCheck,
} from './hooks/use-diagnostics'
import { syncTimeText } from './labels'
import { SyncDetailsDialog } from './sync-details-dialog'
import { formatDecimal } from '@/domain/format'

const MB = 1024 * 1024
const megabytes = (bytes: number) =>
  `${formatDecimal(bytes / MB, bytes < 10 * MB ? 1 : 0, false) ?? ''} MB`
const count = (n: number) => n.toLocaleString('zh-CN')

/**
 * /MyData/test 测试页 (SPEC §2; docs/sync.md "测试页"): what this device keeps offline, the
 * writes waiting to be sent, and whether the server answers — the page to open when something
 * looks wrong on a site, before calling support.
 */
export function TestPage() {
  const session = useStore(sessionStore)
  return (
    <div className="flex min-w-0 flex-col gap-4 p-4">
      <div>
        <h1 className="text-lg font-semibold">测试页</h1>
        <p className="text-sm text-muted-foreground">
          查看本机离线数据、待同步的修改与接口连通情况。
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ServerCard />
        {session.userId ? <SyncCard /> : null}
        <LocalDataCard userId={session.userId} />
      </div>
    </div>
  )
}

function ServerCard() {
  const online = useOnline()
  const [result, setResult] = useState<ServerCheck | null>(null)
  const [busy, setBusy] = useState(false)
  const run = () => {
    setBusy(true)
    void checkServer().then((r) => {
      setResult(r)
      setBusy(false)
    })
  }
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-semibold leading-none">
          <Server aria-hidden className="size-4" />
          接口连通
        </h2>
        <CardDescription>向服务器发送一次请求（首页统计），看能否应答以及用时。</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>网络：{online ? '在线' : '离线'}</p>
        <div className="flex items-center gap-3">
          <Button size="sm" onClick={run} disabled={busy}>
            {busy ? '检测中…' : '检测连接'}
          </Button>
          {result && (
            <p role="status" className={result.ok ? 'text-success' : 'text-destructive'}>
              {result.ok ? `连接正常，服务器 ${count(result.ms)} 毫秒内应答` : result.message}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  )
}

function SyncCard() {
  const status = useSyncStatus()
  const [open, setOpen] = useState(false)
  const facts: [string, string][] = [
    ['待同步', `${count(status.pending)} 条`],
    ['同步失败', `${count(status.failed)} 条`],
    ['冲突', `${count(status.conflicts)} 条`],
    ['上次同步', status.lastSyncAt === null ? '尚未同步' : syncTimeText(status.lastSyncAt)],
  ]
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-semibold leading-none">
          <Activity aria-hidden className="size-4" />
          同步
        </h2>
        <CardDescription>离线时的修改保存在本机，联网后按顺序发送到服务器。</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <Facts label="同步情况" facts={facts} />
        <div>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            同步详情
          </Button>
        </div>
      </CardContent>
      {open && <SyncDetailsDialog open onOpenChange={setOpen} />}
    </Card>
  )
}

function LocalDataCard({ userId }: { userId: string | null }) {
  const local = useLocalData(userId)
  const [device, setDevice] = useState<DeviceFacts | null>(null)
  useEffect(() => {
    void deviceFacts().then(setDevice)
  }, [local.state])
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h2 className="flex items-center gap-2 font-semibold leading-none">
            <Database aria-hidden className="size-4" />
            本机离线数据
          </h2>
          <CardDescription>这些数据保存在本浏览器中，没有网络时也能查看和修改。</CardDescription>
        </div>
        {userId && (
          <Button size="sm" variant="outline" onClick={local.reload}>
            <RefreshCw aria-hidden />
            刷新
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {device && (
          <Facts
            label="本机存储"
            facts={[
              [
                '离线打开',
                device.offlineReady
                  ? '已就绪（没有网络也能打开本应用）'
                  : '未就绪（联网打开一次后可离线使用）',
              ],
              [
                '已用空间',
                device.storage
                  ? `${megabytes(device.storage.usage)}，可用上限 ${megabytes(device.storage.quota)}`
                  : '浏览器未提供',
              ],
            ]}
          />
        )}
        {!userId ? (
          <p className="text-muted-foreground">登录后显示本机保存的项目、清单等离线数据。</p>
        ) : local.state.status === 'loading' ? (
          <Skeleton className="h-32 w-full" />
        ) : local.state.status === 'error' ? (
          <p role="alert" className="text-destructive">
            {local.state.message}
          </p>
        ) : (
          <RowCounts data={local.state.data} />
        )}
      </CardContent>
    </Card>
  )
}

function RowCounts({ data }: { data: LocalData }) {
  const facts: [string, string][] = [
    ...data.rows.map((r): [string, string] => [ENTITIES[r.entity].label, `${count(r.live)} 条`]),
    ['材料价格包', `${count(data.materials.packages)} 个（${count(data.materials.items)} 条价格）`],
  ]
  return <Facts label="本机数据条数" facts={facts} columns />
}

function Facts({
  label,
  facts,
  columns,
}: {
  label: string
  facts: [string, string][]
  columns?: boolean
}) {
  return (
    <dl
      aria-label={label}
      className={
        columns
          ? 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]'
          : 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1'
      }
    >
      {facts.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  )
}
