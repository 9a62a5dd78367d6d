import { useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { FolderOpen } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { PROJECT_SCREENS, type ProjectScreenKey } from '@/components/project-nav'
import { useRecentProjects } from '@/data/state/recent-projects'
import { useProjectChoices, type ProjectChoice } from '../hooks/use-projects'

const EDITED = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * A project screen opened without a project (the side menu with no current project, or an
 * address without ?pid): the user picks one here, recently opened projects first, and lands on
 * that project's `screen`. Read from the local database, so it works offline.
 */
export function ProjectPicker({ screen }: { screen: Exclude<ProjectScreenKey, 'workspace'> }) {
  const target = PROJECT_SCREENS.find((s) => s.key === screen) ?? PROJECT_SCREENS[1]
  const recentIds = useRecentProjects()
  const ids = useMemo(() => recentIds.map((p) => p.id), [recentIds])
  const choices = useProjectChoices(ids)
  if (choices === undefined)
    return (
      <div className="flex items-center justify-center p-10" role="status" aria-label="加载中">
        <Spinner />
      </div>
    )
  const none = choices.recent.length === 0 && choices.others.length === 0
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-xl font-semibold">{target.label}</h1>
        <p className="text-sm text-muted-foreground">
          {none ? '还没有项目。' : `选择一个项目，进入它的${target.label}。`}
        </p>
      </header>
      {none ? (
        <EmptyState
          icon={<FolderOpen />}
          title="还没有项目"
          description="先在“我的项目”中新建一个项目，再回到这里。"
          actions={
            <Link
              to="/Page/newModelProjet"
              search={{ id: 2 }}
              className="text-sm font-medium text-primary hover:underline"
            >
              前往我的项目
            </Link>
          }
        />
      ) : (
        <>
          <Choices title="最近打开" projects={choices.recent} screen={target} />
          <Choices
            title={choices.recent.length > 0 ? '其他项目' : '全部项目'}
            projects={choices.others}
            screen={target}
          />
        </>
      )}
    </div>
  )
}

function Choices({
  title,
  projects,
  screen,
}: {
  title: string
  projects: readonly ProjectChoice[]
  screen: (typeof PROJECT_SCREENS)[number]
}) {
  if (projects.length === 0) return null
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
      <ul className="divide-y rounded-md border">
        {projects.map((p) => (
          <li key={p.ID}>
            <Link
              {...screen.link(p.ID)}
              className="flex items-center gap-3 px-3 py-2 text-sm hover:bg-accent"
            >
              <span className="min-w-0 flex-1 truncate font-medium">
                {p.Project_Name || '未命名项目'}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {[p.City, p.ProjectType].filter(Boolean).join(' · ')}
              </span>
              <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                {EDITED.format(new Date(p.updatedAt))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
