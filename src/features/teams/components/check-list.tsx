import { Checkbox } from '@/components/ui/checkbox'

export interface CheckListItem {
  id: string
  label: string
  /** Small text at the end of the line (a masked phone). */
  detail?: string
}

export interface CheckListProps {
  label: string
  items: readonly CheckListItem[]
  chosen: ReadonlySet<string>
  onToggle: (id: string, on: boolean) => void
}

/** The team dialogs' list of checkboxes (members of a grouping, teams to join or leave). */
export function CheckList({ label, items, chosen, onToggle }: CheckListProps) {
  return (
    <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted/60">
            <Checkbox
              checked={chosen.has(item.id)}
              onCheckedChange={(v) => onToggle(item.id, v === true)}
              aria-label={item.label}
            />
            <span className="flex-1 truncate text-sm">{item.label}</span>
            {item.detail && (
              <span className="text-xs tabular-nums text-muted-foreground">{item.detail}</span>
            )}
          </label>
        </li>
      ))}
    </ul>
  )
}

/** A Set-state toggler: adds or removes `id`. */
export const toggled = (prev: ReadonlySet<string>, id: string, on: boolean): Set<string> => {
  const next = new Set(prev)
  if (on) next.add(id)
  else next.delete(id)
  return next
}
