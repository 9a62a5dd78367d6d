import {
  ErrorAlert,
  ProgressStatus,
  ReselectAndCancel,
  XlsxFilePicker,
} from '@/components/import/import-parts'
import { useState } from 'react'
import { FileUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { TemplateDownloadButton } from './export-buttons'
import { ImportPreview } from './import-preview'
import { MappingPanel } from './mapping-panel'
import { useExcelImport, type ExcelImportState } from './use-excel-import'
import { formatPercent } from '@/domain/format'

export interface ExcelImportDialogProps {
  projectId: string
  /** Controlled use; without these the dialog opens from its own 导入Excel button. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Called after rows were stored, with how many. */
  onImported?: (count: number) => void
}

function FilePicker({ state }: { state: ExcelImportState }) {
  return (
    <XlsxFilePicker
      onFile={(file) => void state.pickFile(file)}
      beside={<TemplateDownloadButton />}
      note="文件在本机读取，离线也能导入。按模板填写时列会自动对应；其他表格可在下一步指定各列。"
    />
  )
}

/**
 * 导入Excel: pick a file → it is read in the compute worker (readStructureWorkbook) → choose the sheet, the header
 * row and the column of each field → preview what will be created, with problems marked →
 * 导入 appends the rows to the project's structure in one local transaction (synced later).
 */
export function ExcelImportDialog({
  projectId,
  open,
  onOpenChange,
  onImported,
}: ExcelImportDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = open ?? ownOpen
  const state = useExcelImport(projectId)
  const { phase, result, error } = state
  const busy = phase.kind === 'reading' || phase.kind === 'importing'

  const setOpen = (next: boolean) => {
    if (!next && busy) return
    if (!next) state.reset()
    setOwnOpen(next)
    onOpenChange?.(next)
  }
  const doImport = async () => {
    const count = result?.rows.length ?? 0
    if (await state.runImport()) {
      onImported?.(count)
      setOpen(false)
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {open === undefined && (
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <FileUp aria-hidden />
            导入Excel
          </Button>
        </DialogTrigger>
      )}
      <DialogContent className="flex max-h-[90vh] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>从 Excel 导入项目结构</DialogTitle>
          <DialogDescription>
            {phase.kind === 'idle' ? '导入的单项工程追加在现有结构之后。' : phase.fileName}
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 gap-4 overflow-auto">
          {phase.kind === 'idle' && <FilePicker state={state} />}
          {phase.kind === 'reading' && (
            <ProgressStatus
              label={
                phase.stage === 'read'
                  ? `正在读取文件 ${formatPercent(phase.progress, 0)}`
                  : '正在解析 Excel…'
              }
              value={phase.stage === 'read' ? phase.progress : undefined}
            />
          )}
          {phase.kind === 'ready' && result && (
            <>
              <MappingPanel state={state} />
              <ImportPreview result={result} />
            </>
          )}
          {phase.kind === 'importing' && <ProgressStatus label={`正在导入 ${phase.count} 行…`} />}
          <ErrorAlert error={error} />
        </div>
        <DialogFooter>
          <ReselectAndCancel
            canReselect={phase.kind === 'ready'}
            onReselect={state.reset}
            busy={busy}
            onCancel={() => setOpen(false)}
          />
          <Button
            disabled={phase.kind !== 'ready' || !result || result.rows.length === 0}
            onClick={() => void doImport()}
          >
            {phase.kind === 'importing' ? <Spinner /> : null}
            导入{result && phase.kind === 'ready' ? ` ${result.rows.length} 行` : ''}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
