import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  FOLDER_DEPTH_MAX,
  LIBRARY_MESSAGES as L,
  fileListData,
  fileItemsData,
  filePropertiesData,
  folderTreeData,
} from '@/domain/teams/library.ts'
import { materialPackages, teamFiles, teamFolders } from '../db/schema/index.ts'
import { STEEL, libraryKit } from './team-library.testkit.ts'
import { NOBODY } from './teams.testkit.ts'

/** The team file library (docs/team-library.md): folders, upload, listing, items and properties; both databases (review and bad input: team-library-review.test.ts). */

const {
  people,
  get,
  post,
  ok,
  db,
  snapshot,
  newPackage,
  newLibraryTeam,
  uploadAs,
  addFolder,
  listNames,
  message,
  addByPhone,
} = libraryKit()

describe('team library: folders', () => {
  it('the administrator adds, renames and deletes empty folders; siblings have unique names; 5 deep at most', async () => {
    const team = await newLibraryTeam('文件夹团队')
    const a = await addFolder(team, '2026年')
    const b = await addFolder(team, '信息价', a)
    // The same name elsewhere is fine; beside a sibling it is refused (also at the root and on rename).
    await addFolder(team, '信息价')
    expect(
      message(
        await post('OperatingPricPackage', {
          Type: 'addFolder',
          TeamId: team,
          ParentId: a,
          Name: '信息价',
        }),
      ),
    ).toBe(L.folderNameTaken)
    expect(
      message(
        await post('OperatingPricPackage', { Type: 'addFolder', TeamId: team, Name: '2026年' }),
      ),
    ).toBe(L.folderNameTaken)
    const c = await addFolder(team, '市场价', a)
    expect(
      message(
        await post('OperatingPricPackage', {
          Type: 'renameFolder',
          TeamId: team,
          ID: c,
          Name: '信息价',
        }),
      ),
    ).toBe(L.folderNameTaken)
    ok(
      await post('OperatingPricPackage', {
        Type: 'renameFolder',
        TeamId: team,
        ID: c,
        Name: '市场价格',
      }),
    )
    // A member may not.
    expect(
      message(
        await post('OperatingPricPackage', { Type: 'addFolder', TeamId: team, Name: '乙的' }, 1),
      ),
    ).toBe(L.adminOnly)
    // Depth: b is at depth 2; three more reach 5, the sixth is refused.
    let parent = b
    for (let depth = 3; depth <= FOLDER_DEPTH_MAX; depth++)
      parent = await addFolder(team, `第${depth}层`, parent)
    expect(
      message(
        await post('OperatingPricPackage', {
          Type: 'addFolder',
          TeamId: team,
          ParentId: parent,
          Name: '太深',
        }),
      ),
    ).toBe(L.folderTooDeep)
    // Non-empty: a child folder, or a file.
    expect(
      message(await post('OperatingPricPackage', { Type: 'deleteFolder', TeamId: team, ID: a })),
    ).toBe(L.folderNotEmpty)
    const pkg = await newPackage(1, '乙的价格包', STEEL)
    await uploadAs(1, team, pkg, { FolderId: c })
    expect(
      message(await post('OperatingPricPackage', { Type: 'deleteFolder', TeamId: team, ID: c })),
    ).toBe(L.folderNotEmpty)
    const tree = folderTreeData.parse(ok(await get('GetCopyandMove', { TeamId: team })))
    expect(tree.find((f) => f.ID === c)).toMatchObject({
      ParentId: a,
      Name: '市场价格',
      FileCount: 1,
    })
    expect(tree.find((f) => f.ID === a)).toMatchObject({ ParentId: '', FileCount: 0 })
    // 乙's draft counts for 乙 and the administrator only.
    expect(
      folderTreeData
        .parse(ok(await get('GetCopyandMove', { TeamId: team }, 1)))
        .find((f) => f.ID === c)?.FileCount,
    ).toBe(1)
    ok(await post('OperatingPricPackage', { Type: 'deleteFolder', TeamId: team, ID: parent }))
    expect(
      message(
        await post('OperatingPricPackage', { Type: 'deleteFolder', TeamId: team, ID: parent }),
      ),
    ).toBe(L.folderMissing)
    // Dissolving the team takes its folders, files and their materials along.
    ok(await post('OperationTeam', { Type: 'delete', ID: team }))
    expect(await db().select().from(teamFolders).where(eq(teamFolders.teamId, team))).toEqual([])
    expect(await db().select().from(teamFiles).where(eq(teamFiles.teamId, team))).toEqual([])
  })
})

