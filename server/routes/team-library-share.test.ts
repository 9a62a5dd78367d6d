import { describe, expect, it } from 'vitest'
import {
  LIBRARY_MESSAGES as L,
  authorityListData,
  commentListData,
  copiedData,
  fileItemsData,
  fileListData,
  filePropertiesData,
} from '@/domain/teams/library.ts'
import { libraryKit, type Item } from './team-library.testkit.ts'
import { NOBODY } from './teams.testkit.ts'

/** The team file library (docs/team-library.md): authority, comments, copy and move; both databases. */

const {
  people,
  get,
  post,
  ok,
  snapshot,
  newPackage,
  newLibraryTeam,
  uploadAs,
  addFolder,
  listNames,
  message,
  addByPhone,
  newGrouping,
} = libraryKit()

const ITEMS: Item[] = [
  { Name: '热轧带肋钢筋', Spec: 'HRB400', PriceTax: '3600' },
  { Name: '中砂', Unit: '立方米', PriceTax: '190' },
  { Name: '水泥', Spec: 'P.O 42.5', PriceTax: '480' },
]
const auth = (entries: unknown[]) => JSON.stringify(entries)
const props = async (team: string, file: string, who: number) =>
  filePropertiesData.parse(ok(await get('GetFileProperties', { TeamId: team, FileId: file }, who)))

describe('team library: authority', () => {
  it('the highest matching entry wins; a grouping gives 编辑; a leaving member’s entries and a deleted grouping’s go', async () => {
    const team = await newLibraryTeam('权限团队')
    ok(await addByPhone(team, 2))
    const group = await newGrouping(team, '造价组')
    ok(
      await post('OperationMemberGrouping', {
        TeamId: team,
        GroupId: group,
        UserIds: JSON.stringify([people[1]?.id]),
      }),
    )
    const file = (await uploadAs(0, team, await newPackage(0, '权限文件', ITEMS))).ID
    expect(
      authorityListData.parse(
        ok(await get('GetFileAuthorityList', { TeamId: team, FileId: file }, 1)),
      ),
    ).toEqual([{ Kind: 'all', ID: '', Name: '全部成员', Level: 'view', LevelName: '查看' }])
    // 查看 may not set the authority.
    expect(
      message(
        await post(
          'OperationTeamFileAuthority',
          { TeamId: team, FileId: file, Authorities: '[]' },
          1,
        ),
      ),
    ).toBe(L.noRight)
    const entries = [
      { Kind: 'all', ID: '', Level: 'view' },
      { Kind: 'grouping', ID: group, Level: 'edit' },
      { Kind: 'user', ID: people[2]?.id, Level: 'manage' },
    ]
    expect(
      ok(
        await post('OperationTeamFileAuthority', {
          TeamId: team,
          FileId: file,
          Authorities: auth(entries),
        }),
      ),
    ).toEqual({ Count: 3 })
    expect(
      authorityListData
        .parse(ok(await get('GetFileAuthorityList', { TeamId: team, FileId: file }, 1)))
        .map((e) => `${e.Name}:${e.LevelName}`),
    ).toEqual(['全部成员:查看', '造价组:编辑', '用户丙:管理'])
    expect((await props(team, file, 1)).MyLevel).toBe('edit')
    expect((await props(team, file, 1)).Rights).toMatchObject({ CanEdit: true, CanManage: false })
    expect((await props(team, file, 2)).MyLevel).toBe('manage')
    ok(
      await post(
        'OperatingPricPackage',
        { Type: 'update', TeamId: team, ID: file, Remark: '乙改的备注' },
        1,
      ),
    )
    // Subjects must be in the team.
    const before = await snapshot()
    for (const bad of [
      [{ Kind: 'grouping', ID: NOBODY, Level: 'view' }],
      [{ Kind: 'user', ID: NOBODY, Level: 'view' }],
    ])
      expect(
        message(
          await post(
            'OperationTeamFileAuthority',
            { TeamId: team, FileId: file, Authorities: auth(bad) },
            2,
          ),
        ),
      ).toBe(L.authoritySubjectMissing)
    expect(await snapshot()).toEqual(before)
    // 丙 leaves: their entry goes; the grouping is deleted: its entry goes.
    ok(await get('LeaveTeam', { TeamId: team }, 2))
    ok(await post('OperationGrouping', { Type: 'delete', TeamId: team, ID: group }))
    expect(
      authorityListData
        .parse(ok(await get('GetFileAuthorityList', { TeamId: team, FileId: file }, 1)))
        .map((e) => e.Kind),
    ).toEqual(['all'])
    expect((await props(team, file, 1)).MyLevel).toBe('view')
  })
})

