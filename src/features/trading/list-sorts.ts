import type { TemplateSort } from '@/domain/api/shop'

/**
 * The sorts ?sort= accepts. On its own in this file because the route search schemas import it:
 * whatever a route's schema imports joins the first-load chunk, so the list helpers stay apart.
 */
export const LIST_SORTS = ['newest', 'likes', 'price', 'priceDesc', 'relevance'] as const satisfies readonly TemplateSort[]
