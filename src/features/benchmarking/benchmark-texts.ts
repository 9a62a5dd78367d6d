import type { BenchmarkVariant } from './variant'

/** What each benchmark screen will do, shown in its empty state until the capability lands. */
export type OldScreen =
  | 'benchmarkindex'
  | 'compardiffercontract'
  | 'contrastlist'
  | 'cutbenchamark'
  | 'switchfunction'
  | 'bottomLevelData'
  | 'selfChart'

export type NewScreen =
  | 'benchmarkindex'
  | 'compardiffercontract'
  | 'contrastlist'
  | 'cutbenchamark'
  | 'switchfunction'
  | 'differContrast'
  | 'selfChart'

interface Text {
  heading: string
  description: string
}

const OLD: Record<OldScreen, Text> = {
  benchmarkindex: {
    heading: '回标分析方案',
    description: '新建或打开回标分析方案：选定招标控制价与各投标单位返回的报价清单，逐项比较报价。',
  },
  compardiffercontract: {
    heading: '投标报价对比',
    description: '逐项对比各投标单位与招标控制价的综合单价和合价，标出明显偏高、偏低的不平衡报价。',
  },
  contrastlist: {
    heading: '对比清单',
    description: '按清单项列出各投标单位的报价、最低价、最高价与平均价，以及相对控制价和平均价的偏差率。',
  },
  cutbenchamark: {
    heading: '切换对比基准',
    description: '选择比较的基准——招标控制价、平均价或某一投标单位，所有偏差随之重新计算。',
  },
  switchfunction: {
    heading: '切换功能区',
    description: '按功能区或专业缩小对比范围，只看关心的部分。',
  },
  bottomLevelData: {
    heading: '底层数据',
    description: '查看每个汇总数字背后的清单明细：项目编码、项目特征、工程量、综合单价与来源单位。',
  },
  selfChart: {
    heading: '自定义图表',
    description: '把各投标单位的总价、排名与偏差画成图表，用于评标汇报。',
  },
}

const NEW: Record<NewScreen, Text> = {
  benchmarkindex: {
    heading: '对标分析方案',
    description: '新建或打开对标方案：选定目标项目、样本项目与对标层级，查看单方造价、含量与占比的对标结果。',
  },
  compardiffercontract: {
    heading: '指标对比',
    description: '按单项工程与专业逐级对比目标项目和样本：样本数、最小值、四分位数、中位数、最大值与偏差率。',
  },
  contrastlist: {
    heading: '对标清单',
    description: '按指标列出目标值、样本中位数与判断（偏低、正常、偏高、异常），可设置自己的偏差率限额。',
  },
  cutbenchamark: {
    heading: '切换对标层级',
    description: '在整个项目、单项工程、专业与清单项之间切换对标层级。',
  },
  switchfunction: {
    heading: '切换功能区',
    description: '按功能区与系统专业切换对标口径，例如只看客房或只看暖通。',
  },
  differContrast: {
    heading: '差异分析',
    description: '拆解目标项目与样本的差异：含量（量）的差异与单价（价）的差异，并可按城市系数和价格指数换算样本。',
  },
  selfChart: {
    heading: '自定义图表',
    description: '把对标结果画成箱线图与柱状图，标出目标项目所在位置，用于汇报。',
  },
}

export function benchmarkScreenText(variant: 'old', screen: OldScreen): Text
export function benchmarkScreenText(variant: 'new', screen: NewScreen): Text
export function benchmarkScreenText(variant: BenchmarkVariant, screen: OldScreen | NewScreen): Text | undefined
export function benchmarkScreenText(variant: BenchmarkVariant, screen: OldScreen | NewScreen): Text | undefined {
  return variant === 'old' ? OLD[screen as OldScreen] : NEW[screen as NewScreen]
}
