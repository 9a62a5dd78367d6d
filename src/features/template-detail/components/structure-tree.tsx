import type { StructureNodeInfo } from '@/domain/api/shop'
import { formatArea } from '@/domain/format'

function Node({ n, depth }: { n: StructureNodeInfo; depth: number }) {
  return (
    <li>
      <div
        className="grid grid-cols-[1fr_auto_auto] gap-3 border-b py-1.5 text-sm"
        style={{ paddingLeft: `${depth * 1.25}rem` }}
      >
        <span>
          <span className="mr-2 text-muted-foreground tabular-nums">{n.Num}</span>
          {n.Project_Name}
        </span>
        <span className="text-right tabular-nums">
          {n.BuiltArea === null ? '--' : `${formatArea(n.BuiltArea)} m²`}
        </span>
        <span className="w-12 text-right text-muted-foreground tabular-nums">
          {(n.MultNum ?? 1) > 1 ? `×${n.MultNum}` : ''}
        </span>
      </div>
      {n.Child.length > 0 && (
        <ul>
          {n.Child.map((c) => (
            <Node key={c.ID} n={c} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** The template's 单项工程 rows as an indented tree: number, name, 建筑面积, 相同单体数量. */
export function StructureTree({ rows }: { rows: StructureNodeInfo[] }) {
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">该模板没有工程结构。</p>
  return (
    <ul aria-label="工程结构">
      {rows.map((n) => (
        <Node key={n.ID} n={n} depth={0} />
      ))}
    </ul>
  )
}
