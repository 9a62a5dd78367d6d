import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { CheckList, toggled } from './check-list'

export interface TeamChoice {
  ID: string
  Name: string
}

export interface TeamChoiceDialogProps {
  title: string
  description: string
  teams: readonly TeamChoice[]
  /** Ticked when the dialog opens. */
  initial: readonly string[]
  /** Asks for a member's phone number above the teams (添加成员). */
  withPhone?: boolean
  action: string
  destructive?: boolean
  onOpenChange: (open: boolean) => void
  /**
   * Resolves to the message to show (the dialog stays open, with the teams still to do ticked),
   * or null when everything was done (the dialog closes).
   */
  onSubmit: (
    teams: TeamChoice[],
    phone: string,
  ) => Promise<{ message: string; left: string[] } | null>
}

/** 成员管理's dialogs: tick teams (and give a phone number) and act on each ticked team. */
export function TeamChoiceDialog(props: TeamChoiceDialogProps) {
  const { title, description, teams, withPhone, action, destructive, onOpenChange, onSubmit } =
    props
  const [chosen, setChosen] = useState(() => new Set(props.initial))
  const [phone, setPhone] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if (withPhone && phone.trim() === '') return setMessage('请输入手机号')
    const picked = teams.filter((t) => chosen.has(t.ID))
    if (picked.length === 0) return setMessage('请至少选择一个团队')
    setBusy(true)
    setMessage('')
    const result = await onSubmit(picked, phone)
    setBusy(false)
    if (!result) return onOpenChange(false)
    setMessage(result.message)
    setChosen(new Set(result.left))
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            if (!busy) void submit()
          }}
        >
          {withPhone && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="team-choice-phone">手机号</Label>
              <Input
                id="team-choice-phone"
                placeholder="输入已注册用户的手机号"
                inputMode="numeric"
                maxLength={13}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
          )}
          <CheckList
            label="团队"
            items={teams.map((t) => ({ id: t.ID, label: t.Name }))}
            chosen={chosen}
            onToggle={(id, on) => setChosen((prev) => toggled(prev, id, on))}
          />
          {message && (
            <p role="alert" className="whitespace-pre-line text-sm text-destructive">
              {message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              取消
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
              {busy ? '处理中…' : action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
