import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noticeListData } from '@/domain/teams/notices.ts'
import { teamInvitationsData } from '@/domain/teams/schemas.ts'
import { teamMembers, teamNotices, users } from '../db/schema/index.ts'
import { createTeam } from '../services/teams/teams.ts'
import { answerInvitation, inviteMember } from '../services/teams/invitations.ts'
import { seedUser } from '../test/seed.ts'
import { openAccountKit, registerUser, type AccountKit } from './account.testkit.ts'
import { teamKit } from './teams.testkit.ts'

/**
 * Adding by phone (docs/teams.md): an invitation the invited person accepts in 团队消息. The
 * administrator's answer is the same for a registered and an unregistered number, so nothing
 * tells them who uses 智能清单; an unregistered number's invitation reaches its owner at
 * registration.
 */

const { people, get, post, ok, newTeam, membersOf, invite, invitationOf } = teamKit()
const UNKNOWN = '13999999999'

describe('inviting by phone', () => {
  it('answers a registered and an unknown phone alike; neither is a member until they accept', async () => {
    const id = await newTeam('邀请团队')
    const known = await invite(id, 2)
    const unknown = await post('OperationMember', { Type: 'add', TeamId: id, Phone: UNKNOWN })
    expect(known.body).toEqual({ ErrorCode: '0', Message: '', Data: { Phone: '139****0002' } })
    expect(unknown.body).toEqual({ ErrorCode: '0', Message: '', Data: { Phone: '139****9999' } })
    expect((await membersOf(id)).map((m) => m.UserName)).toEqual(['用户甲'])
    // The administrator's list of invitations: masked phones, no names, the same for both.
    const invitations = teamInvitationsData.parse(
      ok(await get('GetTeamInvitations', { TeamId: id })),
    )
    expect(invitations.map((i) => [i.Phone, i.InviterName])).toEqual([
      ['139****0002', '用户甲'],
      ['139****9999', '用户甲'],
    ])
    expect(Object.keys(invitations[0] ?? {}).sort()).toEqual(
      Object.keys(invitations[1] ?? {}).sort(),
    )
    // Inviting again answers the same and keeps one invitation each.
    expect((await invite(id, 2)).body).toEqual(known.body)
    expect(ok<unknown[]>(await get('GetTeamInvitations', { TeamId: id }))).toHaveLength(2)
    // A member is not invited: the administrator sees members' phones anyway.
    expect((await invite(id, 0)).body.Message).toBe('139****0000已是团队成员')
    // Only the administrator lists invitations.
    expect((await get('GetTeamInvitations', { TeamId: id }, 2)).body.Message).toBe(
      '团队不存在或已解散',
    )
  })

  it('the invited person accepts in 团队消息 and joins; declining, a withdrawn or someone else’s invitation leave them out', async () => {
    const id = await newTeam('答复团队')
    ok(await invite(id, 1))
    ok(await invite(id, 2))
    const notices = noticeListData.parse(ok(await get('GetNotices', { Type: 'pending' }, 1)))
    expect(notices[0]).toMatchObject({ Kind: 'invited', TeamId: id, ActorName: '用户甲' })
    // 全部确认 does not settle an invitation: it waits for an answer.
    expect(ok(await post('ConfirmNotices', { All: '1' }, 1))).toEqual({ Confirmed: 0 })
    const forB = await invitationOf(id, 1)
    const forC = await invitationOf(id, 2)
    expect(forB).not.toBe('')
    // 丙 cannot answer 乙's invitation: it answers as a missing one.
    const stolen = await post('AnswerInvitation', { ID: forB, Accept: '1' }, 2)
    expect([stolen.body.ErrorCode, stolen.body.Message]).toEqual(['1', '邀请不存在或已失效'])
    expect(ok(await post('AnswerInvitation', { ID: forB, Accept: '1' }, 1))).toEqual({
      TeamId: id,
      TeamName: '答复团队',
      Joined: true,
    })
    expect((await membersOf(id)).map((m) => m.UserName)).toEqual(['用户甲', '用户乙'])
    expect(await invitationOf(id, 1)).toBe('')
    // The administrator withdraws 丙's invitation: 丙 can no longer accept it.
    ok(await post('CancelInvitation', { TeamId: id, ID: forC }))
    expect(await invitationOf(id, 2)).toBe('')
    const late = await post('AnswerInvitation', { ID: forC, Accept: '1' }, 2)
    expect(late.body.Message).toBe('邀请不存在或已失效')
    // Invited again, 丙 declines.
    ok(await invite(id, 2))
    const again = await invitationOf(id, 2)
    expect(ok(await post('AnswerInvitation', { ID: again, Accept: '0' }, 2))).toMatchObject({
      Joined: false,
    })
    expect((await membersOf(id)).map((m) => m.UserName)).toEqual(['用户甲', '用户乙'])
    expect(ok<unknown[]>(await get('GetTeamInvitations', { TeamId: id }))).toEqual([])
    const bad = await post('AnswerInvitation', { ID: again, Accept: 'yes' }, 2)
    expect(bad.body.Message).toBe('参数 Accept 无效')
    expect(people).toHaveLength(3)
  })
})

describe('an invitation to an unregistered phone', () => {
  let kit: AccountKit
  beforeAll(async () => {
    kit = await openAccountKit()
  })
  afterAll(async () => kit.close())

  it('reaches the owner when they register, who then joins by accepting', async () => {
    const db = kit.testDb.db
    const admin = await seedUser(db, { phone: '13700000000', userName: '管理员甲' })
    const team = await createTeam(db, admin, { Name: '等待注册', Img: '' })
    const phone = '13711112222'
    expect(await inviteMember(db, admin, team.ID, phone)).toEqual({ Phone: '137****2222' })
    await registerUser(kit, phone, 'abc12345', '新用户')
    const [user] = await db.select().from(users).where(eq(users.phone, phone))
    const notices = await db
      .select()
      .from(teamNotices)
      .where(eq(teamNotices.userId, user?.id ?? ''))
    expect(notices.map((n) => [n.kind, n.teamName, n.actorName])).toEqual([
      ['invited', '等待注册', '管理员甲'],
    ])
    await answerInvitation(db, user?.id ?? '', notices[0]?.refId ?? '', true)
    const members = await db.select().from(teamMembers).where(eq(teamMembers.teamId, team.ID))
    expect(members.map((m) => m.userId).sort()).toEqual([admin, user?.id].sort())
  })
})
