import { describe, expect, it } from 'vitest'
import { TEAM_LIBRARY_CALLS } from '@/domain/api/calls/team-library.ts'
import { LIBRARY_MESSAGES as L, fileListData, filePropertiesData } from '@/domain/teams/library.ts'
import { noticeListData, noticeText } from '@/domain/teams/notices.ts'
import { STEEL, libraryKit } from './team-library.testkit.ts'
import { MISSING, NOBODY } from './teams.testkit.ts'

/** The team file library (docs/team-library.md): review (送审), access and bad input; both databases (folders and upload: team-library.test.ts). */

const { get, post, ok, snapshot, newPackage, newLibraryTeam, uploadAs, message } = libraryKit()

describe('team library: review (送审)', () => {
  it('submits, recalls, rejects with an opinion and passes; wrong states are refused', async () => {
    const team = await newLibraryTeam('审核团队')
    const file = (await uploadAs(1, team, await newPackage(1, '待审', STEEL))).ID
    const status = async () =>
      filePropertiesData.parse(
        ok(await get('GetFileProperties', { TeamId: team, FileId: file }, 1)),
      )
    expect(message(await get('RecallUpload', { TeamId: team, FileId: file }, 1))).toBe(
      L.recallOnlyReviewing,
    )
    expect(
      message(
        await post('Data_ReviewFile', {
          TeamId: team,
          FileIds: JSON.stringify([file]),
          Result: 'pass',
        }),
      ),
    ).toBe(L.reviewOnlyReviewing)
    expect(
      ok(
        await get(
          'UpdateFileStatus',
          { TeamId: team, FileIds: JSON.stringify([file]), Status: '2' },
          1,
        ),
      ),
    ).toEqual({ Count: 1 })
    expect(
      message(
        await get(
          'UpdateFileStatus',
          { TeamId: team, FileIds: JSON.stringify([file]), Status: '2' },
          1,
        ),
      ),
    ).toBe(L.submitOnlyDraft)
    expect(ok(await get('RecallUpload', { TeamId: team, FileId: file }, 1))).toBeNull()
    expect((await status()).Status).toBe(1)
    ok(
      await get(
        'UpdateFileStatus',
        { TeamId: team, FileIds: JSON.stringify([file]), Status: '2' },
        1,
      ),
    )
    // Only the administrator reviews; a rejection needs its reason.
    expect(
      message(
        await post(
          'Data_ReviewFile',
          { TeamId: team, FileIds: JSON.stringify([file]), Result: 'pass' },
          1,
        ),
      ),
    ).toBe(L.adminOnly)
    expect(
      message(
        await post('Data_ReviewFile', {
          TeamId: team,
          FileIds: JSON.stringify([file]),
          Result: 'reject',
        }),
      ),
    ).toBe(L.opinionRequired)
    expect(
      ok(
        await post('Data_ReviewFile', {
          TeamId: team,
          FileIds: JSON.stringify([file]),
          Result: 'reject',
          Opinion: '期次不对',
        }),
      ),
    ).toEqual({ Count: 1 })
    expect(await status()).toMatchObject({
      Status: 4,
      StatusName: '已驳回',
      ReviewerName: '用户甲',
      Opinion: '期次不对',
    })
    // The uploader's 审核 list and 文件库 say why, without opening the file, and 团队消息 tells them.
    expect(
      fileListData.parse(ok(await get('GetReviewFileList', { TeamId: team, Status: '4' }, 1))),
    ).toMatchObject([{ ID: file, Status: 4, ReviewerName: '用户甲', Opinion: '期次不对' }])
    expect(
      fileListData
        .parse(ok(await get('GetGetPricPackageList', { TeamId: team }, 1)))
        .find((f) => f.ID === file),
    ).toMatchObject({ Status: 4, Opinion: '期次不对' })
    const notices = noticeListData.parse(ok(await get('GetNotices', { Type: 'pending' }, 1)))
    expect(notices.filter((n) => n.Kind === 'rejected').map(noticeText)).toEqual([
      '用户甲在团队“审核团队”驳回了你上传的文件“待审”：期次不对',
    ])
    expect((await status()).Rights.CanSubmit).toBe(true)
    ok(
      await get(
        'UpdateFileStatus',
        { TeamId: team, FileIds: JSON.stringify([file]), Status: '2' },
        1,
      ),
    )
    expect(
      ok(
        await post('Data_ReviewFile', {
          TeamId: team,
          FileIds: JSON.stringify([file]),
          Result: 'pass',
        }),
      ),
    ).toEqual({ Count: 1 })
    expect((await status()).Status).toBe(3)
    expect(
      message(
        await get(
          'UpdateFileStatus',
          { TeamId: team, FileIds: JSON.stringify([file]), Status: '2' },
          1,
        ),
      ),
    ).toBe(L.submitOnlyDraft)
  })

  it('batches are all or nothing; the review list shows a member only their uploads, 审核中 first', async () => {
    const team = await newLibraryTeam('批量团队')
    const pkg = await newPackage(1, '批量包', STEEL)
    const reviewing = (await uploadAs(1, team, pkg, { Submit: '1', Name: '一' })).ID
    const draft = (await uploadAs(1, team, pkg, { Name: '二' })).ID
    const admins = (await uploadAs(0, team, await newPackage(0, '甲包', STEEL), { Name: '三' })).ID
    const before = await snapshot()
    expect(
      message(
        await post('Data_ReviewFile', {
          TeamId: team,
          FileIds: JSON.stringify([reviewing, draft]),
          Result: 'pass',
        }),
      ),
    ).toBe(L.reviewOnlyReviewing)
    expect(
      message(
        await get(
          'UpdateFileStatus',
          { TeamId: team, FileIds: JSON.stringify([draft, reviewing]), Status: '2' },
          1,
        ),
      ),
    ).toBe(L.submitOnlyDraft)
    // 乙 cannot submit the administrator's file (it is approved and 乙 only views it).
    expect(
      message(
        await get(
          'UpdateFileStatus',
          { TeamId: team, FileIds: JSON.stringify([draft, admins]), Status: '2' },
          1,
        ),
      ),
    ).toBe(L.noRight)
    expect(
      message(
        await get(
          'UpdateFileStatus',
          { TeamId: team, FileIds: JSON.stringify([draft, NOBODY]), Status: '2' },
          1,
        ),
      ),
    ).toBe(L.fileMissing)
    expect(await snapshot()).toEqual(before)

    const names = async (who: number, q: Record<string, string> = {}) =>
      fileListData
        .parse(ok(await get('GetReviewFileList', { TeamId: team, ...q }, who)))
        .map((f) => f.Name)
    expect(await names(0)).toEqual(['一', '三', '二'])
    expect(await names(0, { Mine: '1' })).toEqual(['三'])
    expect(await names(0, { Status: '1' })).toEqual(['二'])
    expect((await names(1)).sort()).toEqual(['一', '二'])
    const page = await get('GetReviewFileList', { TeamId: team, PageSize: '1' }, 0)
    expect(page.body.Total).toBe(3)
  })
})

