import { Spinner } from '@/components/ui/spinner'
import type { ItemQueryState } from './use-bid'

/** What an item table shows before its first page arrives, or when asking the worker failed. */
export function QueryNote({ state }: { state: ItemQueryState }) {
  if (state.kind === 'loading') return <Spinner className="m-2" />
  if (state.kind === 'failed')
    return (
      <p className="text-sm text-destructive" role="alert">
        清单项读取失败，请刷新后重试。
      </p>
    )
  return null
}
