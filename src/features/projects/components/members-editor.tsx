import { useId, useState } from 'react'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { LIMITS, type ProjectMember } from '@/domain/projects/model'
import { Select } from '@/components/ui/select'

const ROLES: ProjectMember['Role'][] = ['查看', '编辑', '管理']

/**
 * 成员 of a project (EditProject_Members): added by name and role, stored in Members. The
 * UserID stays empty until the team features resolve names to accounts.
 */
export function MembersEditor({
  value,
  onChange,
}: {
  value: ProjectMember[]
  onChange: (next: ProjectMember[]) => void
}) {
  const id = useId()
  const [name, setName] = useState('')
  const [role, setRole] = useState<ProjectMember['Role']>('查看')
  const [error, setError] = useState('')
  const add = () => {
    const trimmed = name.trim()
    if (trimmed === '') return setError('请输入成员姓名')
    if (trimmed.length > 50) return setError('成员姓名不能超过50个字')
    if (value.some((m) => m.UserName === trimmed)) return setError('该成员已在列表中')
    if (value.length >= LIMITS.membersMax) return setError(`成员不能超过${LIMITS.membersMax}人`)
    onChange([...value, { UserID: '', UserName: trimmed, Role: role }])
    setName('')
    setError('')
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">成员</legend>
      {value.length > 0 && (
        <ul aria-label="成员列表" className="flex flex-wrap gap-2">
          {value.map((m) => (
            <li
              key={m.UserName}
              className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm"
            >
              <span>
                {m.UserName}（{m.Role}）
              </span>
              <button
                type="button"
                aria-label={`移除成员 ${m.UserName}`}
                className="rounded p-0.5 hover:bg-accent"
                onClick={() => onChange(value.filter((x) => x.UserName !== m.UserName))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          aria-label="成员姓名"
          placeholder="成员姓名"
          value={name}
          aria-invalid={error !== '' || undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
        />
        <Select
          aria-label="成员角色"
          className="w-28"
          value={role}
          onValueChange={(v) => setRole(v as ProjectMember['Role'])}
          options={ROLES.map((r) => ({ value: r, label: r }))}
        />
        <Button variant="outline" onClick={add}>
          添加成员
        </Button>
      </div>
      {error && (
        <p id={`${id}-err`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
