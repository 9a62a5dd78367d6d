/**
 * What each screen whose capability arrives in a later issue is for, shown in its empty state.
 * `related` adds a second way out next to 返回首页.
 */
export type RelatedLink = 'myData' | 'projects' | 'tradingCenter'

export interface ScreenText {
  heading: string
  description: string
  related?: RelatedLink
}

export const SCREEN_TEXTS = {
  sortable: {
    heading: '表格拖动排序',
    description: '拖动表格行即可调整清单项、单项工程或标段的先后顺序，调整结果保存在本机并在联网后同步。',
  },
  newModelProjet: {
    heading: '我的项目',
    description:
      '在这里管理你的建设项目与模板：按文件夹分类，新建项目并录入项目结构（单项工程、建筑面积、套内面积、可售面积、数量），把成熟的项目发布为模板。',
  },
  filterpage: {
    heading: '模板列表',
    description: '按项目类型、城市或关键字筛选交易中心的模板，比较单方造价、建筑面积与年份后加入购物车。',
    related: 'tradingCenter',
  },
  editBrainList: {
    heading: '智能清单生成',
    description:
      '根据估算或模板，为每个单项工程生成符合 GB 50500 的清单项：工程量按面积乘含量指标计算，单价取自材料价格库。',
    related: 'projects',
  },
  reportPreview: {
    heading: '报表预览',
    description: '预览并导出项目的造价汇总表、单项工程造价表与清单计价表，金额保留两位小数并带千分位。',
    related: 'projects',
  },
  estimate: {
    heading: '估算',
    description:
      '按功能区（大堂、客房、车库…）、系统专业与配置档次（经济、标准、高档、豪华）快速估算项目造价，面积可按项目类型默认比例拆分或自行填写。',
    related: 'projects',
  },
  modelDetail: {
    heading: '模板详情',
    description: '查看模板的项目结构、清单与指标（城市、年份、面积、结构类型、单方造价），点赞、收藏或加入购物车。',
    related: 'tradingCenter',
  },
  authorHomepage: {
    heading: '作者主页',
    description: '查看作者发布的全部模板与获赞情况，关注擅长同类项目的造价工程师。',
    related: 'tradingCenter',
  },
  tradingCenter: {
    heading: '交易中心',
    description: '浏览其他造价工程师发布的模板，按类型、城市和热度挑选，加入购物车后复制到“我的项目”直接使用。',
  },
  shopCart: {
    heading: '购物车',
    description: '查看已加入购物车的模板与价格，确认后模板会复制到“我的项目”。',
    related: 'tradingCenter',
  },
  personalCenter: {
    heading: '个人中心',
    description: '维护你的姓名、头像与手机号，查看已发布的模板、收藏与购买记录。',
  },
  readjustPrices: {
    heading: '调价',
    description:
      '建立调价方案：按城市、价格期、档次等维度配置调价规则，按 GB 50500 附录 A 的价格指数法或造价信息差额法计算价差，并管理合同与签证。',
    related: 'projects',
  },
  dataCenter: {
    heading: '我的数据',
    description: '集中查看你的项目、模板、价格包与团队文件，按文件夹整理，查看送审状态。',
  },
  materialData: {
    heading: '材料价格库',
    description:
      '按官方信息价、个人价格与市场价三个分组管理价格包：每个价格包有城市和价格期，材料含编码、名称、规格、单位、含税与除税价，并标出价格的新旧。',
    related: 'myData',
  },
  test: {
    heading: '测试页',
    description: '供验收使用的检查页：查看本机离线数据、待同步的修改与接口连通情况。',
    related: 'myData',
  },
  confirm: {
    heading: '确认',
    description: '确认需要你处理的事项，例如加入团队的邀请、管理员移交或文件送审结果。',
    related: 'myData',
  },
  memberManage: {
    heading: '成员管理',
    description: '邀请与移除团队成员，设置分组，移交管理员，并为成员或分组分配文件权限。',
    related: 'myData',
  },
} as const satisfies Record<string, ScreenText>

export type ScreenKey = keyof typeof SCREEN_TEXTS
