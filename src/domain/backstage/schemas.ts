import { z } from 'zod'
import { pageIndexField, pageSizeField } from '../api/paging'
import { INDEX_SERIES } from '../adjust/price-indices'
import { jsonField } from '../api/json-field'
import { GRADES } from '../estimate/model'
import { REFERENCE_TABLE_NAMES } from './tables'

/**
 * Zod contracts of the back office (/api/Backstage, docs/backoffice.md) and of the reference
 * tables (/api/Reference/GetTables). Messages are the Chinese text the administrator reads.
 */

const pageIndex = pageIndexField
const pageSize = pageSizeField(200, 20)
const search = z
  .string({ error: '搜索内容无效' })
  .trim()
  .max(50, '搜索内容不能超过50个字')
  .default('')
const name = (label: string, max: number) =>
  z
    .string({ error: `${label}无效` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字`)
const code = (label: string) =>
  z
    .string({ error: `${label}无效` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(20, `${label}无效`)

/**
 * A decimal given as a number or numeric text, kept as normalised text: at most `decimals`
 * decimals (more is refused, never rounded) and within [min, max] (`positive`: above 0).
 */
export function decimalText(
  label: string,
  o: { decimals: number; min?: number; max: number; positive?: boolean },
) {
  return z
    .union([z.string(), z.number()], { error: `${label}不能为空` })
    .transform((v, ctx): string => {
      const s = String(v).trim()
      if (s === '') {
        ctx.addIssue({ code: 'custom', message: `${label}不能为空` })
        return z.NEVER
      }
      const m = /^-?\d+(?:\.(\d+))?$/.exec(s)
      if (!m) {
        ctx.addIssue({ code: 'custom', message: `${label}必须是数字` })
        return z.NEVER
      }
      if ((m[1]?.length ?? 0) > o.decimals) {
        ctx.addIssue({
          code: 'custom',
          message: o.decimals === 0 ? `${label}必须是整数` : `${label}最多${o.decimals}位小数`,
        })
        return z.NEVER
      }
      const n = Number(s)
      if (o.positive && n <= 0) ctx.addIssue({ code: 'custom', message: `${label}必须大于0` })
      else if (o.min !== undefined && n < o.min)
        ctx.addIssue({ code: 'custom', message: `${label}不能小于${o.min}` })
      else if (n > o.max) ctx.addIssue({ code: 'custom', message: `${label}不能超过${o.max}` })
      return String(n)
    })
}

// ---- reference tables (对标, 调价) ----

export const YEAR_PERIOD = /^\d{4}(-Q[1-4]|-(0[1-9]|1[0-2]))?$/
export const MONTH_PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/
const seriesKeys = INDEX_SERIES.map((s) => s.Key) as [string, ...string[]]
const change = z.enum(['update', 'delete'], { error: '操作类型无效' }).default('update')

export const factorField = decimalText('城市系数', { decimals: 3, positive: true, max: 10 })
export const priceIndexField = decimalText('造价指数', {
  decimals: 2,
  positive: true,
  max: 100_000,
})
export const adjustIndexField = decimalText('调价指数', {
  decimals: 4,
  positive: true,
  max: 100_000,
})

/** One change of a reference table: set (add or change) a value, or delete the row. */
export const updateReferenceBody = z
  .discriminatedUnion(
    'Table',
    [
      z.object({
        Table: z.literal('location'),
        Type: change,
        City: name('城市', 20),
        Value: factorField.optional(),
      }),
      z.object({
        Table: z.literal('priceIndex'),
        Type: change,
        Period: z
          .string({ error: '期次无效' })
          .trim()
          .regex(YEAR_PERIOD, '期次应为年份（2024）、季度（2024-Q1）或月份（2024-01）'),
        Value: priceIndexField.optional(),
      }),
      z.object({
        Table: z.literal('adjustIndex'),
        Type: change,
        City: name('城市', 20),
        Key: z.enum(seriesKeys, { error: '指数类别无效' }),
        Period: z
          .string({ error: '期次无效' })
          .trim()
          .regex(MONTH_PERIOD, '期次应为月份（2024-01）'),
        Value: adjustIndexField.optional(),
      }),
    ],
    { error: '参考表无效' },
  )
  .refine((b) => b.Type === 'delete' || b.Value !== undefined, {
    message: '数值不能为空',
    path: ['Value'],
  })

export const updateReferenceData = z.object({
  Table: z.string(),
  Key: z.string(),
  HistoryID: z.number().nullable(),
})
/** 恢复为修改前 of one history entry (the change is made through the table's own call rules). */
export const recoverReferenceBody = z.object({
  HistoryID: z.coerce
    .number({ error: '修改记录无效' })
    .int('修改记录无效')
    .min(1, '修改记录无效')
    .max(2_147_483_647, '修改记录无效'),
})

export const referenceTablesData = z.object({
  Version: z.string(),
  Location: z.array(z.object({ City: z.string(), Factor: z.string() })),
  PriceIndex: z.array(z.object({ Period: z.string(), Value: z.string() })),
  AdjustIndices: z.array(
    z.object({
      City: z.string(),
      Key: z.string(),
      Name: z.string(),
      Period: z.string(),
      Value: z.string(),
    }),
  ),
})

export const referenceHistoryQuery = z.object({
  Table: z.enum(REFERENCE_TABLE_NAMES, { error: '参考表无效' }).optional(),
  Key: z.string().trim().max(120, '记录无效').default(''),
  PageIndex: pageIndex,
  PageSize: pageSize,
})
export const referenceHistoryData = z.array(
  z.object({
    ID: z.number(),
    Table: z.string(),
    Key: z.string(),
    Before: z.record(z.string(), z.unknown()).nullable(),
    After: z.record(z.string(), z.unknown()).nullable(),
    UserID: z.string(),
    UserName: z.string(),
    CreateTime: z.string(),
  }),
)

// ---- 估算 reference data (功能数据) ----

const gradeField = z.enum(GRADES, { error: '配置档次无效' })
const yuan = (label: string) => decimalText(label, { decimals: 2, min: 0, max: 100_000_000 })
const gradePrices = jsonField(
  z.object(
    {
      经济: yuan('经济档单价'),
      标准: yuan('标准档单价'),
      高档: yuan('高档单价'),
      豪华: yuan('豪华档单价'),
    },
    { error: '单价无效' },
  ),
).refine(
  (p) =>
    Number(p.经济) <= Number(p.标准) &&
    Number(p.标准) <= Number(p.高档) &&
    Number(p.高档) <= Number(p.豪华),
  '各档次单价应从经济到豪华依次不减',
)

/** One change of the estimating reference data; fields left out keep their value. */
export const updateFunctionalBody = z.discriminatedUnion(
  'Kind',
  [
    z.object({
      Kind: z.literal('function'),
      ProjectType: name('项目类型', 20),
      Code: code('功能区编码'),
      Name: name('功能区名称', 40).optional(),
      Share: decimalText('面积占比', { decimals: 2, min: 0, max: 100 }).optional(),
    }),
    z.object({
      Kind: z.literal('system'),
      Code: code('系统编码'),
      Name: name('系统名称', 40).optional(),
      Prices: gradePrices.optional(),
    }),
    z.object({
      Kind: z.literal('grade'),
      SystemCode: code('系统编码'),
      Grade: gradeField,
      Content: name('档次内容', 200),
    }),
    z.object({
      Kind: z.literal('brand'),
      Type: z.enum(['add', 'update', 'delete'], { error: '操作类型无效' }).default('update'),
      ID: z.string().trim().max(40, '品牌无效').default(''),
      SystemCode: code('系统编码').optional(),
      Grade: gradeField.optional(),
      Name: name('品牌名称', 40).optional(),
      Premium: decimalText('溢价率', { decimals: 2, min: -50, max: 200 }).optional(),
    }),
    z.object({
      Kind: z.literal('countItem'),
      Code: code('计价项编码'),
      Name: name('计价项名称', 40).optional(),
      Unit: name('单位', 10).optional(),
      PerRoom: decimalText('每间数量', { decimals: 2, positive: true, max: 1000 }).optional(),
      Prices: gradePrices.optional(),
    }),
    z.object({
      Kind: z.literal('recipe'),
      SystemCode: code('系统编码'),
      Code: code('清单编码'),
      Name: name('项目名称', 60).optional(),
      Features: z.string().trim().max(500, '项目特征不能超过500个字').optional(),
      Unit: name('单位', 10).optional(),
      Content: decimalText('含量', { decimals: 6, min: 0, max: 100_000 }).optional(),
      Price: yuan('综合单价').optional(),
    }),
  ],
  { error: '功能数据类别无效' },
)
export const updateFunctionalData = z.object({
  Kind: z.string(),
  Key: z.string(),
  HistoryID: z.number().nullable(),
})

// ---- lists of the back office ----

export const projectDataQuery = z.object({
  Q: search,
  ProjectType: z.string().trim().max(20, '项目类型无效').default(''),
  City: z.string().trim().max(20, '城市无效').default(''),
  PageIndex: pageIndex,
  PageSize: pageSize,
})
export const projectDataRow = z.object({
  ID: z.string(),
  Name: z.string(),
  OwnerID: z.string(),
  OwnerName: z.string(),
  ProjectType: z.string(),
  City: z.string(),
  BuiltArea: z.string(),
  TotalCost: z.string(),
  IsTemplate: z.number(),
  Released: z.number(),
  State: z.string(),
  CreateTime: z.string(),
  EditTime: z.string(),
})
export const projectDataData = z.array(projectDataRow)

export const userPowerQuery = z.object({ Q: search, PageIndex: pageIndex, PageSize: pageSize })
export const userPowerData = z.array(
  z.object({
    ID: z.string(),
    UserName: z.string(),
    Phone: z.string(),
    IsAdmin: z.boolean(),
    Roles: z.array(z.object({ Code: z.string(), Name: z.string() })),
    Projects: z.number(),
    Templates: z.number(),
    CreateTime: z.string(),
  }),
)

const labelled = z.object({ Value: z.string(), Label: z.string() })
export const optionsData = z.object({
  ProjectTypes: z.array(z.string()),
  Cities: z.array(z.string()),
  StandardVersions: z.array(z.string()),
  Specialties: z.array(z.string()),
  Grades: z.array(z.string()),
  RoomKinds: z.array(z.string()),
  IndexSeries: z.array(labelled),
  PackageTypes: z.array(labelled),
  ReferenceTables: z.array(labelled),
})

export const tagSettingsData = z.array(
  z.object({
    Group: z.string(),
    Key: z.string(),
    Editable: z.boolean(),
    Tags: z.array(z.object({ Value: z.string(), Label: z.string(), Count: z.number() })),
  }),
)
