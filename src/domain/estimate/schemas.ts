import { z } from 'zod'
import { pageIndexField, pageSizeField } from '../api/paging'
import { text, uuidField } from '../api/fields'
import { jsonField } from '../api/json-field'
import { zodCreate, zodFields, zodValue } from '../entity/zod'
import { estimates } from './entities'
import { GRADES, ROOM_KINDS } from './model'

/**
 * Zod contracts of 估算 (docs/estimate.md): the synced entity `estimates` (one per project,
 * written with POST /api/Index/EditSubInfo) and the /api/Index reads. Messages are Chinese.
 */

const LIMIT = { area: 1e8 }
const code = (label: string) =>
  z
    .string({ error: `${label}无效` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(20, `${label}无效`)
const gradeField = z.enum(GRADES, { error: '配置档次无效' })
const areaNumber = z.coerce
  .number({ error: '面积必须是数字' })
  .min(0, '面积不能为负数')
  .max(LIMIT.area, '面积超出上限')

/** The estimate's field rules (derived from ./entities.ts): one by one, and a whole new one. */
export const estimateFieldSchemas = zodFields(estimates.fields)
export const estimateInput = zodCreate(estimates)
/** 户型房间数 as answers carry them. */
const roomCounts = zodValue(estimates.fields.Rooms)

// ---- reads ----

const projectType = z
  .string({ error: '项目类型无效' })
  .trim()
  .min(1, '请选择项目类型')
  .max(20, '项目类型无效')
const areaQuery = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .positive(`${label}必须大于0`)
    .max(LIMIT.area, `${label}超出上限`)
const pageIndex = pageIndexField
const pageSize = pageSizeField(200, 20)
const money = z.string()
const grades = z.object({ 经济: money, 标准: money, 高档: money, 豪华: money })

export const functionRef = z.object({
  Code: z.string(),
  Name: z.string(),
  ProjectType: z.string(),
  Share: z.string(),
  Sort: z.number(),
})
export const systemRef = z.object({
  Code: z.string(),
  Name: z.string(),
  Specialty: z.string(),
  Prices: grades,
  Sort: z.number(),
})
export const gradeInfo = z.object({
  SystemCode: z.string(),
  Grade: gradeField,
  Content: z.string(),
})
export const brandRef = z.object({
  ID: z.string(),
  SystemCode: z.string(),
  Grade: gradeField,
  Name: z.string(),
  Initials: z.string(),
  Premium: z.string(),
})
export const countItemRef = z.object({
  Code: z.string(),
  Room: z.enum(ROOM_KINDS),
  SystemCode: z.string(),
  Name: z.string(),
  Unit: z.string(),
  PerRoom: z.string(),
  Prices: grades,
})
export const recipeRef = z.object({
  SystemCode: z.string(),
  Code: z.string(),
  Name: z.string(),
  Features: z.string(),
  Unit: z.string(),
  Content: z.string(),
  Price: z.string(),
  MaterialName: z.string(),
  MaterialSpec: z.string(),
  MaterialUnit: z.string(),
  Consumption: z.string(),
  MaterialPrice: z.string(),
})

export const projectTypeQuery = z.object({ ProjectType: projectType })
export const matchingQuery = z.object({
  ProjectType: projectType,
  TotalArea: areaQuery('总建筑面积'),
})
export const matchingData = z.array(functionRef.extend({ Area: z.number() }))
export const totalAreaQuery = z.object({
  ProjectType: projectType,
  City: z.string().trim().max(20, '城市无效').default(''),
  TotalArea: areaQuery('总建筑面积'),
})
export const totalAreaData = z.object({
  Scope: z.enum(['同城同类', '同类', '无']),
  N: z.number(),
  Confidence: z.string(),
  /** 单方造价 of each comparable released template, 元/m² (the worker recomputes the range offline). */
  Samples: z.array(z.number()),
  P25: z.number().nullable(),
  Median: z.number().nullable(),
  P75: z.number().nullable(),
  Low: z.string().nullable(),
  Mid: z.string().nullable(),
  High: z.string().nullable(),
})
export const areaNumberQuery = z.object({
  ProjectType: projectType,
  TotalArea: areaQuery('住宅面积'),
  FlatArea: areaQuery('套均面积').default(100),
})
export const areaNumberData = z.object({ Households: z.number(), Rooms: roomCounts })
export const proInfoQuery = z.object({ ProId: uuidField('项目编号') })
export const proInfoData = z.object({
  ID: z.string(),
  Name: z.string(),
  ProjectType: z.string(),
  City: z.string(),
  BuiltArea: z.number(),
  Rows: z.array(
    z.object({
      ID: z.string(),
      Name: z.string(),
      BuiltArea: z.number().nullable(),
      MultNum: z.number(),
      /** 业态/部位: chosen in the structure, else guessed from the name. */
      Usage: z.string(),
    }),
  ),
  /** The structure's built area × copies per 业态: the estimate's default split. */
  Zones: z.array(z.object({ Usage: z.string(), Area: z.number() })),
  EstimateId: z.string(),
})
export const systemQuery = z.object({
  SystemCode: z.string().trim().max(20, '系统无效').optional(),
})
export const pzData = z.array(
  z.object({
    SystemCode: z.string(),
    SystemName: z.string(),
    Grade: gradeField,
    Price: z.string(),
  }),
)
export const pzInfoQuery = z.object({ SystemCode: code('系统'), Grade: gradeField })
export const pzInfoData = z.object({
  SystemCode: z.string(),
  SystemName: z.string(),
  Grade: gradeField,
  Price: z.string(),
  Content: z.string(),
  BrandCount: z.number(),
})
export const brandQuery = z.object({
  SystemCode: code('系统'),
  Grade: gradeField.optional(),
  PageIndex: pageIndex,
  PageSize: pageSize,
})
export const brandSearchQuery = z.object({
  Q: z.string({ error: '关键字无效' }).trim().max(20, '关键字不能超过20个字').default(''),
  PageIndex: pageIndex,
  PageSize: pageSize,
})
export const brandsData = z.array(brandRef)
export const referenceData = z.object({
  Version: z.string(),
  Functions: z.array(functionRef),
  Systems: z.array(systemRef),
  Grades: z.array(gradeInfo),
  CountItems: z.array(countItemRef),
  Recipes: z.array(recipeRef),
  Brands: z.array(brandRef),
  PerFlat: roomCounts,
})
export type ReferenceBundle = z.infer<typeof referenceData>

/** OperationProStructure (back office): edit one system's grade prices or one brand. */
export const operationBody = z.discriminatedUnion(
  'Kind',
  [
    z.object({
      Kind: z.literal('system'),
      Code: code('系统'),
      Prices: jsonField(
        z.object(
          { 经济: areaNumber, 标准: areaNumber, 高档: areaNumber, 豪华: areaNumber },
          { error: '单价无效' },
        ),
      ),
    }),
    z.object({
      Kind: z.literal('brand'),
      Type: z.enum(['add', 'update', 'delete'], { error: '操作类型无效' }),
      ID: z.string().max(40).default(''),
      SystemCode: code('系统'),
      Grade: gradeField,
      Name: text('品牌名称', 40).default(''),
      Premium: z.coerce
        .number({ error: '溢价率无效' })
        .min(-50, '溢价率不能低于-50%')
        .max(200, '溢价率不能超过200%')
        .default(0),
    }),
  ],
  { error: '操作类别无效' },
)
export const operationData = z.object({ Kind: z.string(), Code: z.string() })

/** GetTemplateIndicators: the comparable released templates of a project and each one's items per m² (source (c)). */
export const templateIndicatorsQuery = z.object({
  ProjectType: projectType,
  City: z.string().trim().max(20, '城市无效').default(''),
  BuiltArea: areaQuery('建筑面积'),
})
const indicatorRecipe = z.object({
  Specialty: z.string(),
  Kind: z.enum(['分部分项', '单价措施']),
  Code: z.string(),
  Name: z.string(),
  Features: z.string(),
  Unit: z.string(),
  Content: z.number(),
  Price: z.number().nullable(),
  PriceSource: z.enum(['模板', '模板中位', '参考价']),
  Material: z
    .object({
      Name: z.string(),
      Spec: z.string(),
      Unit: z.string(),
      Consumption: z.number(),
      Price: z.number().nullable(),
    })
    .optional(),
})
export const templateIndicatorsData = z.object({
  Scope: z.enum(['同城同类', '同类', '无']),
  Templates: z.array(
    z.object({
      ID: z.string(),
      Name: z.string(),
      ProjectType: z.string(),
      City: z.string(),
      BuiltArea: z.number(),
      Recipes: z.array(indicatorRecipe),
    }),
  ),
})
