import { Link } from '@tanstack/react-router'

/** The 对标 screens of the open scheme, in the order a user works through them. */
export const BENCHMARK_SCREENS = [
  ['/Page/NewBenchmarking/contrastlist', '对标结果'],
  ['/Page/NewBenchmarking/selfChart', '图表'],
  ['/Page/NewBenchmarking/differContrast', '项目对比'],
  ['/Page/NewBenchmarking/compardiffercontract', '方案对比'],
  ['/Page/NewBenchmarking/cutbenchamark', '层级与样本'],
  ['/Page/NewBenchmarking/switchfunction', '功能区'],
] as const

/**
 * The tab row of an open 对标 scheme (as 回标's): every screen one click away, the scheme list
 * first. The same weight whether current or not, so switching never moves the tabs.
 */
export function BenchmarkNav() {
  const cls = 'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted'
  const active = { className: 'bg-muted text-foreground' }
  return (
    <nav aria-label="对标分析" className="flex flex-wrap gap-1 border-b px-4 py-2 print:hidden">
      <Link
        to="/Page/NewBenchmarking/benchmarkindex"
        className={cls}
        activeOptions={{ includeSearch: false }}
        activeProps={active}
      >
        方案列表
      </Link>
      {BENCHMARK_SCREENS.map(([to, label]) => (
        <Link key={to} to={to} className={cls} activeProps={active}>
          {label}
        </Link>
      ))}
    </nav>
  )
}
