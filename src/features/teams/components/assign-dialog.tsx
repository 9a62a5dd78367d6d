import { useState } from 'react'
import type { TeamMember } from '@/domain/teams/schemas'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export interface AssignDialogProps {
  grouping: { ID: string; Name: string }
  members: readonly TeamMember[]
  onOpenChange: (open: boolean) => void
  /** Resolves to the message to show, or null when saved (the dialog closes). */
  onSave: (userIds: string[]) => Promise<string | null>
}

/** 设置成员: a checkbox per team member; saving sets the grouping to exactly the ticked ones. */
export function AssignDialog({ grouping, members, onOpenChange, onSave }: AssignDialogProps) {
  const [chosen, setChosen] = useState(
    () =>
      new Set(
        members.filter((m) => m.Groupings.some((g) => g.ID === grouping.ID)).map((m) => m.UserId),
      ),
  )
  const [message, setMessage] = useState('')
  const [saving, setSaving] = useState(false)
  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const save = async () => {
    setSaving(true)
    const error = await onSave(members.filter((m) => chosen.has(m.UserId)).map((m) => m.UserId))
    setSaving(false)
    if (error) setMessage(error)
    else onOpenChange(false)
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>设置“{grouping.Name}”的成员</DialogTitle>
          <DialogDescription>
            勾选属于这个分组的成员；一名成员可以同时属于多个分组。
          </DialogDescription>
        </DialogHeader>
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label="团队成员">
          {members.map((m) => (
            <li key={m.UserId}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted/60">
                <Checkbox
                  checked={chosen.has(m.UserId)}
                  onCheckedChange={(v) => toggle(m.UserId, v === true)}
                  aria-label={m.UserName}
                />
                <span className="flex-1 truncate text-sm">{m.UserName}</span>
                <span className="text-xs tabular-nums text-muted-foreground">{m.Phone}</span>
              </label>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">已选 {chosen.size} 人</p>
        {message && (
          <p role="alert" className="text-sm text-destructive">
            {message}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            取消
          </Button>
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? '保存中…' : '保存'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
