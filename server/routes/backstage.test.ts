import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  referenceHistoryData,
  referenceTablesData,
  userPowerData,
  projectDataData,
} from '@/domain/backstage/schemas.ts'
import { referenceData } from '@/domain/estimate/schemas.ts'
import { createSession } from '../services/auth/sessions.ts'
import { SMALL_BILL } from '../test/bill.ts'
import { seedTemplate, seedUser } from '../test/seed.ts'
import { openKit, type Kit } from './projects/projects.testkit.ts'

/** The back office (/api/Backstage) and the reference tables (docs/backoffice.md), on both databases. */

let k: Kit
const ADMIN = 2
beforeAll(async () => {
  k = await openKit()
  const admin = await seedUser(k.t.db, { isAdmin: true, userName: '管理员甲' })
  k.users.push({ id: admin, token: (await createSession(k.t.db, admin, new Date(), 24)).token })
  await seedTemplate(k.t.db, k.users[1]!.id, {
    name: '深圳住宅模板',
    city: '深圳',
    projectType: '住宅',
    year: 2024,
  })
})
afterAll(async () => k.close())

const tables = async (user = 0) =>
  referenceTablesData.parse((await k.get('/Reference/GetTables', {}, user)).body.Data)
const history = async (query: Record<string, string>) => {
  const res = await k.get('/Backstage/GetReferenceHistory', query, ADMIN)
  return { rows: referenceHistoryData.parse(res.body.Data), total: res.body.Total }
}

