import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'
import { optionalEnum, optionalText } from '../-search'

const FILTER_HEADINGS = { search: '搜索', type: '项目类型', city: '城市' } as const

export const Route = createFileRoute('/Page/filterpage')({
  staticData: { title: '模板列表' },
  // type=search: header search (templates, authors, hot cities); type/city: a home chip.
  validateSearch: z.object({
    type: optionalEnum(['search', 'type', 'city']),
    name: optionalText(50),
  }),
  component: Screen,
})

function Screen() {
  const { type, name } = Route.useSearch()
  const heading = type && name ? `${FILTER_HEADINGS[type]}：${name}` : undefined
  return <PlaceholderScreen screen="filterpage" heading={heading} />
}
