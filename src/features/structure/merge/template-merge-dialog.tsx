import { useId, useState } from 'react'
import { Select } from '@/components/ui/select'
import { Layers } from 'lucide-react'
import { notifier } from '../hooks/notify'
import { mergeTemplateInto, useMyTemplates } from '../hooks/use-merge-templates'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { userMessage } from '@/lib/user-message'

/**
 * 合并模板 (TemplateMerge): appends the structure of one of my templates (made with 另存为模板 or
 * bought in the trading centre) to this project. Local, so it works offline; syncs as row creates.
 */
export function TemplateMergeDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const templates = useMyTemplates(projectId)
  const selectId = useId()
  const picked = templates?.find((t) => t.id === chosen)

  const change = (next: boolean) => {
    if (busy) return
    setOpen(next)
    setChosen('')
    setError('')
  }
  const merge = async () => {
    setBusy(true)
    setError('')
    try {
      const count = await mergeTemplateInto(projectId, chosen)
      notifier().toast(`已合并 ${count} 行`, { kind: 'success' })
      setBusy(false)
      change(false)
    } catch (e) {
      setError(userMessage(e, '合并失败'))
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Layers aria-hidden />
          合并模板
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>合并模板</DialogTitle>
          <DialogDescription>模板的单项工程将追加在现有结构之后，模板本身不变。</DialogDescription>
        </DialogHeader>
        {templates === undefined ? (
          <Spinner />
        ) : templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            还没有模板。可在“我的项目”中将项目另存为模板，或在交易中心购买模板。
          </p>
        ) : (
          <div className="grid gap-2">
            <label htmlFor={selectId} className="text-sm font-medium">
              选择模板
            </label>
            <Select
              id={selectId}
              value={chosen}
              onValueChange={setChosen}
              placeholder="请选择"
              options={templates.map((t) => ({
                value: t.id,
                label: `${t.name}（${t.bought ? '已购买，' : ''}${t.rows} 行）`,
              }))}
            />
          </div>
        )}
        {error !== '' && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => change(false)}>
            取消
          </Button>
          <Button disabled={busy || !picked || picked.rows === 0} onClick={() => void merge()}>
            {busy ? <Spinner /> : null}
            合并{picked ? ` ${picked.rows} 行` : ''}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
