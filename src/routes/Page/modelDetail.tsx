import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'
import { optionalKey } from '../-search'

export const Route = createFileRoute('/Page/modelDetail')({
  staticData: { title: '模板详情' },
  // ?id= the template's ID (the home cards link here).
  validateSearch: z.object({ id: optionalKey(64) }),
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="modelDetail" />
}
