import { Columns3 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { ColumnChoice } from '../grid/columns'

/** 显示列: the bill grid's optional columns (综合单价组成, 主材), hidden by default. */
export function ColumnChooser({
  choice,
  onChange,
}: {
  choice: ColumnChoice
  onChange: (choice: ColumnChoice) => void
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline">
          <Columns3 aria-hidden />
          显示列
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="px-2 py-1 text-xs text-muted-foreground">
          可选列
        </DropdownMenuLabel>
        <DropdownMenuCheckboxItem
          checked={choice.composition}
          onCheckedChange={(v) => onChange({ ...choice, composition: v === true })}
        >
          综合单价组成（人工费、材料费、机械费、管理费、利润）
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={choice.materials}
          onCheckedChange={(v) => onChange({ ...choice, materials: v === true })}
        >
          主材
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
