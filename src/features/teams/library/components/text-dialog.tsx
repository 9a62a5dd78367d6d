import { useState } from 'react'
import { FormDialog } from '@/components/form-dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

export interface TextField {
  name: string
  label: string
  initial: string
  maxLength: number
  multiline?: boolean
}

export interface TextDialogProps {
  title: string
  description: string
  fields: readonly TextField[]
  submitText?: string
  onClose: () => void
  /** The trimmed values by field name; resolves to a message to show (the dialog stays), or null. */
  onSubmit: (values: Record<string, string>) => Promise<string | null>
}

/** A few text fields and 确定: 重命名/备注 of a file, 驳回 with its reason. */
export function TextDialog({
  title,
  description,
  fields,
  submitText = '确定',
  onClose,
  onSubmit,
}: TextDialogProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial])),
  )
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]))
    const error = await onSubmit(trimmed)
    setBusy(false)
    if (error) setMessage(error)
    else onClose()
  }
  return (
    <FormDialog
      title={title}
      description={description}
      formId="library-text-form"
      submitText={submitText}
      busy={busy}
      message={message}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {fields.map((f) => {
        const id = `library-text-${f.name}`
        const common = {
          id,
          maxLength: f.maxLength,
          value: values[f.name] ?? '',
          onChange: (e: { target: { value: string } }) => {
            setMessage('')
            setValues((v) => ({ ...v, [f.name]: e.target.value }))
          },
        }
        return (
          <div key={f.name} className="grid gap-1">
            <Label htmlFor={id}>{f.label}</Label>
            {f.multiline ? (
              <textarea
                className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm"
                {...common}
              />
            ) : (
              <Input autoComplete="off" {...common} />
            )}
          </div>
        )
      })}
    </FormDialog>
  )
}
