import { useMemo, useState } from 'react'
import { Folder, FolderPlus, MoreHorizontal } from 'lucide-react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { FolderKind, FolderRecord } from '../hooks/project-calls'
import { cn } from '@/lib/cn'
import { attempt, folderCommands } from '../hooks/commands'
import { flattenFolders, folderTree, subtreeIds, type FolderNode } from '../lib/list-query'
import { FolderNameDialog, FolderPickerDialog } from './folder-dialogs'

type Pending =
  | { kind: 'create' }
  | { kind: 'rename'; folder: FolderNode }
  | { kind: 'move'; folder: FolderNode }
  | { kind: 'delete'; folder: FolderNode; text: string }
  | null

/** The folder tree of one tab: select a folder, 新建文件夹, 重命名, 移动, 删除. */
export function FolderPanel(props: {
  kind: FolderKind
  folders: readonly FolderRecord[]
  selected: string | null
  onSelect: (id: string | null) => void
}) {
  const tree = useMemo(() => folderTree(props.folders), [props.folders])
  const flat = useMemo(() => flattenFolders(tree), [tree])
  const [pending, setPending] = useState<Pending>(null)
  const close = (open: boolean) => !open && setPending(null)
  const parentName = (f: FolderNode) => props.folders.find((x) => x.ID === f.ParentID)?.Name

  const askDelete = async (folder: FolderNode) => {
    const { projects, folders } = await folderCommands.content(folder.ID)
    const target = parentName(folder) ? `上一级文件夹“${parentName(folder)}”` : '顶层'
    const content =
      projects + folders === 0
        ? '文件夹是空的。'
        : `其中的 ${projects} 个项目和 ${folders} 个子文件夹将移到${target}，不会被删除。`
    setPending({ kind: 'delete', folder, text: `删除文件夹“${folder.Name}”？${content}` })
  }

  return (
    <nav aria-label="文件夹" className="flex w-56 shrink-0 flex-col gap-2">
      <Button variant="outline" size="sm" onClick={() => setPending({ kind: 'create' })}>
        <FolderPlus aria-hidden />
        新建文件夹
      </Button>
      <ul className="space-y-0.5 text-sm">
        <li>
          <button
            type="button"
            aria-current={props.selected === null ? 'true' : undefined}
            className={cn(
              'w-full rounded px-2 py-1.5 text-left hover:bg-accent',
              props.selected === null && 'bg-accent font-medium',
            )}
            onClick={() => props.onSelect(null)}
          >
            全部
          </button>
        </li>
        {flat.map((f) => (
          <li key={f.ID} className="group flex items-center" style={{ paddingLeft: f.depth * 14 }}>
            <button
              type="button"
              aria-current={props.selected === f.ID ? 'true' : undefined}
              className={cn(
                'flex min-w-0 flex-1 items-center gap-1.5 rounded px-2 py-1.5 text-left hover:bg-accent',
                props.selected === f.ID && 'bg-accent font-medium',
              )}
              onClick={() => props.onSelect(f.ID)}
            >
              <Folder className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="truncate">{f.Name}</span>
            </button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={`文件夹 ${f.Name} 的操作`}>
                  <MoreHorizontal aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => setPending({ kind: 'rename', folder: f })}>
                  重命名
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setPending({ kind: 'move', folder: f })}>
                  移动
                </DropdownMenuItem>
                <DropdownMenuItem variant="destructive" onSelect={() => void askDelete(f)}>
                  删除
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        ))}
      </ul>
      <FolderNameDialog
        open={pending?.kind === 'create' || pending?.kind === 'rename'}
        title={pending?.kind === 'rename' ? '重命名文件夹' : '新建文件夹'}
        initial={pending?.kind === 'rename' ? pending.folder.Name : ''}
        onOpenChange={close}
        onSubmit={(name) =>
          pending?.kind === 'rename'
            ? attempt(() => folderCommands.rename(pending.folder.ID, name))
            : attempt(
                () => folderCommands.create(name, props.selected ?? '', props.kind),
                '文件夹已创建',
              )
        }
      />
      <FolderPickerDialog
        open={pending?.kind === 'move'}
        title={pending?.kind === 'move' ? `移动文件夹“${pending.folder.Name}”` : '移动文件夹'}
        folders={flat}
        exclude={pending?.kind === 'move' ? subtreeIds(tree, pending.folder.ID) : undefined}
        initial={pending?.kind === 'move' ? pending.folder.ParentID : ''}
        onOpenChange={close}
        onSubmit={(target) =>
          pending?.kind === 'move'
            ? attempt(() => folderCommands.move(pending.folder.ID, target))
            : Promise.resolve(false)
        }
      />
      <AlertDialog open={pending?.kind === 'delete'} onOpenChange={close}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>删除文件夹</AlertDialogTitle>
            <AlertDialogDescription>
              {pending?.kind === 'delete' ? pending.text : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>取消</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (pending?.kind !== 'delete') return
                const { folder } = pending
                void attempt(() => folderCommands.remove(folder.ID), '文件夹已删除').then((ok) => {
                  if (ok && props.selected === folder.ID)
                    props.onSelect(folder.ParentID === '' ? null : folder.ParentID)
                })
              }}
            >
              删除
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </nav>
  )
}