describe('team library: comments', () => {
  it('viewers comment; the author or the administrator deletes', async () => {
    const team = await newLibraryTeam('评论团队')
    ok(await addByPhone(team, 2))
    const file = (await uploadAs(0, team, await newPackage(0, '评论文件', ITEMS))).ID
    const b = ok<{ ID: string }>(
      await post(
        'EditCommentsFile',
        { Type: 'add', TeamId: team, FileId: file, Content: '钢筋偏高' },
        1,
      ),
    ).ID
    const c = ok<{ ID: string }>(
      await post(
        'EditCommentsFile',
        { Type: 'add', TeamId: team, FileId: file, Content: '同意' },
        2,
      ),
    ).ID
    const list = commentListData.parse(
      ok(await get('GetCommentsFile', { TeamId: team, FileId: file }, 2)),
    )
    expect(list.map((x) => [x.UserName, x.Content, x.CanDelete])).toEqual([
      ['用户乙', '钢筋偏高', false],
      ['用户丙', '同意', true],
    ])
    expect(
      fileListData.parse(ok(await get('GetGetPricPackageList', { TeamId: team }, 1)))[0]
        ?.CommentCount,
    ).toBe(2)
    expect(
      message(await post('EditCommentsFile', { Type: 'delete', TeamId: team, ID: b }, 2)),
    ).toBe(L.commentNotYours)
    ok(await post('EditCommentsFile', { Type: 'delete', TeamId: team, ID: b }, 1))
    ok(await post('EditCommentsFile', { Type: 'delete', TeamId: team, ID: c }, 0))
    expect(
      message(await post('EditCommentsFile', { Type: 'delete', TeamId: team, ID: c }, 0)),
    ).toBe(L.commentMissing)
    expect(ok(await get('GetCommentsFile', { TeamId: team, FileId: file }, 1))).toEqual([])
    expect(
      message(
        await post(
          'EditCommentsFile',
          { Type: 'add', TeamId: team, FileId: NOBODY, Content: '无' },
          1,
        ),
      ),
    ).toBe(L.fileMissing)
  })
})

describe('team library: copy and move', () => {
  it('copies with (副本) names, the status, entries and materials kept; moves; 查看 is refused, all or nothing', async () => {
    const team = await newLibraryTeam('复制团队')
    const folder = await addFolder(team, '目标')
    const approved = (await uploadAs(0, team, await newPackage(0, '钢材', ITEMS))).ID
    const draft = (await uploadAs(1, team, await newPackage(1, '乙的草稿', ITEMS))).ID
    const first = copiedData.parse(
      ok(
        await post('CopyToFolder', {
          TeamId: team,
          FileIds: JSON.stringify([approved]),
          FolderId: '',
        }),
      ),
    ).IDs
    const second = copiedData.parse(
      ok(
        await post('CopyToFolder', {
          TeamId: team,
          FileIds: JSON.stringify([approved]),
          FolderId: '',
        }),
      ),
    ).IDs
    expect(await listNames(0, team)).toEqual(
      expect.arrayContaining(['钢材', '钢材 (副本)', '钢材 (副本2)']),
    )
    const copy = await props(team, first[0] ?? '', 0)
    expect(copy).toMatchObject({ Status: 3, ItemCount: 3, UploaderName: '用户甲' })
    expect(
      fileItemsData
        .parse(
          ok(await get('GetGetPricPackageListClick', { TeamId: team, FileId: second[0] ?? '' }, 1)),
        )
        .map((i) => i.Name),
    ).toEqual(ITEMS.map((i) => i.Name))
    expect(
      authorityListData
        .parse(ok(await get('GetFileAuthorityList', { TeamId: team, FileId: first[0] ?? '' }, 1)))
        .map((e) => e.Kind),
    ).toEqual(['all'])
    // The uploader copies their own draft: it stays a draft, into the folder under its own name.
    const own = copiedData.parse(
      ok(
        await post(
          'CopyToFolder',
          { TeamId: team, FileIds: JSON.stringify([draft]), FolderId: folder },
          1,
        ),
      ),
    ).IDs
    expect(await props(team, own[0] ?? '', 1)).toMatchObject({
      Status: 1,
      Name: '乙的草稿',
      FolderPath: '文件库 / 目标',
    })
    // 乙 only views 钢材: copying or moving it with their draft is refused and changes nothing.
    const before = await snapshot()
    expect(
      message(
        await post(
          'CopyToFolder',
          { TeamId: team, FileIds: JSON.stringify([draft, approved]), FolderId: folder },
          1,
        ),
      ),
    ).toBe(L.noRight)
    expect(
      message(
        await get(
          'SubDataToFolder',
          { TeamId: team, FileIds: JSON.stringify([draft, approved]), FolderId: folder },
          1,
        ),
      ),
    ).toBe(L.noRight)
    expect(
      message(
        await get(
          'SubDataToFolder',
          { TeamId: team, FileIds: JSON.stringify([draft]), FolderId: NOBODY },
          1,
        ),
      ),
    ).toBe(L.folderMissing)
    expect(await snapshot()).toEqual(before)
    expect(
      ok(
        await get('SubDataToFolder', {
          TeamId: team,
          FileIds: JSON.stringify([approved, draft]),
          FolderId: folder,
        }),
      ),
    ).toEqual({ Count: 2 })
    expect((await listNames(0, team, folder)).sort()).toEqual(
      ['乙的草稿', '乙的草稿', '钢材'].sort(),
    )
  })
})
