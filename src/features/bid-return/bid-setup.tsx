import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { FileButton } from '@/components/ui/file-button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useSchemeActions } from '@/components/scheme-layout/scheme-actions'
import { copyProjectBill, importWorkbooks, updateScheme, type ImportReport } from './bid-commands'
import { BidPage } from './bid-nav'
import { openScheme, useBidScheme, useSourceProjects } from './use-bid'
import { formatMoney } from '@/domain/format'
import { BidImportReport } from './bid-import-report'
import { BidderRow, editionText } from './bid-bidder-row'

/** A scheme's set-up: its name and 招标控制价, the tender bill and the bidders' returned bills. */
export function BidSetup({ schemeId }: { schemeId: string }) {
  const loaded = useBidScheme(schemeId)
  const projects = useSourceProjects()
  const [busy, setBusy] = useState(false)
  const [name, setName] = useState('')
  const [control, setControl] = useState('')
  const [source, setSource] = useState('')
  const [reports, setReports] = useState<ImportReport[]>([])
  const scheme = loaded?.scheme ?? null
  useEffect(() => {
    if (!scheme) return
    openScheme(scheme)
    setName(scheme.SchemeName)
    setControl(scheme.ControlTotal === null ? '' : formatMoney(scheme.ControlTotal))
  }, [scheme?.ID, scheme?.SchemeName, scheme?.ControlTotal]) // eslint-disable-line react-hooks/exhaustive-deps
  useSchemeActions({
    onSave: () =>
      void updateScheme(schemeId, { SchemeName: name, ControlTotal: control.replace(/,/g, '') }),
  })
  if (!loaded) return <Spinner className="m-6" />
  if (!scheme)
    return (
      <p className="p-6 text-sm text-muted-foreground">
        回标方案不存在或已被删除。
        <Link
          to="/Page/Benchmarking/benchmarkindex"
          className="ml-1 text-primary underline underline-offset-2"
        >
          返回方案列表
        </Link>
      </p>
    )
  const tender = loaded.bills.find((b) => b.Role === 'tender')
  const bidders = loaded.bills.filter((b) => b.Role === 'bidder')
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }
  const picked = projects?.find((p) => p.ID === source)
  const files = (list: FileList | null, role: 'tender' | 'bidder') => {
    const chosen = list ? [...list] : []
    if (chosen.length > 0) void run(() => importWorkbooks(schemeId, role, chosen, setReports))
  }
  return (
    <BidPage>
      <section className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          方案名称
          <Input
            className="w-72"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            onBlur={() =>
              name.trim() !== scheme.SchemeName && void updateScheme(schemeId, { SchemeName: name })
            }
          />
        </label>
        <label className="grid gap-1 text-sm">
          招标控制价（元，空为按招标清单计算）
          <Input
            className="w-56"
            inputMode="decimal"
            value={control}
            onChange={(e) => setControl(e.target.value)}
            onBlur={() => void updateScheme(schemeId, { ControlTotal: control.replace(/,/g, '') })}
          />
        </label>
      </section>

      <section className="space-y-2 rounded-md border p-3">
        <h3 className="font-medium">招标清单（招标控制价）</h3>
        <p className="text-sm" data-testid="tender-state">
          {tender
            ? `已选定：${tender.FileName || '来自项目'}，${tender.ItemCount} 个清单项，${editionText(tender.Bill, scheme.Edition)}`
            : '未选定'}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <FileButton
            label="导入招标清单"
            accept=".xlsx"
            showName={false}
            disabled={busy}
            onChange={(e) => files(e.target.files, 'tender')}
          />
          <span className="text-sm text-muted-foreground">或从项目复制：</span>
          <Select
            className="w-56"
            aria-label="来源项目"
            placeholder={projects?.length ? '选择项目' : '没有已编制清单的项目'}
            value={source}
            onValueChange={setSource}
            options={(projects ?? []).map((p) => ({
              value: p.ID,
              label: `${p.name}（${p.items}项）`,
            }))}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={!picked || busy}
            onClick={() => picked && void run(() => copyProjectBill(schemeId, 'tender', picked))}
          >
            作为招标清单
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!picked || busy}
            onClick={() => picked && void run(() => copyProjectBill(schemeId, 'bidder', picked))}
          >
            作为投标人
          </Button>
        </div>
      </section>

      <section className="space-y-2 rounded-md border p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-medium">投标人回标清单（{bidders.length} 家）</h3>
          <FileButton
            label="导入回标清单（可多选）"
            accept=".xlsx"
            multiple
            showName={false}
            disabled={busy}
            onChange={(e) => files(e.target.files, 'bidder')}
          />
        </div>
        {busy && <Spinner />}
        {bidders.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            每个 Excel
            文件为一家投标人的回标清单（标准格式：分部分项工程和单价措施项目清单与计价表等）。
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>投标人</TableHead>
                <TableHead className="w-40">投标总价（元）</TableHead>
                <TableHead className="w-24 text-right">清单项</TableHead>
                <TableHead className="w-36">清单规范</TableHead>
                <TableHead className="w-40">来源</TableHead>
                <TableHead className="w-14" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {bidders.map((b) => (
                <BidderRow key={b.ID} bill={b} edition={scheme.Edition} />
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <BidImportReport reports={reports} />
    </BidPage>
  )
}
