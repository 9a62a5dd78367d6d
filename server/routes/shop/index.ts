import { Hono } from 'hono'
import type { AppEnv } from '../../types.ts'

/** Trading centre, template detail and cart: /api/Shop, cart calls (docs/api-shop.md). */
export const shopRoutes = new Hono<AppEnv>()
