import { describe, expect, it } from 'vitest'
import { encodeForm } from '@/data/api/encode'
import {
  adjustSchemeFieldSchemas,
  adjustSignFieldSchemas,
  newSchemeDefaults,
  RESET_FIELDS,
} from '@/domain/adjust/entity'

/** What the server reads back from the client's form body: every field a string. */
const decodeForm = (body: string) => Object.fromEntries(new URLSearchParams(body))

function parseAll(
  schemas: Record<
    string,
    {
      safeParse(v: unknown): {
        success: boolean
        data?: unknown
        error?: { issues: { message: string }[] }
      }
    }
  >,
  fields: Record<string, unknown>,
) {
  const out: Record<string, unknown> = {}
  const errors: string[] = []
  for (const [k, v] of Object.entries(fields)) {
    const r = schemas[k]?.safeParse(v)
    if (r?.success) out[k] = r.data
    else errors.push(`${k}: ${r?.error?.issues[0]?.message ?? 'unknown field'}`)
  }
  return { out, errors }
}

describe('adjust entity fields through the form encoding', () => {
  it('a new scheme (IndexData null) encodes IndexData empty and decodes with no error, IndexData null', () => {
    const doc = newSchemeDefaults('一期调价')
    const body = encodeForm(doc)
    expect(body).toContain('IndexData=&')
    const { out, errors } = parseAll(adjustSchemeFieldSchemas, decodeForm(body))
    expect(errors).toEqual([])
    expect(out).toMatchObject({
      Name: '一期调价',
      IndexData: null,
      Materials: [],
      QuantityItems: [],
    })
    expect(out['Contract']).toEqual(doc.Contract)
  })

  it('the reset fields decode to null and empty lists', () => {
    const { out, errors } = parseAll(
      adjustSchemeFieldSchemas,
      decodeForm(encodeForm({ ...RESET_FIELDS })),
    )
    expect(errors).toEqual([])
    expect(out).toEqual({ IndexData: null, Materials: [], QuantityItems: [] })
  })

  it('a part that may not be null is refused in Chinese when sent empty; broken JSON keeps its message', () => {
    const { errors } = parseAll(adjustSchemeFieldSchemas, {
      Contract: '',
      Materials: '',
      Title: null,
      Dimensions: '{x',
    })
    expect(errors).toEqual([
      'Contract: 合同不能为空',
      'Materials: 材料不能为空',
      'Title: 表头不能为空',
      'Dimensions: 维度数据格式不正确',
    ])
  })

  it('a 签证 with empty optional text decodes; empty required fields are refused in Chinese', () => {
    const sign = {
      SchemeId: crypto.randomUUID(),
      Sort: 1,
      No: 'QZ-01',
      Title: '基坑降水',
      Date: '2025-03-01',
      Amount: '1200.5',
      Reason: null,
    }
    const ok = parseAll(adjustSignFieldSchemas, decodeForm(encodeForm(sign)))
    expect(ok.errors).toEqual([])
    expect(ok.out).toMatchObject({ Reason: '', Amount: '1200.50', Date: '2025-03-01' })
    expect(parseAll(adjustSignFieldSchemas, { Date: '', Amount: '' }).errors).toEqual([
      'Date: 签证日期不能为空',
      'Amount: 签证金额不能为空',
    ])
  })
})

describe("a new scheme's contract", () => {
  it("takes 合同价款 from the linked project's 总造价 when it has one, else 0.00", () => {
    expect(newSchemeDefaults('一期', 'GB/T 50500-2024', 12345678.9).Contract.ContractSum).toBe(
      '12345678.90',
    )
    expect(newSchemeDefaults('一期').Contract.ContractSum).toBe('0.00')
  })
  it('leaves 合同基准日 empty for the user to enter (no made-up default such as 2025-01-01)', () => {
    expect(newSchemeDefaults('一期').Contract.BaseDate).toBe('')
    expect(
      adjustSchemeFieldSchemas.Contract.safeParse(
        JSON.stringify(newSchemeDefaults('一期').Contract),
      ).success,
    ).toBe(true)
  })
})

describe('a new scheme for a project', () => {
  it('takes its 城市 from the project', async () => {
    const { createDb } = await import('@/data/db')
    const { createScheme, getScheme } = await import('./adjust')
    const db = createDb('adjust-city')
    const made = await createScheme(db, {
      name: '钢筋调差',
      projectId: '',
      version: 'GB/T 50500-2024',
      city: '深圳',
    })
    if (!made.ok) throw new Error(made.message)
    expect((await getScheme(db, made.value))?.Dimensions.City).toBe('深圳')
  })
})
