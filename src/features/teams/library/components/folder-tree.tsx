import { Folder, FolderOpen, FolderPlus, Pencil, Trash2 } from 'lucide-react'
import { cn } from '@/lib/cn'
import { Button } from '@/components/ui/button'
import { ROOT_NAME, type FolderNode } from '../hooks/use-library'

export interface FolderTreeProps {
  nodes: readonly FolderNode[]
  selected: string
  onSelect: (folderId: string) => void
  /** The administrator's 新建文件夹 / 重命名 / 删除 on the selected folder. */
  canManage: boolean
  onAdd: () => void
  onRename: () => void
  onDelete: () => void
}

/** The library's folders: the root 文件库 and its nested folders, the chosen one highlighted. */
export function FolderTree({
  nodes,
  selected,
  onSelect,
  canManage,
  onAdd,
  onRename,
  onDelete,
}: FolderTreeProps) {
  const item = (id: string, name: string, depth: number, count?: number) => (
    <li key={id || 'root'}>
      <button
        type="button"
        aria-current={selected === id ? 'true' : undefined}
        className={cn(
          'flex w-full min-w-0 items-center gap-1.5 rounded-md py-1 pr-2 text-left text-sm hover:bg-muted/60',
          selected === id && 'bg-muted font-medium',
        )}
        title={name}
        style={{ paddingLeft: `${0.5 + depth * 0.75}rem` }}
        onClick={() => onSelect(id)}
      >
        {selected === id ? (
          <FolderOpen className="size-4 shrink-0" aria-hidden />
        ) : (
          <Folder className="size-4 shrink-0" aria-hidden />
        )}
        <span className="truncate">{name}</span>
        {count !== undefined && count > 0 && (
          <span className="ml-auto text-xs text-muted-foreground">{count}</span>
        )}
      </button>
    </li>
  )
  return (
    <nav aria-label="文件夹" className="flex min-w-0 flex-col gap-2">
      {canManage && (
        <div className="flex flex-wrap gap-1">
          <Button variant="outline" size="sm" onClick={onAdd}>
            <FolderPlus aria-hidden />
            新建文件夹
          </Button>
          {selected !== '' && (
            <>
              <Button variant="ghost" size="icon-sm" aria-label="重命名文件夹" onClick={onRename}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="ghost" size="icon-sm" aria-label="删除文件夹" onClick={onDelete}>
                <Trash2 aria-hidden />
              </Button>
            </>
          )}
        </div>
      )}
      <ul className="flex max-h-[60vh] flex-col gap-0.5 overflow-y-auto">
        {item('', ROOT_NAME, 0)}
        {nodes.map((n) => item(n.folder.ID, n.folder.Name, n.depth, n.folder.FileCount))}
      </ul>
    </nav>
  )
}