describe('team library: access and bad input', () => {
  it('answers 403 请先登录! to every call without a session', async () => {
    for (const c of Object.values(TEAM_LIBRARY_CALLS)) {
      const res =
        c.method === 'GET'
          ? await get(c.name, { TeamId: NOBODY }, -1)
          : await post(c.name, { TeamId: NOBODY }, -1)
      expect(res.status, c.path).toBe(403)
    }
  })

  it('a non-member gets 团队不存在或已解散; bad input is refused in Chinese and changes nothing', async () => {
    const team = await newLibraryTeam('输入团队')
    const file = (await uploadAs(0, team, await newPackage(0, '包', STEEL))).ID
    const pkg = await newPackage(2, '丙的包', STEEL)
    const before = await snapshot()
    expect(message(await get('GetGetPricPackageList', { TeamId: team }, 2))).toBe(MISSING)
    expect(message(await get('GetFileProperties', { TeamId: team, FileId: file }, 2))).toBe(MISSING)
    expect(message(await get('UploadTeamLibrary', { TeamId: team, PackageID: pkg }, 2))).toBe(
      MISSING,
    )
    expect(
      message(
        await post('OperatingPricPackage', { Type: 'addFolder', TeamId: team, Name: '外人' }, 2),
      ),
    ).toBe(MISSING)
    expect(message(await get('FileSharing', { TeamId: team, FileId: file }, 2))).toBe(MISSING)
    for (const [name, input, isGet] of [
      ['GetGetPricPackageList', { TeamId: 'abc' }, true],
      ['GetFileProperties', { TeamId: team, FileId: 'abc' }, true],
      ['UpdateFileStatus', { TeamId: team, FileIds: 'not json', Status: '2' }, true],
      ['UpdateFileStatus', { TeamId: team, FileIds: '[]', Status: '2' }, true],
      ['UpdateFileStatus', { TeamId: team, FileIds: JSON.stringify([file]), Status: '3' }, true],
      ['OperatingPricPackage', { Type: 'move', TeamId: team, ID: file }, false],
      ['OperatingPricPackage', { Type: 'addFolder', TeamId: team, Name: '   ' }, false],
      ['OperatingPricPackage', { Type: 'update', TeamId: team, ID: file }, false],
      [
        'OperationTeamFileAuthority',
        { TeamId: team, FileId: file, Authorities: '[{"Kind":"all","Level":"owner"}]' },
        false,
      ],
      [
        'OperationTeamFileAuthority',
        {
          TeamId: team,
          FileId: file,
          Authorities: '[{"Kind":"all","Level":"view"},{"Kind":"all","Level":"edit"}]',
        },
        false,
      ],
      ['MergeData', { TeamId: team, FileIds: JSON.stringify([file]), Name: '合并' }, true],
      [
        'Data_ReviewFile',
        { TeamId: team, FileIds: JSON.stringify([file]), Result: 'maybe' },
        false,
      ],
      ['EditCommentsFile', { Type: 'add', TeamId: team, FileId: file, Content: '' }, false],
    ] as const) {
      const res = isGet ? await get(name, input) : await post(name, input)
      expect(res.body.ErrorCode, `${name} ${JSON.stringify(input)}`).toBe('1')
      expect(res.body.Message).toMatch(/[\u4e00-\u9fa5]/)
    }
    expect(await snapshot()).toEqual(before)
  })
})
