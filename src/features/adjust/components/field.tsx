import type * as React from 'react'
import { useState } from 'react'
import { formatDecimal } from '@/domain/format'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'

/** A labelled text input of the 调价 forms. */
export function Field({
  label,
  value,
  onChange,
  className,
  ...rest
}: { label: string; value: string; onChange: (v: string) => void } & Omit<
  React.ComponentProps<'input'>,
  'value' | 'onChange'
>) {
  return (
    <label
      className={`flex min-w-0 flex-col gap-1 text-xs text-muted-foreground ${className ?? ''}`}
    >
      {label}
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        className="h-8"
        {...rest}
      />
    </label>
  )
}

/**
 * A money field (元): thousands separators while it is not being edited (11,736,380.96), the plain
 * number while it is; separators typed or pasted into it are dropped.
 */
export function MoneyField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (v: string) => void
}) {
  const [editing, setEditing] = useState(false)
  const shown = editing ? value : (formatDecimal(value.trim(), 2, true) ?? value)
  return (
    <Field
      label={label}
      value={shown}
      inputMode="decimal"
      onFocus={() => setEditing(true)}
      onBlur={() => setEditing(false)}
      onChange={(v) => onChange(v.replace(/[,，]/g, ''))}
    />
  )
}

/** A labelled drop-down of the 调价 forms. */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: Readonly<Record<T, string>>
  onChange: (v: T) => void
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
      {label}
      <Select
        aria-label={label}
        className="h-8"
        value={value}
        onValueChange={(v) => onChange(v as T)}
        options={Object.entries<string>(options).map(([v, l]) => ({ value: v, label: l }))}
      />
    </label>
  )
}

/** A bare cell input for the grids (periods × materials, factors). */
export function CellInput({
  value,
  onChange,
  label,
  className,
  placeholder,
}: {
  value: string
  onChange: (v: string) => void
  label: string
  className?: string
  placeholder?: string
}) {
  return (
    <input
      aria-label={label}
      value={value}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
      className={`h-7 w-20 rounded border border-input bg-background px-1 text-right text-xs ${className ?? ''}`}
    />
  )
}

/**
 * A table wider than the workspace scrolls sideways inside this box, never the page; the box is a
 * named, focusable region so a keyboard user can scroll it too.
 */
export function ScrollBox({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={`${label}（可横向滚动）`}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring print:overflow-visible"
    >
      {children}
    </div>
  )
}
