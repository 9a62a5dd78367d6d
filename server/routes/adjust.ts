import type { Hono } from 'hono'
import { ADJUST_CALLS as calls } from '@/domain/api/calls/adjust.ts'
import { mount } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import {
  copyScheme,
  editNode,
  listSchemes,
  resetScheme,
  schemeNodes,
  schemePart,
  schemeSigns,
  updateScheme,
} from '../services/adjust/schemes.ts'
import type { AppEnv } from '../types.ts'

/**
 * 调价 (src/domain/api/calls/adjust.ts, docs/price-adjustment.md). EditScheme and EditSign are
 * the synced writes mounted by entity-writes.ts; these are the reads and the part edits.
 */
export function adjustRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getSchemes, ({ db, userId, input }) =>
    listSchemes(db, userId, input.ProId === '' ? undefined : input.ProId),
  )
  mount(app, calls.copySave, ({ db, userId, input }) =>
    copyScheme(db, userId, input.ID, input.Name),
  )
  mount(app, calls.resetData, ({ db, userId, input }) => resetScheme(db, userId, input.ID))
  mount(app, calls.getDimension, ({ db, userId, input }) =>
    schemePart(db, userId, input.ID, 'Dimensions'),
  )
  mount(app, calls.editDimension, ({ db, userId, input }) =>
    updateScheme(db, userId, input.ID, { Dimensions: input.Dimensions }),
  )
  mount(app, calls.getTitleData, ({ db, userId, input }) =>
    schemePart(db, userId, input.ID, 'Title'),
  )
  mount(app, calls.updateTitleData, ({ db, userId, input }) =>
    updateScheme(db, userId, input.ID, { Title: input.Title }),
  )
  mount(app, calls.getContract, ({ db, userId, input }) =>
    schemePart(db, userId, input.ID, 'Contract'),
  )
  mount(app, calls.editContract, ({ db, userId, input }) =>
    updateScheme(db, userId, input.ID, { Contract: input.Contract }),
  )
  mount(app, calls.getSign, ({ db, userId, input }) => schemeSigns(db, userId, input.ID))
  mount(app, calls.editTwoConfig, ({ db, userId, input }) =>
    updateScheme(db, userId, input.ID, { Config: { Levels: 2, Nodes: input.Nodes } }),
  )
  mount(app, calls.editThreeConfig, ({ db, userId, input }) =>
    updateScheme(db, userId, input.ID, { Config: { Levels: 3, Nodes: input.Nodes } }),
  )
  mount(app, calls.editThreeConfigOfOne, ({ db, userId, input }) =>
    editNode(db, userId, input.ID, input.Node, input.Delete === 1, 3),
  )
  mount(app, calls.editGN, ({ db, userId, input }) =>
    editNode(
      db,
      userId,
      input.ID,
      {
        Code: input.Code,
        Name: input.Name,
        ParentCode: input.ParentCode ?? '',
        Dimension: 'function',
        Method: input.Method ?? '',
        RiskBand: input.RiskBand ?? '',
      },
      input.Delete === 1,
    ),
  )
  mount(app, calls.getLevel, async ({ db, userId, input }) => {
    const { config, views } = await schemeNodes(db, userId, input.ID)
    return { Levels: config.Levels, Nodes: views }
  })
  mount(app, calls.getLevelOfGN, async ({ db, userId, input }) =>
    (await schemeNodes(db, userId, input.ID)).views.filter(
      (n) =>
        n.Dimension === 'function' &&
        (input.Code === undefined || input.Code === '' || n.ParentCode === input.Code),
    ),
  )
  mount(app, calls.getLevelOfXT, async ({ db, userId, input }) =>
    (await schemeNodes(db, userId, input.ID)).views.filter(
      (n) =>
        n.Dimension === 'system' &&
        (input.Code === undefined || input.Code === '' || n.ParentCode === input.Code),
    ),
  )
  mount(app, calls.getPZ, async ({ db, userId, input }) =>
    (await schemeNodes(db, userId, input.ID)).views.filter((n) => n.ParentCode === ''),
  )
  mount(app, calls.getPZChild, async ({ db, userId, input }) =>
    (await schemeNodes(db, userId, input.ID)).views.filter(
      (n) => n.ParentCode === (input.Code ?? ''),
    ),
  )
  mount(app, calls.getPZByOne, async ({ db, userId, input }) => {
    const node = (await schemeNodes(db, userId, input.ID)).views.find((n) => n.Code === input.Code)
    if (!node) throw new Rejection(`配置节点不存在：${input.Code}`)
    return node
  })
  mount(app, calls.getPZByWD, async ({ db, userId, input }) =>
    (await schemeNodes(db, userId, input.ID)).views.filter(
      (n) =>
        n.Dimension === input.Dimension &&
        (input.Name === undefined || input.Name === '' || n.Name.includes(input.Name)),
    ),
  )
}
