import { projectRelation } from '../bill/entities'
import { defineEntity, typedWrites } from '../entity/define'
import { area, choice, id, money, number, requiredText, text } from '../entity/field'
import { list, record, type DocOf } from '../entity/shape'
import { GRADES, ROOM_KINDS } from './model'

/**
 * The estimate of a project (估算, docs/estimate.md; declared once, docs/architecture.md
 * "Entities"): one per project, written with POST /api/Index/EditSubInfo.
 */

const LIMIT = { functions: 50, choices: 2000, area: 1e8, rooms: 1e6 }

/** One function of an estimate with its area (m²). */
export const ESTIMATE_FUNCTION = {
  Code: requiredText('功能区', 20),
  Name: text('功能区名称', 40),
  Area: number('面积', {
    decimals: 2,
    max: LIMIT.area,
    nullable: false,
    overMessage: '面积超出上限',
  }),
}
export type EstimateFunction = DocOf<typeof ESTIMATE_FUNCTION>

/** The grade (and brand) chosen for one function and system. */
export const ESTIMATE_CHOICE = {
  Function: requiredText('功能区', 20),
  System: requiredText('系统', 20),
  Grade: choice('配置档次', GRADES),
  BrandId: text('品牌', 40),
}
export type EstimateChoice = DocOf<typeof ESTIMATE_CHOICE>

export const estimates = defineEntity({
  label: '估算',
  idLabel: '估算编号',
  writes: typedWrites('POST', '/Index/EditSubInfo'),
  index: { projectId: ['ProId'] },
  since: 5,
  wholeCreate: true,
  fields: {
    ProId: id('项目编号'),
    ProjectType: text('项目类型', 20),
    City: text('城市', 20),
    TotalArea: area('总建筑面积', { conflict: true }),
    Grade: choice('配置档次', GRADES, { default: '标准' }),
    Functions: list('功能区面积', ESTIMATE_FUNCTION, { max: LIMIT.functions }),
    Choices: list('配置选择', ESTIMATE_CHOICE, { max: LIMIT.choices }),
    Rooms: record(
      '户型房间数',
      ROOM_KINDS,
      number('房间数量', {
        int: true,
        max: LIMIT.rooms,
        nullable: false,
        overMessage: '房间数量超出上限',
      }),
    ),
    TotalCost: money('估算造价', { conflict: true }),
    Note: text('备注', 500),
  },
  required: ['ProId'],
  relations: [projectRelation],
})
export type EstimateDoc = DocOf<typeof estimates.fields>
