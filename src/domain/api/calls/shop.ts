import { z } from 'zod'
import {
  authorData,
  authorQuery,
  bottomListData,
  bottomListQuery,
  cartListData,
  checkoutData,
  collectionData,
  collectionQuery,
  myCollectionsData,
  myCollectionsQuery,
  rightListData,
  rightListQuery,
  searchData,
  searchQuery,
  setThumbsData,
  setThumbsQuery,
  templateDetail,
  templateIdQuery,
} from '../shop'
import { defineCall } from '../registry/define'
import { mutationResultData } from '../sync'

/** Trading centre, template detail, author page and cart (SPEC §7 "Shop"; docs/api-shop.md). */
export const SHOP_CALLS = {
  getProjectInfo: defineCall({ method: 'GET', path: '/Shop/GetProjectInfo', access: 'public', input: templateIdQuery, data: templateDetail, summary: '模板详情：结构、指标、作者；已登录时含点赞、收藏、购物车状态' }),
  getRightList: defineCall({ method: 'GET', path: '/Shop/GetRightList', access: 'public', input: rightListQuery, data: rightListData, summary: '模板详情右侧的相关模板' }),
  gettButtomList: defineCall({ method: 'GET', path: '/Shop/GettButtomList', access: 'public', input: bottomListQuery, data: bottomListData, summary: '模板详情底部的相似模板和作者的其他模板' }),
  search: defineCall({ method: 'GET', path: '/Shop/Search', access: 'public', input: searchQuery, data: searchData, beyondSpec: true, summary: '头部搜索：模板、作者、热门城市三组结果', example: { Name: '住宅', Size: 8 } }),
  getAuthor: defineCall({ method: 'GET', path: '/Shop/GetAuthor', access: 'public', input: authorQuery, data: authorData, paged: true, beyondSpec: true, summary: '作者主页：作者数据及其已发布模板（分页）' }),
  getMyCollections: defineCall({ method: 'GET', path: '/Shop/GetMyCollections', access: 'user', input: myCollectionsQuery, data: myCollectionsData, paged: true, beyondSpec: true, summary: '我收藏的模板（分页）' }),
  setBroThumbs: defineCall({ method: 'GET', alsoMethods: ['POST'], path: '/Shop/SetBroThumbs', access: 'writer', input: setThumbsQuery, data: setThumbsData, summary: '点赞或取消点赞（按用户幂等）' }),
  escCollection: defineCall({ method: 'GET', alsoMethods: ['POST'], path: '/Shop/EscCollection', access: 'writer', input: collectionQuery, data: collectionData, summary: '收藏或取消收藏（按用户幂等）' }),
  getShoppingCartList: defineCall({ method: 'GET', path: '/ProjectAndTemplate/GetShoppingCartList', access: 'user', input: z.object({ UserID: z.string().max(100).optional() }), data: cartListData, paged: true, summary: '我的购物车（只能读自己的）' }),
  operationShoppingCart: defineCall({
    method: 'POST',
    path: '/ProjectAndTemplate/OperationShoppingCart',
    access: 'writer',
    input: z.looseObject({ Type: z.enum(['add', 'update', 'delete', 'checkout'], { error: '操作类型无效' }) }),
    data: z.union([mutationResultData, checkoutData]),
    replay: true,
    summary: '购物车：加入、修改、删除（由同步队列重放），或结算（checkout，复制模板到我的项目）',
  }),
} as const
