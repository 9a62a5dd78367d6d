import { useState } from 'react'
import {
  FILE_NAME_MAX,
  mergedFileName,
  MERGE_RULES,
  MERGE_RULE_NAMES,
  type MergeRule,
  type TeamFileDoc,
} from '@/domain/teams/library'
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
import { Select } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { useMergePreview, type FolderNode } from '../hooks/use-library'
import { FolderChoice } from './folder-picker'

export interface MergeChoice {
  name: string
  rule: MergeRule
  folderId: string
}

export interface MergeDialogProps {
  teamId: string
  files: readonly TeamFileDoc[]
  nodes: readonly FolderNode[]
  folderId: string
  onClose: () => void
  onMerge: (choice: MergeChoice) => Promise<string | null>
}

/** 合并: the preview of the chosen approved files (materials, duplicates, price conflicts), then a name, a rule and a folder. */
export function MergeDialog({
  teamId,
  files,
  nodes,
  folderId,
  onClose,
  onMerge,
}: MergeDialogProps) {
  const ids = files.map((f) => f.ID)
  const preview = useMergePreview(teamId, ids)
  const [name, setName] = useState(() => mergedFileName(files))
  const [rule, setRule] = useState<MergeRule>('latest')
  const [folder, setFolder] = useState(folderId)
  const [busy, setBusy] = useState(false)
  const p = preview.state.status === 'ready' ? preview.state.data : null
  const fileName = (id: string) => p?.Files.find((f) => f.ID === id)?.Name ?? ''
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>合并文件</DialogTitle>
          <DialogDescription>把 {files.length} 个已通过的文件合并为一个新文件。</DialogDescription>
        </DialogHeader>
        {preview.state.status === 'error' && (
          <p role="alert" className="text-sm text-destructive">
            {preview.state.message}
          </p>
        )}
        {preview.state.status === 'loading' && <Skeleton className="h-24 w-full" />}
        {p && (
          <div className="grid min-w-0 gap-2">
            <p className="text-sm" aria-label="合并预览">
              合并后材料 <strong>{p.ItemCount}</strong> 条，其中重复 <strong>{p.Duplicates}</strong>{' '}
              条，价格不一致 <strong>{p.Conflicts}</strong> 条。
            </p>
            {p.Samples.length > 0 && (
              <div className="max-h-48 min-w-0 overflow-y-auto rounded-md border">
                <Table scrollLabel="价格不一致的材料">
                  <TableHeader>
                    <TableRow>
                      <TableHead>名称</TableHead>
                      <TableHead>规格</TableHead>
                      <TableHead>单位</TableHead>
                      <TableHead>各文件含税价</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {p.Samples.map((s, i) => (
                      <TableRow key={i}>
                        <TableCell>{s.Name}</TableCell>
                        <TableCell className="max-w-[12rem] truncate">{s.Spec}</TableCell>
                        <TableCell>{s.Unit}</TableCell>
                        <TableCell className="whitespace-normal">
                          {s.Prices.map(
                            (x) => `${fileName(x.FileId)}：${x.PriceTax}（${x.Period}）`,
                          ).join('；')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </div>
        )}
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor="library-merge-name">新文件名称</Label>
            <Input
              id="library-merge-name"
              value={name}
              maxLength={FILE_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Label>重复材料取价</Label>
            <Select
              aria-label="合并规则"
              value={rule}
              options={MERGE_RULES.map((r) => ({ value: r, label: MERGE_RULE_NAMES[r] }))}
              onValueChange={(v) => setRule(v as MergeRule)}
            />
          </div>
        </div>
        <FolderChoice nodes={nodes} value={folder} onChange={setFolder} label="保存到文件夹" />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button
            disabled={busy || p === null}
            onClick={() => {
              setBusy(true)
              void onMerge({ name: name.trim(), rule, folderId: folder }).then((error) => {
                setBusy(false)
                if (error === null) onClose()
              })
            }}
          >
            合并
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
