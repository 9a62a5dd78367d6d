import type { Hono } from 'hono'
import { BENCHMARK_CALLS as calls } from '@/domain/api/calls/benchmark.ts'
import {
  BENCHMARK_LEVELS,
  ITEM_INDICATORS,
  LEVEL_INDICATORS,
  traceFigure,
} from '@/domain/benchmark/figures.ts'
import { LEVEL_LABELS, REBASE_SOURCES, schemeSettings } from '@/domain/benchmark/scheme-doc.ts'
import { CONTENT_RULES } from '@/domain/bill/contents.ts'
import { mount } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import { computeOwnScheme } from '../services/benchmark/results.ts'
import { candidateList } from '../services/benchmark/candidates.ts'
import {
  builtAreas,
  candidateOf,
  loadProjectDocs,
  usableProjects,
} from '../services/benchmark/samples.ts'
import {
  checkState,
  copyScheme,
  listSchemes,
  ownedScheme,
  schemeById,
  writeScheme,
} from '../services/benchmark/schemes.ts'
import type { AppEnv } from '../types.ts'

/** 对标分析 (src/domain/api/calls/benchmark.ts, docs/benchmarking.md "Calls"). EditScheme is mounted by entity-writes. */
export function benchmarkRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.getSchemes, ({ db, userId, input }) => listSchemes(db, userId, input.Q))
  mount(app, calls.getSchemesById, ({ db, userId, input }) => schemeById(db, userId, input.ID))
  mount(app, calls.copySchemes, ({ db, userId, input }) =>
    copyScheme(db, userId, input.ID, input.SchemeName),
  )
  mount(app, calls.checkState, ({ db, userId, input }) => checkState(db, userId, input.ID))

  mount(app, calls.getOriginalProject, async ({ db, userId, input }) => {
    const chosen = new Set(
      input.ID
        ? schemeSettings(input.ID, (await ownedScheme(db, input.ID, userId)).data).sampleIds
        : [],
    )
    return candidateList(db, userId, input, chosen)
  })
  mount(app, calls.getSampleDocs, async ({ db, userId, input }) => {
    const docs = await loadProjectDocs(db, await usableProjects(db, userId, input.IDs))
    return input.IDs.flatMap((id) => {
      const d = docs.get(id)
      return d ? [{ ID: id, Docs: d }] : []
    })
  })
  mount(app, calls.getAlreadyPro, async ({ db, userId, input }) => {
    const s = schemeSettings(input.ID, (await ownedScheme(db, input.ID, userId)).data)
    const rows = await usableProjects(db, userId, s.sampleIds)
    const areas = await builtAreas(
      db,
      rows.map((r) => r.id),
    )
    return rows.map((r) => candidateOf(r, userId, new Set(s.sampleIds), areas.get(r.id)))
  })
  mount(app, calls.editProjectComparisonScheme, async ({ db, userId, input }) => {
    await ownedScheme(db, input.ID, userId)
    const fields: Record<string, unknown> = {}
    if (input.TargetId !== undefined) fields['TargetId'] = input.TargetId
    if (input.SampleIds !== undefined) {
      const ids = JSON.parse(input.SampleIds) as string[]
      const usable = new Set((await usableProjects(db, userId, ids)).map((r) => r.id))
      if (ids.some((x) => !usable.has(x))) throw new Rejection('样本项目不存在或不可用')
      fields['SampleIds'] = input.SampleIds
    }
    return writeScheme(db, userId, input.ID, 'update', fields)
  })
  mount(app, calls.changeLevel, async ({ db, userId, input }) => {
    await ownedScheme(db, input.ID, userId)
    return writeScheme(db, userId, input.ID, 'update', {
      Level: input.Level,
      ...(input.TargetRowId !== undefined ? { TargetRowId: input.TargetRowId } : {}),
    })
  })
  mount(app, calls.getProsInfo, async ({ db, userId, input }) => {
    const s = schemeSettings(input.ID, (await ownedScheme(db, input.ID, userId)).data)
    const rows = await usableProjects(
      db,
      userId,
      [s.targetId, ...s.sampleIds].filter((x) => x !== ''),
    )
    const areas = await builtAreas(
      db,
      rows.map((r) => r.id),
    )
    const chosen = new Set(s.sampleIds)
    const target = rows.find((r) => r.id === s.targetId && r.ownerId === userId)
    return {
      Target: target ? candidateOf(target, userId, chosen, areas.get(target.id)) : null,
      Samples: rows
        .filter((r) => chosen.has(r.id))
        .map((r) => candidateOf(r, userId, chosen, areas.get(r.id))),
    }
  })

  mount(app, calls.getAll, async ({ db, userId, input }) => {
    const { result } = await computeOwnScheme(db, userId, input.ID, input.Rebase)
    return {
      Level: result.level,
      SampleIds: result.sampleIds,
      Excluded: result.excluded,
      Results: result.results,
      Warnings: result.warnings,
    }
  })
  mount(app, calls.getCosts, async ({ db, userId, input }) =>
    (await computeOwnScheme(db, userId, input.ID, input.Rebase)).result.results.filter(
      (r) => r.money,
    ),
  )
  mount(app, calls.getCostsValue, async ({ db, userId, input }) => {
    const { result } = await computeOwnScheme(db, userId, input.ID, input.Rebase)
    return (
      result.results.find(
        (r) => r.key === input.Key && (input.Group === undefined || r.group === input.Group),
      ) ?? null
    )
  })
  mount(app, calls.getDi, async ({ db, userId, input }) =>
    (await computeOwnScheme(db, userId, input.ID, input.Rebase)).result.results.map((r) => ({
      Key: r.key,
      Label: r.label,
      Group: r.group,
      GroupLabel: r.groupLabel,
      n: r.stats.n,
      Target: r.stats.target,
      Median: r.stats.median,
      Deviation: r.stats.deviation,
      Flag: r.stats.flag,
      Confidence: r.stats.confidence,
    })),
  )
  mount(app, calls.getResults, async ({ db, userId, input }) => {
    const { result } = await computeOwnScheme(db, userId, input.ID, input.Rebase)
    return input.Group === undefined
      ? result.results
      : result.results.filter((r) => r.group === input.Group)
  })
  mount(app, calls.getNewPz, ({ input }) => {
    const level = input.Level ?? 'project'
    const contents = CONTENT_RULES.map((r) => ({
      Key: `content:${r.key}`,
      Label: `${r.label}含量`,
      Unit: `${r.unit}/m²`,
      Money: false,
    }))
    const defs =
      level === 'item'
        ? ITEM_INDICATORS.map((d) => ({ Key: d.key, Label: d.label, Unit: d.unit, Money: d.money }))
        : [
            ...LEVEL_INDICATORS.map((d) => ({
              Key: d.key,
              Label: d.label,
              Unit: d.unit,
              Money: d.money,
            })),
            ...contents,
          ]
    return {
      Levels: BENCHMARK_LEVELS.map((l) => ({ Key: l, Label: LEVEL_LABELS[l] })),
      Indicators: defs,
    }
  })
  mount(app, calls.getElseInfo, async ({ db, userId, input }) => {
    const { result } = await computeOwnScheme(db, userId, input.ID)
    return { Excluded: result.excluded, Warnings: result.warnings, Sources: [...REBASE_SOURCES] }
  })
  mount(app, calls.getTabInfo, async ({ db, userId, input }) => {
    const counts = new Map<string, { Label: string; Count: number }>()
    for (const r of (await computeOwnScheme(db, userId, input.ID)).result.results) {
      const c = counts.get(r.group) ?? { Label: r.groupLabel, Count: 0 }
      c.Count += 1
      counts.set(r.group, c)
    }
    return [...counts].map(([Group, c]) => ({ Group, ...c }))
  })
  mount(app, calls.getDataFrom, async ({ db, userId, input }) => {
    const { target, samples, result, settings } = await computeOwnScheme(db, userId, input.ID)
    const project = [target, ...samples].find((p) => p?.id === input.ProjectId)
    if (!project) throw new Rejection('该项目不在方案中')
    const row = result.results.find(
      (r) => r.key === input.Key && (input.Group === undefined || r.group === input.Group),
    )
    const scope =
      row?.targetScope?.projectId === project.id
        ? row.targetScope
        : row?.samples.find((s) => s.projectId === project.id)?.scope
    if (!row || !scope) throw new Rejection('该项目没有这个指标')
    const trace = traceFigure(project, settings.level, { group: row.group, key: row.key, scope })
    const units = new Set(trace.unitIds)
    const items = new Set(trace.itemIds)
    return {
      Units: project.data.units
        .filter((u) => units.has(u.ID))
        .map((u) => ({ ID: u.ID, Name: u.Name, Specialty: u.Specialty })),
      Items: project.data.items
        .filter((i) => items.has(i.ID))
        .map((i) => ({
          ID: i.ID,
          Code: i.Code,
          Name: i.Name,
          Unit: i.Unit,
          Quantity: i.Quantity,
          UnitPrice: i.UnitPrice,
        })),
    }
  })
  mount(app, calls.getPzOfGn, async ({ db, userId, input }) => {
    const { target } = await computeOwnScheme(db, userId, input.ID)
    return (target?.structure ?? [])
      .filter((r) => r.ParentID === '')
      .map((r) => ({ ID: r.ID, Name: r.Project_Name, BuiltArea: r.BuiltArea }))
  })
}
