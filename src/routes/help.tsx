import { createFileRoute } from '@tanstack/react-router'
import { LegalDocScreen } from '@/features/legal/legal-doc'
import { HELP } from '@/features/legal/help-text'

// Open to everyone, logged in or not.
export const Route = createFileRoute('/help')({
  staticData: { title: '帮助中心' },
  component: () => <LegalDocScreen doc={HELP} />,
})
