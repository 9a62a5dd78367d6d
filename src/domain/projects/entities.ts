import { defineEntity, typedWrites } from '../entity/define'
import {
  accept,
  area,
  choice,
  custom,
  flag,
  id,
  money,
  number,
  ref,
  requiredText,
  sort,
  refuse,
  text,
} from '../entity/field'
import { list, object, type DocOf } from '../entity/shape'
import { GRADES } from '../estimate/model'
import { USAGE_TAGS } from './usage'
import { DEFAULT_STANDARD_VERSION, LIMITS, STANDARD_VERSIONS, STRUCTURE_TYPES } from './model'

/**
 * The synced entities of "my projects" (DOMAIN.md "The project tree", docs/projects-data.md),
 * each declared once (docs/architecture.md "Entities"). Areas are m² and money 元, both with 2
 * decimals; flags 0 | 1; order within a parent is the fractional `Sort`.
 */

/** Team member of a project (EditProject_Members). */
export const PROJECT_MEMBER = {
  UserID: text('成员编号', 64),
  UserName: text('成员名称', 50),
  Role: choice('成员角色', ['查看', '编辑', '管理']),
}
export type ProjectMember = DocOf<typeof PROJECT_MEMBER>

/**
 * The price package a project's 组价 is priced from: 市场价 (2) or 官方信息价 (3) of a period
 * (YYYY-MM), in the project's City (src/domain/materials/pricing.ts pickPrice).
 */
export const PRICE_CHOICE = {
  Type: custom<2 | 3>('价格类型', { type: 'number', int: true }, (v) =>
    v === 2 || v === 3 ? accept(v) : refuse('价格类型无效'),
  ),
  Period: text('价格期次', 7, {
    refine: (s: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(s) ? null : '价格期次无效'),
  }),
}
export type ProjectPriceChoice = DocOf<typeof PRICE_CHOICE>

/**
 * A project, or a template when IsTemplate is 1. A new one is a 住宅 priced in the current year
 * under GB/T 50500-2024 (the project form starts from these; a direct create gets the same).
 */
export const projects = defineEntity({
  label: '项目',
  idLabel: '项目编号',
  writes: typedWrites('POST', '/SjyqList/EditProject', '/SjyqList/DeleteProJect'),
  index: { parentId: ['ParentID'] },
  indexUpdatedAt: true,
  since: 2,
  fields: {
    Project_Name: requiredText('项目名称', LIMITS.nameMax),
    ProjectType: text('项目类型', 20, { default: '住宅' }),
    City: text('城市', 20),
    /** Year of pricing; null while unknown. */
    Year: number('计价年份', {
      int: true,
      min: 1900,
      max: 2100,
      message: '年份无效',
      default: (now: Date) => now.getFullYear(),
    }),
    StandardVersion: choice('计价标准', STANDARD_VERSIONS, { default: DEFAULT_STANDARD_VERSION }),
    /** 结构类型 or '' while unknown; released templates carry it in their document. */
    StructureType: choice('结构类型', ['', ...STRUCTURE_TYPES], { default: '' }),
    Description: text('项目描述', LIMITS.descriptionMax),
    /** Cover picture URL ('' → GetDefaultPicture). */
    Cover: text('封面地址', 2000),
    /** Folder (classification) id; '' = top level. */
    FolderID: ref('文件夹编号'),
    IsTemplate: flag('模板标记'),
    Members: list('项目成员', PROJECT_MEMBER, { max: LIMITS.membersMax }),
    /** 1 once SureProStructure confirmed the structure; any later structure edit sets it back to 0. */
    StructureConfirmed: flag('结构确认标记'),
    /** Total cost in 元 (0 until priced). */
    TotalCost: money('总造价', { nullable: false, default: 0, conflict: true }),
    UnitCost: money('单方造价', { optional: true, conflict: true }),
    /**
     * 1 on a released template (docs/api-shop.md "Versions"): ReleaseProject makes it from a
     * project and it is read-only; server-side only, like SourceID and ReleaseVersion.
     */
    Released: flag('已发布', { serverOnly: true }),
    /** A released template: the project its current version was published from ('' when unknown). */
    SourceID: ref('发布来源项目', { serverOnly: true }),
    /**
     * A released template: its current version (1, 2, …); 0 on everything else. A template
     * released before versions existed has none in its document: toProjectDoc reads it as 1.
     */
    ReleaseVersion: number('发布版本', {
      int: true,
      nullable: false,
      default: 0,
      message: '发布版本无效',
      serverOnly: true,
    }),
    /** Trading-centre price in 元 when released. */
    Price: money('价格', { nullable: false, default: 0, conflict: true }),
    ReleaseNotes: text('发布说明', LIMITS.descriptionMax),
    /** The report cover's 编制人, 复核人 and 编制时间 (YYYY-MM-DD; absent = the day of printing). */
    Compiler: text('编制人', 50, { optional: true }),
    Reviewer: text('复核人', 50, { optional: true }),
    CompiledOn: text('编制时间', 10, {
      optional: true,
      refine: (s: string) =>
        s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)))
          ? null
          : '编制时间应为“年-月-日”格式的日期',
    }),
    Grade: choice('配置档次', GRADES, { optional: true }),
    /** Set when the project was bought from / made from a template. */
    TempId: ref('模板编号'),
    TemName: text('模板名称', LIMITS.nameMax),
    CreateTime: text('创建时间', 40, { default: (now: Date) => now.toISOString() }),
    EditTime: text('修改时间', 40, { default: (now: Date) => now.toISOString() }),
    // The first client version's area fields, still accepted; the structure's roll-up is used.
    BuiltArea: area('建筑面积', { optional: true }),
    InArea: area('套内面积', { optional: true }),
    SellArea: area('可售面积', { optional: true }),
    MultNum: number('栋数', {
      int: true,
      min: 1,
      max: LIMITS.multNumMax,
      message: '栋数必须是正整数',
      optional: true,
    }),
    /** The price package 组价 takes its resource prices from (docs/bill.md "组价"); absent = none chosen. */
    PriceChoice: object('组价价格来源', PRICE_CHOICE, { optional: true }),
    /** Never written; the v2 table indexes it (a changed index needs a new Dexie version). */
    ParentID: ref('上级', { optional: true }),
  },
  required: ['Project_Name'],
})
export type ProjectDoc = DocOf<typeof projects.fields>

