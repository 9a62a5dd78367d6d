import {
  FILE_NAME_MAX,
  FILE_REMARK_MAX,
  MERGE_RULE_NAMES,
  type TeamFileDoc,
} from '@/domain/teams/library'
import * as cmd from '../hooks/library-commands'
import type { FolderNode } from '../hooks/use-library'
import { AuthorityDialog } from './authority-dialog'
import { CommentsDialog } from './comments-dialog'
import { act } from './feedback'
import { FolderPicker } from './folder-picker'
import { ItemsDialog } from './items-dialog'
import { MergeDialog } from './merge-dialog'
import { PropertiesDialog } from './properties-dialog'
import { TextDialog } from './text-dialog'
import { UploadDialog } from './upload-dialog'

export type FileDialog = {
  kind:
    | 'items'
    | 'properties'
    | 'comments'
    | 'authority'
    | 'rename'
    | 'move'
    | 'copy'
    | 'merge'
    | 'upload'
  files: readonly TeamFileDoc[]
}

export interface FileDialogsProps {
  teamId: string
  isAdmin: boolean
  folderId: string
  nodes: readonly FolderNode[]
  dialog: FileDialog | null
  onClose: () => void
  /** A write succeeded: the lists read again. */
  onChanged: () => void
}

/** The dialog a file action opens (one at a time). */
export function FileDialogs({
  teamId,
  isAdmin,
  folderId,
  nodes,
  dialog,
  onClose,
  onChanged,
}: FileDialogsProps) {
  if (!dialog) return null
  const file = dialog.files[0]
  const ids = dialog.files.map((f) => f.ID)
  const what = dialog.files.length === 1 && file ? `“${file.Name}”` : `${dialog.files.length}个文件`
  switch (dialog.kind) {
    case 'upload':
      return (
        <UploadDialog
          nodes={nodes}
          folderId={folderId}
          isAdmin={isAdmin}
          onClose={onClose}
          onUpload={(c) =>
            act(
              cmd.uploadPackage(teamId, c.packageId, c.folderId, c.name, c.submit),
              (d) =>
                `“${c.name}”已上传，${d.Status === 3 ? '已通过' : d.Status === 2 ? '已送审' : '待送审'}`,
              onChanged,
            )
          }
        />
      )
    case 'move':
    case 'copy': {
      const move = dialog.kind === 'move'
      return (
        <FolderPicker
          title={move ? '移动到' : '复制到'}
          description={`把${what}${move ? '移动' : '复制'}到所选文件夹。`}
          nodes={nodes}
          initial={file?.FolderId ?? ''}
          onClose={onClose}
          onPick={(target) =>
            move
              ? act(cmd.moveFiles(teamId, ids, target), `已移动${what}`, onChanged)
              : act(cmd.copyFiles(teamId, ids, target), `已复制${what}`, onChanged)
          }
        />
      )
    }
    case 'merge':
      return (
        <MergeDialog
          teamId={teamId}
          files={dialog.files}
          nodes={nodes}
          folderId={folderId}
          onClose={onClose}
          onMerge={(c) =>
            act(
              cmd.mergeFiles(teamId, ids, c.name, c.folderId, c.rule),
              (d) => `已合并为“${c.name}”（${d.ItemCount}条材料，${MERGE_RULE_NAMES[c.rule]}）`,
              onChanged,
            )
          }
        />
      )
    default:
      break
  }
  if (!file) return null
  switch (dialog.kind) {
    case 'items':
      return <ItemsDialog teamId={teamId} file={file} onClose={onClose} />
    case 'properties':
      return <PropertiesDialog teamId={teamId} file={file} onClose={onClose} />
    case 'comments':
      return <CommentsDialog teamId={teamId} file={file} onClose={onClose} />
    case 'authority':
      return (
        <AuthorityDialog
          teamId={teamId}
          file={file}
          onClose={onClose}
          onSave={(entries) =>
            act(cmd.setAuthority(teamId, file.ID, entries), '文件权限已保存', onChanged)
          }
        />
      )
    case 'rename':
      return (
        <TextDialog
          title="重命名/备注"
          description="文件名称为1~100个字，备注最多200个字。"
          fields={[
            { name: 'Name', label: '文件名称', initial: file.Name, maxLength: FILE_NAME_MAX },
            {
              name: 'Remark',
              label: '备注',
              initial: file.Remark,
              maxLength: FILE_REMARK_MAX,
              multiline: true,
            },
          ]}
          onClose={onClose}
          onSubmit={(v) => {
            const change = {
              ...(v['Name'] !== file.Name ? { Name: v['Name'] ?? '' } : {}),
              ...(v['Remark'] !== file.Remark ? { Remark: v['Remark'] ?? '' } : {}),
            }
            if (Object.keys(change).length === 0) return Promise.resolve(null)
            return act(cmd.updateFile(teamId, file.ID, change), '文件已修改', onChanged)
          }}
        />
      )
    default:
      return null
  }
}