describe('team library: upload and listing', () => {
  it('a member’s upload is 待送审 (审核中 with Submit=1), the administrator’s approved; only readable packages', async () => {
    const team = await newLibraryTeam('上传团队')
    const mine = await newPackage(1, '乙的价格包', STEEL)
    const draft = await uploadAs(1, team, mine)
    expect(draft.Status).toBe(1)
    expect((await uploadAs(1, team, mine, { Submit: '1', Name: '送审的' })).Status).toBe(2)
    const admins = await newPackage(0, '甲的价格包', STEEL)
    expect((await uploadAs(0, team, admins, { Submit: '0' })).Status).toBe(3)
    const props = filePropertiesData.parse(
      ok(await get('GetFileProperties', { TeamId: team, FileId: draft.ID }, 1)),
    )
    expect(props).toMatchObject({
      Name: '乙的价格包',
      SourceName: '乙的价格包',
      SourceType: 1,
      Province: '广东',
      City: '深圳',
      Period: '2026-05',
      ItemCount: 3,
      UploaderName: '用户乙',
      Status: 1,
      StatusName: '待送审',
      MyLevel: 'manage',
      FolderPath: '文件库',
    })
    expect(props.Rights).toMatchObject({
      CanManage: true,
      CanSubmit: true,
      CanRecall: false,
      CanReview: false,
      CanShare: false,
    })

    const before = await snapshot()
    // Someone else's personal package, a missing one, an empty one, one over the limit, a missing folder.
    expect(message(await get('UploadTeamLibrary', { TeamId: team, PackageID: admins }, 1))).toBe(
      L.packageMissing,
    )
    expect(message(await get('UploadTeamLibrary', { TeamId: team, PackageID: NOBODY }, 1))).toBe(
      L.packageMissing,
    )
    const [empty] = await db()
      .insert(materialPackages)
      .values({ type: 1, name: '空包', period: '2026-05', ownerId: people[1]?.id ?? '' })
      .returning()
    const [huge] = await db()
      .insert(materialPackages)
      .values({
        type: 1,
        name: '大包',
        period: '2026-05',
        ownerId: people[1]?.id ?? '',
        itemCount: 50_001,
      })
      .returning()
    const withEmpty = await snapshot()
    expect(
      message(await get('UploadTeamLibrary', { TeamId: team, PackageID: empty?.id ?? '' }, 1)),
    ).toBe(L.packageEmpty)
    expect(
      message(await get('UploadTeamLibrary', { TeamId: team, PackageID: huge?.id ?? '' }, 1)),
    ).toBe(L.tooManyItems)
    expect(
      message(
        await get('UploadTeamLibrary', { TeamId: team, PackageID: mine, FolderId: NOBODY }, 1),
      ),
    ).toBe(L.folderMissing)
    expect(await snapshot()).toEqual(withEmpty)
    await db().delete(materialPackages).where(eq(materialPackages.name, '空包'))
    await db().delete(materialPackages).where(eq(materialPackages.name, '大包'))
    expect(await snapshot()).toEqual(before)
  })

  it('lists what the caller sees: no one else’s drafts, no file without an entry; such a file answers as a missing one', async () => {
    const team = await newLibraryTeam('可见团队')
    ok(await addByPhone(team, 2))
    const folder = await addFolder(team, '资料')
    await uploadAs(1, team, await newPackage(1, '乙的草稿', STEEL), { FolderId: folder })
    const shared = await uploadAs(0, team, await newPackage(0, '甲的通过', STEEL), {
      FolderId: folder,
    })
    expect(await listNames(0, team, folder)).toEqual(['甲的通过', '乙的草稿'])
    expect(await listNames(1, team, folder)).toEqual(['甲的通过', '乙的草稿'])
    expect(await listNames(2, team, folder)).toEqual(['甲的通过'])
    expect(await listNames(2, team)).toEqual([])
    // Keyword searches the whole library.
    expect(await listNames(2, team, '', { Keyword: '通过' })).toEqual(['甲的通过'])
    const page = await get(
      'GetGetPricPackageList',
      { TeamId: team, FolderId: folder, PageSize: '1' },
      0,
    )
    expect(fileListData.parse(ok(page))).toHaveLength(1)
    expect(page.body.Total).toBe(2)
    // No entry: not listed, and answers 文件不存在或无权查看 like a missing id.
    ok(
      await post('OperationTeamFileAuthority', {
        TeamId: team,
        FileId: shared.ID,
        Authorities: '[]',
      }),
    )
    expect(await listNames(2, team, folder)).toEqual([])
    expect(message(await get('GetFileProperties', { TeamId: team, FileId: shared.ID }, 2))).toBe(
      L.fileMissing,
    )
    expect(message(await get('GetFileProperties', { TeamId: team, FileId: NOBODY }, 2))).toBe(
      L.fileMissing,
    )
    expect(
      message(await get('GetGetPricPackageListClick', { TeamId: team, FileId: shared.ID }, 2)),
    ).toBe(L.fileMissing)
    expect(
      folderTreeData.parse(ok(await get('GetCopyandMove', { TeamId: team }, 2)))[0]?.FileCount,
    ).toBe(0)
  })

  it('pages and searches a file’s materials; properties give a viewer 查看 only', async () => {
    const team = await newLibraryTeam('材料团队')
    const file = await uploadAs(0, team, await newPackage(0, '三种材料', STEEL))
    const first = await get(
      'GetGetPricPackageListClick',
      { TeamId: team, FileId: file.ID, PageSize: '2' },
      1,
    )
    expect(fileItemsData.parse(ok(first)).map((i) => i.Name)).toEqual(['热轧带肋钢筋', '中砂'])
    expect(first.body.Total).toBe(3)
    const second = fileItemsData.parse(
      ok(
        await get(
          'GetGetPricPackageListClick',
          { TeamId: team, FileId: file.ID, PageSize: '2', PageIndex: '2' },
          1,
        ),
      ),
    )
    expect(second.map((i) => i.Name)).toEqual(['水泥'])
    const found = fileItemsData.parse(
      ok(
        await get('GetGetPricPackageListClick', { TeamId: team, FileId: file.ID, Q: 'hrb400e' }, 1),
      ),
    )
    expect(found).toEqual([
      expect.objectContaining({
        Code: 'R12',
        Name: '热轧带肋钢筋',
        Spec: 'HRB400E Φ12',
        Unit: 't',
        PriceTax: '3600.00',
        PriceNoTax: '3600.00',
        Period: '2026-05',
      }),
    ])
    const props = filePropertiesData.parse(
      ok(await get('GetFileProperties', { TeamId: team, FileId: file.ID }, 1)),
    )
    expect(props.MyLevel).toBe('view')
    expect(props.Rights).toEqual({
      CanView: true,
      CanEdit: false,
      CanManage: false,
      CanSubmit: false,
      CanRecall: false,
      CanReview: false,
      CanShare: true,
    })
    // 查看 may not rename or delete.
    expect(
      message(
        await post(
          'OperatingPricPackage',
          { Type: 'update', TeamId: team, ID: file.ID, Name: '改名' },
          1,
        ),
      ),
    ).toBe(L.noRight)
    expect(
      message(await post('OperatingPricPackage', { Type: 'delete', TeamId: team, ID: file.ID }, 1)),
    ).toBe(L.noRight)
    ok(
      await post('OperatingPricPackage', {
        Type: 'update',
        TeamId: team,
        ID: file.ID,
        Name: '改名',
        Remark: '备注',
      }),
    )
    expect(await listNames(1, team)).toEqual(['改名'])
    ok(await post('OperatingPricPackage', { Type: 'delete', TeamId: team, ID: file.ID }))
    expect(await listNames(0, team)).toEqual([])
  })
})
