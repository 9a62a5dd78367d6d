import { z } from 'zod'
import { teamQuota } from '../../bill/quota-share'
import { templateBillData, templateBillItem } from '../../bill/template-bill'
import { teamIdField } from '../../teams/schemas'
import { defineCall } from '../registry/define'
import { entityWriteCall } from '../synced/calls'

/**
 * The priced bill's synced writes (docs/bill.md, docs/sync.md), beyond SPEC: each takes `Type`
 * add | update | delete, `ID` and the changed fields, validated with src/domain/bill/schemas.ts;
 * a user writes only bills of their own projects. Sums (合价, totals) are never sent or stored.
 */
export const BILL_CALLS = {
  editUnit: entityWriteCall(
    'billUnits',
    'create',
    '新建、修改或删除单位工程（一个单项工程的一个专业）',
    true,
  ),
  editGroup: entityWriteCall('billGroups', 'create', '新建、修改或删除分部', true),
  editItem: entityWriteCall(
    'billItems',
    'create',
    '新建、修改或删除清单项（分部分项、单价措施）',
    true,
  ),
  editRate: entityWriteCall('billRates', 'create', '新建、修改或删除总价措施或规费', true),
  editFeeTemplate: entityWriteCall(
    'feeTemplates',
    'create',
    '新建、修改或删除自己的取费模板（总价措施、规费的计算基础和费率，计税方式）',
    true,
  ),
  editQuota: entityWriteCall(
    'quotaItems',
    'create',
    '新建、修改或删除自己定额库（企业定额）的定额子目（编号、名称、单位、基价和人材机消耗量）',
    true,
  ),
  editQuotaShare: entityWriteCall(
    'quotaShares',
    'create',
    '把自己的一个定额库共享给所在的团队，或取消共享（团队编号须是自己所在的团队）',
    true,
  ),
  getTeamQuotas: defineCall({
    method: 'GET',
    path: '/Bill/GetTeamQuotas',
    access: 'user',
    beyondSpec: true,
    input: z.object({ TeamId: teamIdField }),
    data: z.array(teamQuota),
    summary:
      '团队定额库：团队其他成员共享给该团队的定额库的定额子目（含人材机、共享人和定额库名称；仅团队成员可读）',
    example: { TeamId: '00000000-0000-4000-8000-000000000001' },
  }),
  editOther: entityWriteCall(
    'billOthers',
    'create',
    '新建、修改或删除其他项目（暂列金额、暂估价、计日工、总承包服务费）',
    true,
  ),
  editResource: entityWriteCall(
    'billResources',
    'create',
    '新建、修改或删除项目的人材机（人工、材料、机械：单价、价格来源、甲供和暂估标记）',
    true,
  ),
  getTemplateBill: defineCall({
    method: 'GET',
    path: '/Bill/GetTemplateBill',
    access: 'public',
    beyondSpec: true,
    input: z.object({ ID: z.uuid({ error: '模板编号无效' }) }),
    data: templateBillData,
    summary: '已发布模板的清单汇总：建设项目汇总表和各单位工程汇总表（金额为元，两位小数）',
  }),
  getTemplateBillItems: defineCall({
    method: 'GET',
    path: '/Bill/GetTemplateBillItems',
    access: 'public',
    beyondSpec: true,
    paged: true,
    input: z.object({
      ID: z.uuid({ error: '模板编号无效' }),
      UnitID: z.uuid({ error: '单位工程编号无效' }),
      PageIndex: z.coerce
        .number({ error: '分页参数无效' })
        .int('分页参数无效')
        .min(1, '分页参数无效')
        .max(100_000, '分页参数无效')
        .default(1),
      PageSize: z.coerce
        .number({ error: '分页参数无效' })
        .int('分页参数无效')
        .min(1, '分页参数无效')
        .max(200, '分页参数无效')
        .default(50),
    }),
    data: z.array(templateBillItem),
    summary:
      '已发布模板某单位工程的清单项（分页，Total 为总条数；分部分项在前、单价措施在后，金额为元）',
    example: {
      ID: '00000000-0000-4000-8000-000000000001',
      UnitID: '00000000-0000-4000-8000-000000000002',
      PageSize: 50,
    },
  }),
} as const
