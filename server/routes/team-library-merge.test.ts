import { describe, expect, it } from 'vitest'
import { materialData, packageListData } from '@/domain/api/materials.ts'
import {
  LIBRARY_MESSAGES as L,
  fileItemsData,
  filePropertiesData,
  mergePreviewData,
} from '@/domain/teams/library.ts'
import { call } from '../test/harness.ts'
import { libraryKit, type Item } from './team-library.testkit.ts'

/** The team file library (docs/team-library.md): merge and FileSharing; both databases. */

const { people, get, post, ok, app, snapshot, newPackage, newLibraryTeam, uploadAs, message } =
  libraryKit()

const ITEMS: Item[] = [
  { Name: '热轧带肋钢筋', Spec: 'HRB400', PriceTax: '3600' },
  { Name: '中砂', Unit: '立方米', PriceTax: '190' },
  { Name: '水泥', Spec: 'P.O 42.5', PriceTax: '480' },
]
const auth = (entries: unknown[]) => JSON.stringify(entries)
const props = async (team: string, file: string, who: number) =>
  filePropertiesData.parse(ok(await get('GetFileProperties', { TeamId: team, FileId: file }, who)))

describe('team library: merge', () => {
  const setUp = async (name: string) => {
    const team = await newLibraryTeam(name)
    const up = async (name: string, period: string, items: Item[], city = '深圳') =>
      (await uploadAs(0, team, await newPackage(0, name, items, { Period: period, City: city }))).ID
    const p1 = await up('三月', '2026-03', [
      { Name: '热轧带肋钢筋', Spec: 'HRB400', PriceTax: '3600' },
      { Name: '中砂', Unit: '立方米', PriceTax: '190' },
    ])
    const p2 = await up('五月甲', '2026-05', [
      { Name: '热轧带肋钢筋', Spec: 'HRB 400', PriceTax: '3700' },
      { Name: '水泥', PriceTax: '480' },
    ])
    const p3 = await up('五月乙', '2026-05', [
      { Name: '热轧带肋钢筋', Spec: 'HRB400', PriceTax: '3801' },
      { Name: '中砂', Unit: '立方米', PriceTax: '190' },
    ])
    return { team, p1, p2, p3 }
  }
  const prices = async (team: string, file: string) =>
    Object.fromEntries(
      fileItemsData
        .parse(ok(await get('GetGetPricPackageListClick', { TeamId: team, FileId: file })))
        .map((i) => [i.Name, i.PriceTax]),
    )

  it('previews counts and conflicts, and prices each rule as documented', async () => {
    const { team, p1, p2, p3 } = await setUp('合并团队')
    const preview = mergePreviewData.parse(
      ok(await get('GetMergeData', { TeamId: team, FileIds: JSON.stringify([p1, p2, p3]) })),
    )
    expect(preview).toMatchObject({ ItemCount: 3, Duplicates: 2, Conflicts: 1 })
    expect(preview.Files.map((f) => f.Name)).toEqual(['三月', '五月甲', '五月乙'])
    expect(preview.Samples).toEqual([
      {
        Name: '热轧带肋钢筋',
        Spec: 'HRB400',
        Unit: 't',
        Prices: [
          { FileId: p1, PriceTax: '3600.00', Period: '2026-03' },
          { FileId: p2, PriceTax: '3700.00', Period: '2026-05' },
          { FileId: p3, PriceTax: '3801.00', Period: '2026-05' },
        ],
      },
    ])
    const merge = async (Rule: string, ids: string[]) =>
      ok<{ ID: string; ItemCount: number; Status: number }>(
        await get('MergeData', {
          TeamId: team,
          FileIds: JSON.stringify(ids),
          Name: `合并${Rule}`,
          Rule,
        }),
      )
    const latest = await merge('latest', [p1, p2, p3])
    expect(latest).toMatchObject({ ItemCount: 3, Status: 3 })
    // The newest period; 五月甲 and 五月乙 tie, the earlier in the order given wins.
    expect(await prices(team, latest.ID)).toEqual({
      热轧带肋钢筋: '3700.00',
      中砂: '190.00',
      水泥: '480.00',
    })
    const average = await merge('average', [p1, p2, p3])
    // (3600 + 3700 + 3801) / 3 = 3700.333… → 3700.33 (分 rounded half up).
    expect(await prices(team, average.ID)).toEqual({
      热轧带肋钢筋: '3700.33',
      中砂: '190.00',
      水泥: '480.00',
    })
    const first = await merge('first', [p3, p1, p2])
    expect(await prices(team, first.ID)).toEqual({
      热轧带肋钢筋: '3801.00',
      中砂: '190.00',
      水泥: '480.00',
    })
    expect(await props(team, first.ID, 0)).toMatchObject({
      City: '深圳',
      Period: '2026-05',
      SourceType: 1,
      ItemCount: 3,
    })
  })

  it('needs approved files the caller edits; a member’s merge is 待送审', async () => {
    const { team, p1, p2 } = await setUp('成员合并团队')
    const draft = (await uploadAs(1, team, await newPackage(1, '草稿', ITEMS))).ID
    expect(
      message(await get('GetMergeData', { TeamId: team, FileIds: JSON.stringify([p1, p2]) }, 1)),
    ).toBe(L.noRight)
    for (const f of [p1, p2])
      ok(
        await post('OperationTeamFileAuthority', {
          TeamId: team,
          FileId: f,
          Authorities: auth([{ Kind: 'all', ID: '', Level: 'edit' }]),
        }),
      )
    expect(
      message(
        await get(
          'MergeData',
          { TeamId: team, FileIds: JSON.stringify([p1, draft]), Name: '不行' },
          1,
        ),
      ),
    ).toBe(L.mergeOnlyApproved)
    const merged = ok<{ ID: string; Status: number }>(
      await get(
        'MergeData',
        { TeamId: team, FileIds: JSON.stringify([p1, p2]), Name: '乙合并' },
        1,
      ),
    )
    expect(merged.Status).toBe(1)
    expect(await props(team, merged.ID, 1)).toMatchObject({
      UploaderName: '用户乙',
      Period: '2026-05',
      City: '深圳',
    })
  })
})

