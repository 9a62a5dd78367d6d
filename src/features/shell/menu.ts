import { linkOptions } from '@tanstack/react-router'

/** The three top items of the main header (SPEC §2); ids are the ones the original app used. */
export const TOP_MENU = [
  { id: 2, label: '我的项目', link: linkOptions({ to: '/Page/newModelProjet', search: { id: 2 } }) },
  { id: 4, label: '我的数据', link: linkOptions({ to: '/MyData/dataCenter' }) },
  { id: 3, label: '交易中心', link: linkOptions({ to: '/Page/tradingCenter', search: { id: 3 } }) },
] as const

export type TopMenuId = (typeof TOP_MENU)[number]['id']

/** The top item whose screen is at `pathname`, so a direct visit highlights it too. */
export function topMenuIdForPath(pathname: string): TopMenuId | null {
  return TOP_MENU.find((item) => item.link.to === pathname)?.id ?? null
}

/** Side menu: every area of the product, grouped the way cost engineers work through a job. */
export const SIDE_MENU = [
  {
    group: '工作台',
    items: [
      { label: '首页', link: linkOptions({ to: '/newIndex' }) },
      { label: '我的项目', link: linkOptions({ to: '/Page/newModelProjet', search: { id: 2 } }) },
      { label: '我的数据', link: linkOptions({ to: '/MyData/dataCenter' }) },
      { label: '材料价格库', link: linkOptions({ to: '/MyData/materialData' }) },
    ],
  },
  {
    group: '计价',
    items: [
      { label: '估算', link: linkOptions({ to: '/Page/estimate' }) },
      { label: '智能清单生成', link: linkOptions({ to: '/Page/editBrainList' }) },
      { label: '调价', link: linkOptions({ to: '/Page/readjustPrices' }) },
      { label: '报表预览', link: linkOptions({ to: '/Page/reportPreview' }) },
    ],
  },
  {
    group: '分析',
    items: [
      { label: '对标分析', link: linkOptions({ to: '/Page/NewBenchmarking/benchmarkindex' }) },
      { label: '回标分析', link: linkOptions({ to: '/Page/Benchmarking/benchmarkindex' }) },
    ],
  },
  {
    group: '交易',
    items: [
      { label: '交易中心', link: linkOptions({ to: '/Page/tradingCenter', search: { id: 3 } }) },
      { label: '购物车', link: linkOptions({ to: '/Page/shopCart' }) },
    ],
  },
  {
    group: '团队',
    items: [
      { label: '团队中心', link: linkOptions({ to: '/MyData/teamCenter' }) },
      { label: '成员管理', link: linkOptions({ to: '/MyData/memberManage' }) },
    ],
  },
] as const
