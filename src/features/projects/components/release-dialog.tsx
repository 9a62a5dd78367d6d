import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { showToast } from '@/components/ui/toast-store'
import { NO_BILL_MESSAGE, releaseProject } from '../hooks/project-calls'
import { usePricedBill } from '../hooks/use-priced-bill'
import type { ProjectRecord } from '../hooks/project-calls'
import { HOT_CITIES, LIMITS, PROJECT_TYPES } from '@/domain/projects/model'
import { useOnline } from '@/data/state/use-online'
import { Select } from '@/components/ui/select'

interface ReleaseForm {
  city: string
  type: string
  year: string
  price: string
  notes: string
}

/** Checks the release form; returns the message to show or null. */
export function releaseError(f: ReleaseForm): string | null {
  if (f.city === '') return '请选择城市'
  if (!/^\d{4}$/.test(f.year.trim())) return '请输入正确的年份'
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(f.price.trim())) return '请输入正确的价格（元，最多两位小数）'
  if (f.notes.length > LIMITS.descriptionMax) return `发布说明不能超过${LIMITS.descriptionMax}个字`
  return null
}

/**
 * 发布到交易中心 (ReleaseProject). Online only: the server computes the indicators from the
 * synced data, so a project the server has not seen yet cannot be released either; nor can one
 * without a priced bill (checked locally first, refused by the server too).
 */
export function ReleaseDialog({
  project,
  onOpenChange,
}: {
  project: ProjectRecord | null
  onOpenChange: (open: boolean) => void
}) {
  const id = useId()
  const online = useOnline()
  const [form, setForm] = useState<ReleaseForm>({
    city: '',
    type: '',
    year: '',
    price: '',
    notes: '',
  })
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!project) return
    setForm({
      city: project.City,
      type: (PROJECT_TYPES as readonly string[]).includes(project.ProjectType)
        ? project.ProjectType
        : '其他',
      year: project.Year === null ? '' : String(project.Year),
      price: project.Price > 0 ? String(project.Price) : '',
      notes: project.ReleaseNotes,
    })
    setMessage('')
  }, [project])
  const set = (key: keyof ReleaseForm, value: string) => setForm((f) => ({ ...f, [key]: value }))
  // The same rule and message as the server's (src/domain/bill/release.ts), before any round trip.
  const priced = usePricedBill(project?.ID)
  const blocked = !online
    ? '发布需要联网'
    : project && project.version === 0
      ? '项目尚未同步到服务器，请稍候再发布'
      : priced === false
        ? NO_BILL_MESSAGE
        : ''

  const submit = async () => {
    if (!project || blocked) return
    const problem = releaseError(form)
    if (problem) return setMessage(problem)
    setBusy(true)
    const result = await releaseProject({
      ID: project.ID,
      City: form.city,
      ProjectType: form.type,
      Year: Number(form.year.trim()),
      Price: Number(form.price.trim()),
      ReleaseNotes: form.notes,
    })
    setBusy(false)
    if (!result.ok) return setMessage(result.message)
    showToast('已发布到交易中心', { kind: 'success' })
    onOpenChange(false)
  }

  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>发布到交易中心</DialogTitle>
          <DialogDescription>
            {project ? `发布“${project.Project_Name}”，指标由服务器根据项目数据计算。` : ''}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-city`}>城市</Label>
            <Select
              id={`${id}-city`}
              value={form.city}
              onValueChange={(v) => set('city', v)}
              options={[
                { value: '', label: '请选择' },
                ...HOT_CITIES.map((c) => ({ value: c, label: c })),
              ]}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-type`}>类型</Label>
            <Select
              id={`${id}-type`}
              value={form.type}
              onValueChange={(v) => set('type', v)}
              options={PROJECT_TYPES.map((t) => ({ value: t, label: t }))}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-year`}>年份</Label>
            <Input
              id={`${id}-year`}
              inputMode="numeric"
              value={form.year}
              onChange={(e) => set('year', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-price`}>价格(元)</Label>
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              value={form.price}
              onChange={(e) => set('price', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-notes`}>发布说明</Label>
            <textarea
              id={`${id}-notes`}
              rows={3}
              value={form.notes}
              onChange={(e) => set('notes', e.target.value)}
              className="rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
            />
          </div>
          {(blocked || message) && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {blocked || message}
            </p>
          )}
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              取消
            </Button>
            <Button type="submit" disabled={busy || blocked !== ''}>
              发布
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
