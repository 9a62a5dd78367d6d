import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILTIN_FEE_TEMPLATES } from '@/domain/bill/fees/templates'
import { readChanges } from '../../services/sync/changes.ts'
import { openKit, type Kit } from '../projects/projects.testkit.ts'

// 取费 and 计税方式 on the server (docs/bill.md "取费 and 计税方式"): the 单位工程's TaxMethod and
// the user's own 取费模板 (feeTemplates), validated from their declarations, synced to their owner.

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const LINES = BUILTIN_FEE_TEMPLATES[1]?.Lines ?? []

describe('取费 writes', () => {
  it('a 单位工程 takes 简易计税 with its rate; an unknown 计税方式 is refused in Chinese and changes nothing', async () => {
    const proId = await k.project({})
    const rowId = await k.structureRow(proId, {})
    const unitId = randomUUID()
    const add = { Type: 'add', ID: unitId, ProId: proId, RowId: rowId, Specialty: '土建' }
    expect((await k.post('/Bill/EditUnit', add)).body.ErrorCode).toBe('0')
    expect((await k.row('billUnits', unitId))?.data).not.toHaveProperty('TaxMethod')
    const ok = await k.post('/Bill/EditUnit', {
      Type: 'update',
      ID: unitId,
      TaxMethod: '简易计税',
      TaxRate: '3',
    })
    expect(ok.body.ErrorCode).toBe('0')
    expect((await k.row('billUnits', unitId))?.data).toMatchObject({
      TaxMethod: '简易计税',
      TaxRate: 3,
    })
    const bad = await k.post('/Bill/EditUnit', { Type: 'update', ID: unitId, TaxMethod: '免税' })
    expect(bad.body.ErrorCode).not.toBe('0')
    expect(bad.body.Message).toBe('计税方式无效')
    expect((await k.row('billUnits', unitId))?.data['TaxMethod']).toBe('简易计税')
  })

  it('stores a user own 取费模板 with its lines, pulled by its owner only; bad lines are refused', async () => {
    const id = randomUUID()
    const res = await k.post('/Bill/EditFeeTemplate', {
      Type: 'add',
      ID: id,
      Name: '我的江苏模板',
      TaxMethod: '一般计税',
      TaxRate: '9',
      Lines: LINES,
    })
    expect(res.body).toMatchObject({ ErrorCode: '0' })
    const stored = (await k.row('feeTemplates', id))?.data
    expect(stored).toMatchObject({ Name: '我的江苏模板', TaxRate: 9, Note: '' })
    expect((stored?.['Lines'] as unknown[]).length).toBe(LINES.length)

    const mine = await readChanges(k.t.db, k.users[0]?.id ?? '', undefined, undefined, 5000)
    const theirs = await readChanges(k.t.db, k.users[1]?.id ?? '', undefined, undefined, 5000)
    if (mine.Reset || theirs.Reset) throw new Error('unexpected reset')
    expect(mine.Changes.some((c) => c.ID === id && c.Entity === 'feeTemplates')).toBe(true)
    expect(theirs.Changes.some((c) => c.ID === id)).toBe(false)
    // Another user cannot change it.
    const other = await k.post('/Bill/EditFeeTemplate', { Type: 'update', ID: id, Name: 'x' }, 1)
    expect(other.body.ErrorCode).not.toBe('0')
    expect((await k.row('feeTemplates', id))?.data['Name']).toBe('我的江苏模板')

    for (const [body, message] of [
      [{ Name: '' }, '模板名称不能为空'],
      [{ Name: '坏', Lines: [{ ...LINES[0], Rate: 'abc' }] }, /费率/],
      [{ Name: '坏', Lines: [{ ...LINES[0], Base: '直接费' }] }, '计算基础无效'],
      [{ Name: '坏', TaxMethod: '免税' }, '计税方式无效'],
    ] as const) {
      const badId = randomUUID()
      const r = await k.post('/Bill/EditFeeTemplate', { Type: 'add', ID: badId, ...body })
      expect(r.body.ErrorCode).not.toBe('0')
      expect(r.body.Message).toMatch(message)
      expect(await k.row('feeTemplates', badId)).toBeUndefined()
    }
  })
})
