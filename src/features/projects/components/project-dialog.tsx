import { useEffect, useId, useState, type ReactNode } from 'react'
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
import { uploadCover } from '../hooks/project-calls'
import type { ProjectRecord } from '../hooks/project-calls'
import {
  HOT_CITIES,
  PROJECT_TYPES,
  STANDARD_VERSIONS,
  STRUCTURE_TYPES,
  type StandardVersion,
  type StructureType,
} from '@/domain/projects/model'
import { attempt, projectCommands } from '../hooks/commands'
import { useOnline } from '@/data/state/use-online'
import { coverOf } from '../lib/list-query'
import { MembersEditor } from './members-editor'
import { FileButton } from '@/components/ui/file-button'
import { Select } from '@/components/ui/select'
import {
  formFields,
  initialForm,
  validateForm,
  type ProjectFormErrors,
  type ProjectFormState,
} from './project-form'

export interface ProjectDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The project to edit; absent = create. */
  project?: ProjectRecord
  isTemplate: 0 | 1
  /** Folder a new project goes into ('' = top level). */
  folderId: string
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    // content-start: an error under a neighbour makes the row taller without pushing this field down.
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

/** 新建项目 / 编辑项目: every ProjectDoc field a user sets. Saved locally; synced later. */
export function ProjectDialog({
  open,
  onOpenChange,
  project,
  isTemplate,
  folderId,
}: ProjectDialogProps) {
  const id = useId()
  const online = useOnline()
  const [form, setForm] = useState<ProjectFormState>(() => initialForm(project))
  const [errors, setErrors] = useState<ProjectFormErrors>({})
  const [upload, setUpload] = useState<{ busy: boolean; message: string }>({
    busy: false,
    message: '',
  })
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (open) {
      setForm(initialForm(project))
      setErrors({})
      setUpload({ busy: false, message: '' })
    }
  }, [open, project])
  const set = <K extends keyof ProjectFormState>(key: K, value: ProjectFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const noun = isTemplate === 1 ? '模板' : '项目'

  const pickCover = async (file: File | undefined) => {
    if (!file) return
    setUpload({ busy: true, message: '封面上传中…' })
    const result = await uploadCover(file)
    if (result.ok) set('cover', result.data)
    setUpload({ busy: false, message: result.ok ? '封面已上传' : result.message })
  }

  const submit = async () => {
    const found = validateForm(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    const fields = formFields(form)
    const ok = await attempt(
      () =>
        project
          ? projectCommands.edit(project.ID, fields)
          : projectCommands.create({ ...fields, IsTemplate: isTemplate, FolderID: folderId }),
      project ? '已保存' : `${noun}已创建`,
    )
    setSaving(false)
    if (ok) onOpenChange(false)
  }

  const err = (key: keyof ProjectFormErrors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {}
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{project ? `编辑${noun}` : `新建${noun}`}</DialogTitle>
          <DialogDescription>保存在本机，联网后自动同步到服务器。</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <div className="sm:col-span-2">
            <Field id={`${id}-name`} label="项目名称" error={errors.name}>
              <Input
                id={`${id}-name`}
                value={form.name}
                maxLength={120}
                onChange={(e) => set('name', e.target.value)}
                {...err('name')}
              />
            </Field>
          </div>
          <Field id={`${id}-type`} label="项目类型">
            <Select
              id={`${id}-type`}
              value={form.type}
              onValueChange={(v) => set('type', v)}
              options={PROJECT_TYPES.map((t) => ({ value: t, label: t }))}
            />
          </Field>
          <Field id={`${id}-city`} label="城市">
            <Select
              id={`${id}-city`}
              value={form.city}
              onValueChange={(v) => set('city', v)}
              options={[
                { value: '', label: '未选择' },
                ...HOT_CITIES.map((c) => ({ value: c, label: c })),
              ]}
            />
          </Field>
          <Field id={`${id}-year`} label="年份" error={errors.year}>
            <Input
              id={`${id}-year`}
              inputMode="numeric"
              value={form.year}
              onChange={(e) => set('year', e.target.value)}
              {...err('year')}
            />
          </Field>
          <Field id={`${id}-standard`} label="计价标准">
            <Select
              id={`${id}-standard`}
              value={form.standard}
              onValueChange={(v) => set('standard', v as StandardVersion)}
              options={STANDARD_VERSIONS.map((s) => ({ value: s, label: s }))}
            />
          </Field>
          <Field id={`${id}-structure`} label="结构类型">
            <Select
              id={`${id}-structure`}
              value={form.structure}
              onValueChange={(v) => set('structure', v as StructureType | '')}
              options={[
                { value: '', label: '未选择' },
                ...STRUCTURE_TYPES.map((s) => ({ value: s, label: s })),
              ]}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field id={`${id}-description`} label="项目描述" error={errors.description}>
              <textarea
                id={`${id}-description`}
                rows={3}
                value={form.description}
                onChange={(e) => set('description', e.target.value)}
                className="rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
                {...err('description')}
              />
            </Field>
          </div>
          <div className="flex items-start gap-3 sm:col-span-2">
            <img
              src={coverOf({ Cover: form.cover, ProjectType: form.type })}
              alt="封面预览"
              className="h-16 w-24 rounded border object-cover"
            />
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor={`${id}-cover`}>封面</Label>
              <FileButton
                id={`${id}-cover`}
                label="上传封面"
                showName={false}
                accept="image/png,image/jpeg,image/webp,image/gif"
                disabled={!online || upload.busy}
                onChange={(e) => void pickCover(e.target.files?.[0])}
              />
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {online
                  ? upload.message || '不上传时使用该类型的默认封面'
                  : '离线时使用默认封面，联网后可上传'}
              </p>
            </div>
          </div>
          <div className="sm:col-span-2">
            <MembersEditor value={form.members} onChange={(m) => set('members', m)} />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              取消
            </Button>
            <Button type="submit" disabled={saving || upload.busy}>
              保存
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
