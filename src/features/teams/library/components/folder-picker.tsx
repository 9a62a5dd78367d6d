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
import { ROOT_NAME, type FolderNode } from '../hooks/use-library'

/** Radio buttons of every folder (the root first), named by their path. */
export function FolderChoice({
  nodes,
  value,
  onChange,
  label,
}: {
  nodes: readonly FolderNode[]
  value: string
  onChange: (folderId: string) => void
  label: string
}) {
  const options = [
    { id: '', path: ROOT_NAME },
    ...nodes.map((n) => ({ id: n.folder.ID, path: n.path })),
  ]
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <ul className="flex max-h-56 flex-col gap-0.5 overflow-y-auto rounded-md border p-1">
        {options.map((o) => (
          <li key={o.id || 'root'}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-muted/60">
              <input
                type="radio"
                name={label}
                checked={value === o.id}
                onChange={() => onChange(o.id)}
                aria-label={o.path}
              />
              <span className="truncate">{o.path}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

export interface FolderPickerProps {
  title: string
  description: string
  nodes: readonly FolderNode[]
  initial: string
  onClose: () => void
  /** Resolves to a failure message (the dialog stays), or null. */
  onPick: (folderId: string) => Promise<string | null>
}

/** 移动到 / 复制到: choose the target folder. */
export function FolderPicker({
  title,
  description,
  nodes,
  initial,
  onClose,
  onPick,
}: FolderPickerProps) {
  const [value, setValue] = useState(initial)
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FolderChoice nodes={nodes} value={value} onChange={setValue} label="目标文件夹" />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              setBusy(true)
              void onPick(value).then((message) => {
                setBusy(false)
                if (message === null) onClose()
              })
            }}
          >
            确定
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
