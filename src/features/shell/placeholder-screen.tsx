import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Construction } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { SCREEN_TEXTS, type RelatedLink, type ScreenKey, type ScreenText } from './screen-texts'

export interface PlaceholderScreenProps {
  screen: ScreenKey
  /** Replaces the table's heading (e.g. to name the search term). */
  heading?: string
  /** Extra context under the description (e.g. the route parameter). */
  children?: ReactNode
}

function relatedLink(related: RelatedLink) {
  switch (related) {
    case 'myData':
      return <Link to="/MyData/dataCenter">我的数据</Link>
    case 'projects':
      return (
        <Link to="/Page/newModelProjet" search={{ id: 2 }}>
          我的项目
        </Link>
      )
    case 'tradingCenter':
      return (
        <Link to="/Page/tradingCenter" search={{ id: 3 }}>
          交易中心
        </Link>
      )
  }
}

/** A screen whose capability comes in a later issue: what it is for, and ways back. */
export function PlaceholderScreen({ screen, heading, children }: PlaceholderScreenProps) {
  const text: ScreenText = SCREEN_TEXTS[screen]
  return (
    <div className="p-6">
      <EmptyState
        level={1}
        icon={<Construction />}
        title={heading ?? text.heading}
        description={
          <>
            <p>{text.description}</p>
            <p className="mt-2">此功能正在建设中，完成后会在这里开放。</p>
          </>
        }
        actions={
          <>
            <Button asChild>
              <Link to="/newIndex">返回首页</Link>
            </Button>
            {text.related && (
              <Button asChild variant="outline">
                {relatedLink(text.related)}
              </Button>
            )}
          </>
        }
      >
        {children}
      </EmptyState>
    </div>
  )
}
