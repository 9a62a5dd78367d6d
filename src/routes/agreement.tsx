import { createFileRoute } from '@tanstack/react-router'
import { LegalDocScreen } from '@/features/legal/legal-doc'
import { AGREEMENT } from '@/features/legal/agreement-text'

// Open to everyone, logged in or not.
export const Route = createFileRoute('/agreement')({
  staticData: { title: '用户协议' },
  component: () => <LegalDocScreen doc={AGREEMENT} />,
})
