import { useNavigate } from '@tanstack/react-router'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { showToast } from '@/components/ui/toast-store'
import { copyToProjects, type ProjectRecord } from '../hooks/project-calls'

/**
 * The ⋯ menu of a released template in 我的模板 (docs/api-shop.md "Versions"). The template is a
 * frozen version: no 打开 or 编辑, but 查看 (its trading-centre page), 版本记录, 更新发布 (from its
 * project) and 复制为项目. A template released before versions existed has no project: 复制为项目
 * gives it one, and 更新发布 then publishes from that copy. 删除 withdraws it (下架).
 */
export function ReleasedMenu(props: {
  template: ProjectRecord
  hasSource: boolean
  needNetwork: string
  onVersions: () => void
  onUpdate: () => void
  onRemove: () => void
}) {
  const navigate = useNavigate()
  const t = props.template
  const copy = async () => {
    const result = await copyToProjects(t.ID)
    if (!result.ok) return showToast(result.message, { kind: 'error', durationMs: 5000 })
    showToast(
      props.hasSource
        ? '已复制到“我的项目”'
        : '已复制到“我的项目”：在该项目上“更新发布”即可发布这个模板的新版本',
      { kind: 'success' },
    )
  }
  return (
    <>
      <DropdownMenuItem
        onSelect={() => void navigate({ to: '/Page/modelDetail', search: { id: t.ID } })}
      >
        查看（交易中心）
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={props.onVersions}>版本记录{props.needNetwork}</DropdownMenuItem>
      {props.hasSource && (
        <DropdownMenuItem onSelect={props.onUpdate}>
          更新发布（版本 {t.ReleaseVersion + 1}）{props.needNetwork}
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={() => void copy()}>
        复制为项目{props.needNetwork}
      </DropdownMenuItem>
      <DropdownMenuItem variant="destructive" onSelect={props.onRemove}>
        下架并删除
      </DropdownMenuItem>
    </>
  )
}
