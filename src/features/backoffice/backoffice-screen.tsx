import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useIsAdmin } from './hooks/use-backoffice'
import { FunctionalPanel } from './components/functional-panel'
import {
  OptionsPanel,
  ProjectDataPanel,
  TagSettingsPanel,
  UserPowerPanel,
} from './components/list-panels'
import { ReferencePanel } from './components/reference-panel'

const TABS = [
  { value: 'functional', label: '功能数据', panel: FunctionalPanel },
  { value: 'reference', label: '参考表', panel: ReferencePanel },
  { value: 'projects', label: '项目数据', panel: ProjectDataPanel },
  { value: 'users', label: '用户权限', panel: UserPowerPanel },
  { value: 'tags', label: '标签设置', panel: TagSettingsPanel },
  { value: 'options', label: '选项', panel: OptionsPanel },
] as const

/** /Backstage: the administrator's back office (docs/backoffice.md); anyone else reads 无权访问. */
export function BackofficeScreen() {
  const admin = useIsAdmin()
  if (admin === undefined) return <p className="p-6 text-sm text-muted-foreground">加载中…</p>
  if (!admin)
    return (
      <div className="p-6">
        <h1 className="text-lg font-semibold">无权访问</h1>
        <p className="mt-2 text-sm text-muted-foreground">后台仅限管理员使用。</p>
      </div>
    )
  return (
    <div className="min-w-0 p-4">
      <h1 className="mb-3 text-lg font-semibold">后台管理</h1>
      <Tabs defaultValue="reference">
        <TabsList className="h-auto flex-wrap">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="min-w-0">
            <t.panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
