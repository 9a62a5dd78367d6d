import type { Hono } from 'hono'
import { SHOP_CALLS as calls } from '@/domain/api/calls/shop.ts'
import { mount, paged } from '../../lib/mount.ts'
import { Rejection } from '../../lib/refusal.ts'
import { getAuthor } from '../../services/shop/author.ts'
import { bottomList, getTemplateDetail, rightList } from '../../services/shop/detail.ts'
import { myCollections, setCollected, setThumbs } from '../../services/shop/reactions.ts'
import { search } from '../../services/shop/search.ts'
import type { AppEnv } from '../../types.ts'
import { cartRoutes } from './cart.ts'

const notPublic = () => new Rejection('模板不存在或已下架', '404')
/** The service's answer, or the refusal when the template is not (or no longer) public. */
const found = <T>(value: T | undefined | null): T => {
  if (value === undefined || value === null) throw notPublic()
  return value
}

/** Trading centre, template detail, author page and cart (src/domain/api/calls/shop.ts). */
export function shopRoutes(app: Hono<AppEnv>): void {
  // Public reads: anyone may look at released templates; a signed-in caller also sees their state.
  mount(app, calls.getProjectInfo, async ({ db, input, user }) =>
    found(await getTemplateDetail(db, input.ID, user?.id)),
  )
  mount(app, calls.getRightList, async ({ db, input }) =>
    found(await rightList(db, input.ID, input.Size)),
  )
  mount(app, calls.gettButtomList, async ({ db, input }) =>
    found(await bottomList(db, input.ID, input.Size)),
  )
  mount(app, calls.search, ({ db, input }) => search(db, input.Name, input.Size))
  mount(app, calls.getAuthor, async ({ db, input }) => {
    const author = await getAuthor(
      db,
      input.ID,
      { index: input.PageIndex, size: input.PageSize },
      input.Sort,
    )
    if (!author) throw new Rejection('作者不存在', '404')
    return paged(author.data, author.total)
  })
  mount(app, calls.getMyCollections, async ({ db, userId, input }) => {
    const { rows, total } = await myCollections(db, userId, {
      index: input.PageIndex,
      size: input.PageSize,
    })
    return paged(rows, total)
  })
  // Likes and collections change state: writers (a GET must carry X-Token).
  mount(app, calls.setBroThumbs, async ({ db, userId, input }) =>
    found(await setThumbs(db, userId, input.ID, input.Type === 'like')),
  )
  mount(app, calls.escCollection, async ({ db, userId, input }) =>
    found(await setCollected(db, userId, input.ID, input.Type === 'collect')),
  )
  cartRoutes(app)
}
