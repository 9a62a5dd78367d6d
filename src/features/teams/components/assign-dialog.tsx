import { useState } from 'react'
import type { TeamMember } from '@/domain/teams/schemas'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { CheckList, toggled } from './check-list'

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
        <CheckList
          label="团队成员"
          items={members.map((m) => ({ id: m.UserId, label: m.UserName, detail: m.Phone }))}
          chosen={chosen}
          onToggle={(id, on) => setChosen((prev) => toggled(prev, id, on))}
        />
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
