import { createFileRoute, redirect } from '@tanstack/react-router'

/** Every unknown path ends on /404 (SPEC §2), so the address itself says "not found". */
export const Route = createFileRoute('/$')({
  staticData: { title: '页面不存在' },
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true })
  },
})
