import type { SyncedEntity } from '@/domain/api/sync-entities'
import type { CartLineDoc, FolderDoc, ProjectDoc, StructureRowDoc, TenderDoc } from '@/domain/projects/model'
import type { projectFieldSchemas, structureRowFieldSchemas, tenderFieldSchemas } from '@/domain/projects/schemas'

/** Every field of every synced document: the compiler refuses a label map that misses one. */
type SyncedField =
  | keyof ProjectDoc
  | keyof StructureRowDoc
  | keyof FolderDoc
  | keyof TenderDoc
  | keyof CartLineDoc
  | keyof typeof projectFieldSchemas
  | keyof typeof structureRowFieldSchemas
  | keyof typeof tenderFieldSchemas

/** Chinese names of the synced entities, as the resolve page names them. */
export const ENTITY_LABELS: Record<SyncedEntity, string> = {
  projects: '项目',
  structureRows: '单项工程',
  folders: '文件夹',
  tenders: '标段',
  cart: '购物车',
}

/** Chinese labels of the synced fields (SPEC §3 names and docs/projects-data.md). */
export const FIELD_LABELS: Record<SyncedField | 'deleted' | 'Quantity', string> = {
  Project_Name: '名称',
  Name: '名称',
  TemName: '模板名称',
  TempId: '来源模板',
  ProjectType: '项目类型',
  City: '城市',
  Year: '计价年份',
  StandardVersion: '清单规范',
  Description: '项目描述',
  Cover: '封面',
  FolderID: '所在文件夹',
  IsTemplate: '是否模板',
  Members: '项目成员',
  StructureConfirmed: '结构已确认',
  TotalCost: '总造价',
  UnitCost: '单方造价',
  Grade: '配置档次',
  Released: '已发布',
  Price: '价格',
  ReleaseNotes: '发布说明',
  CreateTime: '创建时间',
  EditTime: '最近编辑时间',
  BuiltArea: '建筑面积',
  InArea: '套内面积',
  SellArea: '可售面积',
  MultNum: '栋数',
  Num: '序号',
  Sort: '排序',
  ParentID: '上级',
  ProId: '所属项目',
  TenderID: '标段',
  Kind: '类别',
  TemplateID: '模板',
  AuthorName: '作者',
  Selected: '已选中',
  AddedAt: '加入时间',
  Quantity: '数量',
  deleted: '删除',
}

/** The Chinese label of a field; a field unknown to this version is never shown by its code name. */
export function fieldLabel(field: string): string {
  return (FIELD_LABELS as Record<string, string>)[field] ?? '其他信息'
}

// Fields that name a row, most telling first.
const NAME_FIELDS = ['Project_Name', 'Name', 'TemName'] as const

/**
 * "项目「一号楼」": what a failed entry or conflict is about, in words the user knows. Sources are
 * tried in order (current data, then the server's, then the payload): a failed edit may have
 * emptied the name itself.
 */
export function rowLabel(entity: SyncedEntity, ...sources: (Record<string, unknown> | null | undefined)[]): string {
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
  return new Date(now).toDateString() === d.toDateString() ? hm : `${d.getMonth() + 1}月${d.getDate()}日 ${hm}`
}

const OP_LABELS = { create: '新建', update: '修改', delete: '删除' } as const

export function opLabel(op: keyof typeof OP_LABELS): string {
  return OP_LABELS[op]
}
