import { z } from 'zod'
import { HOT_CITIES, LIMITS } from '../projects/model'
import { getProjectListQuery, pagingQuery, templateCard } from './home'
import { jsonField } from './json-field'
import { zodFields, zodShapeData } from '../entity/zod'
import { cart } from '../shop/entities'
import { templateAccess } from './template-release'

/**
 * Contracts of the trading centre, template detail, author page, search and shopping cart
 * (issue 6; docs/api-shop.md explains each call). Used by the client to build requests and read
 * answers, and by the server to validate requests. Money is 元 with 2 decimals (server keeps 分),
 * areas are m² with 2 decimals. Flags in answers are booleans.
 */

const id = z.uuid()
const size = (max: number, dflt: number) => z.coerce.number().int().min(1).max(max).default(dflt)

export { templateCard, type TemplateCard } from './home'

// ---------------------------------------------------------------------------------------------
// Trading-centre list: GET /api/SjyqList/GetProjectList (extends the home contract)

/** Sort orders of the list. `relevance` ranks name matches first; it is the default with Name. */
export const TEMPLATE_SORTS = ['newest', 'likes', 'price', 'priceDesc', 'relevance'] as const
export type TemplateSort = (typeof TEMPLATE_SORTS)[number]

/**
 * Filters: Type, City (exact), Year, built area range AreaMin..AreaMax (m², inclusive), Name
 * (matches template name, author name or city, see docs/search.md), Sort. Total = all matches.
 */
export const templateListQuery = getProjectListQuery.extend({
  Year: z.coerce.number().int().min(1900).max(2100).optional(),
  AreaMin: z.coerce.number().min(0).max(LIMITS.amountMax).optional(),
  AreaMax: z.coerce.number().min(0).max(LIMITS.amountMax).optional(),
  Sort: z.enum(TEMPLATE_SORTS).optional(),
})
export type TemplateListQuery = z.infer<typeof templateListQuery>
export const templateListData = z.array(templateCard)

// ---------------------------------------------------------------------------------------------
// Search: GET /api/Shop/Search (beyond SPEC; serves /Page/filterpage?type=search&name=)

/** Shortest search text the server accepts (one CJK character is meaningful: 杭, 酒). */
export const SEARCH_MIN_LENGTH = 1
export const searchQuery = z.object({
  Name: z.string().trim().min(SEARCH_MIN_LENGTH).max(50),
  /** Rows per group (templates and authors). */
  Size: size(50, 8),
})

export const authorCard = z.object({
  ID: z.string(),
  UserName: z.string(),
  HeadPic: z.string(),
  /** Released templates of this author. */
  TemplateCount: z.number().int(),
  /** Likes over all their released templates. */
  Thumbs: z.number().int(),
})
export type AuthorCard = z.infer<typeof authorCard>

export const cityHit = z.object({ City: z.string(), Count: z.number().int() })
export type CityHit = z.infer<typeof cityHit>

/**
 * Three groups: templates whose name matches (best first), authors whose name matches, and hot
 * cities whose name matches (with their template counts). Totals count every match.
 */
export const searchData = z.object({
  Templates: z.array(templateCard),
  TemplateTotal: z.number().int(),
  Authors: z.array(authorCard),
  AuthorTotal: z.number().int(),
  Cities: z.array(cityHit),
})
export type SearchData = z.infer<typeof searchData>

/** A city name matches the search when it contains the text or the text contains it (杭州滨江 → 杭州). */
export function matchHotCities(text: string): string[] {
  const t = text.trim()
  if (t === '') return []
  return HOT_CITIES.filter((city) => city.includes(t) || t.includes(city))
}

// ---------------------------------------------------------------------------------------------
// Template detail: GET /api/Shop/GetProjectInfo

export const templateIdQuery = z.object({ ID: id })

export const authorRef = z.object({ ID: z.string(), UserName: z.string(), HeadPic: z.string() })
export type AuthorRef = z.infer<typeof authorRef>

/** One structure row of the template (SPEC §3 project-row template), children in Child. */
export interface StructureNodeInfo {
  ID: string
  Num: string
  Project_Name: string
  BuiltArea: number | null
  InArea: number | null
  SellArea: number | null
  MultNum: number | null
  Child: StructureNodeInfo[]
}
export const structureNodeInfo: z.ZodType<StructureNodeInfo> = z.lazy(() =>
  z.object({
    ID: z.string(),
    Num: z.string(),
    Project_Name: z.string(),
    BuiltArea: z.number().nullable(),
    InArea: z.number().nullable(),
    SellArea: z.number().nullable(),
    MultNum: z.number().nullable(),
    Child: z.array(structureNodeInfo),
  }),
)

/** 单方造价 of one discipline (专业): cost, 元/m² of built area, share of the total. */
export const disciplineIndicator = z.object({
  Discipline: z.string(),
  Cost: z.number(),
  UnitCost: z.number().nullable(),
  /** Part ÷ total × 100, 2 decimals. */
  Share: z.number().nullable(),
})
/** 含量: quantity per m² of built area (钢筋 kg/m², 混凝土 m³/m² …). */
export const contentIndicator = z.object({ Name: z.string(), Unit: z.string(), Value: z.number() })

/**
 * Indicators: overall 单方造价 (per built and per sellable area; null without an area), by
 * discipline when the template has that breakdown (else []), and 含量 when known (else []).
 */
export const templateIndicators = z.object({
  TotalCost: z.number(),
  UnitCost: z.number().nullable(),
  SellUnitCost: z.number().nullable(),
  ByDiscipline: z.array(disciplineIndicator),
  Contents: z.array(contentIndicator),
})
export type TemplateIndicators = z.infer<typeof templateIndicators>
export type { TemplateVersionInfo } from './template-release'

