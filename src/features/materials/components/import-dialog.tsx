import { useState } from 'react'
import { FileUp } from 'lucide-react'
import type { PackageDoc } from '@/domain/api/materials'
import type { PackageType } from '@/domain/materials/model'
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
  ReselectAndCancel,
  XlsxFilePicker,
} from '@/components/import/import-parts'
import { Input } from '@/components/ui/input'
import { PeriodInput } from '@/components/period-input'
import { Select } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import {
  useMaterialImport,
  type ImportOutcome,
  type MaterialImportState,
} from '../hooks/use-material-import'
import { ImportMapping } from './import-mapping'

const PREVIEW_LIMIT = 200

/** What the dialog says for each kind of package: users import personal ones, the administrator publishes the shared ones. */
const COPY: Record<PackageType, { trigger: string; title: string; create: string; done: string }> =
  {
    1: {
      trigger: '导入Excel',
      title: '从 Excel 导入个人价格包',
      create: '新建个人价格包',
      done: '已导入个人价格包',
    },
    2: {
      trigger: '导入市场价',
      title: '从 Excel 导入市场价',
      create: '新建市场价格包',
      done: '市场价已导入',
    },
    3: {
      trigger: '发布信息价',
      title: '从 Excel 发布官方信息价',
      create: '发布新一期信息价',
      done: '信息价已发布',
    },
  }

function TargetFields({
  state,
  type,
  packages,
}: {
  state: MaterialImportState
  type: PackageType
  packages: readonly PackageDoc[]
}) {
  const { target, setTarget } = state
  const set = (patch: Partial<typeof target>) => setTarget((t) => ({ ...t, ...patch }))
  return (
    <section
      aria-label="导入到"
      className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_7rem_8rem]"
    >
      <Select
        aria-label="导入到"
        className="w-full"
        value={target.packageId}
        onValueChange={(v) => set({ packageId: v })}
        options={[
          { value: '', label: COPY[type].create },
          ...packages.map((p) => ({
            value: p.ID,
            label: `导入到：${p.Name}${type === 1 ? '' : `（${p.City || '不限城市'} ${p.Period}）`}`,
          })),
        ]}
      />
      {target.packageId === '' ? (
        <>
          <Input
            aria-label="新价格包名称"
            placeholder="价格包名称"
            maxLength={100}
            value={target.Name}
            onChange={(e) => set({ Name: e.target.value })}
          />
          <Input
            aria-label="新价格包城市"
            placeholder={type === 1 ? '城市' : '城市（必填）'}
            maxLength={20}
            value={target.City}
            onChange={(e) => set({ City: e.target.value })}
          />
          <PeriodInput
            aria-label="新价格包期次"
            value={target.Period}
            onChange={(e) => set({ Period: e.target.value.trim() })}
          />
        </>
      ) : (
        <label className="flex items-center gap-2 text-sm sm:col-span-3">
          <Checkbox
            aria-label="同一材料更新价格"
            checked={target.update}
            onCheckedChange={(c) => set({ update: c === true })}
          />
          名称、规格和单位相同的材料更新为新价格，不重复添加
        </label>
      )}
    </section>
  )
}

