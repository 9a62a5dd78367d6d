import { useState } from 'react'
import { FileButton } from '@/components/ui/file-button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { importQuotaFile, libraryOfFile, type ImportResult } from '../hooks/use-quotas'

/**
 * 导入定额库: the 定额库 name (the file's name unless typed) and a workbook laid out as
 * docs/bill.md "定额库 import" says; all or nothing, each refused row named.
 */
export function QuotaImport() {
  const [library, setLibrary] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ImportResult | null>(null)
  const onFile = async (file: File) => {
    const name = library.trim() === '' ? libraryOfFile(file.name) : library
    setLibrary(name)
    setBusy(true)
    setResult(null)
    try {
      setResult(await importQuotaFile(file, name))
    } catch {
      setResult({ ok: false, messages: ['读取文件失败，请确认是有效的 .xlsx 文件后重试'] })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-label="导入定额库" className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1">
          <span className="shrink-0">定额库名称</span>
          <Input
            className="h-8 w-56"
            value={library}
            placeholder="默认取文件名"
            onChange={(e) => setLibrary(e.target.value)}
          />
        </label>
        <FileButton
          label="导入 Excel"
          accept=".xlsx"
          showName={false}
          aria-label="选择定额库 Excel 文件"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void onFile(file)
          }}
        />
        {busy && (
          <span role="status" className="flex items-center gap-1 text-muted-foreground">
            <Spinner /> 正在读取…
          </span>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        每个工作表含「类别、编号、名称、规格、单位、消耗量、单价」列：类别为“定额”的行是定额子目（编号、名称、单位、基价，可选管理费费率、利润率），其下类别为人工、材料、机械的行是它的人材机（消耗量按定额单位）。同一定额库中编号相同的子目会被替换。
      </p>
      {result?.ok === true && (
        <p role="status" className="text-emerald-700">
          {result.text}
        </p>
      )}
      {result?.ok === false && (
        <div role="alert" className="grid gap-1 text-destructive">
          <p>未导入（整个文件未写入）：</p>
          <ul className="grid max-h-40 list-disc gap-0.5 overflow-auto pl-5">
            {result.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
