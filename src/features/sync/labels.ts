import { ENTITIES, entityOf, SYNCED_ENTITIES, type SyncedEntity } from '@/domain/api/sync-entities'

/** Chinese names of the synced entities, as the resolve page names them (from their definitions). */
export const ENTITY_LABELS = Object.fromEntries(
  SYNCED_ENTITIES.map((e) => [e, ENTITIES[e].label]),
) as Record<SyncedEntity, string>

/** Chinese labels of every synced field (the entity definitions' fieldLabels; the first entity naming a field wins). */
export const FIELD_LABELS: Readonly<Record<string, string>> = Object.assign(
  {} as Record<string, string>,
  ...[...SYNCED_ENTITIES].reverse().map((e) => entityOf(e).fieldLabels),
  { deleted: '删除' },
) as Record<string, string>

/** The Chinese label of a field; a field unknown to this version is never shown by its code name. */
export function fieldLabel(field: string, entity?: SyncedEntity): string {
  return (
    (entity ? entityOf(entity).fieldLabels[field] : undefined) ?? FIELD_LABELS[field] ?? '其他信息'
  )
}

// Fields that name a row, most telling first.
const NAME_FIELDS = ['Project_Name', 'Name', 'TemName'] as const

/**
 * "项目「一号楼」": what a failed entry or conflict is about, in words the user knows. Sources are
 * tried in order (current data, then the server's, then the payload): a failed edit may have
 * emptied the name itself.
 */
export function rowLabel(
  entity: SyncedEntity,
  ...sources: (Record<string, unknown> | null | undefined)[]
): string {
  const kind = ENTITY_LABELS[entity]
  for (const source of sources) {
    for (const f of NAME_FIELDS) {
      const v = source?.[f]
      if (typeof v === 'string' && v.trim() !== '') return `${kind}「${v.trim()}」`
    }
  }
  return `${kind}（未命名）`
}

/** A field value as text: empty shows as （空）, objects as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（空）'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** 上次同步 HH:mm (today) or M月D日 HH:mm (earlier days), in the browser's time zone. */
export function syncTimeText(at: number, now: number = Date.now()): string {
  const d = new Date(at)
  const pad = (n: number) => String(n).padStart(2, '0')
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`
  return new Date(now).toDateString() === d.toDateString()
    ? hm
    : `${d.getMonth() + 1}月${d.getDate()}日 ${hm}`
}

const OP_LABELS = { create: '新建', update: '修改', delete: '删除' } as const

export function opLabel(op: keyof typeof OP_LABELS): string {
  return OP_LABELS[op]
}
