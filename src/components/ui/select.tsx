import { useRef, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/cn'
import { SELECT_TRIGGER_CLASS, type SelectProps } from './select-style'
import type * as SelectRadix from './select-radix'

export type { SelectOption, SelectProps } from './select-style'

type RadixModule = typeof SelectRadix
let radix: RadixModule | undefined
let loading: Promise<RadixModule> | undefined
/** Radix Select (about 60 KB of script) is fetched when a drop-down is first about to be used. */
function loadRadix(): Promise<RadixModule> {
  loading ??= import('./select-radix').then((m) => (radix = m))
  return loading
}
const preload = () => void loadRadix().catch(() => (loading = undefined))

/**
 * The app's drop-down: a styled Radix Select (a combobox button and a listbox of options, full
 * keyboard support) in place of the browser's <select>. An option may carry the value ''.
 * Until first used it is one plain button that looks and reads the same (combobox, the chosen
 * label): a screen's first load then carries no Radix Select and renders no Radix providers,
 * popper or listeners per drop-down (issue 16; the trading centre has four). Pointing at it or
 * focusing it fetches Radix; the first press opens it as Radix's trigger would (pointer down
 * with the main button, a click from touch or a label; Enter, Space, ArrowDown or ArrowUp), and
 * from then on the real Radix Select stays mounted. Same trick as RowMenu's ⋯ menu.
 */
export function Select(props: SelectProps) {
  const [armed, setArmed] = useState(false)
  const arming = useRef(false)
  if (armed && radix) return <radix.RadixSelect {...props} defaultOpen />

  const { value, options, placeholder, className, disabled, name, id, ...aria } = props
  const chosen = options.find((o) => o.value === value)
  const arm = () => {
    if (arming.current || disabled) return
    arming.current = true
    loadRadix().then(
      () => setArmed(true),
      (error: unknown) => {
        arming.current = false
        loading = undefined
        console.warn('The drop-down could not load', error)
      },
    )
  }
  return (
    <>
      <button
        type="button"
        role="combobox"
        id={id}
        aria-expanded={false}
        aria-autocomplete="none"
        aria-label={aria['aria-label']}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        disabled={disabled}
        data-slot="select-trigger"
        data-state="closed"
        data-disabled={disabled ? '' : undefined}
        data-placeholder={chosen ? undefined : ''}
        className={cn(SELECT_TRIGGER_CLASS, className)}
        onPointerEnter={preload}
        onFocus={preload}
        onPointerDown={(e) => {
          if (e.button !== 0 || e.ctrlKey || e.pointerType !== 'mouse') return
          e.preventDefault() // as Radix: focus goes to the list, not to this button
          arm()
        }}
        onClick={arm}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown' && e.key !== 'ArrowUp')
            return
          e.preventDefault()
          arm()
        }}
      >
        <span style={{ pointerEvents: 'none' }}>{chosen ? chosen.label : placeholder}</span>
        <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden />
      </button>
      {name !== undefined && <input type="hidden" name={name} value={value} />}
    </>
  )
}
