import { useOnline } from '@/data/state/use-online'
import { Link } from '@tanstack/react-router'
import { CircleCheck, Heart, ShoppingCart, ThumbsUp } from 'lucide-react'
import type { TemplateDetail } from '@/domain/api/shop'
import type { TemplateAccess } from '@/domain/api/template-release'
import { formatArea, formatMoney } from '@/domain/format'
import { EmptyState } from '@/components/empty-state'
import { TemplateCover } from '@/components/template-cover'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Indicators } from './components/indicators'
import { RelatedList } from './components/related-list'
import { StructureTree } from './components/structure-tree'
import { BillTables } from './components/bill-tables'
import { useTemplateActions } from './hooks/use-template-actions'
import { offlineCopyText, useTemplateBill, useTemplateReads } from './hooks/use-template-reads'

function Facts({ t }: { t: TemplateDetail }) {
  const items = [
    ['城市', t.City || '--'],
    ['项目类型', t.ProjectType || '--'],
    ['年份', t.Year === null ? '--' : `${t.Year}年`],
    ['清单规范', t.StandardVersion || '--'],
    ['建筑面积', `${formatArea(t.BuiltArea)} m²`],
    ['套内面积', `${formatArea(t.InArea)} m²`],
    ['可售面积', `${formatArea(t.SellArea)} m²`],
    ['发布时间', t.ReleaseTime ? new Date(t.ReleaseTime).toLocaleDateString('zh-CN') : '--'],
    [
      '当前版本',
      `版本 ${t.Version}${t.VersionTime ? `（${new Date(t.VersionTime).toLocaleDateString('zh-CN')}）` : ''}`,
    ],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {items.map(([k, v]) => (
        <div key={k} className="flex gap-2">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border bg-card p-4">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  )
}

/** /Page/modelDetail?id=: a released template with its structure, indicators and actions. */
export function TemplateDetailScreen({ templateId }: { templateId: string | undefined }) {
  const id = templateId ?? ''
  const { detail, right, bottom } = useTemplateReads(id)
  const online = useOnline()
  const t = detail.state.status === 'ready' ? detail.state.data : undefined
  const actions = useTemplateActions(t, detail.patch)

  if (!templateId)
    return (
      <EmptyState
        level={1}
        className="m-6"
        title="未指定模板"
        description="请从交易中心或搜索结果中打开模板。"
      />
    )
  if (detail.state.status === 'loading') return <Skeleton className="m-6 h-96" aria-busy />
  if (detail.state.status === 'error' || !t) {
    const offline = detail.state.status === 'error' && detail.state.offline
    // A refusal (unknown or malformed id) answers the same on every try: no 重试, a way back.
    const refused = detail.state.status === 'error' && detail.state.refused === true
    const message = detail.state.status === 'error' ? detail.state.message : ''
    return (
      <EmptyState
        level={1}
        className="m-6"
        title={offline ? '当前离线' : refused ? '找不到这个模板' : '无法打开模板'}
        description={
          offline
            ? '本机还没有这个模板的离线数据，联网后再试。'
            : refused && /^参数 .*无效$/.test(message)
              ? '链接中的模板编号有误，请从交易中心或搜索结果中重新打开模板。'
              : message
        }
        actions={
          refused ? (
            <Button asChild>
              <Link to="/Page/tradingCenter" search={{ id: 3 }}>
                去交易中心
              </Link>
            </Button>
          ) : (
            <Button onClick={detail.reload}>重试</Button>
          )
        }
      />
    )
  }
  const needNetwork = online ? undefined : '需要联网'
  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-6">
        {detail.state.cachedAt !== undefined && (
          <p
            role="status"
            className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
          >
            {offlineCopyText(detail.state.cachedAt)}；点赞和收藏需要联网，加入购物车可离线进行
          </p>
        )}
        <header className="flex flex-col gap-4 sm:flex-row">
          <TemplateCover
            className="w-full shrink-0 rounded-lg sm:w-64"
            name={t.Name}
            type={t.ProjectType}
            cover={t.Cover}
            authorPic={t.Author.HeadPic || undefined}
            authorName={t.Author.UserName}
            eager
          />
          <div className="min-w-0 flex-1 space-y-2">
            <h1 className="text-xl font-semibold">{t.Name}</h1>
            <p className="text-sm">
              作者：
              <Link
                to="/Page/authorHomepage"
                search={{ id: t.Author.ID }}
                className="text-primary hover:underline"
              >
                {t.Author.UserName}
              </Link>
            </p>
            <p className="text-2xl font-semibold text-primary tabular-nums">
              {t.Price === 0 ? '免费' : `${formatMoney(t.Price)} 元`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant={t.IsLiked ? 'default' : 'outline'}
                aria-pressed={t.IsLiked}
                disabled={!online || actions.busy === 'like'}
                title={needNetwork}
                onClick={() => void actions.toggleLike()}
              >
                <ThumbsUp aria-hidden />
                {t.IsLiked ? '已点赞' : '点赞'} {t.Thumbs}
              </Button>
              <Button
                variant={t.IsCollected ? 'default' : 'outline'}
                aria-pressed={t.IsCollected}
                disabled={!online || actions.busy === 'collect'}
                title={needNetwork}
                onClick={() => void actions.toggleCollect()}
              >
                <Heart aria-hidden />
                {t.IsCollected ? '取消收藏' : '收藏'} {t.Collections}
              </Button>
              {actions.bought && (
                <Button asChild variant="outline">
                  <Link
                    to="/Page/newModelProjet"
                    search={{ id: 2, pid: actions.bought.ID }}
                    title={`打开副本“${actions.bought.Name}”`}
                  >
                    <CircleCheck aria-hidden />
                    {t.BoughtVersion !== null && t.BoughtVersion !== t.Version
                      ? `已购买版本 ${t.BoughtVersion}，打开副本`
                      : '已购买，打开副本'}
                  </Link>
                </Button>
              )}
              {actions.own ? (
                <span className="inline-flex items-center rounded-md border px-3 text-sm text-muted-foreground">
                  这是您发布的模板
                </span>
              ) : actions.inCart ? (
                <Button asChild variant="secondary">
                  <Link to="/Page/shopCart">
                    <ShoppingCart aria-hidden />
                    已在购物车，去结算
                  </Link>
                </Button>
              ) : (
                <Button disabled={actions.busy === 'cart'} onClick={() => void actions.putInCart()}>
                  <ShoppingCart aria-hidden />
                  {actions.bought ? '再次购买' : '加入购物车'}
                </Button>
              )}
            </div>
            {!online && (
              <p className="text-xs text-muted-foreground">
                当前离线：点赞和收藏需要联网；加入购物车会在联网后同步。
              </p>
            )}
          </div>
        </header>
        <Facts t={t} />
        <Section title="造价指标">
          <Indicators ind={t.Indicators} />
        </Section>
        <Section title="清单计价">
          <TemplateBillSection id={t.ID} access={t.Access} />
        </Section>
        <Section title="工程结构">
          <StructureTree rows={t.Structure} />
        </Section>
        <Section title="发布说明">
          <p className="whitespace-pre-wrap text-sm">
            {t.ReleaseNotes || '作者没有填写发布说明。'}
          </p>
          {t.Description && (
            <p className="whitespace-pre-wrap text-sm text-muted-foreground">{t.Description}</p>
          )}
        </Section>
        <RelatedList title="作者的其他模板" state={bottom.state} pick={(d) => d.ByAuthor} />
      </div>
      <aside className="space-y-6">
        <RelatedList
          title="相关模板"
          hint="同一城市、其他作者的模板"
          state={right.state}
          pick={(d) => d}
        />
        <RelatedList
          title="相似模板"
          hint="同类型中建筑面积和单方造价最接近的模板"
          state={bottom.state}
          pick={(d) => d.Similar}
        />
      </aside>
    </div>
  )
}

/** The bill tables, read on their own: the detail shows while they load or when they fail. */
function TemplateBillSection({ id, access }: { id: string; access: TemplateAccess }) {
  const { state } = useTemplateBill(id)
  if (state.status === 'loading') return <Skeleton className="h-24" aria-busy />
  if (state.status === 'error')
    return (
      <p className="text-sm text-muted-foreground">
        {state.offline ? '当前离线，清单汇总暂不可用。' : state.message}
      </p>
    )
  return <BillTables bill={state.data} templateId={id} access={access} />
}
