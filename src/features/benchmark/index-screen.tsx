import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { showToast } from '@/components/ui/toast-store'
import { downloadSharedSamples, schemeCommands, type StoredScheme } from './scheme-commands'
import { LEVEL_LABELS } from '@/domain/benchmark/scheme-doc'
import { userMessage } from '@/lib/user-message'
import { emptyDraft, SchemeEditor, type SchemeDraft } from './scheme-editor'
import { openScheme, useCandidates, useCurrentScheme, useSchemes } from './use-benchmark'
import { BenchmarkNav } from './benchmark-nav'
import { showConfirm } from '@/components/message-box-store'

/** benchmarkindex: the user's schemes; create, edit (also from ?SID=), copy, delete, open. */
export function BenchmarkIndex({ sid }: { sid?: string }) {
  const schemes = useSchemes()
  const candidates = useCandidates()
  // The open scheme's tab row, so its screens stay a click away from the list.
  const current = useCurrentScheme()
  const navigate = useNavigate()
  const [editing, setEditing] = useState<{ id: string | null; draft: SchemeDraft } | null>(null)
  const [progress, setProgress] = useState('')
  // ?SID= opens its scheme's editor once: the list re-reads after every write (save, copy), and
  // reopening then would bring back the editor the user just saved or closed.
  const opened = useRef<string | null>(null)
  useEffect(() => {
    const s = sid && opened.current !== sid && schemes?.find((x) => x.id === sid)
    if (!s) return
    opened.current = s.id
    setEditing({ id: s.id, draft: s })
  }, [sid, schemes])

  const names = new Map((candidates ?? []).map((c) => [c.id, c.name]))
  function open(s: StoredScheme) {
    openScheme(s)
    void navigate({ to: '/Page/NewBenchmarking/contrastlist' })
  }
  async function run(work: () => Promise<unknown>, done: string) {
    try {
      await work()
      showToast(done, { kind: 'success' })
    } catch (error) {
      showToast(userMessage(error), { kind: 'error' })
    }
  }
  async function save(d: SchemeDraft) {
    const id = editing?.id ?? null
    // Samples not on this device (shared templates) are downloaded first, for offline runs.
    const local = new Set((candidates ?? []).map((c) => c.id))
    const shared = d.sampleIds.filter((x) => !local.has(x))
    try {
      await downloadSharedSamples(shared, (done, total) =>
        setProgress(total > 0 && done < total ? `正在下载共享样本 ${done}/${total}` : ''),
      )
    } catch (error) {
      setProgress('')
      showToast(`共享样本下载失败，方案仍会保存，联网后再保存一次即可：${userMessage(error)}`, {
        kind: 'warning',
      })
    }
    await run(async () => {
      const saved = id ? (await schemeCommands.update(id, d), id) : await schemeCommands.create(d)
      openScheme({ id: saved, name: d.name, targetId: d.targetId, level: d.level })
      setEditing(null)
    }, '方案已保存')
  }

  return (
    <>
      {current && <BenchmarkNav />}
      <div className="space-y-3 p-4">
        <div className="flex items-center gap-2">
          <h2 className="text-base font-medium">我的对标方案</h2>
          <span role="status" className="text-xs text-muted-foreground">
            {progress}
          </span>
          <Button className="ml-auto" onClick={() => setEditing({ id: null, draft: emptyDraft() })}>
            新建方案
          </Button>
        </div>
        {sid !== undefined && !schemes?.some((x) => x.id === sid) && (
          <p className="text-sm text-muted-foreground">
            <span>方案编号：{sid}</span>
            <span>（本机没有这个方案）</span>
          </p>
        )}
        {schemes && schemes.length === 0 && (
          <p className="text-sm text-muted-foreground">
            还没有对标方案。新建一个方案：选目标项目，再从自己的项目和模板中选样本。
          </p>
        )}
        {schemes && schemes.length > 0 && (
          <table className="w-full table-fixed text-sm" aria-label="对标方案">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="w-[28%] py-1.5">方案名称</th>
                <th className="w-[24%] py-1.5">目标项目</th>
                <th className="w-[12%] py-1.5">层级</th>
                <th className="w-[10%] py-1.5 text-right">样本数</th>
                <th className="py-1.5 text-right">操作</th>
              </tr>
            </thead>
            <tbody>
              {schemes.map((s) => (
                <tr key={s.id} className="border-b">
                  <td className="truncate py-1.5">
                    <button
                      type="button"
                      className="text-primary hover:underline"
                      onClick={() => open(s)}
                    >
                      {s.name}
                    </button>
                  </td>
                  <td className="truncate py-1.5">
                    {names.get(s.targetId) ?? (s.targetId ? '（本机没有该项目）' : '未选择')}
                  </td>
                  <td className="py-1.5">{LEVEL_LABELS[s.level]}</td>
                  <td className="py-1.5 text-right">{s.sampleIds.length}</td>
                  <td className="space-x-1 py-1.5 text-right whitespace-nowrap">
                    <Button size="sm" variant="outline" onClick={() => open(s)}>
                      打开
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing({ id: s.id, draft: s })}
                    >
                      编辑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void run(() => schemeCommands.copy(s.id), '已复制方案')}
                    >
                      复制
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        void showConfirm(`确定删除方案“${s.name}”吗？`, {
                          title: '删除对标方案',
                          confirmText: '删除',
                        }).then((ok) => {
                          if (ok) void run(() => schemeCommands.remove(s.id), '已删除方案')
                        })
                      }
                    >
                      删除
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {editing && candidates && (
          <SchemeEditor
            initial={editing.draft}
            candidates={candidates}
            onSave={save}
            onClose={() => setEditing(null)}
          />
        )}
      </div>
    </>
  )
}
