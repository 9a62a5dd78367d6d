import { useState } from 'react'
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
import { PeriodInput } from '@/components/period-input'
import { Label } from '@/components/ui/label'
import { isPeriod, PERIOD_MESSAGE, periodOf } from '@/domain/materials/period'

/** 新建个人价格包 (empty, or a copy of an official package's items). */
export interface NewPackageDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  copyFrom: { Name: string; Period: string; City: string; Province: string } | null
  onCreate: (values: {
    Name: string
    Period: string
    City: string
    Province: string
  }) => Promise<string | null>
}

export function NewPackageDialog({
  open,
  onOpenChange,
  copyFrom,
  onCreate,
}: NewPackageDialogProps) {
  const [message, setMessage] = useState('')
  const [saving, setSaving] = useState(false)
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    const text = (k: string) => {
      const v = data.get(k)
      return typeof v === 'string' ? v.trim() : ''
    }
    if (!text('Name')) return setMessage('价格包名称不能为空')
    if (!isPeriod(text('Period'))) return setMessage(PERIOD_MESSAGE)
    setSaving(true)
    const error = await onCreate({
      Name: text('Name'),
      Period: text('Period'),
      City: text('City'),
      Province: copyFrom?.Province ?? '',
    })
    setSaving(false)
    if (error) setMessage(error)
    else onOpenChange(false)
  }
  return (
    <Dialog open={open} onOpenChange={(o) => (setMessage(''), onOpenChange(o))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copyFrom ? '复制到个人价格包' : '新建个人价格包'}</DialogTitle>
          <DialogDescription>
            {copyFrom
              ? `复制“${copyFrom.Name}”的全部材料，之后可自由修改价格。`
              : '个人价格包只有自己可见，可以随时修改。'}
          </DialogDescription>
        </DialogHeader>
        <form
          id="new-package"
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault()
            void submit(e.currentTarget)
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="pkg-name">价格包名称</Label>
            <Input
              id="pkg-name"
              name="Name"
              defaultValue={copyFrom ? `${copyFrom.Name}（个人）` : ''}
              maxLength={100}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <Label htmlFor="pkg-period">期次</Label>
              <PeriodInput
                id="pkg-period"
                name="Period"
                defaultValue={copyFrom?.Period ?? periodOf(new Date())}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="pkg-city">城市</Label>
              <Input id="pkg-city" name="City" defaultValue={copyFrom?.City ?? ''} maxLength={20} />
            </div>
          </div>
          {message && (
            <p role="alert" className="text-sm text-destructive">
              {message}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            取消
          </Button>
          <Button type="submit" form="new-package" disabled={saving}>
            {saving ? '保存中…' : '确定'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
