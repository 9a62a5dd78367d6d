import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { BenchmarkNav } from './benchmark-nav'
import type { StoredScheme } from './scheme-commands'
import { useCurrentScheme } from './use-benchmark'

/** Renders its screen with the current scheme under the scheme's tab row, or says how to get one. */
export function SchemeGate({ children }: { children: (scheme: StoredScheme) => ReactNode }) {
  const scheme = useCurrentScheme()
  if (scheme === undefined)
    return (
      <div className="p-6">
        <Spinner />
      </div>
    )
  if (scheme === null) {
    return (
      <div className="space-y-3 p-6 text-sm">
        <p>还没有打开对标方案。请先在方案列表中新建或打开一个方案。</p>
        <Button asChild>
          <Link to="/Page/NewBenchmarking/benchmarkindex">返回方案列表</Link>
        </Button>
      </div>
    )
  }
  return (
    <>
      <BenchmarkNav />
      {scheme.targetId === '' ? (
        <p className="p-6 text-sm">
          该方案还没有目标项目，请在方案列表中编辑方案，选择目标项目和样本。
        </p>
      ) : (
        children(scheme)
      )}
    </>
  )
}
