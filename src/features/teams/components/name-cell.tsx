import { TableCell } from '@/components/ui/table'
import { cn } from '@/lib/cn'

/** A person's name in a member table, with （我） after the signed-in user's own. */
export function NameCell({
  name,
  me,
  className,
}: {
  name: string
  me: boolean
  className?: string
}) {
  return (
    <TableCell className={cn('truncate font-medium', className)}>
      {name}
      {me && <span className="text-muted-foreground">（我）</span>}
    </TableCell>
  )
}
