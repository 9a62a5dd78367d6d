import { defineEntity, typedWrites } from '../entity/define'
import { flag, id, money, text } from '../entity/field'
import type { DocOf } from '../entity/shape'
import { LIMITS } from '../projects/model'

/**
 * One shopping-cart line (docs/sync.md; declared once, docs/architecture.md "Entities"). Name,
 * Price, Cover and AuthorName are a snapshot of the template, shown offline; the server fills
 * the ones a create leaves out from the template. Written through OperationShoppingCart
 * (server/services/shop/cart.ts checks it), not the generic entity write.
 */
export const cart = defineEntity({
  label: '购物车',
  idLabel: '购物车编号',
  writes: typedWrites('POST', '/ProjectAndTemplate/OperationShoppingCart'),
  index: {},
  indexUpdatedAt: true,
  since: 2,
  fields: {
    TemplateID: id('模板'),
    Name: text('名称', LIMITS.nameMax),
    Price: money('价格', { nullable: false, default: 0, conflict: true }),
    Cover: text('封面', 2000),
    AuthorName: text('作者', 50),
    Selected: flag('已选中', { default: 1 }),
    AddedAt: text('加入时间', 40),
  },
  required: ['TemplateID'],
  ownWrites: true,
})
export type CartLineDoc = DocOf<typeof cart.fields>
