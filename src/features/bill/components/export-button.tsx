import { useState } from 'react'
import { FileDown } from 'lucide-react'
import { loadBillForExport, notifier } from '../hooks/bill-commands'
import type { ReportSection } from '@/domain/bill/report/sections'
import type { AmountUnit } from '@/domain/bill/report/units'
import type { StandardVersion } from '@/domain/projects/model'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { getCompute } from '@/lib/compute'
import { saveBytes } from '@/lib/save-bytes'

/**
 * 导出清单: the standard forms (表-02 … 表-13) of the whole project, built in the compute worker;
 * from the report, only the chosen forms, the summary sheets in the chosen amount unit.
 */
export function BillExportButton({
  projectId,
  projectName,
  version,
  disabled,
  sections,
  unit,
}: {
  projectId: string
  projectName: string
  version: StandardVersion
  disabled?: boolean
  sections?: readonly ReportSection[]
  unit?: AmountUnit
}) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      const [data, structure] = await loadBillForExport(projectId, version)
      const bytes = await getCompute().exportBillWorkbook({
        projectName,
        structure,
        data,
        sections,
        unit,
      })
      saveBytes(bytes, `${projectName || '项目'}-清单计价.xlsx`)
    } catch {
      notifier().toast('导出失败，请重试', { kind: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={disabled || busy} onClick={() => void run()}>
      {busy ? <Spinner /> : <FileDown aria-hidden />}
      导出清单
    </Button>
  )
}
