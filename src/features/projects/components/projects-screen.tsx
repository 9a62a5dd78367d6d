import { useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ProjectsPane } from './projects-pane'

/** /Page/newModelProjet?id=2: 我的项目 and 我的模板, read from the local database. */
export function ProjectsScreen() {
  const [tab, setTab] = useState('projects')
  return (
    <div className="mx-auto flex h-[calc(100vh-4rem)] max-w-7xl flex-col gap-4 p-6">
      <h1 className="text-xl font-semibold">我的项目</h1>
      <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
        <TabsList aria-label="项目或模板">
          <TabsTrigger value="projects">我的项目</TabsTrigger>
          <TabsTrigger value="templates">我的模板</TabsTrigger>
        </TabsList>
        <TabsContent value="projects" className="flex min-h-0 flex-col">
          <ProjectsPane isTemplate={0} />
        </TabsContent>
        <TabsContent value="templates" className="flex min-h-0 flex-col">
          <ProjectsPane isTemplate={1} />
        </TabsContent>
      </Tabs>
    </div>
  )
}
