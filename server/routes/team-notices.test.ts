import { describe, expect, it } from 'vitest'
import { noticeListData, noticeText } from '@/domain/teams/notices.ts'
import { NOBODY, teamKit } from './teams.testkit.ts'

/** 确认 (docs/teams.md "确认"): the notices team changes leave, and confirming them, on both databases. */

const { people, get, post, ok, newTeam, addByPhone, snapshot } = teamKit()

const noticesOf = async (who: number, Type: 'pending' | 'all' = 'pending') => {
  const res = await get('GetNotices', { Type }, who)
  return { list: noticeListData.parse(ok(res)), waiting: res.body.Total }
}
const texts = async (who: number, Type: 'pending' | 'all' = 'pending') =>
  (await noticesOf(who, Type)).list.map(noticeText)

describe('team notices (GetNotices, ConfirmNotices)', () => {
  it('tells a user they were added, made administrator, removed, and that a team was dissolved; newest first', async () => {
    const id = await newTeam('通知团队')
    ok(await addByPhone(id, 1))
    ok(await addByPhone(id, 2))
    ok(await get('TransferAdministrators', { TeamId: id, UserId: people[1]?.id ?? '' }))
    // 乙 is the administrator now: they remove 丙 and dissolve the team (甲 is told).
    ok(
      await post('OperationMember', { Type: 'delete', TeamId: id, UserId: people[2]?.id ?? '' }, 1),
    )
    ok(await post('OperationTeam', { Type: 'delete', ID: id }, 1))

    // The invitations they accepted were settled by the answer: only what happened since waits.
    expect(await texts(1)).toEqual(['用户甲把团队“通知团队”的管理员转让给了你'])
    expect(await texts(2)).toEqual(['用户乙把你移出了团队“通知团队”'])
    expect((await texts(2, 'all')).slice(-1)).toEqual(['用户甲邀请你加入团队“通知团队”'])
    expect(await texts(0)).toEqual(['用户乙解散了团队“通知团队”'])
    const first = (await noticesOf(0)).list[0]
    expect(first).toMatchObject({
      Kind: 'dissolved',
      TeamId: id,
      TeamName: '通知团队',
      ActorName: '用户乙',
      ConfirmTime: null,
    })
    expect(Date.parse(first?.CreateTime ?? '')).not.toBeNaN()
    expect((await noticesOf(2)).waiting).toBe(1)
  })

  it('confirms chosen notices or all of them; confirmed ones stay in 全部; another user’s ids change nothing', async () => {
    const id = await newTeam('确认团队')
    ok(await addByPhone(id, 2))
    ok(await post('OperationMember', { Type: 'delete', TeamId: id, UserId: people[2]?.id ?? '' }))
    ok(await addByPhone(id, 2))
    ok(await get('TransferAdministrators', { TeamId: id, UserId: people[2]?.id ?? '' }))
    const before = await noticesOf(2)
    const [newest, ...older] = before.list
    // 甲 cannot confirm 丙's notices.
    expect(ok(await post('ConfirmNotices', { IDs: JSON.stringify([newest?.ID]) }, 0))).toEqual({
      Confirmed: 0,
    })
    expect(
      ok(await post('ConfirmNotices', { IDs: JSON.stringify([newest?.ID, newest?.ID]) }, 2)),
    ).toEqual({ Confirmed: 1 })
    const after = await noticesOf(2)
    expect(after.list.map((n) => n.ID)).toEqual(older.map((n) => n.ID))
    expect(after.waiting).toBe((before.waiting ?? 0) - 1)
    // Confirming again counts nothing.
    expect(ok(await post('ConfirmNotices', { IDs: JSON.stringify([newest?.ID]) }, 2))).toEqual({
      Confirmed: 0,
    })
    expect(ok(await post('ConfirmNotices', { All: '1' }, 2))).toEqual({ Confirmed: after.waiting })
    expect(await noticesOf(2)).toEqual({ list: [], waiting: 0 })
    const all = (await noticesOf(2, 'all')).list
    expect(all.length).toBeGreaterThanOrEqual(3)
    expect(all.every((n) => n.ConfirmTime !== null)).toBe(true)
  })

  it('a refused change leaves no notice; bad input is refused in Chinese and changes nothing', async () => {
    const id = await newTeam('拒绝团队')
    const before = await snapshot()
    // 乙 is not in the team: adding and removing are refused.
    expect(
      (await post('OperationMember', { Type: 'add', TeamId: id, Phone: people[2]?.phone ?? '' }, 1))
        .body.Message,
    ).toBe('团队不存在或已解散')
    expect(
      (await get('TransferAdministrators', { TeamId: id, UserId: NOBODY })).body.ErrorCode,
    ).not.toBe('0')
    for (const [body, message] of [
      [{}, '请选择要确认的消息'],
      [{ IDs: '[]' }, '请选择要确认的消息'],
      [{ IDs: '["abc"]' }, '消息编号无效'],
      [{ IDs: 'not json' }, undefined],
      [{ All: '2' }, '参数 All 无效'],
    ] as const) {
      const res = await post('ConfirmNotices', body, 2)
      expect(res.body.ErrorCode, JSON.stringify(body)).not.toBe('0')
      if (message) expect(res.body.Message).toBe(message)
      expect(res.body.Message).toMatch(/[\u4e00-\u9fa5]/)
    }
    expect((await get('GetNotices', { Type: 'mine' }, 2)).body.Message).toBe('消息范围无效')
    expect(await snapshot()).toEqual(before)
  })
})
