import { useEffect } from 'react'
import { Link, linkOptions } from '@tanstack/react-router'
import { rememberProject } from '@/data/state/recent-projects'
import { cn } from '@/lib/cn'

/**
 * The screens of one project (docs/architecture.md "Navigation"), in the order a cost engineer
 * works through a job. The workspace, the bill, 估算, 智能清单生成 and 报表预览 show them as a row
 * of links, the project list's row menu and the side menu open them: one list for every place.
 */
export const PROJECT_SCREENS = [
  {
    key: 'workspace',
    label: '项目结构',
    link: (pid: string) => linkOptions({ to: '/Page/newModelProjet', search: { id: 2, pid } }),
    bare: linkOptions({ to: '/Page/newModelProjet', search: { id: 2 } }),
  },
  {
    key: 'bill',
    label: '清单计价',
    link: (pid: string) => linkOptions({ to: '/Page/bill', search: { pid } }),
    bare: linkOptions({ to: '/Page/bill' }),
  },
  {
    key: 'estimate',
    label: '估算',
    link: (pid: string) => linkOptions({ to: '/Page/estimate', search: { pid } }),
    bare: linkOptions({ to: '/Page/estimate' }),
  },
  {
    key: 'smartList',
    label: '智能清单生成',
    link: (pid: string) => linkOptions({ to: '/Page/editBrainList', search: { pid } }),
    bare: linkOptions({ to: '/Page/editBrainList' }),
  },
  {
    key: 'report',
    label: '报表预览',
    link: (pid: string) => linkOptions({ to: '/Page/reportPreview', search: { pid } }),
    bare: linkOptions({ to: '/Page/reportPreview' }),
  },
  {
    key: 'adjust',
    label: '调价',
    link: (pid: string) => linkOptions({ to: '/Page/readjustPrices', search: { pid } }),
    bare: linkOptions({ to: '/Page/readjustPrices' }),
  },
] as const

export type ProjectScreenKey = (typeof PROJECT_SCREENS)[number]['key']

/**
 * A project's screens as a row of links, the current one marked. Showing it means the project is
 * open: it becomes the current project the side menu's 计价 items lead to (recent-projects.ts).
 */
export function ProjectNav({
  projectId,
  name,
  current,
  className,
}: {
  projectId: string
  name: string
  current: ProjectScreenKey
  className?: string
}) {
  useEffect(() => rememberProject(projectId, name), [projectId, name])
  return (
    <nav
      aria-label="项目功能"
      className={cn('flex flex-wrap items-center gap-1 print:hidden', className)}
    >
      {PROJECT_SCREENS.map((s) =>
        s.key === current ? (
          <span
            key={s.key}
            aria-current="page"
            className="rounded-md bg-primary/10 px-2.5 py-1 text-sm font-medium text-primary"
          >
            {s.label}
          </span>
        ) : (
          <Link
            key={s.key}
            {...s.link(projectId)}
            className="rounded-md px-2.5 py-1 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            {s.label}
          </Link>
        ),
      )}
    </nav>
  )
}