/** One 单项工程 row (SPEC §3 project-row template). */
export const structureRows = defineEntity({
  label: '单项工程',
  idLabel: '单项编号',
  writes: typedWrites('POST', '/SjyqList/EditProStructure'),
  index: { projectId: ['ProId', 'ProjectID'], parentId: ['ParentID'] },
  since: 2,
  fields: {
    ProId: id('项目编号'),
    /** '' = top-level row of the project. */
    ParentID: ref('上级单项编号'),
    Sort: sort(),
    /** Display number ("1", "1.2"); recomputed from the tree, stored for exports. */
    Num: text('编号', 50),
    Project_Name: text('单项工程名称', LIMITS.nameMax),
    BuiltArea: area('建筑面积', { conflict: true }),
    InArea: area('套内面积', { conflict: true }),
    SellArea: area('可售面积', { conflict: true }),
    /** 相同单体的数量: blank is null (the SPEC §5 check flags it later), else 1 … 10,000; default 1. */
    MultNum: number('栋数', {
      int: true,
      min: 1,
      max: LIMITS.multNumMax,
      message: '栋数必须是正整数',
      conflict: true,
      default: 1,
    }),
    /** Tender id; '' = in no tender. A row belongs to at most one tender. */
    TenderID: ref('标段编号'),
    /** 业态/部位 chosen by the user; '' or absent = guessed from the name (./usage.ts). */
    Usage: choice('业态部位', ['', ...USAGE_TAGS], { optional: true }),
    TotalCost: money('造价', { nullable: false, optional: true, conflict: true }),
    /** The first client version's name of ProId; only the local index reads it. */
    ProjectID: ref('项目编号', { optional: true }),
  },
  required: ['ProId'],
})
export type StructureRowDoc = DocOf<typeof structureRows.fields>

/** A folder (classification) of projects or of templates. */
export const folders = defineEntity({
  label: '文件夹',
  idLabel: '文件夹编号',
  writes: typedWrites(
    'POST',
    '/ProjectAndTemplate/EditClassify',
    '/ProjectAndTemplate/DelClassify',
  ),
  index: { parentId: ['ParentID'] },
  since: 2,
  fields: {
    Name: requiredText('文件夹名称', 50),
    ParentID: ref('上级文件夹编号'),
    Kind: choice('文件夹类型', ['project', 'template'], { default: 'project' }),
    Sort: sort(),
  },
  required: ['Name'],
})
export type FolderDoc = DocOf<typeof folders.fields>

/** A 标段 of a project, named 第一标段 … by default. */
export const tenders = defineEntity({
  label: '标段',
  idLabel: '标段编号',
  writes: typedWrites('POST', '/Generate/EditTenders'),
  index: { projectId: ['ProId', 'ProjectID'] },
  since: 2,
  fields: {
    ProId: id('项目编号'),
    Name: requiredText('标段名称', 50),
    Sort: sort(),
    TotalCost: money('造价', { nullable: false, optional: true, conflict: true }),
    /** The first client version's name of ProId; only the local index reads it. */
    ProjectID: ref('项目编号', { optional: true }),
  },
  required: ['ProId', 'Name'],
})
export type TenderDoc = DocOf<typeof tenders.fields>
