import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

export interface Column<R> {
  key: string
  label: string
  get: (row: R) => string
  /** The text shown outside editing (thousands separators …); `get` is the value edited and sent. */
  show?: (row: R) => string
  editable?: boolean
  className?: string
}

interface Props<R> {
  label: string
  columns: readonly Column<R>[]
  rows: readonly R[]
  rowKey: (row: R) => string
  /** Saves the edited values; resolves to the Chinese refusal message, or null when saved. */
  onSave: (row: R, draft: Record<string, string>) => Promise<string | null>
  /** Rows that can be removed get 删除 (the caller confirms); resolves like onSave. */
  onDelete?: ((row: R) => Promise<string | null>) | undefined
}

/** A table whose editable cells turn into inputs on 编辑; 保存 shows the refusal in place. */
export function EditableTable<R>({ label, columns, rows, rowKey, onSave, onDelete }: Props<R>) {
  const [editing, setEditing] = useState<string | null>(null)
  const [draft, setDraft] = useState<Record<string, string>>({})
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null)

  const start = (row: R) => {
    setEditing(rowKey(row))
    setDraft(Object.fromEntries(columns.filter((c) => c.editable).map((c) => [c.key, c.get(row)])))
    setError('')
  }
  const save = async (row: R) => {
    setSaving(true)
    const message = await onSave(row, draft)
    setSaving(false)
    if (message) setError(message)
    else setEditing(null)
  }
  const remove = async (row: R) => {
    if (!onDelete) return
    setSaving(true)
    const message = await onDelete(row)
    setSaving(false)
    setFailed(message ? { key: rowKey(row), message } : null)
  }

  return (
    <Table scrollLabel={label} aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.key} className={c.className}>
              {c.label}
            </TableHead>
          ))}
          <TableHead className="w-32">操作</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const key = rowKey(row)
          const open = editing === key
          return (
            <TableRow key={key} data-row={key}>
              {columns.map((c) => (
                <TableCell key={c.key} className={c.className}>
                  {open && c.editable ? (
                    <Input
                      aria-label={c.label}
                      className="h-8 min-w-16"
                      value={draft[c.key] ?? ''}
                      onChange={(e) => setDraft({ ...draft, [c.key]: e.target.value })}
                      onKeyDown={(e) => e.key === 'Enter' && void save(row)}
                    />
                  ) : (
                    <span className="break-words">{(c.show ?? c.get)(row)}</span>
                  )}
                </TableCell>
              ))}
              <TableCell>
                {open ? (
                  <div className="flex flex-col gap-1">
                    <div className="flex gap-1">
                      <Button size="sm" disabled={saving} onClick={() => void save(row)}>
                        保存
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={saving}
                        onClick={() => setEditing(null)}
                      >
                        取消
                      </Button>
                    </div>
                    {error && (
                      <p role="alert" className="text-xs text-destructive">
                        {error}
                      </p>
                    )}
                  </div>
                ) : (
                  <div className="flex flex-col gap-1">
                    <div className="flex gap-1">
                      <Button size="sm" variant="outline" onClick={() => start(row)}>
                        编辑
                      </Button>
                      {onDelete && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={saving}
                          onClick={() => void remove(row)}
                        >
                          删除
                        </Button>
                      )}
                    </div>
                    {failed?.key === key && (
                      <p role="alert" className="text-xs text-destructive">
                        {failed.message}
                      </p>
                    )}
                  </div>
                )}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
