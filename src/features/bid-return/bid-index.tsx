import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Copy, Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { confirmAction, copyScheme, createScheme, deleteScheme } from './bid-commands'
import { BidSetup } from './bid-setup'
import { BidTable, type BidColumn } from './bid-table'
import { openScheme, useBidSchemes, useBidWarmUp } from './use-bid'

const INDEX = '/Page/Benchmarking/benchmarkindex'

/** benchmarkindex: without SID the list of 回标 schemes; with SID the scheme's bills. */
export function BidIndex({ sid }: { sid?: string }) {
  useBidWarmUp()
  return sid ? <BidSetup schemeId={sid} /> : <SchemeList />
}

function SchemeList() {
  const schemes = useBidSchemes()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const create = async () => {
    const id = await createScheme(name)
    if (!id) return
    setName('')
    openScheme({ ID: id, SchemeName: name.trim() })
    void navigate({ to: INDEX, search: { SID: id } })
  }
  const remove = async (id: string, schemeName: string) => {
    if (await confirmAction(`删除回标方案「${schemeName}」及其全部清单？`, '删除方案', '删除'))
      await deleteScheme(id)
  }
  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4">
      <h2 className="text-lg font-semibold">回标分析方案</h2>
      <p className="text-sm text-muted-foreground">
        选定招标清单（招标控制价），导入各投标人返回的报价清单，自动完成符合性、算术性、不平衡报价和雷同检查。
      </p>
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          void create()
        }}
      >
        <Input
          className="w-72"
          placeholder="新方案名称，如：一号楼施工总承包回标"
          aria-label="新方案名称"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={name.trim() === ''}>
          <Plus aria-hidden />
          新建方案
        </Button>
      </form>
      {schemes && schemes.length === 0 && (
        <p className="py-8 text-center text-sm text-muted-foreground">
          还没有回标方案，输入名称新建一个。
        </p>
      )}
      {schemes && schemes.length > 0 && (
        <BidTable columns={schemeColumns(remove)} rows={schemes} rowKey={(s) => s.ID} />
      )}
    </div>
  )
}

type SchemeRow = NonNullable<ReturnType<typeof useBidSchemes>>[number]

function schemeColumns(
  remove: (id: string, schemeName: string) => Promise<void>,
): BidColumn<SchemeRow>[] {
  return [
    {
      key: 'name',
      head: '方案名称',
      className: 'max-w-0 truncate',
      cell: (s) => (
        <Link
          to={INDEX}
          search={{ SID: s.ID }}
          onClick={() => openScheme(s)}
          className="font-medium text-primary hover:underline"
        >
          {s.SchemeName}
        </Link>
      ),
    },
    {
      key: 'tender',
      head: '招标清单',
      headClassName: 'w-24',
      cell: (s) => (s.hasTender ? '已选定' : '未选定'),
    },
    {
      key: 'bidders',
      head: '投标人',
      headClassName: 'w-24 text-right',
      className: 'text-right',
      cell: (s) => `${s.bidders} 家`,
    },
    {
      key: 'created',
      head: '创建时间',
      headClassName: 'w-32',
      cell: (s) => s.CreateTime.slice(0, 10),
    },
    {
      key: 'actions',
      head: '操作',
      headClassName: 'w-28 text-right',
      className: 'text-right',
      cell: (s) => (
        <>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`复制方案 ${s.SchemeName}`}
            onClick={() => void copyScheme(s.ID)}
          >
            <Copy aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`删除方案 ${s.SchemeName}`}
            onClick={() => void remove(s.ID, s.SchemeName)}
          >
            <Trash2 aria-hidden />
          </Button>
        </>
      ),
    },
  ]
}
