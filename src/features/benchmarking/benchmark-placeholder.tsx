import { Link } from '@tanstack/react-router'
import { ChartColumn } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { benchmarkScreenText, type NewScreen, type OldScreen } from './benchmark-texts'
import { NEW_INDEX_PATH, OLD_INDEX_PATH } from './variant'

export type BenchmarkPlaceholderProps =
  | { variant: 'old'; screen: OldScreen; sid?: string }
  | { variant: 'new'; screen: NewScreen; sid?: string }

/** A benchmark screen whose capability comes later: what it will do, and the way back. */
export function BenchmarkPlaceholder(props: BenchmarkPlaceholderProps) {
  const text = benchmarkScreenText(props.variant, props.screen)
  const indexPath = props.variant === 'new' ? NEW_INDEX_PATH : OLD_INDEX_PATH
  const onIndex = props.screen === 'benchmarkindex'
  if (!text) return null
  return (
    <div className="p-6">
      <EmptyState
        level={2}
        icon={<ChartColumn />}
        title={text.heading}
        description={
          <>
            <p>{text.description}</p>
            {props.sid !== undefined && <p className="mt-2">方案编号：{props.sid}</p>}
            <p className="mt-2">此功能正在建设中，完成后会在这里开放。</p>
          </>
        }
        actions={
          <>
            {!onIndex && (
              <Button asChild>
                <Link to={indexPath}>返回方案列表</Link>
              </Button>
            )}
            <Button asChild variant={onIndex ? 'default' : 'outline'}>
              <Link to="/newIndex">返回首页</Link>
            </Button>
          </>
        }
      />
    </div>
  )
}
