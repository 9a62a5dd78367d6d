import { useEffect, useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ProjectNav } from '@/components/project-nav'
import { useProjects, useScheme, useSchemes } from './hooks/use-adjust'
import { IndexPanel } from './components/index-panel'
import { LevelsPanel } from './components/levels-panel'
import { MaterialsPanel } from './components/materials-panel'
import { ResultsPanel } from './components/results-panel'
import { SchemeList } from './components/scheme-list'
import { SettingsPanel } from './components/settings-panel'
import { SignsPanel } from './components/signs-panel'

/**
 * /Page/readjustPrices: the 调价 schemes (list) and one scheme's workspace. Everything reads and
 * writes the local database (synced later) and computes in the worker, so it works offline.
 * Opened from a project (`projectId`), its first scheme is selected and 新建方案 takes its bill.
 */
export function AdjustScreen({ projectId }: { projectId?: string }) {
  const schemes = useSchemes()
  const [selected, setSelected] = useState<string | null>(null)
  const [picked, setPicked] = useState(projectId === undefined)
  useEffect(() => {
    if (picked || schemes === undefined) return
    setPicked(true)
    const first = schemes.find((s) => s.ProId === projectId)
    if (first) setSelected(first.ID)
  }, [picked, schemes, projectId])
  const current = useScheme(selected)
  const project = useProjects()?.find((p) => p.ID === projectId)
  const scheme = current?.scheme ?? null
  return (
    // Container queries, not the viewport: beside the side menu at 1024 px the workspace would keep
    // about 540 px next to the scheme list, so the list goes above it until the main area is wide.
    <div className="@container flex min-w-0 flex-col gap-3 p-4">
      <h1 className="text-xl font-semibold print:hidden">调价</h1>
      {project && (
        <ProjectNav projectId={project.ID} name={project.Project_Name} current="adjust" />
      )}
      <div className="flex min-w-0 flex-col gap-4 @5xl:flex-row">
        <SchemeList
          schemes={schemes ?? []}
          selected={selected}
          onSelect={setSelected}
          projectId={projectId}
          signCount={current?.signs.length ?? 0}
        />
        <section className="@container min-w-0 flex-1" aria-label="方案工作区">
          {scheme === null ? (
            <p className="text-sm text-muted-foreground">请选择或新建一个调价方案。</p>
          ) : (
            <div key={`${scheme.ID}`} className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold print:hidden">{scheme.Name}</h2>
              <Tabs defaultValue="settings">
                <TabsList className="h-auto max-w-full flex-wrap justify-start print:hidden">
                  <TabsTrigger value="settings">合同与维度</TabsTrigger>
                  <TabsTrigger value="levels">层级与方法</TabsTrigger>
                  <TabsTrigger value="signs">签证</TabsTrigger>
                  <TabsTrigger value="index">价格指数法</TabsTrigger>
                  <TabsTrigger value="materials">造价信息法</TabsTrigger>
                  <TabsTrigger value="results">结果与报表</TabsTrigger>
                </TabsList>
                <TabsContent value="settings">
                  <SettingsPanel key={scheme.updatedAt} scheme={scheme} />
                </TabsContent>
                <TabsContent value="levels">
                  <LevelsPanel key={scheme.updatedAt} scheme={scheme} />
                </TabsContent>
                <TabsContent value="signs">
                  <SignsPanel scheme={scheme} signs={current?.signs ?? []} />
                </TabsContent>
                <TabsContent value="index">
                  <IndexPanel key={scheme.updatedAt} scheme={scheme} />
                </TabsContent>
                <TabsContent value="materials">
                  <MaterialsPanel key={scheme.updatedAt} scheme={scheme} />
                </TabsContent>
                <TabsContent value="results">
                  <ResultsPanel scheme={scheme} />
                </TabsContent>
              </Tabs>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
