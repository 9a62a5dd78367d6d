import { useState } from 'react'
import type { TeamFileDoc } from '@/domain/teams/library'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { ITEM_PAGE_SIZE, useFileItems, useSettled } from '../hooks/use-library'
import { Pager } from './file-table'

/** 查看材料: the file's materials, paged, searched by code, name or spec. */
export function ItemsDialog({
  teamId,
  file,
  onClose,
}: {
  teamId: string
  file: TeamFileDoc
  onClose: () => void
}) {
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const items = useFileItems(teamId, file.ID, q, page)
  const rows = useSettled(items.state)
  const total = items.state.status === 'ready' ? items.state.total : (rows?.length ?? 0)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{file.Name}</DialogTitle>
          <DialogDescription>共 {file.ItemCount} 条材料</DialogDescription>
        </DialogHeader>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            setQ(typed.trim())
            setPage(1)
          }}
        >
          <Input
            aria-label="搜索材料"
            placeholder="编码、名称或规格"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="outline">
            搜索
          </Button>
        </form>
        {items.state.status === 'error' && (
          <p role="alert" className="text-sm text-destructive">
            {items.state.message}
          </p>
        )}
        {rows ? (
          <div className="max-h-[55vh] min-w-0 overflow-y-auto">
            <Table scrollLabel="文件材料表">
              <TableHeader>
                <TableRow>
                  <TableHead>编码</TableHead>
                  <TableHead>名称</TableHead>
                  <TableHead>规格</TableHead>
                  <TableHead>单位</TableHead>
                  <TableHead className="text-right">含税价</TableHead>
                  <TableHead className="text-right">除税价</TableHead>
                  <TableHead>期次</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.ID}>
                    <TableCell>{r.Code}</TableCell>
                    <TableCell>{r.Name}</TableCell>
                    <TableCell className="max-w-[14rem] truncate">{r.Spec}</TableCell>
                    <TableCell>{r.Unit}</TableCell>
                    <TableCell className="text-right tabular-nums">{r.PriceTax}</TableCell>
                    <TableCell className="text-right tabular-nums">{r.PriceNoTax}</TableCell>
                    <TableCell>{r.Period}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          items.state.status === 'loading' && <Skeleton className="h-40 w-full" />
        )}
        <Pager page={page} total={total} size={ITEM_PAGE_SIZE} onPage={setPage} />
      </DialogContent>
    </Dialog>
  )
}
