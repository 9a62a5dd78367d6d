import { Fragment } from 'react'
import { MoreHorizontal } from 'lucide-react'
import {
  FILE_STATUS,
  FILE_STATUS_NAMES,
  LEVEL_NAMES,
  type FileRights,
  type FileStatus,
  type TeamFileDoc,
} from '@/domain/teams/library'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { SOURCE_NAMES, day } from './feedback'

export type FileAction =
  | 'items'
  | 'properties'
  | 'comments'
  | 'authority'
  | 'rename'
  | 'move'
  | 'copy'
  | 'submit'
  | 'recall'
  | 'share'
  | 'delete'

const STATUS_VARIANT = { 1: 'outline', 2: 'secondary', 3: 'default', 4: 'destructive' } as const

export function StatusBadge({ status }: { status: number }) {
  const s = status as FileStatus
  return <Badge variant={STATUS_VARIANT[s]}>{FILE_STATUS_NAMES[s]}</Badge>
}

/** A file's status, and under 已驳回 the administrator's reason (文件库 and 审核 alike). */
export function FileStatusCell({ file }: { file: Pick<TeamFileDoc, 'Status' | 'Opinion'> }) {
  return (
    <>
      <StatusBadge status={file.Status} />
      {file.Status === FILE_STATUS.rejected && file.Opinion !== '' && (
        <p className="mt-1 max-w-[12rem] truncate text-xs text-destructive" title={file.Opinion}>
          驳回原因：{file.Opinion}
        </p>
      )}
    </>
  )
}

/** The actions a file's rights allow, in menu order (the server is the authority). */
export function actionsFor(
  r: FileRights,
): { action: FileAction; label: string; danger?: boolean }[] {
  const all: [boolean, FileAction, string][] = [
    [r.CanView, 'items', '查看材料'],
    [r.CanView, 'properties', '属性'],
    [r.CanView, 'comments', '评论'],
    [r.CanManage, 'authority', '权限'],
    [r.CanEdit, 'rename', '重命名/备注'],
    [r.CanEdit, 'move', '移动到'],
    [r.CanEdit, 'copy', '复制到'],
    [r.CanSubmit, 'submit', '送审'],
    [r.CanRecall, 'recall', '撤回'],
    [r.CanShare, 'share', '共享到我的价格库'],
  ]
  const list = all.filter(([allowed]) => allowed).map(([, action, label]) => ({ action, label }))
  return r.CanManage ? [...list, { action: 'delete', label: '删除', danger: true }] : list
}

export interface FileTableProps {
  label: string
  files: readonly TeamFileDoc[]
  rightsOf: (file: TeamFileDoc) => FileRights
  checked: ReadonlySet<string>
  onCheck: (id: string, on: boolean) => void
  onAction: (action: FileAction, file: TeamFileDoc) => void
}

/**
 * The files of a folder (or found by name): a checkbox, the name, its status and my level first
 * (the columns a user decides by, in view beside the side menu at 1024 px), then the facts that
 * may scroll sideways, and the ⋯ menu pinned at the right.
 */
export function FileTable({ label, files, rightsOf, checked, onCheck, onAction }: FileTableProps) {
  const allOn = files.length > 0 && files.every((f) => checked.has(f.ID))
  return (
    <div className="max-h-[60vh] min-w-0 overflow-y-auto rounded-md border">
      <Table scrollLabel={label}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-8">
              <Checkbox
                aria-label="全选"
                checked={allOn}
                onCheckedChange={(v) => files.forEach((f) => onCheck(f.ID, v === true))}
              />
            </TableHead>
            <TableHead>名称</TableHead>
            <TableHead>状态</TableHead>
            <TableHead className="whitespace-nowrap">我的权限</TableHead>
            <TableHead className="whitespace-nowrap text-right">材料数</TableHead>
            <TableHead className="whitespace-nowrap">来源/城市/期次</TableHead>
            <TableHead>上传人</TableHead>
            <TableHead className="whitespace-nowrap">上传时间</TableHead>
            <TableHead className="sticky right-0 bg-background text-right">操作</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {files.length === 0 && <NoFilesRow columns={9} />}
          {files.map((f) => {
            const actions = actionsFor(rightsOf(f))
            return (
              <TableRow key={f.ID} aria-label={`文件 ${f.Name}`}>
                <TableCell>
                  <Checkbox
                    aria-label={`选择${f.Name}`}
                    checked={checked.has(f.ID)}
                    onCheckedChange={(v) => onCheck(f.ID, v === true)}
                  />
                </TableCell>
                <TableCell
                  className="max-w-[13rem] truncate"
                  title={f.Remark ? `${f.Name}\n${f.Remark}` : f.Name}
                >
                  {f.Name}
                </TableCell>
                <TableCell>
                  <FileStatusCell file={f} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{LEVEL_NAMES[f.MyLevel]}</TableCell>
                <TableCell className="text-right tabular-nums">{f.ItemCount}</TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {[SOURCE_NAMES[f.SourceType] ?? '', f.City, f.Period].filter(Boolean).join(' · ')}
                </TableCell>
                <TableCell className="whitespace-nowrap">{f.UploaderName}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {day(f.UploadTime)}
                </TableCell>
                <TableCell className="sticky right-0 bg-background text-right">
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon-sm" aria-label={`操作：${f.Name}`}>
                        <MoreHorizontal aria-hidden />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      {actions.map((a) => (
                        <Fragment key={a.action}>
                          {a.danger && <DropdownMenuSeparator />}
                          <DropdownMenuItem
                            variant={a.danger ? 'destructive' : 'default'}
                            onSelect={() => onAction(a.action, f)}
                          >
                            {a.label}
                          </DropdownMenuItem>
                        </Fragment>
                      ))}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </div>
  )
}

export function Pager({
  page,
  total,
  size,
  onPage,
}: {
  page: number
  total: number
  size: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / size))
  return (
    <div className="flex items-center justify-end gap-2 text-sm text-muted-foreground">
      <span>
        共 {total} 条，第 {page}/{pages} 页
      </span>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </div>
  )
}

/** The one row of an empty file table. */
export function NoFilesRow({ columns }: { columns: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-6 text-center text-muted-foreground">
        没有文件
      </TableCell>
    </TableRow>
  )
}
