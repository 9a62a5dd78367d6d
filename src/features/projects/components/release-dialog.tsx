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
import { NO_BILL_MESSAGE, publish } from '../hooks/project-calls'
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
 * 发布到交易中心 / 更新发布 (ReleaseProject, docs/api-shop.md "Versions"): publishes the project's
 * current state as a frozen version of a template; the project stays in 我的项目, editable. With
 * `template` (the one released from this project before) it publishes that template's next
 * version, the form filled from it. Online only: the server computes the indicators from the
 * synced data, so a project the server has not seen yet cannot be released either; nor can one
 * without a priced bill (checked locally first, refused by the server too).
 */
export function ReleaseDialog({
  project,
  template,
  onOpenChange,
}: {
  project: ProjectRecord | null
  template?: ProjectRecord | undefined
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
    const from = template ?? project
    setForm({
      city: from.City,
      type: (PROJECT_TYPES as readonly string[]).includes(from.ProjectType)
        ? from.ProjectType
        : '其他',
      year: from.Year === null ? '' : String(from.Year),
      price: from.Price > 0 ? String(from.Price) : '',
      notes: from.ReleaseNotes,
    })
    setMessage('')
  }, [project, template])
  const next = template ? template.ReleaseVersion + 1 : 1
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
    const result = await publish({
      ID: project.ID,
      City: form.city,
      ProjectType: form.type,
      Year: Number(form.year.trim()),
      Price: Number(form.price.trim()),
      ReleaseNotes: form.notes,
      ...(template ? { TemplateID: template.ID } : {}),
    })
    setBusy(false)
    if (!result.ok) return setMessage(result.message)
    showToast(
      template
        ? `已发布版本 ${result.data.TemplateVersion}，已购买的用户保留原版本`
        : '已发布到交易中心（版本 1），项目仍在“我的项目”中，可继续编辑',
      { kind: 'success' },
    )
    onOpenChange(false)
  }

  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{template ? `更新发布（版本 ${next}）` : '发布到交易中心'}</DialogTitle>
          <DialogDescription>
            {!project
              ? ''
              : template
                ? `把“${project.Project_Name}”的当前内容发布为“${template.Project_Name}”的版本 ${next}。已购买的用户保留他们购买的版本。`
                : `把“${project.Project_Name}”的当前内容发布为模板的版本 1，指标由服务器根据项目数据计算。项目仍留在“我的项目”中，可继续编辑，之后可“更新发布”。`}
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
              {template ? `发布版本 ${next}` : '发布'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
