import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatArea, formatMoney } from '@/domain/format'
import { useOptions, useProjectData, useTagSettings, useUserPower } from '../hooks/use-backoffice'

function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form className="flex gap-2" onSubmit={submit}>
      <Input
        aria-label={label}
        placeholder={label}
        className="h-8 w-64"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button size="sm" type="submit">
        搜索
      </Button>
    </form>
  )
}

function Pager({
  page,
  total,
  onPage,
}: {
  page: number
  total: number
  onPage: (p: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / 20))
  return (
    <div className="flex items-center gap-2 text-sm">
      <span>共 {total} 条</span>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <span>
        {page} / {pages}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </div>
  )
}

function Grid({
  label,
  head,
  rows,
}: {
  label: string
  head: string[]
  rows: (string | number)[][]
}) {
  return (
    <Table scrollLabel={label} aria-label={label}>
      <TableHeader>
        <TableRow>
          {head.map((h) => (
            <TableHead key={h}>{h}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={i}>
            {r.map((c, j) => (
              <TableCell key={j} className="break-words">
                {c}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

const day = (iso: string) => iso.slice(0, 10)

/** 项目数据: every user's projects and templates, searchable by name or owner, paged. */
export function ProjectDataPanel() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const { state } = useProjectData(q, page)
  return (
    <div className="space-y-3">
      <SearchBox label="搜索项目名称或所有者" onSearch={(v) => (setQ(v), setPage(1))} />
      {state.status === 'error' && <p className="text-sm text-destructive">{state.message}</p>}
      {state.status === 'ready' && (
        <>
          <Grid
            label="项目数据"
            head={[
              '名称',
              '所有者',
              '类型',
              '城市',
              '建筑面积（m²）',
              '造价（元）',
              '状态',
              '修改时间',
            ]}
            rows={state.data.map((p) => [
              p.Name,
              p.OwnerName,
              p.ProjectType,
              p.City,
              formatArea(p.BuiltArea),
              formatMoney(p.TotalCost),
              p.State,
              day(p.EditTime),
            ])}
          />
          <Pager page={page} total={state.total} onPage={setPage} />
        </>
      )}
    </div>
  )
}

/** 用户权限: users with their roles and how much they own, searchable, paged. */
export function UserPowerPanel() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const { state } = useUserPower(q, page)
  return (
    <div className="space-y-3">
      <SearchBox label="搜索用户名或手机号" onSearch={(v) => (setQ(v), setPage(1))} />
      {state.status === 'error' && <p className="text-sm text-destructive">{state.message}</p>}
      {state.status === 'ready' && (
        <>
          <Grid
            label="用户权限"
            head={['用户名', '手机号', '角色', '项目数', '模板数', '注册时间']}
            rows={state.data.map((u) => [
              u.UserName,
              u.Phone,
              u.Roles.map((r) => r.Name).join('、'),
              u.Projects,
              u.Templates,
              day(u.CreateTime),
            ])}
          />
          <Pager page={page} total={state.total} onPage={setPage} />
          <p className="text-xs text-muted-foreground">
            角色在此只读：管理员账号由系统运维人员设置，如需变更请联系运维人员。
          </p>
        </>
      )}
    </div>
  )
}

/** 标签设置: the trading centre's filter tags with the released templates under each (read-only). */
export function TagSettingsPanel() {
  const { state } = useTagSettings()
  if (state.status === 'loading') return <p className="text-sm text-muted-foreground">加载中…</p>
  if (state.status === 'error') return <p className="text-sm text-destructive">{state.message}</p>
  return (
    <div className="space-y-3 text-sm">
      <p className="text-xs text-muted-foreground">
        交易中心的筛选标签来自项目类型、城市和模板年份；括号内为已发布模板数。标签随选项列表变化，此处只读。
      </p>
      {state.data.map((g) => (
        <section key={g.Key} aria-label={g.Group}>
          <h3 className="font-medium">{g.Group}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {g.Tags.map((t) => (
              <li key={t.Value} className="rounded border px-2 py-0.5">
                {t.Label}
                {g.Key !== 'sort' && <span className="text-muted-foreground">（{t.Count}）</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** 选项: the option lists of the product (read-only; they are constants of the code). */
export function OptionsPanel() {
  const { state } = useOptions()
  if (state.status === 'loading') return <p className="text-sm text-muted-foreground">加载中…</p>
  if (state.status === 'error') return <p className="text-sm text-destructive">{state.message}</p>
  const o = state.data
  const lists: [string, string[]][] = [
    ['项目类型', o.ProjectTypes],
    ['城市', o.Cities],
    ['清单规范版本', o.StandardVersions],
    ['专业', o.Specialties],
    ['配置档次', o.Grades],
    ['户型房间', o.RoomKinds],
    ['调价指数类别', o.IndexSeries.map((s) => s.Label)],
    ['价格包类型', o.PackageTypes.map((s) => s.Label)],
    ['参考表', o.ReferenceTables.map((s) => s.Label)],
  ]
  return (
    <Grid
      label="选项"
      head={['选项', '取值']}
      rows={lists.map(([name, values]) => [name, values.join('、')])}
    />
  )
}
