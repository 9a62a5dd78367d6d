import { useId, type ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FileButton } from '@/components/ui/file-button'
import { Spinner } from '@/components/ui/spinner'

// The pieces every Excel import dialog repeats: picking the file, the busy line, the issue list,
// the error line and the first footer buttons.

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** 选择文件 for one .xlsx; the input is cleared so the same file can be picked again. */
export function XlsxFileButton({ id, onFile }: { id: string; onFile: (file: File) => void }) {
  return (
    <FileButton
      id={id}
      label="选择文件"
      showName={false}
      accept={XLSX_ACCEPT}
      onChange={(e) => {
        const file = e.target.files?.[0]
        e.target.value = ''
        if (file) onFile(file)
      }}
    />
  )
}

/**
 * The labelled file picker of an import dialog's first step; `beside` (e.g. a template download)
 * stands next to the button, `note` below it.
 */
export function XlsxFilePicker({
  onFile,
  beside,
  note,
}: {
  onFile: (file: File) => void
  beside?: ReactNode
  note?: ReactNode
}) {
  const id = useId()
  const button = <XlsxFileButton id={id} onFile={onFile} />
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        选择 Excel 文件（.xlsx）
      </label>
      {beside === undefined ? (
        button
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {button}
          {beside}
        </div>
      )}
      {note !== undefined && <p className="text-xs text-muted-foreground">{note}</p>}
    </div>
  )
}

/** A spinner and what is being done. */
export function BusyStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <Spinner /> {children}
    </p>
  )
}

/** A spinner, what is being done and a bar: determinate when `value` (0 … 1) is given. */
export function ProgressStatus({ label, value }: { label: string; value?: number | undefined }) {
  return (
    <div className="grid gap-2" role="status" aria-live="polite">
      <div className="flex items-center gap-2 text-sm">
        <Spinner />
        {label}
      </div>
      <progress className="h-2 w-full" max={1} value={value} aria-label={label} />
    </div>
  )
}

/** The last error in Chinese, when there is one. */
export function ErrorAlert({ error }: { error: string }) {
  if (error === '') return null
  return (
    <p role="alert" className="text-sm text-destructive">
      {error}
    </p>
  )
}

export interface ListedIssue {
  row: number
  message: string
  level: 'error' | 'warning'
}

const ISSUE_LIMIT = 200
const rowAndMessage = (issue: ListedIssue) => (
  <>
    {issue.row > 0 ? `第 ${issue.row} 行：` : ''}
    {issue.message}
  </>
)

/** The problems found by the preview, the first 200 of them: 跳过 (error) or 提示 (warning). */
export function ImportIssueList<I extends ListedIssue>({
  issues,
  maxHeight = 'max-h-32',
  describe = rowAndMessage,
}: {
  issues: readonly I[]
  maxHeight?: string
  describe?: (issue: I) => ReactNode
}) {
  if (issues.length === 0) return null
  return (
    <ul
      aria-label="问题"
      className={`grid ${maxHeight} gap-1 overflow-auto rounded-md border p-2 text-sm`}
    >
      {issues.slice(0, ISSUE_LIMIT).map((issue, i) => (
        <li key={i} className="flex gap-2">
          <Badge variant={issue.level === 'error' ? 'destructive' : 'outline'}>
            {issue.level === 'error' ? '跳过' : '提示'}
          </Badge>
          <span>{describe(issue)}</span>
        </li>
      ))}
      {issues.length > ISSUE_LIMIT && (
        <li className="text-muted-foreground">还有 {issues.length - ISSUE_LIMIT} 条未列出</li>
      )}
    </ul>
  )
}

/** 重新选择文件 (once a file is read) and 取消 (not while busy), the first buttons of the footer. */
export function ReselectAndCancel({
  canReselect,
  onReselect,
  busy,
  onCancel,
}: {
  canReselect: boolean
  onReselect: () => void
  busy: boolean
  onCancel: () => void
}) {
  return (
    <>
      {canReselect && (
        <Button variant="ghost" onClick={onReselect}>
          重新选择文件
        </Button>
      )}
      <Button variant="outline" disabled={busy} onClick={onCancel}>
        取消
      </Button>
    </>
  )
}
