import type { ReactNode } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { Download, List, RefreshCw, Save } from 'lucide-react'
import { bidReturnStore, hasSchemeName, benchmarkStore } from '@/data/state/scheme-state'
import { useStore } from '@/data/state/store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useRegisteredSchemeActions } from './scheme-actions'
import { schemeIndexPath, VARIANT_TITLE, type SchemeVariant } from './variant'

function ActionIcon(props: {
  label: string
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  const button = (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  )
  return (
    <Tooltip>
      {/* A disabled button fires no pointer events; the span keeps its tooltip working. */}
      <TooltipTrigger asChild>
        {props.disabled ? <span className="inline-flex">{button}</span> : button}
      </TooltipTrigger>
      <TooltipContent>{props.label}</TooltipContent>
    </Tooltip>
  )
}

function report(result: void | Promise<void>): void {
  if (result instanceof Promise)
    result.catch((error: unknown) => console.error('Benchmark header action failed', error))
}

/**
 * The scheme header of SPEC §2: flow title (回标分析 or 对标分析), scheme name and action icons.
 * 保存 is disabled while the scheme has no SchemeName (null, '' or undefined).
 */
export function SchemeHeader({ variant }: { variant: SchemeVariant }) {
  const oldState = useStore(bidReturnStore)
  const newState = useStore(benchmarkStore)
  const state = variant === 'new' ? newState : oldState
  const schemeName =
    (variant === 'new' ? newState.schemeName : null) || state.schemeInfo?.SchemeName || ''
  const canSave = hasSchemeName(state.schemeInfo)
  const actions = useRegisteredSchemeActions()
  const href = useRouterState({ select: (s) => s.location.href })
  const navigate = useNavigate()

  function refresh() {
    if (actions.onRefresh) report(actions.onRefresh())
    else void navigate({ to: '/emptyPage', search: { redirect: href } })
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b bg-background px-4 py-2">
      <h1 className="text-base font-semibold">{VARIANT_TITLE[variant]}</h1>
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <span className="text-muted-foreground">方案：</span>
        <span className="truncate font-medium" data-testid="scheme-name">
          {schemeName || '未选择方案'}
        </span>
        {variant === 'new' && newState.type && <Badge variant="secondary">{newState.type}</Badge>}
        {variant === 'new' && newState.functionName && (
          <Badge variant="outline">{newState.functionName}</Badge>
        )}
      </div>
      <div role="toolbar" aria-label="方案操作" className="ml-auto flex items-center gap-1">
        <ActionIcon
          label="返回方案列表"
          onClick={() => void navigate({ to: schemeIndexPath(href) })}
        >
          <List aria-hidden />
        </ActionIcon>
        <ActionIcon
          label="保存"
          disabled={!canSave || !actions.onSave}
          onClick={() => actions.onSave && report(actions.onSave())}
        >
          <Save aria-hidden />
        </ActionIcon>
        <ActionIcon
          label="导出"
          disabled={!actions.onExport}
          onClick={() => actions.onExport && report(actions.onExport())}
        >
          <Download aria-hidden />
        </ActionIcon>
        <ActionIcon label="刷新" onClick={refresh}>
          <RefreshCw aria-hidden />
        </ActionIcon>
      </div>
    </div>
  )
}
