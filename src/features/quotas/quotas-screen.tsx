import { useDeferredValue, useMemo, useState } from 'react'
import { Search, Trash2 } from 'lucide-react'
import type { QuotaItem } from '@/domain/bill/quota-entity'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { showConfirm } from '@/components/message-box-store'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { QuotaCells, QuotaHeads } from './components/quota-cells'
import { QuotaEditButton, QuotaNewButton } from './components/quota-edit-dialog'
import { QuotaImport } from './components/quota-import'
import { QuotaLines } from './components/quota-lines'
import { TeamQuotas } from './components/team-quotas'
import { removeQuotas, useQuotas } from './hooks/use-quotas'

/** The most 子目 listed at once (search narrows the rest). */
const SHOWN = 300

const matches = (q: QuotaItem, text: string) =>
  `${q.Library} ${q.Code} ${q.Name}`.toLowerCase().includes(text)

/**
 * /MyData/quotaData: the user's own 定额库 (企业定额; docs/bill.md "组价"): import from Excel,
 * browse and search the 定额子目 (by 定额库, 编号 or 名称), see a 子目's 人材机, delete. The 子目
 * are used in the bill's 组价 panel (添加定额子目). Below: sharing a 定额库 with a team and the
 * teams' shared 定额库 (components/team-quotas.tsx).
 */
export function QuotasScreen() {
  const quotas = useQuotas()
  const [query, setQuery] = useState('')
  const [openId, setOpenId] = useState<string | null>(null)
  const text = useDeferredValue(query.trim().toLowerCase())
  const found = useMemo(
    () => (quotas ?? []).filter((q) => text === '' || matches(q, text)),
    [quotas, text],
  )
  const open = found.find((q) => q.ID === openId) ?? null
  const remove = async (q: QuotaItem) => {
    if (
      !(await showConfirm(`删除定额子目 ${q.Code} ${q.Name}？已用它组价的清单项保留其组价明细。`))
    )
      return
    await removeQuotas([q.ID])
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-3 p-4">
      <h1 className="text-xl font-semibold">定额库</h1>
      <p className="text-sm text-muted-foreground">
        自己的企业定额：在清单的「组价」中按含量添加定额子目，其人材机即成为清单项的组价明细。
      </p>
      <QuotaImport />
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative">
          <span className="sr-only">搜索定额子目</span>
          <Search
            className="pointer-events-none absolute left-2 top-2 size-4 text-muted-foreground"
            aria-hidden
          />
          <Input
            className="h-8 w-64 pl-7"
            placeholder="搜索定额库、编号、名称"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <span className="text-sm text-muted-foreground" role="status">
          {quotas === undefined ? '正在载入…' : `共 ${found.length} 个定额子目`}
        </span>
        <QuotaNewButton quotas={quotas ?? []} />
      </div>
      <div className="max-h-[50vh] overflow-auto rounded-md border">
        <Table aria-label="定额子目" className="table-fixed">
          <TableHeader>
            <TableRow>
              <QuotaHeads />
              <TableHead className="w-20">
                <span className="sr-only">操作</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {quotas !== undefined && found.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="text-muted-foreground">
                  {quotas.length === 0
                    ? '定额库还是空的：从 Excel 导入企业定额。'
                    : '没有匹配的定额子目'}
                </TableCell>
              </TableRow>
            )}
            {found.slice(0, SHOWN).map((q) => (
              <TableRow key={q.ID} data-state={q.ID === openId ? 'selected' : undefined}>
                <QuotaCells
                  quota={q}
                  openLabel={`查看 ${q.Code} 的人材机`}
                  onOpen={() => setOpenId(q.ID === openId ? null : q.ID)}
                />
                <TableCell className="whitespace-nowrap">
                  <QuotaEditButton quota={q} quotas={quotas ?? []} />
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`删除定额子目 ${q.Code}`}
                    onClick={() => void remove(q)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {found.length > SHOWN && (
        <p className="text-sm text-muted-foreground">只显示前 {SHOWN} 个，请用搜索缩小范围。</p>
      )}
      {open && <QuotaLines quota={open} />}
      <TeamQuotas quotas={quotas ?? []} />
    </div>
  )
}
