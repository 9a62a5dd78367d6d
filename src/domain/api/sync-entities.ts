/**
 * The synced entities, each defined ONCE, in two halves (docs/sync.md "Adding a synced entity"):
 * - here, zod-free: everything the client's database, outbox and sync screens need (the Dexie
 *   schema in src/data/db.ts derives from it, and the home screen's offline copy loads that
 *   module, which must not pull zod into its chunk);
 * - src/domain/api/synced/definitions.ts: the zod field schemas, create defaults and required
 *   fields, relations (ownership and cascades) the server validates and applies.
 * The order of ENTITY_CORE is the pull order and the engine's lock order.
 */

import { typedWrites as typed, type Entity } from '../entity/define'
import { billGroups, billItems, billOthers, billRates, billUnits } from '../bill/entities'

export { MUTATION_OPS, type MutationOp, type EntityWrite } from '../entity/define'

/** What the client's database, outbox and sync screens read of an entity (a declaration has it all). */
export type EntityCore = Pick<
  Entity,
  'label' | 'writes' | 'index' | 'indexUpdatedAt' | 'since' | 'conflictChecked' | 'fieldLabels'
>

const AREA_LABELS = {
  BuiltArea: '建筑面积',
  InArea: '套内面积',
  SellArea: '可售面积',
  MultNum: '栋数',
}
const COMMON_LABELS = {
  Sort: '排序',
  ProId: '所属项目',
  Name: '名称',
  Kind: '类别',
  TotalCost: '总造价',
  Note: '备注',
}

