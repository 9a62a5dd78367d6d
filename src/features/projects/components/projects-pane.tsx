import { useEffect, useMemo, useState } from 'react'
import { showToast } from '@/components/ui/toast-store'
import { useNavigate } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import { PROJECT_SCREENS } from '@/components/project-nav'
import { attempt, projectCommands } from '../hooks/commands'
import { scheduleDelete } from '../hooks/pending-deletes'
import { useOnline } from '@/data/state/use-online'
import { useFolders, useProjectItems, useProjectRecord, useReleases } from '../hooks/use-projects'
import {
  EMPTY_QUERY,
  filterProjects,
  flattenFolders,
  folderTree,
  yearsOf,
  type ListQuery,
  type ProjectItem,
} from '../lib/list-query'
import { FolderPickerDialog } from './folder-dialogs'
import { FolderPanel } from './folder-panel'
import { ListToolbar } from './list-toolbar'
import { ProjectDialog } from './project-dialog'
import { ProjectList } from './project-list'
import { ReleaseDialog } from './release-dialog'
import { ReleasedMenu } from './released-menu'
import { RowMenu } from './row-menu'
import { VersionsDialog } from './versions-dialog'

/** One tab of 我的项目: projects (isTemplate 0) or templates (1) with their folders. */
export function ProjectsPane({ isTemplate }: { isTemplate: 0 | 1 }) {
  const kind = isTemplate === 1 ? 'template' : 'project'
  const noun = isTemplate === 1 ? '模板' : '项目'
  const items = useProjectItems(isTemplate)
  const folders = useFolders(kind)
  const online = useOnline()
  const navigate = useNavigate()
  const [query, setQuery] = useState<ListQuery>(EMPTY_QUERY)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [editing, setEditing] = useState<ProjectItem | 'new' | null>(null)
  const [releasing, setReleasing] = useState<ProjectItem | null>(null)
  const [versions, setVersions] = useState<ProjectItem | null>(null)
  const [moving, setMoving] = useState(false)
  // 已发布 · 版本 n and 更新发布 on a project: my released templates by the project they came from.
  const releases = useReleases(isTemplate === 0)

  const visible = useMemo(() => filterProjects(items ?? [], query), [items, query])
  const years = useMemo(() => yearsOf(items ?? []), [items])
  const flatFolders = useMemo(() => flattenFolders(folderTree(folders ?? [])), [folders])
  const visibleSelected = visible.filter((p) => selected.has(p.ID))

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const remove = (list: readonly ProjectItem[]) => {
    if (list.length === 0) return
    scheduleDelete(
      list.map((p) => p.ID),
      list.length === 1 ? `“${list[0]?.Project_Name ?? ''}”` : ` ${list.length} 个${noun}`,
    )
    setSelected(new Set())
  }
  const open = (p: ProjectItem) =>
    void navigate({ to: '/Page/newModelProjet', search: { id: 2, pid: p.ID } })
  const needNetwork = online ? '' : '（需联网）'
  // The template a release of `p` updates: its own (a released template) or the one made from it.
  const releasedFrom = (p: ProjectItem) => (p.Released === 1 ? p : releases?.get(p.ID))
  const releaseTarget = releasing ? releasedFrom(releasing) : undefined
  // 更新发布 from a released template publishes from its project (docs/api-shop.md "Versions").
  const source = useProjectRecord(releasing?.Released === 1 ? releasing.SourceID : '')
  const releaseSource = releasing?.Released === 1 ? (source ?? null) : releasing
  useEffect(() => {
    if (releasing?.Released !== 1 || source !== null) return
    showToast('原项目已删除或不在本机：请在“我的项目”中选择要发布的项目', { kind: 'error' })
    setReleasing(null)
  }, [releasing, source])

  const actions = (p: ProjectItem) => (
    <RowMenu
      label={`${p.Project_Name} 的操作`}
      items={() =>
        p.Released === 1 ? (
          <ReleasedMenu
            template={p}
            hasSource={p.SourceID !== ''}
            needNetwork={needNetwork}
            onVersions={() => setVersions(p)}
            onUpdate={() => setReleasing(p)}
            onRemove={() => remove([p])}
          />
        ) : (
          <>
            <DropdownMenuItem onSelect={() => open(p)}>打开</DropdownMenuItem>
            {PROJECT_SCREENS.slice(1).map((screen) => (
              <DropdownMenuItem key={screen.key} onSelect={() => void navigate(screen.link(p.ID))}>
                {screen.label}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => setEditing(p)}>编辑</DropdownMenuItem>
            {isTemplate === 0 && (
              <DropdownMenuItem
                onSelect={() =>
                  void attempt(() => projectCommands.saveAsTemplate(p.ID), '已另存为模板')
                }
              >
                另存为模板
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => setReleasing(p)}>
              {releases?.has(p.ID) ? '更新发布' : '发布到交易中心'}
              {needNetwork}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => remove([p])}>
              删除
            </DropdownMenuItem>
          </>
        )
      }
    />
  )

  return (
    <div className="flex min-h-0 flex-1 gap-4">
      <FolderPanel
        kind={kind}
        folders={folders ?? []}
        selected={query.folderId}
        onSelect={(folderId) => setQuery((q) => ({ ...q, folderId }))}
      />
      <section aria-label={`${noun}列表`} className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ListToolbar
            query={query}
            years={years}
            onChange={(patch) => setQuery((q) => ({ ...q, ...patch }))}
          />
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {isTemplate === 1 ? '新建模板' : '新建项目'}
          </Button>
        </div>
        {visibleSelected.length > 0 && (
          <div
            role="toolbar"
            aria-label="批量操作"
            className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm"
          >
            <span>已选 {visibleSelected.length} 项</span>
            <Button size="sm" variant="destructive" onClick={() => remove(visibleSelected)}>
              删除
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
              移动到
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              取消选择
            </Button>
          </div>
        )}
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {items === undefined ? '加载中…' : `共 ${visible.length} 个${noun}`}
        </p>
        {items !== undefined && visible.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground">
            {items.length === 0
              ? `还没有${noun}，点击“${isTemplate === 1 ? '新建模板' : '新建项目'}”开始`
              : `没有符合条件的${noun}`}
          </p>
        ) : (
          <ProjectList
            items={visible}
            releases={releases}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(checked) =>
              setSelected(checked ? new Set(visible.map((p) => p.ID)) : new Set())
            }
            actions={actions}
          />
        )}
      </section>
      <ProjectDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        project={editing !== null && editing !== 'new' ? editing : undefined}
        isTemplate={isTemplate}
        folderId={query.folderId ?? ''}
      />
      <ReleaseDialog
        project={releaseSource}
        template={releaseTarget}
        onOpenChange={(o) => !o && setReleasing(null)}
      />
      <VersionsDialog template={versions} onOpenChange={(o) => !o && setVersions(null)} />
      <FolderPickerDialog
        open={moving}
        title={`将 ${visibleSelected.length} 个${noun}移动到`}
        folders={flatFolders}
        initial={query.folderId ?? ''}
        onOpenChange={setMoving}
        onSubmit={async (folderId) => {
          const ok = await attempt(
            () =>
              projectCommands.move(
                visibleSelected.map((p) => p.ID),
                folderId,
              ),
            '已移动',
          )
          if (ok) setSelected(new Set())
          return ok
        }}
      />
    </div>
  )
}
