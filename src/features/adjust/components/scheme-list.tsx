import { useState } from 'react'
import { Copy, Plus, RotateCcw, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { STANDARD_VERSIONS, type StandardVersion } from '@/domain/projects/model'
import {
  commands,
  confirmDeleteScheme,
  confirmReset,
  report,
  useProjects,
} from '../hooks/use-adjust'
import type { SchemeView } from '../hooks/use-adjust'
import { Choice, Field } from './field'

const VERSION_LABELS = Object.fromEntries(STANDARD_VERSIONS.map((v) => [v, v])) as Record<
  StandardVersion,
  string
>

/** 调价方案 list: 新建 (on a project's bill), 复制, 重置数据, 删除. All offline, synced later. */
export function SchemeList({
  schemes,
  selected,
  onSelect,
  projectId: openedFrom,
  signCount,
}: {
  schemes: SchemeView[]
  selected: string | null
  onSelect: (id: string | null) => void
  /** The project the screen was opened from: 新建方案 takes its bill unless changed. */
  projectId?: string
  signCount: number
}) {
  const projects = useProjects() ?? []
  const [name, setName] = useState('')
  const [projectId, setProjectId] = useState(openedFrom ?? '')
  const [version, setVersion] = useState<StandardVersion>('GB/T 50500-2024')
  const current = schemes.find((s) => s.ID === selected) ?? null
  const projectOptions = {
    '': '（不关联项目）',
    ...Object.fromEntries(projects.map((p) => [p.ID, p.Project_Name])),
  } as Record<string, string>

  const create = async () => {
    const project = projects.find((p) => p.ID === projectId)
    const r = await commands.create({
      name,
      projectId,
      version,
      projectName: project?.Project_Name,
      projectTotal: project?.TotalCost,
      city: project?.City,
    })
    if (report(r, '已新建调价方案') && r.ok) {
      setName('')
      onSelect(r.value)
    }
  }
  return (
    <aside
      className="flex flex-col gap-3 print:hidden @5xl:w-56 @5xl:shrink-0"
      aria-label="调价方案"
    >
      <div className="grid gap-2 rounded-md border p-2 @2xl:grid-cols-[repeat(3,minmax(0,1fr))_auto] @2xl:items-end @5xl:flex @5xl:flex-col @5xl:items-stretch">
        <Field label="方案名称" value={name} onChange={setName} placeholder="如：一期材料调差" />
        <Choice
          label="关联项目（取其清单）"
          value={projectId}
          options={projectOptions}
          onChange={setProjectId}
        />
        <Choice label="计价标准" value={version} options={VERSION_LABELS} onChange={setVersion} />
        <Button size="sm" onClick={() => void create()}>
          <Plus aria-hidden />
          新建方案
        </Button>
      </div>
      <ul className="flex flex-wrap gap-1 @5xl:flex-col">
        {schemes.length === 0 && <li className="text-sm text-muted-foreground">还没有调价方案</li>}
        {schemes.map((s) => (
          <li key={s.ID} className="max-w-56 @5xl:max-w-none">
            <button
              type="button"
              onClick={() => onSelect(s.ID)}
              aria-current={s.ID === selected}
              className={`w-full truncate rounded px-2 py-1 text-left text-sm ${s.ID === selected ? 'bg-primary text-primary-foreground' : 'hover:bg-muted'}`}
            >
              {s.Name}
              <span className="block text-xs opacity-70">{s.Contract.StandardVersion}</span>
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void commands
                .copy(current.ID)
                .then((r) => report(r, '已复制方案') && r.ok && onSelect(r.value))
            }
          >
            <Copy aria-hidden />
            复制
          </Button>
          <Button size="sm" variant="outline" onClick={() => void confirmReset(current)}>
            <RotateCcw aria-hidden />
            重置数据
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void confirmDeleteScheme(current, signCount).then((gone) => gone && onSelect(null))
            }
          >
            <Trash2 aria-hidden />
            删除
          </Button>
        </div>
      )}
    </aside>
  )
}
