import { CellInput } from './field'

/** One ±15 % item as the scheme stores it (transport texts). */
export type QuantityItem = {
  Code: string
  Name: string
  Unit: string
  Q0: string
  Q1: string
  P0: string
  P1: string
  /** 招标控制价 rate: with the 报价浮动率 L it gives P1 when none is agreed. */
  P2?: string
}

/**
 * The ±15 % items: Q1 and P1 per item, and P2 (the item's rate in the 招标控制价) from which the
 * computation derives P1 with the 报价浮动率 when P1 is left blank. A new item (Q0 = 0) is priced
 * as a 工程变更, not by this rule.
 */
export function QuantityItems({
  items,
  onChange,
}: {
  items: QuantityItem[]
  onChange: (items: QuantityItem[]) => void
}) {
  if (items.length === 0) return null
  const set = (i: number, patch: Partial<QuantityItem>) =>
    onChange(items.map((x, j) => (j === i ? { ...x, ...patch } : x)))
  return (
    <details>
      <summary className="cursor-pointer text-sm">
        工程量偏差（±15%）项目 {items.length}{' '}
        项：填写实际工程量Q1与新综合单价P1（留空时按招标控制价单价P2与报价浮动率L确定）
      </summary>
      <div className="max-h-64 overflow-auto">
        <table className="text-xs">
          <tbody>
            {items.map((q, i) => (
              <tr key={`${q.Code}-${i}`} className="border-b">
                <td className="max-w-52 truncate pr-2">{`${q.Code} ${q.Name}`}</td>
                <td className="pr-2 whitespace-nowrap">
                  Q0 {q.Q0} {q.Unit}
                </td>
                <td>
                  <CellInput
                    label={`${q.Name}实际工程量`}
                    value={q.Q1}
                    onChange={(v) => set(i, { Q1: v })}
                  />
                </td>
                <td className="px-2 whitespace-nowrap">P0 {q.P0}</td>
                <td>
                  <CellInput
                    label={`${q.Name}新综合单价`}
                    value={q.P1}
                    placeholder="P1"
                    onChange={(v) => set(i, { P1: v })}
                  />
                </td>
                <td>
                  <CellInput
                    label={`${q.Name}招标控制价综合单价`}
                    value={q.P2 ?? ''}
                    placeholder="P2"
                    onChange={(v) => set(i, { P2: v })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