describe('back office (/api/Backstage)', () => {
  it('is for the administrator only; the reference tables are read by every signed-in user', async () => {
    const adminOnly: [string, Record<string, string>][] = [
      ['/Backstage/GetFunctionalData', {}],
      ['/Backstage/GetProjectData', {}],
      ['/Backstage/GetUserPower', {}],
      ['/Backstage/GetOptions', {}],
      ['/Backstage/GetTagSettingsList', {}],
      ['/Backstage/GetReferenceHistory', {}],
    ]
    for (const [path, query] of adminOnly) {
      expect((await k.get(path, query, 0)).status, path).toBe(403)
      expect((await k.get(path, query, ADMIN)).body.ErrorCode, path).toBe('0')
    }
    expect(
      (
        await k.post(
          '/Backstage/UpdateReferenceTable',
          { Table: 'location', City: '深圳', Value: '2' },
          0,
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await k.post(
          '/Backstage/UpdateFunctionalData',
          { Kind: 'grade', SystemCode: 'NT', Grade: '高档', Content: 'x' },
          0,
        )
      ).status,
    ).toBe(403)
    expect((await k.get('/Reference/GetTables', {}, -1)).body.ErrorCode).not.toBe('0')
    const seeded = await tables(0)
    expect(seeded.Location.find((r) => r.City === '深圳')?.Factor).toBe('1.08')
    expect(seeded.PriceIndex.find((r) => r.Period === '2021')?.Value).toBe('124.8')
    expect(seeded.AdjustIndices).toHaveLength(8 * 7 * 36)
    expect(
      seeded.AdjustIndices.find(
        (e) => e.City === '成都' && e.Key === 'steel' && e.Period === '2024-01',
      ),
    ).toMatchObject({ Name: '钢材', Value: '97.5' })
  })

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = await tables()
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/Backstage/UpdateReferenceTable',
        { Table: 'location', City: '深圳', Value: '-1' },
        '城市系数必须大于0',
      ],
      [
        '/Backstage/UpdateReferenceTable',
        { Table: 'location', City: '深圳', Value: '1.0855' },
        '城市系数最多3位小数',
      ],
      ['/Backstage/UpdateReferenceTable', { Table: 'location', City: '深圳' }, '数值不能为空'],
      [
        '/Backstage/UpdateReferenceTable',
        { Table: 'priceIndex', Period: '2024-13', Value: '100' },
        '期次应为年份（2024）、季度（2024-Q1）或月份（2024-01）',
      ],
      [
        '/Backstage/UpdateReferenceTable',
        { Table: 'adjustIndex', City: '成都', Key: 'gold', Period: '2024-01', Value: '100' },
        '指数类别无效',
      ],
      [
        '/Backstage/UpdateReferenceTable',
        { Table: 'location', Type: 'delete', City: '拉萨' },
        '该城市不在城市系数表中',
      ],
      [
        '/Backstage/UpdateFunctionalData',
        {
          Kind: 'system',
          Code: 'NT',
          Prices: JSON.stringify({ 经济: 500, 标准: 220, 高档: 360, 豪华: 520 }),
        },
        '各档次单价应从经济到豪华依次不减',
      ],
      [
        '/Backstage/UpdateFunctionalData',
        { Kind: 'function', ProjectType: '住宅', Code: 'ZZ01', Share: '101' },
        '面积占比不能超过100',
      ],
      [
        '/Backstage/UpdateFunctionalData',
        { Kind: 'recipe', SystemCode: 'TJ', Code: '999999999999', Price: '10' },
        '典型清单项不存在',
      ],
    ]
    for (const [path, body, message] of cases)
      expect((await k.post(path, body, ADMIN)).body, message).toMatchObject({
        ErrorCode: '1',
        Message: message,
      })
    expect((await tables()).Version).toBe(before.Version)
    expect((await history({})).total).toBe(0)
  })

  it('updates a reference table and the estimating data, recording who, when, before and after', async () => {
    const set = await k.post(
      '/Backstage/UpdateReferenceTable',
      { Table: 'priceIndex', Period: '2026-Q2', Value: '118.25' },
      ADMIN,
    )
    expect(set.body).toMatchObject({
      ErrorCode: '0',
      Data: { Table: 'priceIndex', Key: '2026-Q2' },
    })
    expect((await tables()).PriceIndex.find((r) => r.Period === '2026-Q2')?.Value).toBe('118.25')
    const share = await k.post(
      '/Backstage/UpdateFunctionalData',
      { Kind: 'function', ProjectType: '住宅', Code: 'ZZ01', Share: '80' },
      ADMIN,
    )
    expect(share.body.ErrorCode, share.body.Message).toBe('0')
    const gn = (await k.get('/Index/GetGN', { ProjectType: '住宅' })).body.Data as {
      Code: string
      Share: string
    }[]
    expect(gn.find((f) => f.Code === 'ZZ01')?.Share).toBe('80')
    const brand = await k.post(
      '/Backstage/UpdateFunctionalData',
      { Kind: 'brand', Type: 'add', SystemCode: 'NT', Grade: '高档', Name: '松下', Premium: '5' },
      ADMIN,
    )
    expect(brand.body.ErrorCode).toBe('0')
    const bundle = referenceData.parse(
      (await k.get('/Backstage/GetFunctionalData', {}, ADMIN)).body.Data,
    )
    expect(bundle.Brands.find((b) => b.Name === '松下')).toMatchObject({
      Grade: '高档',
      Premium: '5.00',
      Initials: 'sx',
    })
    const { rows, total } = await history({})
    expect(total).toBe(3)
    expect(rows.map((r) => [r.Table, r.Key, r.UserName])).toEqual([
      ['brand', (brand.body.Data as { Key: string }).Key, '管理员甲'],
      ['function', '住宅/ZZ01', '管理员甲'],
      ['priceIndex', '2026-Q2', '管理员甲'],
    ])
    expect(rows[1]).toMatchObject({ Before: { Share: '82' }, After: { Share: '80' } })
    expect(rows[2]).toMatchObject({ Before: null, After: { Period: '2026-Q2', Value: '118.25' } })
    expect(Date.now() - Date.parse(rows[0]!.CreateTime)).toBeLessThan(60_000)
    expect((await history({ Table: 'function', Key: '住宅/ZZ01' })).total).toBe(1)
  })

  it('feeds the served city factors into a 对标 rebase', async () => {
    const project = async (city: string, price: number) => {
      const proId = await k.project({ ProjectType: '住宅', City: city, Year: 2023 })
      const rowId = await k.structureRow(proId, { BuiltArea: 1000 })
      const unitId = randomUUID()
      expect(
        (
          await k.post('/Bill/EditUnit', {
            Type: 'add',
            ID: unitId,
            ProId: proId,
            RowId: rowId,
            Specialty: '土建',
          })
        ).body.ErrorCode,
      ).toBe('0')
      expect(
        (
          await k.post('/Bill/EditItem', {
            Type: 'add',
            ID: randomUUID(),
            ProId: proId,
            UnitId: unitId,
            Code: '010501004001',
            Name: '满堂基础',
            Unit: 'm3',
            Quantity: '100',
            UnitPrice: String(price),
          })
        ).body.ErrorCode,
      ).toBe('0')
      return proId
    }
    const target = await project('上海', 900)
    const sample = await project('深圳', 500)
    const id = randomUUID()
    expect(
      (
        await k.post('/NewBenchmarking/EditScheme', {
          Type: 'add',
          ID: id,
          SchemeName: '换算',
          TargetId: target,
          SampleIds: JSON.stringify([sample]),
        })
      ).body.ErrorCode,
    ).toBe('0')
    const factor = async () => {
      const all = await k.get('/NewBenchmarking/GetAll', { ID: id, Rebase: 'rebased' })
      const results = (
        all.body.Data as { Results: { key: string; samples: { factor: number | null }[] }[] }
      ).Results
      return results.find((r) => r.key === 'perBuilt')?.samples[0]?.factor
    }
    expect(await factor()).toBeCloseTo(1.12 / 1.08, 9)
    expect(
      (
        await k.post(
          '/Backstage/UpdateReferenceTable',
          { Table: 'location', City: '深圳', Value: '1.4' },
          ADMIN,
        )
      ).body.ErrorCode,
    ).toBe('0')
    expect(await factor()).toBeCloseTo(1.12 / 1.4, 9)
  })

  it('shows a priced project’s 造价 as its bill’s 建设项目 total, following later edits of the bill and the structure', async () => {
    const cost = async () =>
      projectDataData.parse(
        (await k.get('/Backstage/GetProjectData', { Q: '后台造价', PageSize: '5' }, ADMIN)).body
          .Data,
      )[0]?.TotalCost
    const proId = await k.project({ Project_Name: '后台造价项目', TotalCost: 120 }, 1)
    const rowId = await k.structureRow(proId, {}, 1)
    expect(await cost()).toBe('120.00')
    const { itemIds } = await k.bill(proId, rowId, 1)
    expect(await cost()).toBe((SMALL_BILL.totalFen / 100).toFixed(2))
    // 1,000 m2 at 4.00 instead of 3.50: 分部分项 229,000.00, 增值税 9 % 20,610.00.
    expect(
      (await k.post('/Bill/EditItem', { Type: 'update', ID: itemIds[0] ?? '', UnitPrice: '4' }, 1))
        .body.ErrorCode,
    ).toBe('0')
    expect(await cost()).toBe('249610.00')
    // Two of the building: the project's total counts it twice.
    expect(
      (await k.post('/SjyqList/EditProStructure', { Type: 'update', ID: rowId, MultNum: '2' }, 1))
        .body.ErrorCode,
    ).toBe('0')
    expect(await cost()).toBe('499220.00')
    // No priced item left: the 造价 entered on the project again.
    for (const id of itemIds)
      expect((await k.post('/Bill/EditItem', { Type: 'delete', ID: id }, 1)).body.ErrorCode).toBe(
        '0',
      )
    expect(await cost()).toBe('120.00')
  })

  it('lists every user’s projects, users with roles, the options and the trading centre’s tags', async () => {
    await k.project({ Project_Name: '后台可见项目', ProjectType: '酒店', City: '杭州' }, 1)
    const found = await k.get('/Backstage/GetProjectData', { Q: '后台可见', PageSize: '5' }, ADMIN)
    expect(
      projectDataData
        .parse(found.body.Data)
        .map((p) => [p.Name, p.OwnerName === '' ? '' : 'owner', p.ProjectType, p.City, p.State]),
    ).toEqual([['后台可见项目', 'owner', '酒店', '杭州', '项目']])
    expect(found.body.Total).toBe(1)
    const templates = projectDataData.parse(
      (await k.get('/Backstage/GetProjectData', { Q: '深圳住宅' }, ADMIN)).body.Data,
    )
    expect(templates[0]).toMatchObject({ IsTemplate: 1, Released: 1, State: '已发布模板' })
    const usersPage = await k.get('/Backstage/GetUserPower', { PageSize: '2' }, ADMIN)
    const listed = userPowerData.parse(usersPage.body.Data)
    expect([
      usersPage.body.Total,
      listed.length,
      listed[0]?.UserName,
      listed[0]?.Roles.map((r) => r.Code),
    ]).toEqual([3, 2, '管理员甲', ['user', 'admin']])
    expect(listed[0]?.Phone).toMatch(/^1\d{2}\*{4}\d{4}$/)
    expect((await k.get('/Backstage/GetUserPower', { Q: '管理员' }, ADMIN)).body.Total).toBe(1)
    const options = (await k.get('/Backstage/GetOptions', {}, ADMIN)).body.Data as {
      ProjectTypes: string[]
      Specialties: string[]
      StandardVersions: string[]
    }
    expect([
      options.ProjectTypes.includes('酒店'),
      options.Specialties[0],
      options.StandardVersions,
    ]).toEqual([true, '土建', ['GB 50500-2013', 'GB/T 50500-2024']])
    const tags = (await k.get('/Backstage/GetTagSettingsList', {}, ADMIN)).body.Data as {
      Key: string
      Tags: { Value: string; Count: number }[]
    }[]
    expect(tags.find((g) => g.Key === 'city')?.Tags.find((t) => t.Value === '深圳')?.Count).toBe(1)
    expect(tags.find((g) => g.Key === 'year')?.Tags).toEqual([
      { Value: '2024', Label: '2024年', Count: 1 },
    ])
  })

  it('恢复为修改前 puts a row back through the call’s own rules, and the recovery is recorded in turn', async () => {
    const recover = (id: number, user = ADMIN) =>
      k.post('/Backstage/RecoverReferenceHistory', { HistoryID: String(id) }, user)
    const factor = async () => (await tables()).Location.find((r) => r.City === '北京')?.Factor
    const was = await factor()
    expect(
      (
        await k.post(
          '/Backstage/UpdateReferenceTable',
          { Table: 'location', City: '北京', Value: '1.5' },
          ADMIN,
        )
      ).body.ErrorCode,
    ).toBe('0')
    const changed = (await history({ Table: 'location', Key: '北京' })).rows[0]!
    expect((await recover(changed.ID, 0)).status).toBe(403)
    const back = await recover(changed.ID)
    expect(back.body).toMatchObject({ ErrorCode: '0', Data: { Table: 'location', Key: '北京' } })
    expect(await factor()).toBe(was)
    const after = await history({ Table: 'location', Key: '北京' })
    expect(after.rows[0]).toMatchObject({ Before: { Factor: '1.5' }, After: { Factor: was } })

    // A deleted brand comes back (with a new id); recovering its addition deletes it again.
    const added = await k.post(
      '/Backstage/UpdateFunctionalData',
      {
        Kind: 'brand',
        Type: 'add',
        SystemCode: 'NT',
        Grade: '标准',
        Name: '恢复测试品牌',
        Premium: '3',
      },
      ADMIN,
    )
    const id = (added.body.Data as { Key: string }).Key
    expect(
      (
        await k.post(
          '/Backstage/UpdateFunctionalData',
          { Kind: 'brand', Type: 'delete', ID: id },
          ADMIN,
        )
      ).body.ErrorCode,
    ).toBe('0')
    const brands = async () =>
      referenceData
        .parse((await k.get('/Backstage/GetFunctionalData', {}, ADMIN)).body.Data)
        .Brands.filter((b) => b.Name === '恢复测试品牌')
    expect(await brands()).toEqual([])
    const deleted = (await history({ Table: 'brand', Key: id })).rows[0]!
    expect((await recover(deleted.ID)).body.ErrorCode).toBe('0')
    expect((await brands()).map((b) => [b.SystemCode, b.Grade, b.Premium])).toEqual([
      ['NT', '标准', '3.00'],
    ])

    // Bad input changes nothing.
    const before = await history({})
    for (const [body, message] of [
      [{ HistoryID: '0' }, '修改记录无效'],
      [{ HistoryID: 'abc' }, '修改记录无效'],
      [{ HistoryID: '999999' }, '修改记录不存在'],
    ] as const) {
      const res = await k.post('/Backstage/RecoverReferenceHistory', body, ADMIN)
      expect([res.body.ErrorCode, res.body.Message]).toEqual(['1', message])
    }
    expect((await history({})).total).toBe(before.total)
  })
})
