import { useState } from 'react'
import { Download, FileSpreadsheet } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { notifier } from '../hooks/notify'
import { readTenderExport } from '../hooks/tender-export'
import { TEMPLATE_FILE_NAME, tenderFileName } from '@/domain/projects/xlsx'
import { getCompute } from '@/lib/compute'
import { nextPaint, saveBytes } from './download'
import { userMessage } from '@/lib/user-message'

type ActionButtonProps = Omit<ButtonProps, 'onClick' | 'children'>

/** Runs one build-and-save at a time; a failure shows its Chinese message. */
function useBusy(): [boolean, (work: () => Promise<void>) => void] {
  const [busy, setBusy] = useState(false)
  const run = (work: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    void nextPaint()
      .then(work)
      .catch((e: unknown) =>
        notifier().toast(userMessage(e, '导出失败'), { kind: 'error', durationMs: 5000 }),
      )
      .finally(() => setBusy(false))
  }
  return [busy, run]
}

/**
 * 导出标段: builds 名称_标段.xlsx from the local rows in the compute worker (the same file GetExcel gives online), so
 * it works offline and shows edits that have not synced yet.
 */
export function TenderExportButton({
  projectId,
  variant = 'outline',
  size = 'sm',
  ...props
}: ActionButtonProps & { projectId: string }) {
  const [busy, run] = useBusy()
  const exportTenders = () =>
    run(async () => {
      const data = await readTenderExport(projectId)
      saveBytes(
        await getCompute().tenderWorkbook(data.project, data.tenders, data.rows),
        tenderFileName(data.project.Project_Name),
      )
    })
  return (
    <Button
      variant={variant}
      size={size}
      disabled={busy}
      aria-busy={busy}
      onClick={exportTenders}
      {...props}
    >
      {busy ? <Spinner /> : <FileSpreadsheet aria-hidden />}
      {busy ? '正在导出…' : '导出标段'}
    </Button>
  )
}

/** 下载导入模板: the template DownloadTemplate serves, built in the browser. */
export function TemplateDownloadButton({
  variant = 'ghost',
  size = 'sm',
  ...props
}: ActionButtonProps) {
  const [busy, run] = useBusy()
  return (
    <Button
      variant={variant}
      size={size}
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        run(async () =>
          saveBytes(await getCompute().structureTemplateWorkbook(), TEMPLATE_FILE_NAME),
        )
      }
      {...props}
    >
      {busy ? <Spinner /> : <Download aria-hidden />}
      下载导入模板
    </Button>
  )
}
