import { useState } from 'react'
import { Trash2 } from 'lucide-react'
import type { BidBidder, BidSchemeDoc } from '@/domain/bid-return/scheme'
import { storedBillEdition } from '@/domain/bid-return/stored-edition'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatMoney } from '@/domain/format'
import { confirmAction, deleteBill, renameBill } from './bid-commands'

/**
 * The edition a bill is computed under: the one read from its workbook (GB 50500-2013 or
 * GB/T 50500-2024), and the scheme's when the scheme sets one for all bills.
 */
export function editionText(bill: string, edition: BidSchemeDoc['Edition']): string {
  const read = storedBillEdition(bill)
  const readText = read === null ? '规范未识别' : `识别为 ${read}`
  if (edition === 'auto' || edition === read) return readText
  return `${readText}，方案统一按 ${edition} 计算`
}

/** One bidder of the set-up: its name, 投标总价 (with thousands separators), edition and file. */
export function BidderRow({
  bill,
  edition,
}: {
  bill: BidBidder
  edition: BidSchemeDoc['Edition']
}) {
  const [name, setName] = useState(bill.Name)
  const [total, setTotal] = useState(bill.BidTotal === null ? '' : formatMoney(bill.BidTotal))
  const save = () => {
    const t = total.trim() === '' ? null : Number(total.replace(/,/g, ''))
    if (t !== null && !Number.isNaN(t)) setTotal(formatMoney(t))
    if (name.trim() === bill.Name && t === bill.BidTotal) return
    void renameBill(
      bill.ID,
      name,
      t === null || Number.isNaN(t) ? (Number.isNaN(t) ? -1 : null) : t,
    )
  }
  const remove = async () => {
    if (await confirmAction(`移除投标人「${bill.Name}」的回标清单？`, '移除投标人', '移除'))
      await deleteBill(bill.ID)
  }
  return (
    <TableRow>
      <TableCell>
        <Input
          aria-label="投标人名称"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          onBlur={save}
        />
      </TableCell>
      <TableCell>
        <Input
          aria-label={`${bill.Name} 投标总价`}
          inputMode="decimal"
          value={total}
          onChange={(e) => setTotal(e.target.value)}
          onBlur={save}
        />
      </TableCell>
      <TableCell className="text-right">{bill.ItemCount}</TableCell>
      <TableCell className="text-xs" data-testid="bidder-edition">
        {editionText(bill.Bill, edition)}
      </TableCell>
      <TableCell className="max-w-0 truncate" title={bill.FileName}>
        {bill.FileName || '项目复制'}
      </TableCell>
      <TableCell>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`移除 ${bill.Name}`}
          onClick={() => void remove()}
        >
          <Trash2 aria-hidden />
        </Button>
      </TableCell>
    </TableRow>
  )
}
