import { useState } from 'react'
import { Input } from '@/components/ui/input'
import { formatYuan } from '../grid/lines'

/** The editable cells of the bill's line panels (总价措施, 规费, 其他项目). */

/**
 * A number cell that saves on blur or Enter; Escape puts the stored value back. As in the bill
 * grid, a money cell (`money`) shows thousands separators until it is edited; the edit starts
 * from the plain number, and separators typed into it are dropped.
 */
export function NumberCell({
  value,
  label,
  onSave,
  money = false,
}: {
  value: number | null
  label: string
  onSave: (text: string) => void
  money?: boolean
}) {
  const stored = value === null ? '' : String(value)
  const [draft, setDraft] = useState<string | null>(null)
  const shown = value === null ? '' : money ? formatYuan(value) : stored
  return (
    <Input
      aria-label={label}
      inputMode="decimal"
      className="h-8 w-full text-right tabular-nums"
      value={draft ?? shown}
      onFocus={() => setDraft(stored)}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur()
        if (e.key === 'Escape') setDraft(null)
      }}
      onBlur={() => {
        const text = draft === null ? null : money ? draft.trim().replace(/,/g, '') : draft.trim()
        if (text !== null && text !== stored) onSave(text)
        setDraft(null)
      }}
    />
  )
}

/** A text cell that saves on blur or Enter; Escape puts the stored value back. */
export function TextCell({
  value,
  label,
  onSave,
}: {
  value: string
  label: string
  onSave: (text: string) => void
}) {
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <Input
      aria-label={label}
      className="h-8 w-full"
      value={draft ?? value}
      onFocus={() => setDraft(value)}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur()
        if (e.key === 'Escape') setDraft(null)
      }}
      onBlur={() => {
        if (draft !== null && draft.trim() !== value) onSave(draft.trim())
        setDraft(null)
      }}
    />
  )
}
