import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

export type ToolbarAction =
  | 'add'
  | 'insert'
  | 'child'
  | 'outdent'
  | 'indent'
  | 'up'
  | 'down'
  | 'copy'
  | 'delete'
  | 'check'
  | 'confirm'

const ROW_ACTIONS: Array<{ action: ToolbarAction; label: string; hint: string }> = [
  { action: 'insert', label: '插入', hint: '在当前行之前插入一行' },
  { action: 'child', label: '添加子项', hint: '在当前行下添加一个子项' },
  { action: 'outdent', label: '升级', hint: '当前行上移一级' },
  { action: 'indent', label: '降级', hint: '当前行成为上一行的子项' },
  { action: 'up', label: '上移', hint: '与上一个同级单项交换位置' },
  { action: 'down', label: '下移', hint: '与下一个同级单项交换位置' },
  { action: 'copy', label: '复制', hint: '复制当前行及其子项' },
]

/**
 * The structure toolbar. `slot` is where the Excel import/export controls of
 * src/features/structure/import go once they exist (another engineer owns that folder).
 */
export function StructureToolbar({
  hasRow,
  busy,
  onAction,
  slot,
}: {
  hasRow: boolean
  busy: boolean
  onAction: (action: ToolbarAction) => void
  slot?: ReactNode
}) {
  return (
    <div role="toolbar" aria-label="结构操作" className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => onAction('add')} disabled={busy}>
        新增单项
      </Button>
      {ROW_ACTIONS.map(({ action, label, hint }) => (
        <Button
          key={action}
          size="sm"
          variant="outline"
          title={hint}
          disabled={!hasRow || busy}
          onClick={() => onAction(action)}
        >
          {label}
        </Button>
      ))}
      <Button
        size="sm"
        variant="outline"
        className="text-destructive"
        disabled={!hasRow || busy}
        onClick={() => onAction('delete')}
      >
        删除
      </Button>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden />
      <Button size="sm" variant="outline" onClick={() => onAction('check')} disabled={busy}>
        检查
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onAction('confirm')} disabled={busy}>
        确认结构
      </Button>
      {slot && (
        <div data-slot="structure-import" className="ml-auto flex items-center gap-2">
          {slot}
        </div>
      )}
    </div>
  )
}
