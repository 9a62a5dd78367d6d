import type { ReactNode } from 'react'
import { LEVEL_NAMES, type TeamFileDoc } from '@/domain/teams/library'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useFileProperties } from '../hooks/use-library'
import { minute } from './feedback'
import { StatusBadge } from './file-table'

/** 属性: where the file is, where it came from, who uploaded and reviewed it, and my level. */
export function PropertiesDialog({
  teamId,
  file,
  onClose,
}: {
  teamId: string
  file: TeamFileDoc
  onClose: () => void
}) {
  const props = useFileProperties(teamId, file.ID)
  const p = props.state.status === 'ready' ? props.state.data : null
  const rows: [string, ReactNode][] = p
    ? [
        ['所在文件夹', p.FolderPath],
        ['来源', p.SourceName],
        ['省市', [p.Province, p.City].filter(Boolean).join(' ') || '—'],
        ['期次', p.Period || '—'],
        ['材料数', p.ItemCount],
        ['上传人', p.UploaderName],
        ['上传时间', minute(p.UploadTime)],
        ['状态', <StatusBadge key="s" status={p.Status} />],
        ['审核人', p.ReviewerName || '—'],
        ['审核时间', p.ReviewTime ? minute(p.ReviewTime) : '—'],
        ['审核意见', p.Opinion || '—'],
        ['备注', p.Remark || '—'],
        ['我的权限', LEVEL_NAMES[p.MyLevel]],
      ]
    : []
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>文件属性</DialogTitle>
          <DialogDescription>{file.Name}</DialogDescription>
        </DialogHeader>
        {props.state.status === 'error' && (
          <p role="alert" className="text-sm text-destructive">
            {props.state.message}
          </p>
        )}
        {props.state.status === 'loading' && <Skeleton className="h-40 w-full" />}
        {p && (
          <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
            {rows.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground">{k}</dt>
                <dd className="break-words">{v}</dd>
              </div>
            ))}
          </dl>
        )}
      </DialogContent>
    </Dialog>
  )
}
