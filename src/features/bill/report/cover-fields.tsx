import { useState } from 'react'
import { Input } from '@/components/ui/input'
import type { ReportData } from './use-report-data'
import { notifier, saveCoverSign } from '../hooks/bill-commands'

type SignField = 'Compiler' | 'Reviewer' | 'CompiledOn'
const FIELDS: readonly { field: SignField; label: string; type: 'text' | 'date' }[] = [
  { field: 'Compiler', label: '编制人', type: 'text' },
  { field: 'Reviewer', label: '复核人', type: 'text' },
  { field: 'CompiledOn', label: '编制时间', type: 'date' },
]

/**
 * The cover's 编制人, 复核人 and 编制时间, stored on the project (synced like it) and printed on the
 * 封面; each saves when it loses focus. An empty 编制时间 prints the day of printing.
 */
export function CoverFields({ project }: { project: NonNullable<ReportData['project']> }) {
  const [drafts, setDrafts] = useState<Partial<Record<SignField, string>>>({})
  const stored = (f: SignField) => {
    const v = project.data[f]
    return typeof v === 'string' ? v : ''
  }
  return (
    <fieldset className="flex flex-wrap items-center gap-3 text-sm">
      <legend className="sr-only">封面签署</legend>
      {FIELDS.map(({ field, label, type }) => (
        <label key={field} className="flex items-center gap-1">
          {label}
          <Input
            aria-label={label}
            type={type}
            className="h-8 w-36"
            value={drafts[field] ?? stored(field)}
            onChange={(e) => setDrafts((d) => ({ ...d, [field]: e.target.value }))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur()
            }}
            onBlur={() => {
              const text = drafts[field]
              setDrafts(({ [field]: _gone, ...rest }) => rest)
              if (text === undefined || text.trim() === stored(field)) return
              void saveCoverSign(project.id, field, text).then((r) => {
                if (!r.ok) notifier().toast(r.message, { kind: 'error', durationMs: 4000 })
              })
            }}
          />
        </label>
      ))}
    </fieldset>
  )
}
