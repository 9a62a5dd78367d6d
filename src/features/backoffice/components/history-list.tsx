import { useEffect, useState } from 'react'
import { showConfirm } from '@/components/message-box-store'
import { Button } from '@/components/ui/button'
import type { ReferenceTableName } from '@/domain/backstage/tables'
import { REFERENCE_TABLE_LABELS } from '@/domain/backstage/tables'
import { recoverHistory, useHistory } from '../hooks/use-backoffice'

const FIELD_LABELS: Readonly<Record<string, string>> = {
  City: '城市',
  Factor: '系数',
  Period: '期次',
  Value: '指数',
  Name: '名称',
  ProjectType: '项目类型',
  Code: '编码',
  Share: '面积占比',
  Prices: '单价',
  SystemCode: '系统',
  Grade: '档次',
  Content: '内容',
  Premium: '溢价率',
  Room: '房间',
  Unit: '单位',
  PerRoom: '每间数量',
  Features: '特征',
  Price: '综合单价',
}

/** A history document in one line: 城市 深圳，系数 1.08 (nested prices as 经济 90.00 / 标准 …); ids and keys left out. */
export function docText(doc: Record<string, unknown> | null): string {
  if (doc === null) return '（无）'
  const value = (v: unknown): string =>
    v !== null && typeof v === 'object'
      ? Object.entries(v as Record<string, unknown>)
          .map(([k, x]) => `${k} ${value(x)}`)
          .join(' / ')
      : typeof v === 'string' || typeof v === 'number'
        ? String(v)
        : ''
  return Object.entries(doc)
    .filter(([k]) => k in FIELD_LABELS)
    .map(([k, v]) => `${FIELD_LABELS[k]} ${value(v)}`)
    .join('，')
}

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false })

/**
 * The latest changes of one table (who, when, before, after); read again when `version` changes.
 * Each entry offers 恢复为修改前 (after a confirmation); `onRecovered` reads the table again.
 */
export function HistoryList({
  table,
  version,
  onRecovered,
}: {
  table: ReferenceTableName
  version: number
  onRecovered: () => void
}) {
  const { state, reload } = useHistory(table)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null)
  useEffect(() => {
    if (version > 0) reload()
  }, [version, reload])
  const recover = async (h: {
    ID: number
    Key: string
    Before: Record<string, unknown> | null
  }) => {
    if (
      !(await showConfirm(
        `确定把“${h.Key}”恢复为这次修改前的状态（${docText(h.Before)}）吗？恢复也会记入修改历史。`,
        { title: '恢复为修改前', confirmText: '恢复' },
      ))
    )
      return
    setBusy(true)
    const message = await recoverHistory(h.ID)
    setBusy(false)
    setFailed(message ? { id: h.ID, message } : null)
    if (!message) onRecovered()
  }
  const title = `${REFERENCE_TABLE_LABELS[table]}修改历史`
  return (
    <section aria-label={title} className="mt-4 rounded-md border p-3 text-sm">
      <h3 className="mb-2 font-medium">{title}</h3>
      {state.status === 'loading' && <p className="text-muted-foreground">加载中…</p>}
      {state.status === 'error' && <p className="text-destructive">{state.message}</p>}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="text-muted-foreground">暂无修改记录</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ol className="space-y-1">
          {state.data.map((h) => (
            <li
              key={h.ID}
              className="flex flex-wrap items-center gap-x-2 break-words"
              data-history={h.Key}
            >
              <span>
                <span className="text-muted-foreground">{time(h.CreateTime)}</span>{' '}
                {h.UserName || '（已删除用户）'} 修改 <b>{h.Key}</b>：{docText(h.Before)} →{' '}
                {docText(h.After)}
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2"
                disabled={busy}
                aria-label={`恢复${h.Key}为修改前`}
                onClick={() => void recover(h)}
              >
                恢复为修改前
              </Button>
              {failed?.id === h.ID && (
                <span role="alert" className="text-xs text-destructive">
                  {failed.message}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
