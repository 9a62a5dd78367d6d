import { Hono, type Context } from 'hono'
import {
  authorQuery,
  bottomListQuery,
  collectionQuery,
  myCollectionsQuery,
  rightListQuery,
  searchQuery,
  setThumbsQuery,
  templateIdQuery,
} from '../../../src/domain/api/shop.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { readInput } from '../../lib/validate.ts'
import { getAuthor } from '../../services/shop/author.ts'
import { bottomList, getTemplateDetail, rightList } from '../../services/shop/detail.ts'
import { myCollections, setCollected, setThumbs } from '../../services/shop/reactions.ts'
import { search } from '../../services/shop/search.ts'
import type { AppEnv } from '../../types.ts'
import { reader, writer } from '../projects/guard.ts'
import { cartRoutes } from './cart.ts'

/** Trading centre, template detail and cart: /api/Shop, cart calls (docs/api-shop.md). */
export const shopRoutes = new Hono<AppEnv>()

const NOT_PUBLIC = '模板不存在或已下架'
const notPublic = (c: Context) => fail(c, NOT_PUBLIC, '404')

// Public reads: anyone may look at released templates; a signed-in caller also sees their state.
shopRoutes.get('/Shop/GetProjectInfo', async (c) => {
  const input = await readInput(c, templateIdQuery)
  if (!input.success) return input.response
  const detail = await getTemplateDetail(c.var.db, input.data.ID, c.get('user')?.id)
  return detail ? ok(c, detail) : notPublic(c)
})

shopRoutes.get('/Shop/GetRightList', async (c) => {
  const input = await readInput(c, rightListQuery)
  if (!input.success) return input.response
  const rows = await rightList(c.var.db, input.data.ID, input.data.Size)
  return rows ? ok(c, rows) : notPublic(c)
})

shopRoutes.get('/Shop/GettButtomList', async (c) => {
  const input = await readInput(c, bottomListQuery)
  if (!input.success) return input.response
  const data = await bottomList(c.var.db, input.data.ID, input.data.Size)
  return data ? ok(c, data) : notPublic(c)
})

shopRoutes.get('/Shop/Search', async (c) => {
  const input = await readInput(c, searchQuery)
  if (!input.success) return input.response
  return ok(c, await search(c.var.db, input.data.Name, input.data.Size))
})

shopRoutes.get('/Shop/GetAuthor', async (c) => {
  const input = await readInput(c, authorQuery)
  if (!input.success) return input.response
  const { ID, PageIndex, PageSize, Sort } = input.data
  const found = await getAuthor(c.var.db, ID, { index: PageIndex, size: PageSize }, Sort)
  return found ? ok(c, found.data, found.total) : fail(c, '作者不存在', '404')
})

shopRoutes.get('/Shop/GetMyCollections', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readInput(c, myCollectionsQuery)
  if (!input.success) return input.response
  const { rows, total } = await myCollections(c.var.db, who.userId, { index: input.data.PageIndex, size: input.data.PageSize })
  return ok(c, rows, total)
})

// Likes and collections change state: signed in, and a GET must carry X-Token (see guard.ts).
const thumbs = async (c: Context<AppEnv>) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readInput(c, setThumbsQuery)
  if (!input.success) return input.response
  const data = await setThumbs(c.var.db, who.userId, input.data.ID, input.data.Type === 'like')
  return data ? ok(c, data) : notPublic(c)
}
shopRoutes.get('/Shop/SetBroThumbs', thumbs)
shopRoutes.post('/Shop/SetBroThumbs', thumbs)

const collection = async (c: Context<AppEnv>) => {
  const who = writer(c)
  if ('response' in who) return who.response
  const input = await readInput(c, collectionQuery)
  if (!input.success) return input.response
  const data = await setCollected(c.var.db, who.userId, input.data.ID, input.data.Type === 'collect')
  return data ? ok(c, data) : notPublic(c)
}
shopRoutes.get('/Shop/EscCollection', collection)
shopRoutes.post('/Shop/EscCollection', collection)

shopRoutes.route('/', cartRoutes)
