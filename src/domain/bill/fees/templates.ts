import type { StandardVersion } from '../../projects/model'
import { SAFETY_NAME } from '../merge'
import type { TaxMethod } from '../model'
import type { FeeTemplateLine } from './entities'

/**
 * The built-in 取费模板 (docs/bill.md "取费 and 计税方式", where each source is cited) and how a
 * template becomes a 单位工程's 总价措施 and 规费 lines under a 计价标准. A user's own templates
 * (./entities.ts) apply the same way.
 */

export interface BuiltinFeeTemplate {
  /** Stable id of a built-in template ('builtin:…'), never a uuid. */
  ID: string
  Name: string
  /** The published document the rates come from, with its year. */
  Source: string
  TaxMethod: TaxMethod
  TaxRate: number
  Lines: readonly FeeTemplateLine[]
}

const line = (
  Kind: FeeTemplateLine['Kind'],
  Code: string,
  Name: string,
  Base: FeeTemplateLine['Base'],
  Rate: number | null,
  IsSafety: 0 | 1 = 0,
): FeeTemplateLine => ({ Kind, Code, Name, Base, Rate, IsSafety })

/**
 * 全国默认: the 总价措施 of GB 50854-2013 S.7 and the 规费 of GB 50500-2013. The only rate set
 * nationally is the safety fee's: 3 % for 房屋建筑工程 (财政部 应急管理部《企业安全生产费用提取和使用
 * 管理办法》财资〔2022〕136号, 2022, on the 建筑安装工程造价; here on 分部分项+单价措施费, the nearest
 * base). The other rates are a province's (its 费用定额): left blank for the user.
 */
const NATIONAL: BuiltinFeeTemplate = {
  ID: 'builtin:national',
  Name: '全国默认（GB 50500）',
  Source: '财资〔2022〕136号《企业安全生产费用提取和使用管理办法》（2022年）',
  TaxMethod: '一般计税',
  TaxRate: 9,
  Lines: [
    line('总价措施', '011707001001', '安全文明施工费', '分部分项+单价措施费', 3, 1),
    line('总价措施', '011707002001', '夜间施工增加费', '分部分项人工费', null),
    line('总价措施', '011707004001', '二次搬运费', '分部分项人工费', null),
    line('总价措施', '011707005001', '冬雨季施工增加费', '分部分项人工费', null),
    line('总价措施', '011707007001', '已完工程及设备保护费', '分部分项工程费', null),
    line('规费', '', '社会保险费', '分部分项+单价措施人工费', null),
    line('规费', '', '住房公积金', '分部分项+单价措施人工费', null),
    line('规费', '', '工程排污费', '固定金额', null),
  ],
}

/**
 * 江苏省 建筑工程, 一般计税: 《江苏省建设工程费用定额》(2014年) as adjusted for 营改增 by
 * 苏建价〔2016〕154号 (2016). 安全文明施工措施费 基本费 3.1 % and 省级标化增加费 0.7 % (only for a
 * site entered for the provincial 标化工地), 临时设施费 2.2 %, 社会保险费 3.2 %, 住房公积金 0.53 %,
 * 环境保护税 (the former 工程排污费) 0.1 %. The province's bases (分部分项工程费 + 单价措施项目费 −
 * 工程设备费; 规费 on 分部分项 + 措施 + 其他项目费 − 工程设备费) are taken as 分部分项+单价措施费, the
 * nearest base the bill has (docs/bill.md says what that leaves out). Written from knowledge of
 * these documents, not copied: no published copy could be found to check them against (docs/bill.md
 * "Faithfulness" lists what was searched).
 */
const JIANGSU: BuiltinFeeTemplate = {
  ID: 'builtin:jiangsu-2014',
  Name: '江苏省 建筑工程（2014费用定额，营改增调整）',
  Source: '《江苏省建设工程费用定额》（2014年）及苏建价〔2016〕154号（2016年）',
  TaxMethod: '一般计税',
  TaxRate: 9,
  Lines: [
    line('总价措施', '011707001001', '安全文明施工费', '分部分项+单价措施费', 3.1, 1),
    line('总价措施', '011707001002', '省级标化增加费', '分部分项+单价措施费', 0.7),
    line('总价措施', '011707003001', '临时设施费', '分部分项+单价措施费', 2.2),
    line('总价措施', '011707005001', '冬雨季施工增加费', '分部分项+单价措施费', 0.1),
    line('总价措施', '011707007001', '已完工程及设备保护费', '分部分项+单价措施费', 0.05),
    line('规费', '', '社会保险费', '分部分项+单价措施费', 3.2),
    line('规费', '', '住房公积金', '分部分项+单价措施费', 0.53),
    line('规费', '', '环境保护税', '分部分项+单价措施费', 0.1),
  ],
}

export const BUILTIN_FEE_TEMPLATES: readonly BuiltinFeeTemplate[] = [NATIONAL, JIANGSU]

/**
 * A template's lines as a 单位工程 under `version` takes them: the safety line named as that
 * standard names it, 规费 only under GB 50500-2013 (GB/T 50500-2024 has none), in order.
 */
export function templateLines(
  lines: readonly FeeTemplateLine[],
  version: StandardVersion,
): FeeTemplateLine[] {
  return lines
    .filter((l) => version === 'GB 50500-2013' || l.Kind !== '规费')
    .map((l) =>
      l.Kind === '总价措施' && l.IsSafety === 1 && Object.values(SAFETY_NAME).includes(l.Name)
        ? { ...l, Name: SAFETY_NAME[version] }
        : l,
    )
}

/** A 单位工程's lines saved as template lines (their amounts and ids dropped). */
export function linesOfUnit(
  rates: readonly (FeeTemplateLine & { Sort: number })[],
): FeeTemplateLine[] {
  return [...rates]
    .sort((a, b) => a.Sort - b.Sort)
    .map(({ Kind, Code, Name, Base, Rate, IsSafety }) => ({
      Kind,
      Code,
      Name,
      Base,
      Rate,
      IsSafety,
    }))
}

/**
 * True when a 单位工程 as imported charges no safety fee on priced work: it has an item with
 * 工程量 and 综合单价 but no safety line with a rate (or, on 固定金额, an amount) above 0.
 */
export function safetyFeeMissing(
  rates: readonly { IsSafety: number; Base: string; Rate: number | null; Amount: number | null }[],
  items: readonly { Quantity: number | null; UnitPrice: number | null }[],
): boolean {
  const priced = items.some((i) => (i.Quantity ?? 0) > 0 && (i.UnitPrice ?? 0) > 0)
  const charged = rates.some(
    (r) => r.IsSafety === 1 && ((r.Base === '固定金额' ? r.Amount : r.Rate) ?? 0) > 0,
  )
  return priced && !charged
}

/**
 * The warning for a 单位工程 whose non-competitive safety fee is 0 while it has priced work
 * (an imported bill often comes so); null when the fee is charged or there is nothing to charge on.
 */
export function safetyFeeWarning(
  summary: { safety: number; items: number; unitMeasures: number },
  version: StandardVersion,
): string | null {
  if (summary.safety !== 0 || summary.items + summary.unitMeasures <= 0) return null
  return `${SAFETY_NAME[version]}为 0：该费用不可竞争，须按工程所在地规定的费率计取（可在“总价措施”中套用取费模板）`
}
