import { z } from 'zod'
import { pageIndexField, pageSizeField } from './paging'
import { LIMITS } from '../materials/model'
import {
  materialItemInput,
  materialPackageInput,
  packageTypeField,
  periodField,
} from '../materials/schemas'
import { jsonField } from './json-field'

/**
 * Payloads of the material price library calls (issue 11, docs/materials.md): MyStandard/
 * GetPricePackage, MaterialPrice/* and the Backstage material calls. GET reads carry query
 * fields; POST writes carry form fields, with arrays and objects as JSON text (SPEC §7).
 */
const id = (label: string) => z.uuid({ error: `${label}无效` })
const pageIndex = pageIndexField
const pageSize = pageSizeField
const place = (label: string) =>
  z
    .string({ error: `${label}无效` })
    .trim()
    .max(LIMITS.place, `${label}不能超过${LIMITS.place}个字`)
    .optional()
const optionalPeriod = z.union([z.literal(''), periodField]).optional()

/** Most items one write may carry (an Excel bulletin of a city holds about 2,000). */
export const MAX_ITEMS_PER_WRITE = 5000

export const packageDoc = z.object({
  ID: z.string(),
  Type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  Name: z.string(),
  Province: z.string(),
  City: z.string(),
  Period: z.string(),
  OwnerID: z.string(),
  Source: z.string(),
  ItemCount: z.number(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
})
export type PackageDoc = z.infer<typeof packageDoc>

export const itemDoc = z.object({
  ID: z.string(),
  PackageID: z.string(),
  Code: z.string(),
  Name: z.string(),
  Spec: z.string(),
  Unit: z.string(),
  PriceTax: z.string(),
  PriceNoTax: z.string(),
  TaxRate: z.string(),
  Brand: z.string(),
  Source: z.string(),
  Period: z.string(),
  Initials: z.string(),
  Sort: z.number(),
})
export type ItemDoc = z.infer<typeof itemDoc>

/** MyStandard/GetPricePackage and Backstage/GetMaterialData: packages by tab, place and period. */
export const packageListQuery = z.object({
  Type: packageTypeField.optional(),
  Province: place('省份'),
  City: place('城市'),
  Period: optionalPeriod,
  /** Beyond SPEC: words that must each appear in the name, province, city or period. */
  Q: z.string({ error: '搜索内容无效' }).trim().max(50, '搜索内容不能超过50个字').optional(),
  PageIndex: pageIndex,
  PageSize: pageSize(500, 50),
})
export const packageListData = z.array(packageDoc)

export const packageIdQuery = z.object({ PackageID: id('价格包编号') })

/** The grid's column heads of a package (GetHeads / UpdateHeads). */
export const head = z.object({
  Field: z.enum(
    [
      'Code',
      'Name',
      'Spec',
      'Unit',
      'PriceTax',
      'PriceNoTax',
      'TaxRate',
      'Brand',
      'Source',
      'Period',
    ],
    { error: '列字段无效' },
  ),
  Title: z
    .string({ error: '列标题无效' })
    .trim()
    .min(1, '列标题不能为空')
    .max(20, '列标题不能超过20个字'),
  Visible: z.boolean({ error: '列显示设置无效' }).default(true),
})
export const headsData = z.array(head)
export const updateHeadsBody = z.object({
  PackageID: id('价格包编号'),
  Heads: jsonField(
    z.array(head, { error: '列设置无效' }).min(1, '至少保留一列').max(10, '列设置无效'),
  ),
})

/** Where a keyset page starts: `start`, or the last item received as `<Sort>:<ID>`. */
export const PULL_START = 'start'
export const pullCursor = (item: Pick<ItemDoc, 'Sort' | 'ID'>) => `${item.Sort}:${item.ID}`
const afterField = z
  .string({ error: '游标无效' })
  .regex(/^(start|-?\d{1,10}:[0-9a-f-]{36})$/i, '游标无效')
  .optional()

/**
 * GetMaterialData: a page by PageIndex (OFFSET, at most 1,000 a page), or, with `After`, the next
 * page after a cursor in grid order (keyset: each page costs the same at any depth; at most 5,000
 * a page): how a package is pulled for offline use (docs/materials.md "Offline").
 */
export const materialDataQuery = z
  .object({
    PackageID: id('价格包编号'),
    Q: z.string({ error: '搜索词无效' }).trim().max(100, '搜索词不能超过100个字').optional(),
    PageIndex: pageIndex,
    PageSize: pageSize(5000, 100),
    After: afterField,
  })
  .refine((q) => q.After !== undefined || q.PageSize <= 1000, {
    message: '每页条数无效',
    path: ['PageSize'],
  })
export const materialData = z.array(itemDoc)

const itemList = <T extends z.ZodType>(inner: T) =>
  jsonField(
    z
      .array(inner, { error: '材料列表无效' })
      .max(MAX_ITEMS_PER_WRITE, `一次最多${MAX_ITEMS_PER_WRITE}条材料`),
  )

/**
 * InsertData: items added to a package (PackageID), or a new package with its items (Package):
 * publishing a bulletin from Excel, or copying official items into a personal package, is one call.
 * Mode 'update' (only with PackageID): an item that is the same material (materialKey: name, spec,
 * unit) as one already in the package updates it instead of being added (docs/materials.md).
 */
export const insertDataBody = z
  .object({
    PackageID: id('价格包编号').optional(),
    Package: jsonField(materialPackageInput).optional(),
    Items: itemList(materialItemInput),
    Mode: z.enum(['append', 'update'], { error: '导入方式无效' }).optional(),
  })
  .refine((v) => (v.PackageID === undefined) !== (v.Package === undefined), {
    message: '请指定价格包',
    path: ['PackageID'],
  })
  .refine((v) => v.Mode !== 'update' || v.PackageID !== undefined, {
    message: '更新已有材料需要指定价格包',
    path: ['Mode'],
  })
/** IDs: the item written for each input item, in input order (an updated item keeps its id). */
export const insertDataData = z.object({
  PackageID: z.string(),
  IDs: z.array(z.string()),
  Inserted: z.number(),
  Updated: z.number(),
})

const updateItem = z.intersection(z.object({ ID: id('材料编号') }), materialItemInput)
/** BatchUpdate: edited items (ID plus every field) and deleted ids, in one recorded batch each. */
export const batchUpdateBody = z
  .object({
    PackageID: id('价格包编号'),
    Items: itemList(updateItem).optional(),
    Deleted: jsonField(
      z
        .array(id('材料编号'), { error: '删除列表无效' })
        .max(MAX_ITEMS_PER_WRITE, `一次最多删除${MAX_ITEMS_PER_WRITE}条材料`),
    ).optional(),
  })
  .refine((v) => (v.Items?.length ?? 0) + (v.Deleted?.length ?? 0) > 0, {
    message: '没有要保存的修改',
    path: ['Items'],
  })
export const batchUpdateData = z.object({ Updated: z.number(), Deleted: z.number() })

export const historyQuery = z.object({
  PackageID: id('价格包编号'),
  PageIndex: pageIndex,
  PageSize: pageSize(1000, 100),
})
export const backstageHistoryQuery = z.object({
  PackageID: id('价格包编号').optional(),
  PageIndex: pageIndex,
  PageSize: pageSize(1000, 100),
})
export const historyRow = z.object({
  ID: z.number(),
  PackageID: z.string(),
  ItemID: z.string(),
  BatchID: z.string(),
  Action: z.enum(['insert', 'update', 'delete']),
  Before: itemDoc.nullable(),
  After: itemDoc.nullable(),
  RestoredTo: z.number().nullable(),
  /** A restore to the state right before RestoredTo (恢复到修改前), not right after it. */
  RestoredBefore: z.boolean(),
  UserID: z.string(),
  UserName: z.string(),
  CreateTime: z.string(),
})
export const historyData = z.array(historyRow)
export type HistoryRow = z.infer<typeof historyRow>

export const recoverBody = z.object({
  PackageID: id('价格包编号'),
  HistoryID: z.coerce
    .number({ error: '历史记录编号无效' })
    .int('历史记录编号无效')
    .min(1, '历史记录编号无效'),
  /** 1: to the state right before that history row (that write undone too); default right after. */
  Before: z.enum(['0', '1'], { error: '参数 Before 无效' }).default('0'),
})
export const recoverData = z.object({ Changed: z.number() })

/** GetFrom: the sources (来源) of a type's packages with how many packages each has. */
export const fromQuery = z.object({ Type: packageTypeField.optional() })
export const fromData = z.array(z.object({ Source: z.string(), Count: z.number() }))

/** Backstage/UpdateMaterialData (and MaterialPrice/UpdatePackage for personal ones): rename or delete a package. */
const packageEdit = z.object({
  ID: id('价格包编号'),
  Name: z
    .string({ error: '价格包名称无效' })
    .trim()
    .min(1, '价格包名称不能为空')
    .max(LIMITS.packageName, `价格包名称不能超过${LIMITS.packageName}个字`)
    .optional(),
  Province: place('省份'),
  City: place('城市'),
  Period: periodField.optional(),
  Source: z
    .string({ error: '来源无效' })
    .trim()
    .max(LIMITS.source, `来源不能超过${LIMITS.source}个字`)
    .optional(),
})
export const updatePackageBody = z.object({
  Type: z.enum(['update', 'delete'], { error: '操作类型无效' }),
  Model: jsonField(packageEdit),
})
export const updatePackageData = z.union([packageDoc, z.null()])

/** GetTrend: one material (name, spec, unit) in every shared package, for the trend chart. */
export const trendQuery = z.object({
  Name: z
    .string({ error: '材料名称不能为空' })
    .trim()
    .min(1, '材料名称不能为空')
    .max(LIMITS.name, '材料名称无效'),
  Spec: z.string({ error: '规格型号无效' }).trim().max(LIMITS.spec, '规格型号无效').default(''),
  Unit: z.string({ error: '单位无效' }).trim().max(10, '单位无效').default(''),
  City: place('城市'),
})
export const trendData = z.array(
  z.object({
    PackageID: z.string(),
    Type: z.union([z.literal(2), z.literal(3)]),
    City: z.string(),
    Period: z.string(),
    PriceTax: z.string(),
  }),
)
