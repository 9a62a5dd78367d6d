import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE } from '@/lib/site'
import type { LegalDoc } from './legal-doc'

/** 帮助中心: the first steps of a new cost engineer and where to ask. */
export const HELP: LegalDoc = {
  title: '帮助中心',
  updated: '2026年11月1日',
  intro: '这里介绍智能清单的常用操作。遇到问题时，也可以通过文末的联系方式找到我们。',
  sections: [
    {
      heading: '开始使用',
      paragraphs: [
        '点击右上角“注册”，用手机号和短信验证码创建账号；已有账号点击“登录”。',
        '在“我的项目”中点击“新建项目”，填写名称、类型和城市后保存，即可进入项目编辑单项工程结构。',
      ],
    },
    {
      heading: '编辑项目结构',
      paragraphs: [
        '选中单元格后直接输入即可编辑（中文输入法同样可用），Enter 确认，Esc 取消；Ctrl+Z 撤销，Ctrl+Y 重做。',
        '有子项的行，其面积由子项自动汇总。“导入Excel”可按模板读取面积表，“导出标段”生成 Excel 文件。',
      ],
    },
    {
      heading: '离线使用与同步',
      paragraphs: [
        '断网时仍可打开和编辑本机已有的项目，修改会在联网后自动同步。页头的同步状态显示待同步和失败的条数，点击可查看详情。',
        '清除浏览器数据会删除尚未同步的修改，请先联网同步。',
      ],
    },
    {
      heading: '交易中心',
      paragraphs: [
        '在交易中心按类型、城市、年份和面积筛选模板，加入购物车后结算；购买的模板会出现在“我的项目”中。本平台暂不收费。',
        '在“我的项目”中选择“另存为模板”并发布，即可与其他造价工程师分享。',
      ],
    },
    {
      heading: '联系我们',
      paragraphs: [`客服电话：${SUPPORT_PHONE}（${SUPPORT_HOURS}）`, `电子邮箱：${SUPPORT_EMAIL}`],
    },
  ],
}
