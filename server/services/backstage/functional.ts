import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { asFen, fenToDecimal, toFen } from '@/domain/money/index.ts'
import type { updateFunctionalBody } from '@/domain/backstage/schemas.ts'
import type { Db } from '../../db/client.ts'
import {
  estimateBrands,
  estimateCountItems,
  estimateFunctions,
  estimateGrades,
  estimateRecipes,
  estimateSystems,
} from '../../db/schema/index.ts'
import { initialsOf } from '../materials/initials.ts'
import { Rejection, type Executor } from '../synced/store.ts'
import { recordChange, type Doc } from './history.ts'
import { trimNumber } from './reference-tables.ts'

/**
 * UpdateFunctionalData (docs/backoffice.md): one change of the 估算 reference data of migration
 * 0007, in one transaction with its history row. Fields left out keep their value; the docs in
 * the history have the shape of SynchronousFileClearing's rows.
 */

type Input = z.output<typeof updateFunctionalBody>
type Prices = { 经济: string; 标准: string; 高档: string; 豪华: string }
type PriceRow = { economyFen: number; standardFen: number; highFen: number; luxuryFen: number }

const pricesOf = (r: PriceRow): Prices => ({
  经济: fenToDecimal(asFen(r.economyFen)),
  标准: fenToDecimal(asFen(r.standardFen)),
  高档: fenToDecimal(asFen(r.highFen)),
  豪华: fenToDecimal(asFen(r.luxuryFen)),
})
const fen = (yuan: string) => toFen(yuan) ?? 0
const priceColumns = (p: Prices) => ({
  economyFen: fen(p.经济),
  standardFen: fen(p.标准),
  highFen: fen(p.高档),
  luxuryFen: fen(p.豪华),
})
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>

const functionDoc = (r: typeof estimateFunctions.$inferSelect): Doc => ({
  ProjectType: r.projectType,
  Code: r.code,
  Name: r.name,
  Share: trimNumber(r.share),
})
const systemDoc = (r: typeof estimateSystems.$inferSelect): Doc => ({
  Code: r.code,
  Name: r.name,
  Prices: pricesOf(r),
})
const brandDoc = (r: typeof estimateBrands.$inferSelect): Doc => ({
  ID: r.id,
  SystemCode: r.systemCode,
  Grade: r.grade,
  Name: r.name,
  Premium: trimNumber(r.premium),
})
const countDoc = (r: typeof estimateCountItems.$inferSelect): Doc => ({
  Code: r.code,
  Room: r.room,
  SystemCode: r.systemCode,
  Name: r.name,
  Unit: r.unit,
  PerRoom: trimNumber(r.perRoom),
  Prices: pricesOf(r),
})
const recipeDoc = (r: typeof estimateRecipes.$inferSelect): Doc => ({
  SystemCode: r.systemCode,
  Code: r.code,
  Name: r.name,
  Features: r.features,
  Unit: r.unit,
  Content: trimNumber(r.content),
  Price: fenToDecimal(asFen(r.priceFen)),
})

async function systemExists(tx: Executor, code: string) {
  const [s] = await tx
    .select({ code: estimateSystems.code })
    .from(estimateSystems)
    .where(eq(estimateSystems.code, code))
  if (!s) throw new Rejection('系统不存在')
}

async function brand(tx: Executor, userId: string, input: Extract<Input, { Kind: 'brand' }>) {
  if (input.Type === 'add') {
    if (!input.SystemCode || !input.Grade || !input.Name)
      throw new Rejection('新增品牌须填写系统、档次和品牌名称')
    await systemExists(tx, input.SystemCode)
    const [made] = await tx
      .insert(estimateBrands)
      .values({
        systemCode: input.SystemCode,
        grade: input.Grade,
        name: input.Name,
        initials: initialsOf(input.Name).slice(0, 20),
        premium: input.Premium ?? '0',
      })
      .returning()
    if (!made) throw new Rejection('品牌新增失败')
    return {
      Key: made.id,
      HistoryID: await recordChange(tx, userId, 'brand', made.id, null, brandDoc(made)),
    }
  }
  if (!/^[0-9a-f-]{36}$/i.test(input.ID)) throw new Rejection('品牌不存在')
  const [before] = await tx
    .select()
    .from(estimateBrands)
    .where(eq(estimateBrands.id, input.ID))
    .for('update')
  if (!before) throw new Rejection('品牌不存在')
  if (input.Type === 'delete') {
    await tx.delete(estimateBrands).where(eq(estimateBrands.id, input.ID))
    return {
      Key: input.ID,
      HistoryID: await recordChange(tx, userId, 'brand', input.ID, brandDoc(before), null),
    }
  }
  if (input.SystemCode) await systemExists(tx, input.SystemCode)
  const set = defined({
    systemCode: input.SystemCode,
    grade: input.Grade,
    name: input.Name,
    initials: input.Name ? initialsOf(input.Name).slice(0, 20) : undefined,
    premium: input.Premium,
  })
  const [after] = Object.keys(set).length
    ? await tx.update(estimateBrands).set(set).where(eq(estimateBrands.id, input.ID)).returning()
    : [before]
  return {
    Key: input.ID,
    HistoryID: await recordChange(
      tx,
      userId,
      'brand',
      input.ID,
      brandDoc(before),
      after ? brandDoc(after) : null,
    ),
  }
}

