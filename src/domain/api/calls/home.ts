import { defineCall, noInput } from '../registry/define'
import {
  getIndexTypeCountData,
  getNewProjectListData,
  getNewProjectListQuery,
  getSumData,
  getTypeSummaryData,
} from '../home'
import { templateListData, templateListQuery } from '../shop'
import { HOME_PATHS } from './home-paths'

/** Home and lists (SPEC §7 "Home and lists"). */
export const HOME_CALLS = {
  getSum: defineCall({
    method: 'GET',
    path: HOME_PATHS.getSum,
    access: 'public',
    input: noInput,
    data: getSumData,
    summary: '首页统计：已发布模板、作者、项目和城市的数量',
  }),
  getTypeSummary: defineCall({
    method: 'GET',
    path: HOME_PATHS.getTypeSummary,
    access: 'public',
    input: noInput,
    data: getTypeSummaryData,
    summary: '按项目类型汇总已发布模板（数量、总建筑面积、平均单方造价）',
  }),
  getIndexTypeCount: defineCall({
    method: 'GET',
    path: HOME_PATHS.getIndexTypeCount,
    access: 'public',
    input: noInput,
    data: getIndexTypeCountData,
    summary: '按类型和热门城市统计模板数量',
  }),
  getNewProjectList: defineCall({
    method: 'GET',
    path: HOME_PATHS.getNewProjectList,
    access: 'public',
    input: getNewProjectListQuery,
    data: getNewProjectListData,
    paged: true,
    summary: '最新发布的模板（分页，Total 为全部已发布数）',
    example: { PageIndex: 1, PageSize: 8 },
  }),
  getProjectList: defineCall({
    method: 'GET',
    path: HOME_PATHS.getProjectList,
    access: 'public',
    input: templateListQuery,
    data: templateListData,
    paged: true,
    summary: '交易中心模板列表：类型、城市、年份、面积区间、关键词筛选，排序和分页',
    example: { Type: '住宅', PageIndex: 1, PageSize: 20 },
  }),
} as const
