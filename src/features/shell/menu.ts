import type { ProjectScreenKey } from '@/components/project-nav'
import { linkOptions } from '@tanstack/react-router'

/** The three top items of the main header (SPEC §2); ids are the ones the original app used. */
export const TOP_MENU = [
  {
    id: 2,
    label: '我的项目',
    link: linkOptions({ to: '/Page/newModelProjet', search: { id: 2 } }),
  },
  { id: 4, label: '我的数据', link: linkOptions({ to: '/MyData/dataCenter' }) },
  { id: 3, label: '交易中心', link: linkOptions({ to: '/Page/tradingCenter', search: { id: 3 } }) },
] as const

export type TopMenuId = (typeof TOP_MENU)[number]['id']

// Screens that belong to a top item's section besides the item's own screen: the trading centre
// owns the template list, search results, template and author pages and the cart.
const SECTION_PATHS: Record<TopMenuId, readonly string[]> = {
  2: ['/Page/newModelProjet'],
  4: ['/MyData/dataCenter', '/MyData/confirm'],
  3: [
    '/Page/tradingCenter',
    '/Page/filterpage',
    '/Page/modelDetail',
    '/Page/authorHomepage',
    '/Page/shopCart',
  ],
}

/**
 * The top item highlighted at `pathname`. The highlight follows the route alone: every other
 * screen (个人中心, 材料价格库, 对标分析, the home page …) highlights none.
 */
export function topMenuIdForPath(pathname: string): TopMenuId | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  const hit = TOP_MENU.find((item) =>
    SECTION_PATHS[item.id].some((p) => path === p || path.startsWith(`${p}/`)),
  )
  return hit?.id ?? null
}

/**
 * The side menu's 计价 group: screens of one project (PROJECT_SCREENS). They open the current
 * project's screen (the one opened last), or, with none, the screen's project picker.
 */
export const PRICING_SCREENS: readonly ProjectScreenKey[] = [
  'bill',
  'estimate',
  'smartList',
  'report',
  'adjust',
]

/**
 * Side menu: every area of the product, grouped the way cost engineers work through a job; the
 * 计价 group (PRICING_SCREENS) follows 工作台.
 */
export const SIDE_MENU = [
  {
    group: '工作台',
    items: [
      { label: '首页', link: linkOptions({ to: '/newIndex' }) },
      { label: '我的项目', link: linkOptions({ to: '/Page/newModelProjet', search: { id: 2 } }) },
      { label: '我的数据', link: linkOptions({ to: '/MyData/dataCenter' }) },
      { label: '材料价格库', link: linkOptions({ to: '/MyData/materialData' }) },
      { label: '定额库', link: linkOptions({ to: '/MyData/quotaData' }) },
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
      {
        label: '团队消息',
        link: linkOptions({ to: '/MyData/confirm/$type', params: { type: 'pending' } }),
      },
    ],
  },
] as const