export const templateDetail = templateCard.extend({
  Description: z.string(),
  ReleaseNotes: z.string(),
  StandardVersion: z.string(),
  InArea: z.number(),
  SellArea: z.number(),
  Author: authorRef,
  Structure: z.array(structureNodeInfo),
  Indicators: templateIndicators,
  /** How many users collected it. */
  Collections: z.number().int(),
  /** Caller's own state (false when signed out). */
  IsLiked: z.boolean(),
  IsCollected: z.boolean(),
  /** The current version (1, 2, …) and when it was published (ISO). */
  Version: z.number().int(),
  VersionTime: z.string(),
  /** What the caller may read of the bill (docs/api-shop.md "Paid content"). */
  Access: templateAccess,
  /** The latest version the caller bought, or null. */
  BoughtVersion: z.number().int().nullable(),
})
export type TemplateDetail = z.infer<typeof templateDetail>

// ---------------------------------------------------------------------------------------------
// Related lists: GET /api/Shop/GetRightList, GET /api/Shop/GettButtomList

/** Same type and city first, then same type, then same city; the template itself excluded. */
export const rightListQuery = templateIdQuery.extend({ Size: size(20, 6) })
export const rightListData = z.array(templateCard)

/** More by the same author, and similar ones (same type, other authors). */
export const bottomListQuery = templateIdQuery.extend({ Size: size(20, 8) })
export const bottomListData = z.object({
  ByAuthor: z.array(templateCard),
  Similar: z.array(templateCard),
})
export type BottomListData = z.infer<typeof bottomListData>

// ---------------------------------------------------------------------------------------------
// Likes and collections (signed in; GET with X-Token as SPEC lists them, POST accepted too)

/** GET /api/Shop/SetBroThumbs: Type like | unlike (default like). Idempotent per user. */
export const setThumbsQuery = templateIdQuery.extend({
  Type: z.enum(['like', 'unlike']).default('like'),
})
export const setThumbsData = z.object({
  ID: z.string(),
  Thumbs: z.number().int(),
  IsLiked: z.boolean(),
})
export type SetThumbsData = z.infer<typeof setThumbsData>

/** GET /api/Shop/EscCollection: Type collect | cancel (default collect). Idempotent per user. */
export const collectionQuery = templateIdQuery.extend({
  Type: z.enum(['collect', 'cancel']).default('collect'),
})
export const collectionData = z.object({
  ID: z.string(),
  Collections: z.number().int(),
  IsCollected: z.boolean(),
})
export type CollectionData = z.infer<typeof collectionData>

/** GET /api/Shop/GetMyCollections: the caller's collected templates, newest collection first. */
export const myCollectionsQuery = pagingQuery
export const myCollectionsData = z.array(templateCard)

// ---------------------------------------------------------------------------------------------
// Author homepage: GET /api/Shop/GetAuthor (beyond SPEC)

export const authorQuery = pagingQuery.extend({ ID: id, Sort: z.enum(TEMPLATE_SORTS).optional() })
export const authorFigures = authorCard.extend({
  Collections: z.number().int(),
  Cities: z.array(z.string()),
  Types: z.array(z.string()),
  /** ISO time of the first release; '' when none. */
  FirstRelease: z.string(),
})
export type AuthorFigures = z.infer<typeof authorFigures>
/** Total (envelope) = the author's released templates. */
export const authorData = z.object({ Author: authorFigures, Templates: z.array(templateCard) })
export type AuthorData = z.infer<typeof authorData>

// ---------------------------------------------------------------------------------------------
// Shopping cart: /api/ProjectAndTemplate/GetShoppingCartList, OperationShoppingCart

/** One line as stored (the `cart` declaration, src/domain/shop/entities.ts) plus its id and version. */
export const cartLine = zodShapeData(cart.fields).extend({
  ID: z.string(),
  Version: z.number().int(),
  /** False once the template was withdrawn or deleted: checkout skips it. */
  Available: z.boolean(),
  /** The template's price now (the line keeps the price seen when added); null if unavailable. */
  CurrentPrice: z.number().nullable(),
})
export type CartLine = z.infer<typeof cartLine>
/** GET: the caller's lines, oldest first. Total = number of lines. */
export const cartListData = z.array(cartLine)

/** Fields of a cart line document a write may carry (the outbox sends only the changed ones). */
export const cartFields = z.object(zodFields(cart.fields)).partial().strict()
export type CartFields = z.infer<typeof cartFields>

/**
 * POST OperationShoppingCart. add | update | delete: `ID` = cart line id plus the CartLineDoc
 * fields (replayed from the outbox with the sync headers, answered like every synced write:
 * Data {ID, Version, Conflicts?, Deleted?}). checkout: `IDs` = cart line ids (JSON array).
 */
export const cartCheckoutRequest = z.object({
  Type: z.literal('checkout'),
  IDs: jsonField(z.array(id).min(1).max(100)),
})
export const CART_WRITE_TYPES = ['add', 'update', 'delete'] as const

/** One copied template of a checkout: the new project is the caller's (IsTemplate 0). */
export const checkoutItem = z.object({
  CartID: z.string(),
  TemplateID: z.string(),
  ProjectID: z.string(),
  Name: z.string(),
})
export const checkoutData = z.object({
  Projects: z.array(checkoutItem),
  /** Lines not checked out (template withdrawn): kept in the cart, with the reason. */
  Skipped: z.array(z.object({ CartID: z.string(), Reason: z.string() })),
})
export type CheckoutData = z.infer<typeof checkoutData>
