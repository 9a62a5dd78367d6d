import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { syncRows } from '../../db/schema/index.ts'
import { call } from '../../test/harness.ts'
import { MISSING, teamKit } from '../teams.testkit.ts'

// The team-shared 定额库 (docs/bill.md "团队定额库"): a share (quotaShares, /api/Bill/EditQuotaShare)
// only to a team of the sharer's; GET /api/Bill/GetTeamQuotas answers a member the 子目 of the
// 定额库 the other current members share with the team, and refuses anyone else.

const k = teamKit()

const send = (path: string, body: Record<string, unknown>, who: number) =>
  call(k.app(), `/api/Bill/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Token': k.people[who]?.token ?? '' },
    body: JSON.stringify(body),
  })
const teamQuotas = (teamId: string, who: number) =>
  call(k.app(), `/api/Bill/GetTeamQuotas?TeamId=${teamId}`, {
    headers: who < 0 ? {} : { 'X-Token': k.people[who]?.token ?? '' },
  })

const LINE = {
  Kind: '人工',
  Code: 'R1',
  Name: '综合工日',
  Unit: '工日',
  Consumption: 12.18,
  Price: 120,
}
async function quota(who: number, Library: string, Code: string): Promise<string> {
  const ID = randomUUID()
  const body = { Type: 'add', ID, Library, Code, Name: `子目${Code}`, Unit: '10m3', Lines: [LINE] }
  expect((await send('EditQuota', body, who)).body.ErrorCode).toBe('0')
  return ID
}
async function share(who: number, Library: string, TeamId: string) {
  const ID = randomUUID()
  return { ID, res: await send('EditQuotaShare', { Type: 'add', ID, Library, TeamId }, who) }
}
const shareRow = async (id: string) =>
  (
    await k
      .db()
      .select()
      .from(syncRows)
      .where(and(eq(syncRows.entity, 'quotaShares'), eq(syncRows.id, id)))
  )[0]
const codes = (body: { Data: unknown }) =>
  (body.Data as { Code: string; OwnerName: string; Library: string }[]).map(
    (q) => `${q.OwnerName}/${q.Library}/${q.Code}`,
  )

describe('团队定额库 (/api/Bill/EditQuotaShare, /api/Bill/GetTeamQuotas)', () => {
  it('a member reads the shared 定额库 of the other members, not the unshared ones; a member who left shares no more', async () => {
    const team = await k.newTeam('造价一组')
    expect((await k.addByPhone(team, 1)).body.ErrorCode).toBe('0')
    await quota(1, '乙的企业定额', 'A4-2')
    const first = await quota(1, '乙的企业定额', 'A4-1')
    await quota(1, '乙的私有定额', 'B1-1')
    await quota(0, '甲的定额', 'C1-1')
    const shared = await share(1, '乙的企业定额', team)
    expect(shared.res.body.ErrorCode).toBe('0')
    expect((await shareRow(shared.ID))?.data).toEqual({ Library: '乙的企业定额', TeamId: team })

    const seen = await teamQuotas(team, 0)
    expect(seen.body.ErrorCode).toBe('0')
    expect(codes(seen.body)).toEqual(['用户乙/乙的企业定额/A4-1', '用户乙/乙的企业定额/A4-2'])
    const [a41] = seen.body.Data as Record<string, unknown>[]
    expect(a41).toMatchObject({ ID: first, Unit: '10m3', OwnerId: k.people[1]?.id })
    expect(a41?.['Lines']).toEqual([{ ...LINE, Spec: '' }])
    // The sharer's own shares are not repeated to them (they are in their own 定额库).
    expect(codes((await teamQuotas(team, 1)).body)).toEqual([])

    // A deleted 子目 is gone from the team's view; so is a 定额库 no longer shared.
    const gone = await send('EditQuota', { Type: 'delete', ID: first }, 1)
    expect(gone.body.ErrorCode).toBe('0')
    expect(codes((await teamQuotas(team, 0)).body)).toEqual(['用户乙/乙的企业定额/A4-2'])
    expect(
      (await send('EditQuotaShare', { Type: 'delete', ID: shared.ID }, 1)).body.ErrorCode,
    ).toBe('0')
    expect(codes((await teamQuotas(team, 0)).body)).toEqual([])

    expect((await share(1, '乙的企业定额', team)).res.body.ErrorCode).toBe('0')
    expect(codes((await teamQuotas(team, 0)).body)).toHaveLength(1)
    expect((await k.get('LeaveTeam', { TeamId: team }, 1)).body.ErrorCode).toBe('0')
    expect(codes((await teamQuotas(team, 0)).body)).toEqual([])
  })

  it('refuses a share to a team the user is not in, and nothing is written', async () => {
    const team = await k.newTeam('造价二组')
    for (const teamId of [team, randomUUID()]) {
      const refused = await share(2, '丙的定额', teamId)
      expect(refused.res.body.ErrorCode).not.toBe('0')
      expect(refused.res.body.Message).toBe('只能共享给你所在的团队')
      expect(await shareRow(refused.ID)).toBeUndefined()
    }
    const bad = await share(0, '', team)
    expect(bad.res.body.Message).toBe('定额库名称不能为空')
    expect(await shareRow(bad.ID)).toBeUndefined()
  })

  it('refuses a non-member and a caller without a session, answering no data', async () => {
    const team = await k.newTeam('造价三组')
    expect((await k.addByPhone(team, 1)).body.ErrorCode).toBe('0')
    await quota(1, '乙的三组定额', 'D1-1')
    expect((await share(1, '乙的三组定额', team)).res.body.ErrorCode).toBe('0')
    expect(codes((await teamQuotas(team, 0)).body)).toEqual(['用户乙/乙的三组定额/D1-1'])
    const outsider = await teamQuotas(team, 2)
    expect(outsider.body.ErrorCode).not.toBe('0')
    expect(outsider.body.Message).toBe(MISSING)
    expect(outsider.body.Data ?? null).toBeNull()
    const anonymous = await teamQuotas(team, -1)
    expect(anonymous.body.ErrorCode).not.toBe('0')
    expect(anonymous.body.Message).toMatch(/登录/)
    expect(anonymous.body.Data ?? null).toBeNull()
  })
})
