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
import type { FolderNode } from '../lib/list-query'
import { Select } from '@/components/ui/select'

/** 新建文件夹 / 重命名: one name field. Resolves the dialog only when onSubmit succeeds. */
export function FolderNameDialog(props: {
  open: boolean
  title: string
  initial: string
  onOpenChange: (open: boolean) => void
  onSubmit: (name: string) => Promise<boolean>
}) {
  const id = useId()
  const [name, setName] = useState(props.initial)
  const [error, setError] = useState('')
  useEffect(() => {
    if (props.open) {
      setName(props.initial)
      setError('')
    }
  }, [props.open, props.initial])
  const submit = async () => {
    if (name.trim() === '') return setError('请输入文件夹名称')
    if (await props.onSubmit(name)) props.onOpenChange(false)
  }
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription className="sr-only">输入文件夹名称</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <Label htmlFor={id}>文件夹名称</Label>
          <Input
            id={id}
            value={name}
            maxLength={100}
            autoFocus
            aria-invalid={error !== '' || undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {error && <p className="text-sm text-destructive">{error}</p>}
          <DialogFooter>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              取消
            </Button>
            <Button type="submit">确定</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** 移动 / 移动到: picks a target folder ('' = 顶层); `exclude` hides folders that would make a cycle. */
export function FolderPickerDialog(props: {
  open: boolean
  title: string
  folders: readonly FolderNode[]
  exclude?: ReadonlySet<string>
  initial: string
  onOpenChange: (open: boolean) => void
  onSubmit: (folderId: string) => Promise<boolean>
}) {
  const id = useId()
  const [target, setTarget] = useState(props.initial)
  useEffect(() => {
    if (props.open) setTarget(props.initial)
  }, [props.open, props.initial])
  const options = props.folders.filter((f) => !props.exclude?.has(f.ID))
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription className="sr-only">选择目标文件夹</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>目标文件夹</Label>
          <Select
            id={id}
            value={target}
            onValueChange={setTarget}
            options={[
              { value: '', label: '顶层（不在文件夹中）' },
              ...options.map((f) => ({ value: f.ID, label: `${'　'.repeat(f.depth)}${f.Name}` })),
            ]}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            取消
          </Button>
          <Button
            onClick={() => {
              void props.onSubmit(target).then((ok) => ok && props.onOpenChange(false))
            }}
          >
            确定
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
