import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { ItemSummary } from '@/domain/bid-return/item-query'
import { fenText } from '@/domain/bid-return/figures'
import { schemeOptions, type BidScheme } from '@/domain/bid-return/scheme'
import { formatPercent } from '@/domain/format'
import { Spinner } from '@/components/ui/spinner'
import { getCompute } from '@/lib/compute'
import { saveBytes } from '@/lib/save-bytes'
import { useSchemeActions } from '@/components/scheme-layout/scheme-actions'
import { toastError } from './bid-commands'
import { BidPage } from './bid-nav'
import {
  participantsOf,
  useBidAnalysis,
  useBidScheme,
  useCurrentSchemeId,
  type LoadedScheme,
  type ScreenResult,
} from './use-bid'

export interface FrameProps {
  title: string
  /** Base and band tried on this screen (cutbenchamark) instead of the scheme's own. */
  override?: Partial<BidScheme>
  /** `token`: the worker's run (screen-run.ts), whose findings list all their rows. */
  children: (ctx: {
    result: ScreenResult
    summary: ItemSummary
    loaded: LoadedScheme
    scheme: BidScheme
    token: number
  }) => ReactNode
}

/** Downloads the 清标报告 built in the compute worker. */
export async function exportReport(loaded: LoadedScheme): Promise<void> {
  const scheme = loaded.scheme
  if (!scheme) return
  try {
    const out = await getCompute().bidReturnReport(
      participantsOf(loaded.bills),
      scheme.ControlTotal,
      schemeOptions(scheme),
      scheme.SchemeName,
    )
    if (!out.ok) return toastError(out.message)
    saveBytes(out.bytes, `${scheme.SchemeName || '回标方案'}-清标报告.xlsx`)
  } catch {
    toastError('导出失败，请重试')
  }
}

/** An analysis screen: the open scheme's analysis (worker) or why there is none yet. */
export function BidFrame({ title, override, children }: FrameProps) {
  const id = useCurrentSchemeId()
  const loaded = useBidScheme(id)
  const state = useBidAnalysis(loaded, override)
  useSchemeActions({ onExport: loaded?.scheme ? () => exportReport(loaded) : undefined })
  let body: ReactNode
  if (!id) body = <Blocked message="请先在方案列表中打开一个回标方案" />
  else if (!loaded || state.kind === 'loading') body = <Spinner className="m-6" />
  else if (state.kind === 'blocked' || !loaded.scheme)
    body = (
      <Blocked message={state.kind === 'blocked' ? state.message : '回标方案不存在或已被删除'} />
    )
  else
    body = children({
      result: state.result,
      summary: state.summary,
      loaded,
      scheme: loaded.scheme,
      token: state.token,
    })
  return (
    <BidPage>
      <h2 className="text-lg font-semibold">{title}</h2>
      {body}
    </BidPage>
  )
}

function Blocked({ message }: { message: string }) {
  return (
    <p className="py-6 text-sm text-muted-foreground" role="status">
      {message}。
      <Link
        to="/Page/Benchmarking/benchmarkindex"
        className="ml-1 text-primary underline underline-offset-2"
      >
        前往方案与清单
      </Link>
    </p>
  )
}

export const money = (fen: number | null) => (fen === null ? '—' : fenText(fen))
export const percent = (r: number | null) => (r === null ? '—' : formatPercent(r))
