import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { NO_SIGNS_2024 } from '@/domain/adjust/schemas'
import type { SchemeView, SignView } from '../hooks/use-adjust'
import { commands, confirmDeleteSign, report } from '../hooks/use-adjust'
import { Field } from './field'

const EMPTY = { No: '', Title: '', Date: '', Amount: '', Reason: '', Sort: 0 }

/** 签证 of a GB 50500-2013 contract; GB/T 50500-2024 has none, and the panel says so. */
export function SignsPanel({ scheme, signs }: { scheme: SchemeView; signs: SignView[] }) {
  const [draft, setDraft] = useState(EMPTY)
  if (scheme.Contract.StandardVersion === 'GB/T 50500-2024')
    return <p className="rounded-md border bg-muted p-3 text-sm">{NO_SIGNS_2024}</p>
  const add = async () => {
    if (report(await commands.saveSign(scheme, { ...draft, Sort: signs.length }), '已添加签证'))
      setDraft(EMPTY)
  }
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left">
            <th>签证编号</th>
            <th>签证事项</th>
            <th>日期</th>
            <th className="text-right">金额（元）</th>
            <th>原因</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {signs.map((s) => (
            <tr key={s.ID} className="border-b">
              <td>{s.No}</td>
              <td>{s.Title}</td>
              <td>{s.Date}</td>
              <td className="text-right">{s.Amount}</td>
              <td className="max-w-48 truncate">{s.Reason}</td>
              <td>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`删除签证${s.No}`}
                  onClick={() => void confirmDeleteSign(s)}
                >
                  删除
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid grid-cols-2 gap-2 @2xl:grid-cols-3 @4xl:grid-cols-5">
        <Field label="签证编号" value={draft.No} onChange={(v) => setDraft({ ...draft, No: v })} />
        <Field
          label="签证事项"
          value={draft.Title}
          onChange={(v) => setDraft({ ...draft, Title: v })}
        />
        <Field
          label="签证日期"
          value={draft.Date}
          onChange={(v) => setDraft({ ...draft, Date: v })}
          placeholder="例如 2025-01-31"
        />
        <Field
          label="签证金额（元）"
          value={draft.Amount}
          onChange={(v) => setDraft({ ...draft, Amount: v })}
        />
        <Field
          label="签证原因"
          value={draft.Reason}
          onChange={(v) => setDraft({ ...draft, Reason: v })}
        />
      </div>
      <div>
        <Button size="sm" onClick={() => void add()}>
          添加签证
        </Button>
      </div>
    </div>
  )
}
