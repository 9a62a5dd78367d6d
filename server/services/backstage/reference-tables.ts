import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { updateReferenceBody } from '@/domain/backstage/schemas.ts'
import { rebaseTablesOf, seriesName, type ReferenceTables } from '@/domain/backstage/tables.ts'
import type { RebaseTables } from '@/domain/benchmark/rebase.ts'
import type { Db } from '../../db/client.ts'
import { refAdjustIndices, refLocationFactors, refPriceIndex } from '../../db/schema/index.ts'
import { Rejection, type Executor } from '../synced/store.ts'
import { recordChange } from './history.ts'

/** The 对标 and 调价 reference tables (migration 0008, docs/backoffice.md): read by all, edited by the administrator. */

export const trimNumber = (v: string) =>
  v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v
// Code-point order, not the database collation (PGlite and PostgreSQL may sort Chinese differently).
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export async function readReferenceTables(db: Executor): Promise<ReferenceTables> {
  const [location, price, adjust] = await Promise.all([
    db.select().from(refLocationFactors),
    db.select().from(refPriceIndex),
    db.select().from(refAdjustIndices),
  ])
  const body = {
    Location: location
      .sort((a, b) => a.sort - b.sort || byText(a.city, b.city))
      .map((r) => ({ City: r.city, Factor: trimNumber(r.factor) })),
    PriceIndex: price
      .sort((a, b) => byText(a.period, b.period))
      .map((r) => ({ Period: r.period, Value: trimNumber(r.value) })),
    AdjustIndices: adjust
      .sort(
        (a, b) =>
          byText(a.city, b.city) || byText(a.series, b.series) || byText(a.period, b.period),
      )
      .map((r) => ({
        City: r.city,
        Key: r.series,
        Name: seriesName(r.series),
        Period: r.period,
        Value: trimNumber(r.value),
      })),
  }
  return {
    Version: createHash('sha1').update(JSON.stringify(body)).digest('hex').slice(0, 12),
    ...body,
  }
}

/** The 对标 rebasing tables as the database holds them (what GetResults and GetAll use). */
export async function servedRebaseTables(db: Executor): Promise<RebaseTables> {
  const [location, price] = await Promise.all([
    db.select().from(refLocationFactors),
    db.select().from(refPriceIndex),
  ])
  return rebaseTablesOf({
    Location: location.map((r) => ({ City: r.city, Factor: r.factor })),
    PriceIndex: price.map((r) => ({ Period: r.period, Value: r.value })),
  })
}

type Change = z.output<typeof updateReferenceBody>

/** One change of a reference table, recorded in the history; refuses deleting what is absent. */
export function updateReference(db: Db, userId: string, input: Change) {
  return db.transaction(async (tx) => {
    if (input.Table === 'location') {
      const [before] = await tx
        .select()
        .from(refLocationFactors)
        .where(eq(refLocationFactors.city, input.City))
        .for('update')
      const doc = (factor: string) => ({ City: input.City, Factor: trimNumber(factor) })
      if (input.Type === 'delete') {
        if (!before) throw new Rejection('该城市不在城市系数表中')
        await tx.delete(refLocationFactors).where(eq(refLocationFactors.city, input.City))
        return {
          Table: input.Table,
          Key: input.City,
          HistoryID: await recordChange(
            tx,
            userId,
            'location',
            input.City,
            doc(before.factor),
            null,
          ),
        }
      }
      const value = input.Value ?? ''
      if (before)
        await tx
          .update(refLocationFactors)
          .set({ factor: value, updatedAt: new Date() })
          .where(eq(refLocationFactors.city, input.City))
      else {
        const [last] = await tx
          .select({ n: sql<number>`coalesce(max(${refLocationFactors.sort}), 0)`.mapWith(Number) })
          .from(refLocationFactors)
        await tx
          .insert(refLocationFactors)
          .values({ city: input.City, factor: value, sort: (last?.n ?? 0) + 1 })
      }
      return {
        Table: input.Table,
        Key: input.City,
        HistoryID: await recordChange(
          tx,
          userId,
          'location',
          input.City,
          before ? doc(before.factor) : null,
          doc(value),
        ),
      }
    }
    if (input.Table === 'priceIndex') {
      const [before] = await tx
        .select()
        .from(refPriceIndex)
        .where(eq(refPriceIndex.period, input.Period))
        .for('update')
      const doc = (value: string) => ({ Period: input.Period, Value: trimNumber(value) })
      if (input.Type === 'delete') {
        if (!before) throw new Rejection('该期次不在造价指数表中')
        await tx.delete(refPriceIndex).where(eq(refPriceIndex.period, input.Period))
        return {
          Table: input.Table,
          Key: input.Period,
          HistoryID: await recordChange(
            tx,
            userId,
            'priceIndex',
            input.Period,
            doc(before.value),
            null,
          ),
        }
      }
      const value = input.Value ?? ''
      await tx
        .insert(refPriceIndex)
        .values({ period: input.Period, value })
        .onConflictDoUpdate({ target: refPriceIndex.period, set: { value, updatedAt: new Date() } })
      return {
        Table: input.Table,
        Key: input.Period,
        HistoryID: await recordChange(
          tx,
          userId,
          'priceIndex',
          input.Period,
          before ? doc(before.value) : null,
          doc(value),
        ),
      }
    }
    const key = `${input.City}/${input.Key}/${input.Period}`
    const match = and(
      eq(refAdjustIndices.city, input.City),
      eq(refAdjustIndices.series, input.Key),
      eq(refAdjustIndices.period, input.Period),
    )
    const [before] = await tx.select().from(refAdjustIndices).where(match).for('update')
    const doc = (value: string) => ({
      City: input.City,
      Key: input.Key,
      Name: seriesName(input.Key),
      Period: input.Period,
      Value: trimNumber(value),
    })
    if (input.Type === 'delete') {
      if (!before) throw new Rejection('该指数不在调价指数表中')
      await tx.delete(refAdjustIndices).where(match)
      return {
        Table: input.Table,
        Key: key,
        HistoryID: await recordChange(tx, userId, 'adjustIndex', key, doc(before.value), null),
      }
    }
    const value = input.Value ?? ''
    await tx
      .insert(refAdjustIndices)
      .values({ city: input.City, series: input.Key, period: input.Period, value })
      .onConflictDoUpdate({
        target: [refAdjustIndices.city, refAdjustIndices.series, refAdjustIndices.period],
        set: { value, updatedAt: new Date() },
      })
    return {
      Table: input.Table,
      Key: key,
      HistoryID: await recordChange(
        tx,
        userId,
        'adjustIndex',
        key,
        before ? doc(before.value) : null,
        doc(value),
      ),
    }
  })
}