function Preview({ state }: { state: MaterialImportState }) {
  const result = state.result
  if (!result) return null
  const errors = result.issues.filter((i) => i.level === 'error').length
  return (
    <section aria-label="导入预览" className="grid min-h-0 gap-2">
      <p className="text-sm" role="status">
        将导入 <strong>{result.items.length}</strong> 条材料
        {result.skipped > 0 && (
          <span className="text-destructive">，{result.skipped} 行有错误已跳过</span>
        )}
        {result.issues.length > errors && <span>，{result.issues.length - errors} 条提示</span>}
      </p>
      <ImportIssueList issues={result.issues} />
      <div className="max-h-64 overflow-auto rounded-md border">
        <Table aria-label="将导入的材料" className="table-fixed">
          <TableHeader className="sticky top-0 bg-background">
            <TableRow>
              <TableHead className="w-14">行号</TableHead>
              <TableHead className="w-20">编码</TableHead>
              <TableHead>名称</TableHead>
              <TableHead>规格型号</TableHead>
              <TableHead className="w-12">单位</TableHead>
              <TableHead className="w-20 text-right">含税价</TableHead>
              <TableHead className="w-20 text-right">除税价</TableHead>
              <TableHead className="w-12 text-right">税率</TableHead>
              <TableHead className="w-20">期次</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.items.slice(0, PREVIEW_LIMIT).map(({ sourceRow, item }) => (
              <TableRow key={sourceRow}>
                <TableCell className="text-muted-foreground">{sourceRow}</TableCell>
                <TableCell className="truncate">{item.Code}</TableCell>
                <TableCell className="truncate">{item.Name}</TableCell>
                <TableCell className="truncate">{item.Spec}</TableCell>
                <TableCell>{item.Unit}</TableCell>
                <TableCell className="text-right tabular-nums">{item.PriceTax}</TableCell>
                <TableCell className="text-right tabular-nums">{item.PriceNoTax}</TableCell>
                <TableCell className="text-right tabular-nums">{item.TaxRate}%</TableCell>
                <TableCell>{item.Period}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {result.items.length > PREVIEW_LIMIT && (
        <p className="text-xs text-muted-foreground">
          预览只显示前 {PREVIEW_LIMIT} 条，导入时全部 {result.items.length} 条都会写入。
        </p>
      )}
    </section>
  )
}

/**
 * 导入Excel (personal packages) and, for the administrator, 发布信息价 / 导入市场价: pick an .xlsx
 * price list or a 信息价 bulletin → read in the compute worker → check the sheet, the header and
 * each column → choose a new package or an existing one (updating the same materials) → preview
 * with the problems by Excel row → 导入 writes all items in one call (all or nothing). Needs the
 * network, as every write to a price package.
 */
export function ImportDialog({
  type = 1,
  packages,
  online,
  onImported,
}: {
  type?: PackageType
  packages: readonly PackageDoc[]
  online: boolean
  onImported: (outcome: ImportOutcome, message: string) => void
}) {
  const [open, setOpen] = useState(false)
  const state = useMaterialImport(type)
  const { phase, result, error } = state
  const busy = phase.kind === 'reading' || phase.kind === 'importing'
  const change = (next: boolean) => {
    if (!next && busy) return
    if (!next) state.reset()
    setOpen(next)
  }
  const doImport = async () => {
    const outcome = await state.runImport()
    if (outcome) {
      const counts =
        outcome.updated > 0
          ? `：新增 ${outcome.inserted} 条，更新 ${outcome.updated} 条`
          : `：${outcome.inserted} 条`
      onImported(outcome, `${COPY[type].done}${counts}`)
      setOpen(false)
    }
  }
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <FileUp className="size-4" aria-hidden />
          {COPY[type].trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[92vh] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{COPY[type].title}</DialogTitle>
          <DialogDescription>
            {phase.kind === 'idle'
              ? '支持信息价公告、材料价格表等 .xlsx 文件：自动识别表头（含合并的两行表头），可逐列调整。'
              : phase.fileName}
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 gap-3 overflow-y-auto overflow-x-hidden">
          {phase.kind === 'idle' && <XlsxFilePicker onFile={(file) => void state.pickFile(file)} />}
          {busy && (
            <BusyStatus>
              {phase.kind === 'reading'
                ? '正在解析 Excel…'
                : `正在导入 ${result?.items.length ?? 0} 条材料…`}
            </BusyStatus>
          )}
          {phase.kind === 'ready' && (
            <>
              <TargetFields state={state} type={type} packages={packages} />
              <ImportMapping state={state} />
              <Preview state={state} />
            </>
          )}
          {!online && phase.kind === 'ready' && (
            <p className="text-sm text-amber-700">当前离线：可以预览，导入需要联网。</p>
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
            disabled={phase.kind !== 'ready' || !result?.importable || !online}
            onClick={() => void doImport()}
          >
            {phase.kind === 'importing' && <Spinner />}
            导入{phase.kind === 'ready' && result ? ` ${result.items.length} 条` : ''}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
