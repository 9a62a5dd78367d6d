import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useBidWarmUp, useCurrentSchemeId } from './use-bid'

const SCREENS = [
  ['/Page/Benchmarking/contrastlist', '清标结果'],
  ['/Page/Benchmarking/compardiffercontract', '两家对比'],
  ['/Page/Benchmarking/switchfunction', '逐项对比'],
  ['/Page/Benchmarking/cutbenchamark', '对比基准'],
  ['/Page/Benchmarking/bottomLevelData', '底层数据'],
  ['/Page/Benchmarking/selfChart', '图表'],
] as const

/**
 * A 回标 screen of the open scheme: every screen (方案与清单 too) in the same box under the same
 * row of links, so switching screens never moves the links.
 */
export function BidPage({ children }: { children: ReactNode }) {
  useBidWarmUp()
  return (
    <div className="mx-auto max-w-[1400px] space-y-4 p-4">
      <BidNav />
      {children}
    </div>
  )
}

/** The 回标 screens of the open scheme, as a row of links under the header. */
function BidNav() {
  const id = useCurrentSchemeId()
  // The same weight whether current or not: a bolder current link is wider and pushed the others.
  const cls = 'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted'
  return (
    <nav aria-label="回标分析" className="flex flex-wrap gap-1 border-b pb-2 print:hidden">
      <Link
        to="/Page/Benchmarking/benchmarkindex"
        search={id ? { SID: id } : {}}
        className={cls}
        activeOptions={{ includeSearch: false }}
        activeProps={{ className: 'bg-muted text-foreground' }}
      >
        方案与清单
      </Link>
      {SCREENS.map(([to, label]) => (
        <Link
          key={to}
          to={to}
          className={cls}
          activeProps={{ className: 'bg-muted text-foreground' }}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}
