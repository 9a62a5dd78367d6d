import { Link } from '@tanstack/react-router'
import { useCurrentSchemeId } from './use-bid'

const SCREENS = [
  ['/Page/Benchmarking/contrastlist', '清标结果'],
  ['/Page/Benchmarking/compardiffercontract', '两家对比'],
  ['/Page/Benchmarking/switchfunction', '逐项对比'],
  ['/Page/Benchmarking/cutbenchamark', '对比基准'],
  ['/Page/Benchmarking/bottomLevelData', '底层数据'],
  ['/Page/Benchmarking/selfChart', '图表'],
] as const

/** The 回标 screens of the open scheme, as a row of links under the header. */
export function BidNav() {
  const id = useCurrentSchemeId()
  const cls = 'rounded-md px-3 py-1.5 text-sm hover:bg-muted'
  return (
    <nav aria-label="回标分析" className="flex flex-wrap gap-1 border-b pb-2 print:hidden">
      <Link
        to="/Page/Benchmarking/benchmarkindex"
        search={id ? { SID: id } : {}}
        className={cls}
        activeOptions={{ includeSearch: false }}
        activeProps={{ className: 'bg-muted font-medium' }}
      >
        方案与清单
      </Link>
      {SCREENS.map(([to, label]) => (
        <Link key={to} to={to} className={cls} activeProps={{ className: 'bg-muted font-medium' }}>
          {label}
        </Link>
      ))}
    </nav>
  )
}
