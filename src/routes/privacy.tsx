import { createFileRoute } from '@tanstack/react-router'
import { LegalDocScreen } from '@/features/legal/legal-doc'
import { PRIVACY } from '@/features/legal/privacy-text'

// Open to everyone, logged in or not.
export const Route = createFileRoute('/privacy')({
  staticData: { title: '隐私政策' },
  component: () => <LegalDocScreen doc={PRIVACY} />,
})
