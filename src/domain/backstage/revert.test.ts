import { describe, expect, it } from 'vitest'
import { updateFunctionalBody, updateReferenceBody } from './schemas'
import { revertPlan } from './revert'

const PRICES = { 经济: '90.00', 标准: '220.00', 高档: '360.00', 豪华: '520.00' }

describe('revertPlan', () => {
  it('puts a reference row back: a changed value, a deleted row re-added, an added row deleted', () => {
    expect(
      revertPlan({
        Table: 'location',
        Before: { City: '深圳', Factor: '1.08' },
        After: { City: '深圳', Factor: '1.2' },
      }),
    ).toEqual({
      call: 'reference',
      body: { Table: 'location', Type: 'update', City: '深圳', Value: '1.08' },
    })
    expect(
      revertPlan({
        Table: 'priceIndex',
        Before: { Period: '2024-Q1', Value: '117.6' },
        After: null,
      }),
    ).toEqual({
      call: 'reference',
      body: { Table: 'priceIndex', Type: 'update', Period: '2024-Q1', Value: '117.6' },
    })
    expect(
      revertPlan({
        Table: 'adjustIndex',
        Before: null,
        After: { City: '成都', Key: 'steel', Name: '钢材', Period: '2024-01', Value: '97.5' },
      }),
    ).toEqual({
      call: 'reference',
      body: { Table: 'adjustIndex', Type: 'delete', City: '成都', Key: 'steel', Period: '2024-01' },
    })
  })

  it('puts 估算 data back with every field of the row before, prices as the call’s JSON', () => {
    const system = revertPlan({
      Table: 'system',
      Before: { Code: 'NT', Name: '暖通', Prices: PRICES },
      After: { Code: 'NT', Name: '暖通空调', Prices: PRICES },
    })
    expect(system).toEqual({
      call: 'functional',
      body: { Kind: 'system', Code: 'NT', Name: '暖通', Prices: JSON.stringify(PRICES) },
    })
    const recipe = {
      SystemCode: 'TJ',
      Code: '010101004001',
      Name: '挖基坑土方',
      Features: '三类土',
      Unit: 'm3',
      Content: '0.35',
      Price: '45.00',
    }
    expect(
      revertPlan({ Table: 'recipe', Before: recipe, After: { ...recipe, Price: '50.00' } }),
    ).toEqual({ call: 'functional', body: { Kind: 'recipe', ...recipe } })
    // Each body is one the call itself accepts.
    for (const plan of [system, revertPlan({ Table: 'recipe', Before: recipe, After: null })]) {
      if (!('call' in plan)) throw new Error('no plan')
      expect(updateFunctionalBody.safeParse(plan.body).success).toBe(true)
    }
    expect(
      updateReferenceBody.safeParse(
        (
          revertPlan({
            Table: 'location',
            Before: { City: '深圳', Factor: '1.08' },
            After: null,
          }) as { body: unknown }
        ).body,
      ).success,
    ).toBe(true)
  })

  it('re-adds a deleted brand, deletes an added one, and restores a changed one', () => {
    const brand = { ID: 'b1', SystemCode: 'TJ', Grade: '高档', Name: '海螺', Premium: '5' }
    expect(revertPlan({ Table: 'brand', Before: brand, After: null })).toEqual({
      call: 'functional',
      body: {
        Kind: 'brand',
        Type: 'add',
        SystemCode: 'TJ',
        Grade: '高档',
        Name: '海螺',
        Premium: '5',
      },
    })
    expect(revertPlan({ Table: 'brand', Before: null, After: brand })).toEqual({
      call: 'functional',
      body: { Kind: 'brand', Type: 'delete', ID: 'b1' },
    })
    expect(
      revertPlan({ Table: 'brand', Before: brand, After: { ...brand, Premium: '8' } }),
    ).toEqual({
      call: 'functional',
      body: { Kind: 'brand', Type: 'update', ID: 'b1', Name: '海螺', Premium: '5' },
    })
  })

  it('says in Chinese when there is nothing to go back to', () => {
    expect(
      revertPlan({
        Table: 'grade',
        Before: null,
        After: { SystemCode: 'TJ', Grade: '高档', Content: '石材' },
      }),
    ).toEqual({ message: '修改前没有这条记录，无法恢复' })
    expect(revertPlan({ Table: 'unknown', Before: {}, After: {} })).toEqual({
      message: '该修改记录无法恢复',
    })
  })
})
