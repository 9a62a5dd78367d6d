import { useMemo, useState } from 'react'
import { FileUp } from 'lucide-react'
import { SPECIALTIES } from '@/domain/bill/model'
import { buildTree, flattenTree, type StructureRow } from '@/domain/projects/structure'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import {
  BusyStatus,
  ErrorAlert,
  ImportIssueList,
  ProgressStatus,
  ReselectAndCancel,
  XlsxFilePicker,
} from '@/components/import/import-parts'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { useBillImport } from './use-bill-import'
import { formatPercent } from '@/domain/format'

const OWN = '__own__'

/**
 * 导入清单: pick a bill workbook (GCCP-style standard forms) → parsed in the compute worker →
 * assign each 单位工程 found to a structure row and 专业, see the issues by Excel row → 导入 in
 * one local transaction. Works offline.
 */
export function BillImportDialog({
  projectId,
  rows,
  onImported,
}: {
  projectId: string
  rows: readonly StructureRow[]
  onImported?: () => void
}) {
  const [open, setOpen] = useState(false)
  const state = useBillImport(projectId, rows)
  const { phase, parsed, targets, error } = state
  const ordered = useMemo(() => flattenTree(buildTree(rows)), [rows])
  const busy = phase.kind === 'reading' || phase.kind === 'importing'
  const chosenItems = parsed
    ? parsed.units.reduce((n, u, i) => n + (targets[i]?.include ? u.items.length : 0), 0)
    : 0

  const change = (next: boolean) => {
    if (!next && busy) return
    if (!next) state.reset()
    setOpen(next)
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FileUp aria-hidden />
          导入清单
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[90vh] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>从 Excel 导入清单计价</DialogTitle>
          <DialogDescription>
            {phase.kind === 'idle'
              ? '读取计价软件导出的标准表格（表-08、表-11、表-12、表-13），文件在本机解析，离线也能导入。'
              : phase.fileName}
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 gap-4 overflow-auto">
          {phase.kind === 'idle' && <XlsxFilePicker onFile={(file) => void state.pickFile(file)} />}
          {phase.kind === 'reading' && <BusyStatus>正在解析 Excel…</BusyStatus>}
          {phase.kind === 'importing' && (
            <ProgressStatus
              label={`正在导入 ${chosenItems} 个清单项… ${formatPercent(phase.progress, 0)}`}
              value={phase.progress}
            />
          )}
          {phase.kind === 'ready' && parsed && (
            <>
              <section aria-label="单位工程对应" className="overflow-x-hidden">
                <Table aria-label="找到的单位工程" className="table-fixed">
                  <TableHeader>
                    <TableRow>
                      <TableHead className="w-14">导入</TableHead>
                      <TableHead>工作表中的单位工程</TableHead>
                      <TableHead className="w-20 text-right">清单项</TableHead>
                      <TableHead className="w-52">所属单项工程</TableHead>
                      <TableHead className="w-44">专业</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {parsed.units.map((u, i) => {
                      const t = targets[i]
                      if (!t) return null
                      const standard = (SPECIALTIES as readonly string[]).includes(t.specialty)
                      return (
                        <TableRow key={`${u.name}${i}`}>
                          <TableCell>
                            <Checkbox
                              aria-label={`导入 ${u.name}`}
                              checked={t.include}
                              onCheckedChange={(v) => state.setTarget(i, { include: v === true })}
                            />
                          </TableCell>
                          <TableCell
                            className="truncate"
                            title={`${u.sheets.join('、')}：${u.title || u.name}`}
                          >
                            {u.name}
                            <span className="block truncate text-xs text-muted-foreground">
                              {u.sheets.join('、')}
                            </span>
                          </TableCell>
                          <TableCell className="text-right tabular-nums">
                            {u.items.length}
                          </TableCell>
                          <TableCell>
                            <Select
                              aria-label={`${u.name} 所属单项工程`}
                              className="h-8 w-full"
                              value={t.rowId}
                              placeholder="选择单项工程"
                              onValueChange={(v) => state.setTarget(i, { rowId: v })}
                              options={ordered.map((r) => ({
                                value: r.ID,
                                label: `${'　'.repeat(r.depth)}${r.Project_Name || '未命名单项'}`,
                              }))}
                            />
                          </TableCell>
                          <TableCell className="grid gap-1">
                            <Select
                              aria-label={`${u.name} 专业`}
                              className="h-8 w-full"
                              value={standard ? t.specialty : OWN}
                              onValueChange={(v) =>
                                state.setTarget(i, {
                                  specialty: v === OWN ? u.name.slice(0, 20) : v,
                                })
                              }
                              options={[
                                ...SPECIALTIES.map((s) => ({ value: s, label: s })),
                                { value: OWN, label: '自定义专业' },
                              ]}
                            />
                            {!standard && (
                              <Input
                                aria-label={`${u.name} 自定义专业名称`}
                                className="h-8"
                                maxLength={20}
                                value={t.specialty}
                                onChange={(e) => state.setTarget(i, { specialty: e.target.value })}
                              />
                            )}
                          </TableCell>
                        </TableRow>
                      )
                    })}
                  </TableBody>
                </Table>
              </section>
              <section aria-label="导入预览" className="grid gap-2">
                <p className="text-sm" role="status">
                  将导入 <strong>{chosenItems}</strong> 个清单项
                  {parsed.issues.length > 0 &&
                    `，${parsed.issues.filter((x) => x.level === 'error').length} 行有错误已跳过，${parsed.issues.filter((x) => x.level === 'warning').length} 条提示`}
                </p>
                <ImportIssueList
                  issues={parsed.issues}
                  maxHeight="max-h-48"
                  describe={(issue) => (
                    <>
                      {issue.sheet}
                      {issue.row > 0 ? ` 第 ${issue.row} 行` : ''}：{issue.message}
                    </>
                  )}
                />
              </section>
            </>
          )}
          <ErrorAlert error={error} />
        </div>
        <DialogFooter>
          <ReselectAndCancel
            canReselect={phase.kind === 'ready'}
            onReselect={state.reset}
            busy={busy}
            onCancel={() => change(false)}
          />
          <Button
            disabled={phase.kind !== 'ready' || chosenItems === 0}
            onClick={() =>
              void state.runImport().then((done) => {
                if (done) {
                  onImported?.()
                  change(false)
                }
              })
            }
          >
            导入{phase.kind === 'ready' ? ` ${chosenItems} 项` : ''}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