export const ENTITY_CORE = {
  projects: {
    label: '项目',
    writes: typed('POST', '/SjyqList/EditProject', '/SjyqList/DeleteProJect'),
    index: { parentId: ['ParentID'] },
    indexUpdatedAt: true,
    since: 2,
    conflictChecked: ['TotalCost', 'UnitCost', 'Price'],
    fieldLabels: {
      ...COMMON_LABELS,
      ...AREA_LABELS,
      Project_Name: '名称',
      TemName: '模板名称',
      TempId: '来源模板',
      ProjectType: '项目类型',
      City: '城市',
      Year: '计价年份',
      StandardVersion: '清单规范',
      StructureType: '结构类型',
      Description: '项目描述',
      Cover: '封面',
      FolderID: '所在文件夹',
      IsTemplate: '是否模板',
      Members: '项目成员',
      StructureConfirmed: '结构已确认',
      UnitCost: '单方造价',
      Grade: '配置档次',
      Released: '已发布',
      Price: '价格',
      ReleaseNotes: '发布说明',
      CreateTime: '创建时间',
      EditTime: '最近编辑时间',
    },
  },
  structureRows: {
    label: '单项工程',
    writes: typed('POST', '/SjyqList/EditProStructure'),
    index: { projectId: ['ProId', 'ProjectID'], parentId: ['ParentID'] },
    since: 2,
    conflictChecked: ['BuiltArea', 'InArea', 'SellArea', 'MultNum', 'TotalCost'],
    fieldLabels: {
      ...COMMON_LABELS,
      ...AREA_LABELS,
      Project_Name: '名称',
      Num: '序号',
      ParentID: '上级',
      TenderID: '标段',
      TotalCost: '造价',
    },
  },
  folders: {
    label: '文件夹',
    writes: typed('POST', '/ProjectAndTemplate/EditClassify', '/ProjectAndTemplate/DelClassify'),
    index: { parentId: ['ParentID'] },
    since: 2,
    conflictChecked: [],
    fieldLabels: { ...COMMON_LABELS, ParentID: '上级' },
  },
  tenders: {
    label: '标段',
    writes: typed('POST', '/Generate/EditTenders'),
    index: { projectId: ['ProId', 'ProjectID'] },
    since: 2,
    conflictChecked: ['TotalCost'],
    fieldLabels: { ...COMMON_LABELS, TotalCost: '造价' },
  },
  cart: {
    label: '购物车',
    writes: typed('POST', '/ProjectAndTemplate/OperationShoppingCart'),
    index: {},
    indexUpdatedAt: true,
    since: 2,
    conflictChecked: ['Price', 'Quantity'],
    fieldLabels: {
      TemplateID: '模板',
      TemName: '模板名称',
      AuthorName: '作者',
      Price: '价格',
      Selected: '已选中',
      AddedAt: '加入时间',
      Quantity: '数量',
      Cover: '封面',
      Name: '名称',
    },
  },
  billUnits,
  billGroups,
  billItems,
  billRates,
  billOthers,
  estimates: {
    label: '估算',
    writes: typed('POST', '/Index/EditSubInfo'),
    index: { projectId: ['ProId'] },
    since: 5,
    conflictChecked: ['TotalArea', 'TotalCost'],
    fieldLabels: {
      ...COMMON_LABELS,
      ProjectType: '项目类型',
      City: '城市',
      TotalArea: '总建筑面积',
      Grade: '配置档次',
      Functions: '功能区面积',
      Choices: '配置选择',
      Rooms: '户型房间数',
      TotalCost: '估算造价',
    },
  },
  benchmarkSchemes: {
    label: '对标方案',
    writes: typed('POST', '/NewBenchmarking/EditScheme'),
    index: { projectId: ['TargetId'] },
    indexUpdatedAt: true,
    since: 5,
    conflictChecked: [],
    fieldLabels: {
      SchemeName: '方案名称',
      TargetId: '目标项目',
      Level: '对标层级',
      TargetRowId: '功能区',
      Indicators: '指标',
      Filter: '样本筛选',
      SampleIds: '样本项目',
      DeviationLimit: '偏差率限额',
      Rebase: '换算方式',
      Note: '备注',
    },
  },
  bidSchemes: {
    label: '回标方案',
    writes: typed('POST', '/Benchmarking/EditScheme'),
    index: {},
    indexUpdatedAt: true,
    since: 5,
    conflictChecked: [],
    fieldLabels: {
      SchemeName: '方案名称',
      TenderProId: '招标清单所属项目',
      ControlTotal: '招标控制价',
      BaseKind: '对比基准',
      DropHighest: '去掉最高报价家数',
      DropLowest: '去掉最低报价家数',
      IncludeControl: '含招标控制价',
      GivenTotal: '指定基准值',
      BandBy: '偏差方式',
      BandLimit: '偏差范围',
      BandInclusive: '含边界',
      Note: '备注',
      Sort: '排序',
      CreateTime: '创建时间',
    },
  },
  bidBidders: {
    label: '回标清单',
    writes: typed('POST', '/Benchmarking/EditProject_ComparisonScheme'),
    index: { parentId: ['SchemeId'] },
    since: 5,
    conflictChecked: [],
    fieldLabels: {
      SchemeId: '所属回标方案',
      Role: '清单类型',
      Name: '投标人',
      SourceProId: '来源项目',
      FileName: '文件名',
      Bill: '清单数据',
      BidTotal: '投标总价',
      ItemCount: '清单项数',
      Sort: '排序',
    },
  },
  adjustSchemes: {
    label: '调价方案',
    writes: typed('POST', '/ModifyPrice/EditScheme'),
    index: { projectId: ['ProId'] },
    indexUpdatedAt: true,
    since: 5,
    conflictChecked: [],
    fieldLabels: {
      ...COMMON_LABELS,
      Contract: '合同',
      Dimensions: '维度',
      Title: '表头',
      Config: '层级配置',
      DelayCause: '工期延误原因',
      IndexData: '价格指数数据',
      Materials: '调价材料',
      QuantityItems: '工程量偏差项目',
    },
  },
  adjustSigns: {
    label: '签证',
    writes: typed('POST', '/ModifyPrice/EditSign'),
    index: { parentId: ['SchemeId'] },
    since: 5,
    conflictChecked: ['Amount'],
    fieldLabels: {
      SchemeId: '所属调价方案',
      Sort: '排序',
      No: '签证编号',
      Title: '签证事项',
      Date: '签证日期',
      Amount: '签证金额',
      Reason: '签证原因',
    },
  },
} as const satisfies Record<string, EntityCore>

export type SyncedEntity = keyof typeof ENTITY_CORE
/** Entities that are synced row by row, in pull and lock order. The names are the Dexie tables. */
export const SYNCED_ENTITIES = Object.keys(ENTITY_CORE) as [SyncedEntity, ...SyncedEntity[]]

export const entityCore = (entity: SyncedEntity): EntityCore => ENTITY_CORE[entity]

/** The Dexie store spec of an entity: `id`, its index columns, `deleted` (and `updatedAt`). */
export function dexieStore(entity: SyncedEntity): string {
  const core: EntityCore = ENTITY_CORE[entity]
  const columns = ['id']
  if (core.index.projectId) columns.push('projectId')
  if (core.index.parentId) columns.push('parentId')
  columns.push('deleted')
  if (core.indexUpdatedAt) columns.push('updatedAt')
  return columns.join(', ')
}
