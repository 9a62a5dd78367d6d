import { useState } from 'react'
import { FILE_NAME_MAX } from '@/domain/teams/library'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
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
import { Select } from '@/components/ui/select'
import type { PackageDoc } from '@/domain/api/materials'
import type { FolderNode, PackageKind } from '../hooks/use-library'
import { FolderChoice } from './folder-picker'
import { PackagePicker } from './package-picker'

export interface UploadChoice {
  packageId: string
  name: string
  folderId: string
  submit: boolean
}

export interface UploadDialogProps {
  nodes: readonly FolderNode[]
  folderId: string
  isAdmin: boolean
  onClose: () => void
  onUpload: (choice: UploadChoice) => Promise<string | null>
}

const KINDS = [
  { value: '1', label: '个人价格包' },
  { value: '2', label: '市场价' },
  { value: '3', label: '官方信息价' },
]

/** 上传价格包: one of my price packages (or a market / official one) into a folder, optionally sent for review. */
export function UploadDialog({ nodes, folderId, isAdmin, onClose, onUpload }: UploadDialogProps) {
  const [kind, setKind] = useState<PackageKind>(1)
  const [chosen, setChosen] = useState<PackageDoc | null>(null)
  const [name, setName] = useState('')
  const [folder, setFolder] = useState(folderId)
  const [submit, setSubmit] = useState(true)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const send = async () => {
    if (!chosen) return setMessage('请选择价格包')
    setBusy(true)
    const error = await onUpload({
      packageId: chosen.ID,
      name: name.trim() || chosen.Name,
      folderId: folder,
      submit,
    })
    setBusy(false)
    if (error) setMessage(error)
    else onClose()
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>上传价格包</DialogTitle>
          <DialogDescription>
            价格包的材料将复制到团队文件库。
            {isAdmin
              ? '管理员上传的文件直接通过审核。'
              : '上传后需经管理员审核，其他成员才能看到。'}
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-3">
          <div className="grid gap-1">
            <Label>价格包类型</Label>
            <Select
              aria-label="价格包类型"
              value={String(kind)}
              options={KINDS}
              onValueChange={(v) => {
                setKind(Number(v) as PackageKind)
                setChosen(null)
              }}
            />
          </div>
          <PackagePicker
            key={kind}
            kind={kind}
            value={chosen}
            onChange={(p) => {
              setChosen(p)
              setName(p.Name)
              setMessage('')
            }}
          />
          <div className="grid gap-1">
            <Label htmlFor="library-upload-name">文件名称</Label>
            <Input
              id="library-upload-name"
              value={name}
              maxLength={FILE_NAME_MAX}
              placeholder="默认为价格包名称"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <FolderChoice nodes={nodes} value={folder} onChange={setFolder} label="上传到文件夹" />
          {!isAdmin && (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={submit}
                onCheckedChange={(v) => setSubmit(v === true)}
                aria-label="上传后直接送审"
              />
              上传后直接送审
            </label>
          )}
          {message && (
            <p role="alert" className="text-sm text-destructive">
              {message}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button disabled={busy} onClick={() => void send()}>
            {busy ? '上传中…' : '上传'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