async function change(
  tx: Executor,
  userId: string,
  input: Input,
): Promise<{ Key: string; HistoryID: number | null }> {
  switch (input.Kind) {
    case 'function': {
      const match = and(
        eq(estimateFunctions.projectType, input.ProjectType),
        eq(estimateFunctions.code, input.Code),
      )
      const [before] = await tx.select().from(estimateFunctions).where(match).for('update')
      if (!before) throw new Rejection('功能区不存在')
      const set = defined({ name: input.Name, share: input.Share })
      const [after] = Object.keys(set).length
        ? await tx.update(estimateFunctions).set(set).where(match).returning()
        : [before]
      const key = `${input.ProjectType}/${input.Code}`
      return {
        Key: key,
        HistoryID: await recordChange(
          tx,
          userId,
          'function',
          key,
          functionDoc(before),
          after ? functionDoc(after) : null,
        ),
      }
    }
    case 'system': {
      const [before] = await tx
        .select()
        .from(estimateSystems)
        .where(eq(estimateSystems.code, input.Code))
        .for('update')
      if (!before) throw new Rejection('系统不存在')
      const set = {
        ...defined({ name: input.Name }),
        ...(input.Prices ? priceColumns(input.Prices) : {}),
        updatedAt: new Date(),
      }
      const [after] = await tx
        .update(estimateSystems)
        .set(set)
        .where(eq(estimateSystems.code, input.Code))
        .returning()
      return {
        Key: input.Code,
        HistoryID: await recordChange(
          tx,
          userId,
          'system',
          input.Code,
          systemDoc(before),
          after ? systemDoc(after) : null,
        ),
      }
    }
    case 'grade': {
      await systemExists(tx, input.SystemCode)
      const match = and(
        eq(estimateGrades.systemCode, input.SystemCode),
        eq(estimateGrades.grade, input.Grade),
      )
      const [before] = await tx.select().from(estimateGrades).where(match).for('update')
      await tx
        .insert(estimateGrades)
        .values({ systemCode: input.SystemCode, grade: input.Grade, content: input.Content })
        .onConflictDoUpdate({
          target: [estimateGrades.systemCode, estimateGrades.grade],
          set: { content: input.Content },
        })
      const key = `${input.SystemCode}/${input.Grade}`
      const doc = (content: string) => ({
        SystemCode: input.SystemCode,
        Grade: input.Grade,
        Content: content,
      })
      return {
        Key: key,
        HistoryID: await recordChange(
          tx,
          userId,
          'grade',
          key,
          before ? doc(before.content) : null,
          doc(input.Content),
        ),
      }
    }
    case 'brand':
      return brand(tx, userId, input)
    case 'countItem': {
      const [before] = await tx
        .select()
        .from(estimateCountItems)
        .where(eq(estimateCountItems.code, input.Code))
        .for('update')
      if (!before) throw new Rejection('按户型计价项不存在')
      const set = {
        ...defined({ name: input.Name, unit: input.Unit, perRoom: input.PerRoom }),
        ...(input.Prices ? priceColumns(input.Prices) : {}),
      }
      const [after] = Object.keys(set).length
        ? await tx
            .update(estimateCountItems)
            .set(set)
            .where(eq(estimateCountItems.code, input.Code))
            .returning()
        : [before]
      return {
        Key: input.Code,
        HistoryID: await recordChange(
          tx,
          userId,
          'countItem',
          input.Code,
          countDoc(before),
          after ? countDoc(after) : null,
        ),
      }
    }
    case 'recipe': {
      const match = and(
        eq(estimateRecipes.systemCode, input.SystemCode),
        eq(estimateRecipes.code, input.Code),
      )
      const [before] = await tx.select().from(estimateRecipes).where(match).for('update')
      if (!before) throw new Rejection('典型清单项不存在')
      const set = defined({
        name: input.Name,
        features: input.Features,
        unit: input.Unit,
        content: input.Content,
        priceFen: input.Price === undefined ? undefined : fen(input.Price),
      })
      const [after] = Object.keys(set).length
        ? await tx.update(estimateRecipes).set(set).where(match).returning()
        : [before]
      const key = `${input.SystemCode}/${input.Code}`
      return {
        Key: key,
        HistoryID: await recordChange(
          tx,
          userId,
          'recipe',
          key,
          recipeDoc(before),
          after ? recipeDoc(after) : null,
        ),
      }
    }
  }
}

export function updateFunctional(db: Db, userId: string, input: Input) {
  return db.transaction(async (tx) => ({ Kind: input.Kind, ...(await change(tx, userId, input)) }))
}
