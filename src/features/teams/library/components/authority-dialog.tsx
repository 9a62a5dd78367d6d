import { useState } from 'react'
import {
  LEVELS,
  LEVEL_NAMES,
  type AuthorityDoc,
  type AuthorityEntry,
  type FileLevel,
  type TeamFileDoc,
} from '@/domain/teams/library'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Select } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuthorityList, useGroupings, useMembers } from '../hooks/use-library'

type Choice = FileLevel | ''
const key = (kind: AuthorityDoc['Kind'], id: string) => `${kind}:${id}`
const LEVEL_OPTIONS = [
  { value: '', label: '无权限' },
  ...LEVELS.map((l) => ({ value: l, label: LEVEL_NAMES[l] })),
]

export interface AuthorityDialogProps {
  teamId: string
  file: TeamFileDoc
  onClose: () => void
  /** Resolves to a failure message (the dialog stays), or null. */
  onSave: (entries: AuthorityEntry[]) => Promise<string | null>
}

/** 权限: the file's entries for 全部成员, each grouping and each member (none / 查看 / 编辑 / 管理). */
export function AuthorityDialog({ teamId, file, onClose, onSave }: AuthorityDialogProps) {
  const current = useAuthorityList(teamId, file.ID)
  const groupings = useGroupings(teamId)
  const members = useMembers(teamId)
  const [edits, setEdits] = useState<Record<string, Choice>>({})
  const [busy, setBusy] = useState(false)
  const states = [current.state, groupings.state, members.state]
  const failure = states.find((s) => s.status === 'error')
  const ready =
    current.state.status === 'ready' &&
    groupings.state.status === 'ready' &&
    members.state.status === 'ready'

  const subjects: { kind: AuthorityDoc['Kind']; id: string; name: string }[] = []
  if (groupings.state.status === 'ready' && members.state.status === 'ready') {
    subjects.push({ kind: 'all', id: '', name: '全部成员' })
    for (const g of groupings.state.data.Groupings)
      subjects.push({ kind: 'grouping', id: g.ID, name: `分组：${g.Name}` })
    for (const m of members.state.data)
      subjects.push({ kind: 'user', id: m.UserId, name: `成员：${m.UserName}` })
  }
  const saved = new Map(
    current.state.status === 'ready'
      ? current.state.data.map((e) => [key(e.Kind, e.ID), e.Level] as const)
      : [],
  )
  const levelOf = (k: string): Choice => edits[k] ?? saved.get(k) ?? ''

  const save = async () => {
    const entries = subjects.flatMap((s): AuthorityEntry[] => {
      const level = levelOf(key(s.kind, s.id))
      if (level === '') return []
      return [
        s.kind === 'all'
          ? { Kind: 'all', ID: '', Level: level }
          : { Kind: s.kind, ID: s.id, Level: level },
      ]
    })
    setBusy(true)
    const error = await onSave(entries)
    setBusy(false)
    if (error === null) onClose()
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>文件权限</DialogTitle>
          <DialogDescription>
            {file.Name}：成员的权限取其匹配的最高一级；上传人和管理员始终可以管理。
          </DialogDescription>
        </DialogHeader>
        {failure?.status === 'error' && (
          <p role="alert" className="text-sm text-destructive">
            {failure.message}
          </p>
        )}
        {!ready && !failure && <Skeleton className="h-32 w-full" />}
        {ready && (
          <ul aria-label="权限设置" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
            {subjects.map((s) => {
              const k = key(s.kind, s.id)
              return (
                <li key={k} className="flex items-center justify-between gap-3 px-1">
                  <span className="min-w-0 truncate text-sm">{s.name}</span>
                  <Select
                    aria-label={`${s.name}的权限`}
                    className="w-28"
                    value={levelOf(k)}
                    options={LEVEL_OPTIONS}
                    onValueChange={(v) => setEdits((e) => ({ ...e, [k]: v as Choice }))}
                  />
                </li>
              )
            })}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button disabled={!ready || busy} onClick={() => void save()}>
            保存
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
