import { Fragment } from 'react'
import { Link } from '@tanstack/react-router'
import { sidebarStore } from '@/data/state/app-state'
import { useStore } from '@/data/state/store'
import { useWaitingNotices } from './hooks/use-waiting-notices'
import { PROJECT_SCREENS } from '@/components/project-nav'
import { useCurrentProject } from '@/data/state/recent-projects'
import { PRICING_SCREENS, SIDE_MENU } from './menu'

const ITEM =
  'block px-4 py-1.5 text-sm hover:bg-accent data-[status=active]:bg-primary/10 data-[status=active]:font-medium data-[status=active]:text-primary'

/** 计价: the current project's screens, or each screen's project picker when none is open yet. */
function PricingGroup() {
  const project = useCurrentProject()
  const screens = PROJECT_SCREENS.filter((s) => PRICING_SCREENS.includes(s.key))
  return (
    <div className="mb-3">
      <h2 className="px-4 pb-1 text-xs font-medium text-muted-foreground">计价</h2>
      {project && (
        <Link
          {...PROJECT_SCREENS[0].link(project.id)}
          aria-label={`当前项目：${project.name || '未命名项目'}`}
          title={project.name}
          className="mx-4 mb-1 block truncate rounded bg-muted px-2 py-1 text-xs text-muted-foreground hover:text-foreground"
        >
          当前项目：{project.name || '未命名项目'}
        </Link>
      )}
      <ul>
        {screens.map((s) => (
          <li key={s.key}>
            <Link
              {...(project ? s.link(project.id) : s.bare)}
              activeOptions={{ includeSearch: false }}
              className={ITEM}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The 210px side menu (w-sidebar token); its open flag lives in sidebarStore, stored "1"/"0". */
export function SideMenu() {
  const open = useStore(sidebarStore)
  const waiting = useWaitingNotices()
  // The team notices waiting for 确认 are counted beside 团队消息.
  const badge = (label: string) => label === '团队消息' && waiting > 0
  return (
    <aside
      id="side-menu"
      aria-label="侧边菜单"
      hidden={!open}
      className="w-sidebar shrink-0 overflow-y-auto border-r bg-muted/30 py-3"
    >
      <nav aria-label="功能导航">
        {SIDE_MENU.map((section, i) => (
          <Fragment key={section.group}>
            {i === 1 && <PricingGroup />}
            <div className="mb-3">
              <h2 className="px-4 pb-1 text-xs font-medium text-muted-foreground">
                {section.group}
              </h2>
              <ul>
                {section.items.map((item) => (
                  <li key={item.label}>
                    <Link
                      {...item.link}
                      aria-label={
                        badge(item.label) ? `${item.label}（${waiting} 条待确认）` : undefined
                      }
                      activeOptions={{ includeSearch: false }}
                      className={ITEM}
                    >
                      {item.label}
                      {badge(item.label) && (
                        <span
                          aria-hidden
                          className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-medium text-primary-foreground"
                        >
                          {waiting > 99 ? '99+' : waiting}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </Fragment>
        ))}
      </nav>
    </aside>
  )
}
