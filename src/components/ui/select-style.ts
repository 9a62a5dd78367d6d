import type { ReactNode } from 'react'

/** The closed drop-down's look, shared by the light trigger (./select.tsx) and Radix's (./select-radix.tsx). */
export const SELECT_TRIGGER_CLASS = [
  'flex h-9 min-w-0 items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive data-[placeholder]:text-muted-foreground [&>span]:truncate',
].join(' ')

// Radix reserves the empty string for "no value"; an option meaning 全部 ('' in the caller's
// state) travels under this key instead.
export const SELECT_EMPTY = '__empty__'

export interface SelectOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface SelectProps {
  value: string
  onValueChange: (value: string) => void
  options: readonly SelectOption[]
  id?: string
  name?: string
  placeholder?: string
  disabled?: boolean
  className?: string
  contentClassName?: string
  'aria-label'?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}
