import { useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/ui/badge'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { EmptyState } from '@/components/empty-state'
import { ProjectNav } from '@/components/project-nav'
import { StructureGrid } from './components/structure-grid'
import { ExcelImportDialog, TenderExportButton } from './import'
import { TemplateMergeDialog } from './merge'
import { TendersPanel } from './tenders/tenders-panel'
import { useWorkspace } from './hooks/use-workspace-data'

/**
 * One project's workspace (/Page/newModelProjet?id=2&pid=…): its structure grid and tenders,
 * read from the local database so it opens and edits offline. The Excel import and the tender
 * export come from ./import (another engineer's folder) through the toolbars' slots.
 */
export function ProjectWorkspace({ projectId }: { projectId: string }) {
  const data = useWorkspace(projectId)
  const tenderNames = useMemo(
    () => new Map((data?.tenders ?? []).map((t) => [t.ID, t.Name])),
    [data?.tenders],
  )

  if (data === undefined) {
    return (
      <div className="flex items-center justify-center p-10" role="status" aria-label="加载中">
        <Spinner />
      </div>
    )
  }
  const { project, rows, tenders } = data
  if (project === null) {
    return (
      <EmptyState
        level={1}
        className="mt-10"
        title="找不到这个项目"
        description="它可能已被删除，或还没有同步到这台设备。"
        actions={
          <Link
            to="/Page/newModelProjet"
            search={{ id: 2 }}
            className="text-sm text-primary hover:underline"
          >
            返回我的项目
          </Link>
        }
      />
    )
  }
  const name =
    typeof project.data['Project_Name'] === 'string' && project.data['Project_Name'] !== ''
      ? project.data['Project_Name']
      : '未命名项目'
  const confirmed = project.data['StructureConfirmed'] === 1

  return (
    <div className="flex h-full min-h-0 flex-col gap-3 p-4" data-project-id={projectId}>
      <header className="flex flex-wrap items-center gap-3">
        <Link
          to="/Page/newModelProjet"
          search={{ id: 2 }}
          className="text-sm text-muted-foreground hover:underline"
        >
          我的项目
        </Link>
        <span className="text-muted-foreground" aria-hidden>
          /
        </span>
        <h1 className="truncate text-xl font-semibold">{name}</h1>
        <Badge variant={confirmed ? 'default' : 'outline'}>
          {confirmed ? '结构已确认' : '结构未确认'}
        </Badge>
        <span className="ml-auto text-sm text-muted-foreground">
          {rows.length} 个单项 · {tenders.length} 个标段
        </span>
      </header>
      <ProjectNav projectId={projectId} name={name} current="workspace" />
      <Tabs defaultValue="structure" className="min-h-0 flex-1">
        <TabsList>
          <TabsTrigger value="structure">项目结构</TabsTrigger>
          <TabsTrigger value="tenders">标段</TabsTrigger>
        </TabsList>
        <TabsContent value="structure" className="flex min-h-0 flex-col">
          <StructureGrid
            projectId={projectId}
            rows={rows}
            tenderNames={tenderNames}
            toolbarSlot={
              <>
                <Link
                  to="/sortable"
                  search={{ pid: projectId }}
                  title="拖动单项调整顺序"
                  className="inline-flex h-8 items-center rounded-md border px-3 text-sm hover:bg-accent"
                >
                  排序
                </Link>
                <ExcelImportDialog projectId={projectId} />
                <TemplateMergeDialog projectId={projectId} />
              </>
            }
          />
        </TabsContent>
        <TabsContent value="tenders">
          <TendersPanel
            projectId={projectId}
            rows={rows}
            tenders={tenders}
            actions={<TenderExportButton projectId={projectId} disabled={tenders.length === 0} />}
          />
        </TabsContent>
      </Tabs>
    </div>
  )
}
