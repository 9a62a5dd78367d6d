import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { teamAuthorityData } from '@/domain/teams/schemas.ts'
import { teamGroupings } from '../db/schema/index.ts'
import { ADMIN_ONLY, MISSING, NOBODY, PNG, teamKit } from './teams.testkit.ts'

/** The team centre's first slice (docs/teams.md): members, roles, groupings and the transfer, on both databases. */

const {
  people,
  get,
  post,
  upload,
  ok,
  myTeams,
  membersOf,
  countsOf,
  newTeam,
  addByPhone,
  newGrouping,
  snapshot,
  storedFiles,
  db,
} = teamKit()

describe('team members and groupings (/api/PTMaterialPrice)', () => {
  it('adds members by phone; a member reads the team but changes nothing; an outsider is told the team does not exist', async () => {
    const id = await newTeam('成员团队')
    expect(ok(await addByPhone(id, 1))).toEqual({ TeamId: id, TeamName: '成员团队', Joined: true })
    expect((await addByPhone(id, 1)).body.Message).toBe('139****0001已是团队成员')
    const members = await membersOf(id, 1)
    expect(members.map((m) => [m.UserName, m.Role, m.Phone])).toEqual([
      ['用户甲', '管理员', '139****0000'],
      ['用户乙', '成员', '139****0001'],
    ])
    expect((await myTeams(1))[0]).toMatchObject({
      ID: id,
      IsAdmin: false,
      AdminName: '用户甲',
      MemberCount: 2,
    })
    expect(
      teamAuthorityData.parse(ok(await get('GetTeam_MemberAuthority', { TeamId: id }, 1))),
    ).toMatchObject({ Role: '成员', IsAdmin: false, CanManageMembers: false, CanLeave: true })
    expect(
      teamAuthorityData.parse(ok(await get('GetTeam_MemberAuthority', { TeamId: id }, 0))),
    ).toMatchObject({ Role: '管理员', IsAdmin: true, CanManageGroupings: true, CanLeave: false })

    const before = await snapshot()
    const g = NOBODY
    const memberWrites: [string, Record<string, string>][] = [
      ['OperationTeam', { Type: 'update', ID: id, Name: '改名' }],
      ['OperationTeam', { Type: 'delete', ID: id }],
      ['OperationMember', { Type: 'add', TeamId: id, Phone: people[2]?.phone ?? '' }],
      ['OperationMember', { Type: 'delete', TeamId: id, UserId: people[0]?.id ?? '' }],
      ['OperationGrouping', { Type: 'add', TeamId: id, Name: '组' }],
      ['OperationMemberGrouping', { TeamId: id, GroupId: g, UserIds: '[]' }],
    ]
    for (const [name, body] of memberWrites)
      expect((await post(name, body, 1)).body, name).toMatchObject({
        ErrorCode: '1',
        Message: ADMIN_ONLY,
      })
    expect(
      (await get('TransferAdministrators', { TeamId: id, UserId: people[1]?.id ?? '' }, 1)).body
        .Message,
    ).toBe(ADMIN_ONLY)
    expect((await upload(PNG, { TeamId: id }, 1)).body.Message).toBe(ADMIN_ONLY)
    // C is in no team: every call about it answers as if it did not exist.
    for (const name of [
      'GetTeamIdMemberList',
      'GetTeam_MemberAuthority',
      'GetGroupingCount',
      'LeaveTeam',
    ])
      expect((await get(name, { TeamId: id }, 2)).body.Message, name).toBe(MISSING)
    expect((await post('OperationTeam', { Type: 'delete', ID: id }, 2)).body.Message).toBe(MISSING)
    expect(
      (await post('OperationMember', { Type: 'add', TeamId: id, Phone: people[2]?.phone ?? '' }, 2))
        .body.Message,
    ).toBe(MISSING)
    expect((await get('GetTeamIdMemberList', { TeamId: NOBODY }, 0)).body.Message).toBe(MISSING)
    expect(await snapshot()).toEqual(before)
    expect(storedFiles()).toEqual([])

    expect(
      ok(
        await post('OperationMember', { Type: 'delete', TeamId: id, UserId: people[1]?.id ?? '' }),
      ),
    ).toEqual({ UserId: people[1]?.id, UserName: '用户乙' })
    expect(await myTeams(1)).toEqual([])
    ok(await post('OperationTeam', { Type: 'delete', ID: id }))
  })

  it('manages groupings: counts, a member in several groupings, and removal from the team takes them out', async () => {
    const id = await newTeam('分组团队')
    ok(await addByPhone(id, 1))
    ok(await addByPhone(id, 2))
    const civil = await newGrouping(id, '土建组')
    const install = await newGrouping(id, '安装组')
    const b = people[1]?.id ?? ''
    const c = people[2]?.id ?? ''
    expect(
      ok(
        await post('OperationMemberGrouping', {
          TeamId: id,
          GroupId: civil,
          UserIds: JSON.stringify([b, c, b]),
        }),
      ),
    ).toEqual({ GroupId: civil, MemberCount: 2 })
    ok(
      await post('OperationMemberGrouping', {
        TeamId: id,
        GroupId: install,
        UserIds: JSON.stringify([b]),
      }),
    )
    expect(await countsOf(id, 1)).toMatchObject({
      AllMembers: 3,
      Groupings: [
        { ID: civil, Name: '土建组', MemberCount: 2 },
        { ID: install, Name: '安装组', MemberCount: 1 },
      ],
    })
    expect((await membersOf(id)).find((m) => m.UserId === b)?.Groupings.map((g) => g.Name)).toEqual(
      ['土建组', '安装组'],
    )
    ok(await post('OperationGrouping', { Type: 'update', TeamId: id, ID: install, Name: '机电组' }))
    expect(
      (await post('OperationGrouping', { Type: 'update', TeamId: id, ID: install, Name: '土建组' }))
        .body.Message,
    ).toBe('团队中已有同名分组，请换一个名称')
    // Setting replaces: C only in 土建组 now.
    ok(
      await post('OperationMemberGrouping', {
        TeamId: id,
        GroupId: civil,
        UserIds: JSON.stringify([c]),
      }),
    )
    ok(await post('OperationMember', { Type: 'delete', TeamId: id, UserId: c }))
    expect((await countsOf(id)).Groupings.map((g) => [g.Name, g.MemberCount])).toEqual([
      ['土建组', 0],
      ['机电组', 1],
    ])
    ok(await post('OperationGrouping', { Type: 'delete', TeamId: id, ID: install }))
    expect((await countsOf(id)).Groupings.map((g) => g.Name)).toEqual(['土建组'])
    expect((await membersOf(id)).find((m) => m.UserId === b)?.Groupings).toEqual([])
    ok(await post('OperationTeam', { Type: 'delete', ID: id }))
    expect(await db().select().from(teamGroupings).where(eq(teamGroupings.teamId, id))).toEqual([])
  })

  it('transfers the administrator role; the old administrator may then leave and the new one sees the team without them', async () => {
    const id = await newTeam('交接团队')
    ok(await addByPhone(id, 1))
    // B already administers a team of this name: the transfer says so and changes nothing.
    const clash = await newTeam('交接团队', 1)
    expect(
      (await get('TransferAdministrators', { TeamId: id, UserId: people[1]?.id ?? '' })).body
        .Message,
    ).toBe('对方已管理一个同名团队，请先修改团队名称再转让')
    ok(await post('OperationTeam', { Type: 'delete', ID: clash }, 1))
    expect(
      ok(await get('TransferAdministrators', { TeamId: id, UserId: people[1]?.id ?? '' })),
    ).toBeNull()
    expect((await myTeams(1))[0]).toMatchObject({ ID: id, IsAdmin: true, AdminName: '用户乙' })
    expect(
      (await post('OperationGrouping', { Type: 'add', TeamId: id, Name: '组' })).body.Message,
    ).toBe(ADMIN_ONLY)
    expect(ok(await get('LeaveTeam', { TeamId: id }))).toBeNull()
    expect(await myTeams(0)).toEqual([])
    expect((await membersOf(id, 1)).map((m) => [m.UserName, m.Role])).toEqual([
      ['用户乙', '管理员'],
    ])
    ok(await post('OperationTeam', { Type: 'delete', ID: id }, 1))
  })
})
