import { useState } from 'react'
import { Upload } from 'lucide-react'
import {
  FILE_STATUS,
  FOLDER_NAME_MAX,
  MERGE_FILES_MAX,
  MERGE_FILES_MIN,
  type TeamFileDoc,
} from '@/domain/teams/library'
import { showConfirm } from '@/components/message-box-store'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { NameDialog } from '../components/name-dialog'
import { toggled } from '../components/check-list'
import { FileDialogs, type FileDialog } from './components/file-dialogs'
import { act, failed } from './components/feedback'
import { FileTable, Pager, type FileAction } from './components/file-table'
import { FolderTree } from './components/folder-tree'
import { ReadProblem } from './components/read-problem'
import * as cmd from './hooks/library-commands'
import {
  FILE_PAGE_SIZE,
  folderTree,
  rightsOf,
  useFiles,
  useFolders,
  useSettled,
} from './hooks/use-library'

export interface LibraryTabProps {
  teamId: string
  userId: string
  isAdmin: boolean
}

type FolderNaming = { kind: 'add' } | { kind: 'rename'; id: string; name: string }

/** 文件库: the folder tree beside the chosen folder's files, with upload, per-file and batch actions. */
export function LibraryTab({ teamId, userId, isAdmin }: LibraryTabProps) {
  const [folderId, setFolderId] = useState('')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set())
  const [dialog, setDialog] = useState<FileDialog | null>(null)
  const [naming, setNaming] = useState<FolderNaming | null>(null)
  const folders = useFolders(teamId)
  const files = useFiles(teamId, folderId, keyword, page)
  const folderList = useSettled(folders.state)
  const fileList = useSettled(files.state)
  const nodes = folderTree(folderList ?? [])
  const total = files.state.status === 'ready' ? files.state.total : (fileList?.length ?? 0)
  const rights = (f: TeamFileDoc) => rightsOf(f, userId, isAdmin)
  const chosen = (fileList ?? []).filter((f) => checked.has(f.ID))

  const refresh = () => {
    folders.reload()
    files.reload()
  }
  const choose = (id: string) => {
    setFolderId(id)
    setPage(1)
    setKeyword('')
    setTyped('')
    setChecked(new Set())
  }

  const onAction = async (action: FileAction, file: TeamFileDoc) => {
    switch (action) {
      case 'submit':
        return void act(cmd.submitFiles(teamId, [file.ID]), `“${file.Name}”已送审`, refresh)
      case 'recall':
        return void act(cmd.recallFile(teamId, file.ID), `“${file.Name}”已撤回`, refresh)
      case 'share':
        return void act(
          cmd.shareFile(teamId, file.ID),
          (d) => `已保存到我的材料价格库（${d.ItemCount}条材料）`,
        )
      case 'delete':
        if (
          !(await showConfirm(`确定删除文件“${file.Name}”吗？删除后无法恢复。`, {
            title: '删除文件',
            confirmText: '删除',
          }))
        )
          return
        return void act(cmd.deleteFile(teamId, file.ID), `文件“${file.Name}”已删除`, () => {
          setChecked((c) => toggled(c, file.ID, false))
          refresh()
        })
      default:
        setDialog({ kind: action, files: [file] })
    }
  }

  const onMerge = () => {
    if (chosen.length < MERGE_FILES_MIN || chosen.length > MERGE_FILES_MAX)
      return failed(`请选择${MERGE_FILES_MIN}~${MERGE_FILES_MAX}个已通过的文件进行合并`)
    if (chosen.some((f) => f.Status !== FILE_STATUS.approved))
      return failed('只能合并已通过审核的文件')
    setDialog({ kind: 'merge', files: chosen })
  }
  const onSubmitChecked = () =>
    void act(
      cmd.submitFiles(
        teamId,
        chosen.map((f) => f.ID),
      ),
      (n) => `已送审${n}个文件`,
      refresh,
    )

  const onDeleteFolder = async () => {
    const node = nodes.find((n) => n.folder.ID === folderId)
    if (!node) return
    if (
      !(await showConfirm(`确定删除文件夹“${node.folder.Name}”吗？只能删除空文件夹。`, {
        title: '删除文件夹',
        confirmText: '删除',
      }))
    )
      return
    await act(cmd.deleteFolder(teamId, folderId), `文件夹“${node.folder.Name}”已删除`, () => {
      choose(node.folder.ParentId)
      refresh()
    })
  }
  const onNameFolder = (name: string) => {
    if (!naming) return Promise.resolve(null)
    return naming.kind === 'add'
      ? act(cmd.addFolder(teamId, folderId, name), `文件夹“${name}”已创建`, refresh)
      : act(cmd.renameFolder(teamId, naming.id, name), '文件夹名称已修改', refresh)
  }

  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-[11rem_minmax(0,1fr)] xl:grid-cols-[12rem_minmax(0,1fr)]">
      <div className="min-w-0">
        {folderList ? (
          <FolderTree
            nodes={nodes}
            selected={folderId}
            onSelect={choose}
            canManage={isAdmin}
            onAdd={() => setNaming({ kind: 'add' })}
            onRename={() => {
              const node = nodes.find((n) => n.folder.ID === folderId)
              if (node) setNaming({ kind: 'rename', id: node.folder.ID, name: node.folder.Name })
            }}
            onDelete={() => void onDeleteFolder()}
          />
        ) : folders.state.status === 'error' ? (
          <ReadProblem message={folders.state.message} onRetry={folders.reload} />
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </div>
      <section aria-label="文件" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <form
            className="flex min-w-0 items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault()
              setKeyword(typed.trim())
              setPage(1)
            }}
          >
            <Input
              aria-label="搜索文件"
              placeholder="按名称搜索整个文件库"
              className="h-8 w-56"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" size="sm" variant="outline">
              搜索
            </Button>
          </form>
          <Button
            size="sm"
            className="ml-auto"
            onClick={() => setDialog({ kind: 'upload', files: [] })}
          >
            <Upload aria-hidden />
            上传价格包
          </Button>
        </div>
        {chosen.length > 0 && (
          <div
            role="toolbar"
            aria-label="批量操作"
            className="flex flex-wrap items-center gap-2 text-sm"
          >
            <span className="text-muted-foreground">已选 {chosen.length} 个文件</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog({ kind: 'move', files: chosen })}
            >
              移动到
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog({ kind: 'copy', files: chosen })}
            >
              复制到
            </Button>
            <Button size="sm" variant="outline" onClick={onSubmitChecked}>
              送审
            </Button>
            <Button size="sm" variant="outline" onClick={onMerge}>
              合并
            </Button>
          </div>
        )}
        {files.state.status === 'error' && (
          <ReadProblem message={files.state.message} onRetry={files.reload} />
        )}
        {fileList ? (
          <FileTable
            label="文件表"
            files={fileList}
            rightsOf={rights}
            checked={checked}
            onCheck={(id, on) => setChecked((c) => toggled(c, id, on))}
            onAction={(a, f) => void onAction(a, f)}
          />
        ) : (
          files.state.status === 'loading' && <Skeleton className="h-40 w-full" />
        )}
        <Pager page={page} total={total} size={FILE_PAGE_SIZE} onPage={setPage} />
      </section>
      <FileDialogs
        teamId={teamId}
        isAdmin={isAdmin}
        folderId={folderId}
        nodes={nodes}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onChanged={() => {
          setChecked(new Set())
          refresh()
        }}
      />
      <NameDialog
        key={naming ? `${naming.kind}-${naming.kind === 'rename' ? naming.id : ''}` : 'closed'}
        open={naming !== null}
        onOpenChange={(open) => !open && setNaming(null)}
        title={naming?.kind === 'rename' ? '重命名文件夹' : '新建文件夹'}
        description={`文件夹名称为1~${FOLDER_NAME_MAX}个字，同一位置不能重名。`}
        label="文件夹名称"
        initial={naming?.kind === 'rename' ? naming.name : ''}
        maxLength={FOLDER_NAME_MAX}
        onSubmit={onNameFolder}
      />
    </div>
  )
}
