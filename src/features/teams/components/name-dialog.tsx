import { useState } from 'react'
import { FormDialog } from '@/components/form-dialog'
import { FileButton } from '@/components/ui/file-button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

export interface NameDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  label: string
  initial: string
  maxLength: number
  /** Offer a team image beside the name (新建团队). */
  withImage?: boolean
  /** Resolves to the message to show, or null when done (the dialog closes). */
  onSubmit: (name: string, image: File | null) => Promise<string | null>
}

/** One name (and, for a new team, an optional image): 新建团队, 重命名, 新建分组 … */
export function NameDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  initial,
  maxLength,
  withImage,
  onSubmit,
}: NameDialogProps) {
  const [message, setMessage] = useState('')
  const [saving, setSaving] = useState(false)
  const [image, setImage] = useState<File | null>(null)
  const close = (next: boolean) => {
    setMessage('')
    setImage(null)
    onOpenChange(next)
  }
  const submit = async (form: HTMLFormElement) => {
    const value = new FormData(form).get('name')
    setSaving(true)
    const error = await onSubmit(typeof value === 'string' ? value.trim() : '', image)
    setSaving(false)
    if (error) setMessage(error)
    else close(false)
  }
  return (
    <FormDialog
      open={open}
      title={title}
      description={description}
      formId="team-name-form"
      submitText={saving ? '保存中…' : '确定'}
      busy={saving}
      message={message}
      onClose={() => close(false)}
      onSubmit={(form) => void submit(form)}
    >
      <div className="space-y-1">
        <Label htmlFor="team-name-input">{label}</Label>
        <Input
          id="team-name-input"
          name="name"
          defaultValue={initial}
          maxLength={maxLength}
          autoComplete="off"
          onChange={() => setMessage('')}
        />
      </div>
      {withImage && (
        <div className="space-y-1">
          <span className="text-sm font-medium">团队图片（可选）</span>
          <FileButton
            label="选择图片"
            accept="image/png,image/jpeg,image/gif,image/webp"
            fileName={image?.name}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </div>
      )}
    </FormDialog>
  )
}
