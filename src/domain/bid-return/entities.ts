import { defineEntity, typedWrites } from '../entity/define'
import {
  accept,
  choice,
  custom,
  flag,
  id,
  money,
  number,
  ref,
  refuse,
  requiredText,
  sort,
  text,
  type Parsed,
} from '../entity/field'
import type { DocOf } from '../entity/shape'
import { BASE_KINDS } from './model'

/**
 * 回标 as stored (docs/bid-return.md "Storage"; declared once, docs/architecture.md "Entities"):
 * a scheme (`bidSchemes`) and its participants (`bidBidders`: the tender bill and each bidder's
 * returned bill, its whole stored bill as text).
 */

/** A scheme's edition setting: each bill's own, or one edition for all. */
export const EDITION_CHOICES = ['auto', 'GB 50500-2013', 'GB/T 50500-2024'] as const

/** Limits shared by the client and the server. */
export const BID_LIMITS = {
  nameMax: 100,
  noteMax: 500,
  biddersMax: 30,
  dropMax: 5,
  billMaxChars: 12 * 1024 * 1024,
} as const

export const BID_ROLES = ['tender', 'bidder'] as const
export type BidRole = (typeof BID_ROLES)[number]

/** The versions a stored text may have (rows written before v 2 stay v 1; ./stored.ts). */
export const STORED_BILL_VERSIONS = [1, 2] as const

/** A stored bill (./stored.ts encodeBill text): not trimmed or copied, only checked. */
function parseStoredBill(v: unknown): Parsed<string> {
  if (typeof v !== 'string') return refuse('清单数据无效')
  if (v.length > BID_LIMITS.billMaxChars) return refuse('清单数据过大（超过 12MB），请拆分后再导入')
  return STORED_BILL_VERSIONS.some((n) => v.startsWith(`{"v":${n},`))
    ? accept(v)
    : refuse('清单数据无效')
}

export const bidSchemes = defineEntity({
  label: '回标方案',
  idLabel: '回标方案编号',
  writes: typedWrites('POST', '/Benchmarking/EditScheme'),
  index: {},
  indexUpdatedAt: true,
  since: 5,
  fields: {
    SchemeName: requiredText('方案名称', BID_LIMITS.nameMax),
    /** The project whose bill was taken as the tender ('' when it was imported from Excel). */
    TenderProId: ref('招标清单所属项目'),
    /** 招标控制价 (元) when given; null = the tender bill's own total. */
    ControlTotal: money('招标控制价'),
    BaseKind: choice('对比基准', BASE_KINDS, { default: 'control' }),
    DropHighest: number('去掉最高报价家数', {
      int: true,
      max: BID_LIMITS.dropMax,
      nullable: false,
      default: 0,
    }),
    DropLowest: number('去掉最低报价家数', {
      int: true,
      max: BID_LIMITS.dropMax,
      nullable: false,
      default: 0,
    }),
    IncludeControl: flag('是否含招标控制价'),
    /** 指定值 of the base (元), for BaseKind 'given'. */
    GivenTotal: money('指定基准值'),
    BandBy: choice('偏差方式', ['rate', 'amount'], { default: 'rate' }),
    BandLimit: number('偏差范围', {
      decimals: 2,
      min: 0.01,
      max: 1e9,
      nullable: false,
      default: 10,
    }),
    BandInclusive: flag('是否含边界'),
    /** The edition the bills are read under: 'auto' = each bill's own (detected at import). */
    Edition: choice('清单规范', EDITION_CHOICES, { default: 'auto' }),
    /** The 增值税 rate (%) GB/T 50500-2024 bills must use. */
    VatRate: number('增值税税率', { decimals: 2, min: 0, max: 100, nullable: false, default: 9 }),
    /** For BaseKind 'weighted': the control price's weight (%). */
    ControlWeight: number('招标控制价权重', {
      decimals: 2,
      min: 0,
      max: 100,
      nullable: false,
      default: 50,
    }),
    /** 下浮系数 K (%): the base × (1 − K). */
    Discount: number('下浮系数', { decimals: 4, min: 0, max: 100, nullable: false, default: 0 }),
    Note: text('备注', BID_LIMITS.noteMax),
    Sort: sort(),
    CreateTime: text('创建时间', 40),
  },
  required: ['SchemeName'],
})
export type BidSchemeDoc = DocOf<typeof bidSchemes.fields>

export const bidBidders = defineEntity({
  label: '回标清单',
  idLabel: '回标清单编号',
  writes: typedWrites('POST', '/Benchmarking/EditProject_ComparisonScheme'),
  index: { parentId: ['SchemeId'] },
  since: 5,
  fields: {
    SchemeId: id('回标方案编号'),
    Role: choice('清单类型', BID_ROLES, { default: 'bidder' }),
    /** 投标人 (or 招标控制价 for the tender). */
    Name: requiredText('投标人名称', BID_LIMITS.nameMax),
    /** The project the bill was copied from ('' when imported). */
    SourceProId: ref('来源项目'),
    /** The workbook it was imported from ('' when copied). */
    FileName: text('文件名', 200),
    /** ./stored.ts encodeBill text. */
    Bill: custom('清单数据', { type: 'string' }, parseStoredBill),
    /** 投标总价 of the 投标函 (元), when known. */
    BidTotal: money('投标总价'),
    ItemCount: number('清单项数', { int: true, max: 10_000_000, nullable: false, default: 0 }),
    Sort: sort(),
  },
  required: ['SchemeId', 'Name', 'Bill'],
  relations: [
    {
      field: 'SchemeId',
      entity: 'bidSchemes',
      missing: '回标方案不存在或已被删除',
      fixed: true,
      onDelete: 'delete',
    },
  ],
})
export type BidBidderDoc = DocOf<typeof bidBidders.fields>
