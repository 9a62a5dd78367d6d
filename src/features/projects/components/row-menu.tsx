import { useState, type ReactNode } from 'react'
import { MoreHorizontal } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

type Armed = null | 'pointer' | 'keyboard'

/**
 * A list row's ⋯ menu whose Radix DropdownMenu mounts on first use. Until then the row holds one
 * plain button: a mounted DropdownMenu per row (providers, popper anchor, document listeners, and
 * a second render when its anchor registers) was a large part of rendering 我的项目's rows cold
 * (bench/projects). The first press opens the menu as the Radix trigger would (pointer down with
 * the main button; Enter, Space or ArrowDown, which also focus the first item); after that the row
 * keeps the real DropdownMenu.
 */
export function RowMenu({ label, items }: { label: string; items: () => ReactNode }) {
  const [armed, setArmed] = useState<Armed>(null)
  if (armed === null) {
    return (
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerDown={(e) => {
          if (e.button !== 0 || e.ctrlKey) return
          e.preventDefault() // as Radix: focus goes to the menu, not to this button
          setArmed('pointer')
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown') return
          e.preventDefault()
          setArmed('keyboard')
        }}
      >
        <MoreHorizontal aria-hidden />
      </Button>
    )
  }
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(e) => {
          // Opened from the keyboard before the menu existed, Radix did not see that key and
          // focuses the menu itself: move on to the first item, as a keyboard open does.
          if (armed !== 'keyboard' || e.target !== e.currentTarget) return
          e.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
          setArmed('pointer')
        }}
      >
        {items()}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
