import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatMinute, formatMoney } from '@/domain/format'
import type { ProjectRecord } from '../hooks/project-calls'
import { useTemplateVersions } from '../hooks/use-template-versions'

/**
 * 版本记录 of one of my released templates (docs/api-shop.md "Versions"): every version
 * published, newest first, with its date, 总造价, price, buyers and notes. Each is frozen; the
 * trading centre shows the newest, and a buyer keeps the version bought.
 */
export function VersionsDialog({
  template,
  onOpenChange,
}: {
  template: ProjectRecord | null
  onOpenChange: (open: boolean) => void
}) {
  const { state, reload } = useTemplateVersions(template?.ID ?? '')
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>版本记录</DialogTitle>
          <DialogDescription>
            {template
              ? `“${template.Project_Name}”发布过的版本。交易中心展示最新版本，已购买的用户保留他们购买的版本。`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {state.status === 'loading' ? (
          <Skeleton className="h-24" aria-busy />
        ) : state.status === 'error' ? (
          <div className="space-y-2 text-sm">
            <p role="alert" className="text-destructive">
              {state.offline ? '当前离线，联网后可查看版本记录。' : state.message}
            </p>
            <Button size="sm" variant="outline" onClick={reload}>
              重试
            </Button>
          </div>
        ) : (
          <div className="max-h-[60vh] overflow-y-auto">
            <Table aria-label="版本列表">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-20">版本</TableHead>
                  <TableHead>发布时间</TableHead>
                  <TableHead className="text-right">总造价（元）</TableHead>
                  <TableHead className="text-right">价格（元）</TableHead>
                  <TableHead className="text-right">购买</TableHead>
                  <TableHead>发布说明</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {state.data.map((v, i) => (
                  <TableRow key={v.Version}>
                    <TableCell className="whitespace-nowrap">
                      版本 {v.Version}
                      {i === 0 && <span className="ml-1 text-xs text-success">当前</span>}
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatMinute(v.ReleaseTime)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(v.TotalCost)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {v.Price === 0 ? '免费' : formatMoney(v.Price)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{v.Buyers}</TableCell>
                    <TableCell className="max-w-64 break-words text-muted-foreground">
                      {v.ReleaseNotes || '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <DialogFooter>
          {template && (
            <Button asChild variant="outline">
              <Link to="/Page/modelDetail" search={{ id: template.ID }}>
                查看交易中心页面
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