describe('team library: FileSharing', () => {
  it('copies an approved file into a personal package that MyStandard and MaterialPrice show', async () => {
    const team = await newLibraryTeam('共享团队')
    const file = (
      await uploadAs(
        0,
        team,
        await newPackage(0, '共享文件', ITEMS, { City: '广州', Period: '2026-04' }),
      )
    ).ID
    const shared = ok<{ PackageID: string; ItemCount: number }>(
      await get('FileSharing', { TeamId: team, FileId: file }, 1),
    )
    expect(shared.ItemCount).toBe(3)
    const list = await call(app(), `/api/MyStandard/GetPricePackage?Type=1`, {
      headers: { 'X-Token': people[1]?.token ?? '' },
    })
    expect(
      packageListData.parse(list.body.Data).find((p) => p.ID === shared.PackageID),
    ).toMatchObject({
      Type: 1,
      Name: '共享文件',
      City: '广州',
      Period: '2026-04',
      OwnerID: people[1]?.id,
      ItemCount: 3,
    })
    const items = await call(
      app(),
      `/api/MaterialPrice/GetMaterialData?PackageID=${shared.PackageID}`,
      { headers: { 'X-Token': people[1]?.token ?? '' } },
    )
    expect(materialData.parse(items.body.Data).map((i) => [i.Name, i.PriceTax])).toEqual(
      ITEMS.map((i) => [i.Name, `${i.PriceTax}.00`]),
    )
    // Not approved: refused, nothing made.
    const draft = (await uploadAs(1, team, await newPackage(1, '草稿', ITEMS))).ID
    const before = await snapshot()
    expect(message(await get('FileSharing', { TeamId: team, FileId: draft }, 1))).toBe(
      L.shareOnlyApproved,
    )
    expect(await snapshot()).toEqual(before)
  })
})
